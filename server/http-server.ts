/**
 * The Node HTTP server of `npm start` and `npm run sandbox`. Requests that never reach the sandbox (the HTTP parser
 * rejects them, or they name no valid URL) get the same problem+json answers as the rest of the API
 * instead of Node's bare status lines, and a client that sends its request too slowly is cut off.
 */
import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import { problem, problemBody, PROBLEM_CONTENT_TYPE, STATUS_TITLES } from './problem.ts';

/** Time a client has to send the headers, and the whole request. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

interface ParserError extends Error {
  code?: string;
}

/** Status and wording for an error of Node's HTTP parser. */
export function clientErrorProblem(error: ParserError): { status: number; detail: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        detail: 'The request line and headers are too large (at most 16 kB together).',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, detail: 'The request was not received in time.' };
    case 'HPE_INVALID_METHOD':
      return { status: 400, detail: 'The request method is not one HTTP knows.' };
    default:
      return { status: 400, detail: 'The request is not valid HTTP/1.1.' };
  }
}

/** A complete HTTP/1.1 answer written straight to the socket: no request object exists yet. */
export function rawProblemResponse(
  status: number,
  detail: string,
  extraHeaders: readonly string[] = [],
): string {
  const body = problemBody(status, detail);
  return [
    `HTTP/1.1 ${status} ${STATUS_TITLES[status] ?? 'Error'}`,
    ...extraHeaders,
    `content-type: ${PROBLEM_CONTENT_TYPE}`,
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'access-control-allow-origin: *',
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

function onClientError(error: ParserError, socket: Duplex & { bytesWritten?: number }): void {
  // Like Node's own handler: answer only if nothing of another answer went out on this socket.
  if (error.code === 'ECONNRESET' || !socket.writable || (socket.bytesWritten ?? 0) > 0) {
    socket.destroy();
    return;
  }
  const { status, detail } = clientErrorProblem(error);
  socket.end(rawProblemResponse(status, detail));
}

export interface HttpServerLimits {
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** How often Node checks those time-outs (its default, 30 s, makes them coarse). */
  checkIntervalMs?: number;
}

export function createHttpServer(
  fetch: (request: Request) => Response | Promise<Response>,
  hostname: string,
  limits: HttpServerLimits = {},
): Server {
  const listener = getRequestListener(fetch, {
    hostname,
    // Only reached when no Request could be made (e.g. a backslash in the path) or the handler
    // threw outside the sandbox's own error handling.
    errorHandler: (error) =>
      error instanceof RequestError
        ? problem({ status: 400, detail: 'The request URL is not valid.' })
        : problem({ status: 500, detail: 'The server failed to answer this request.' }),
  });
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
      requestTimeout: limits.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: limits.checkIntervalMs ?? 1_000,
    },
    listener,
  );
  server.on('clientError', onClientError);
  // Node hands CONNECT to this event and, with no listener, closes the socket without a word.
  // This server is no proxy: it answers CONNECT like any method it does not allow.
  server.on('connect', (_request, socket: Duplex) => {
    socket.end(
      rawProblemResponse(405, 'This server does not open tunnels (CONNECT).', [
        'allow: GET, HEAD, POST',
      ]),
    );
  });
  return server;
}
