/**
 * The Node HTTP server of `npm start` and `npm run sandbox`. Requests that never reach the app (the
 * HTTP parser rejects them, or they name no valid URL) get the same problem+json answers as the
 * rest of the API instead of Node's bare status lines, with the same security headers as the app's
 * data answers (security-headers.ts), a log line and a count; and a client that sends its request
 * too slowly is cut off. The app gets each request as a web `Request` (@hono/node-server).
 */
import {
  createServer,
  ServerResponse,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Logger } from 'pino';
import type { Metrics } from './observability/metrics.ts';
import { noteNodeAnswer, REQUEST_ID_HEADER } from './observability/request-log.ts';
import {
  problem,
  problemBody,
  PROBLEM_CONTENT_TYPE,
  statusTitle,
} from '../src/shared/problem-response.ts';
import { nodeAnswerHeaders } from './security-headers.ts';

/** Time a client has to send the headers, and the whole request. */
export const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;

interface ParserError extends Error {
  code?: string;
}

/** Why Node's layer answered, for the log and the `reason` label of the count. */
type Refusal =
  'malformed' | 'headers-too-large' | 'too-slow' | 'connect' | 'invalid-url' | 'dot-segment';

/** Status, reason and wording for an error of Node's HTTP parser. */
function clientErrorProblem(error: ParserError): {
  status: number;
  reason: Refusal;
  detail: string;
} {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'headers-too-large',
        detail: 'The request line and headers are too large (at most 16 kB together).',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'too-slow', detail: 'The request was not received in time.' };
    case 'HPE_INVALID_METHOD':
      return {
        status: 400,
        reason: 'malformed',
        detail: 'The request method is not one HTTP knows.',
      };
    default:
      return { status: 400, reason: 'malformed', detail: 'The request is not valid HTTP/1.1.' };
  }
}

/** A complete HTTP/1.1 answer written straight to the socket: no request object exists yet. */
function rawProblemResponse(
  status: number,
  detail: string,
  headers: Readonly<Record<string, string>>,
): string {
  const body = problemBody(status, detail);
  return [
    `HTTP/1.1 ${status} ${statusTitle(status)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `content-type: ${PROBLEM_CONTENT_TYPE}`,
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

export interface HttpServerOptions {
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** How often Node checks those time-outs (its default, 30 s, makes them coarse). */
  checkIntervalMs?: number;
  /** Where the answers of Node's layer are logged and counted; without them, they are not. */
  logger?: Logger;
  metrics?: Pick<Metrics, 'refused'>;
  /** Whether the answers carry HSTS, as the app's do when the public URL is https. */
  hsts?: boolean;
  /**
   * Whether a path holding a "." or ".." segment (also percent-encoded) is refused rather than
   * resolved as URLs are: the app server's, whose gateway matches paths as sent (the adapter hands
   * the app the resolved URL only). Browsers resolve them before sending.
   */
  refuseDotSegments?: boolean;
}

/** A "." or ".." path segment, also percent-encoded. */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/** Whether the path of a request-target (its query and fragment aside) holds a dot segment. */
function hasDotSegment(target: string): boolean {
  const end = target.search(/[?#]/);
  return DOT_SEGMENT.test(end === -1 ? target : target.slice(0, end));
}

/** The answers of Node's layer: their headers, and what logs and counts each. */
interface NodeAnswers {
  /** The security headers every one carries. */
  headers: Readonly<Record<string, string>>;
  /** Logs and counts one answer; its headers, with the request id its log line names. */
  record: (status: number, reason: Refusal | 'failed', method?: string) => Record<string, string>;
}

function nodeAnswers({ logger, metrics, hsts }: HttpServerOptions): NodeAnswers {
  let headers: Readonly<Record<string, string>> = {};
  // Ready before any request: asking takes promises only, which all settle before the loop's first
  // look at a socket.
  void nodeAnswerHeaders({ hsts: hsts ?? false }).then((written) => (headers = written));
  return {
    get headers() {
      return headers;
    },
    record: (status, reason, method) => {
      const reqId = crypto.randomUUID();
      metrics?.refused.inc({ status: String(status), reason });
      logger?.info({ reqId, ...(method ? { method } : {}), status, refused: reason }, 'request');
      return { ...headers, [REQUEST_ID_HEADER.toLowerCase()]: reqId };
    },
  };
}

/** For a request no Request could be made of (a backslash in the path, a bad Host). */
function errorHandlerOf(answers: NodeAnswers, logger: Logger | undefined) {
  return (error: unknown): Response => {
    if (error instanceof RequestError) {
      return problem({
        status: 400,
        detail: 'The request URL is not valid.',
        headers: answers.record(400, 'invalid-url'),
      });
    }
    // A handler that threw outside the app's own error handling.
    logger?.error({ err: error }, 'Request failed');
    return problem({
      status: 500,
      detail: 'The server failed to answer this request.',
      headers: answers.record(500, 'failed'),
    });
  };
}

/** Answers what Node's HTTP parser rejects, and CONNECT, straight on the socket. */
function answerParserErrors(server: Server, answers: NodeAnswers): void {
  const { record } = answers;
  // The answer in the making on each connection, to tell a parser error between requests from a
  // time-out while a request's body is still coming in.
  const inFlight = new WeakMap<Duplex, ServerResponse>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    inFlight.set(request.socket, response);
  });

  server.on('clientError', (error: ParserError, socket: Duplex & { bytesWritten?: number }) => {
    // The caller closed the connection in the middle of a request: nobody to answer (a request in
    // flight is logged as 499 by its own line). Like Node's own handler, answer only if nothing of
    // another answer went out on this socket.
    if (
      error.code === 'ECONNRESET' ||
      error.code === 'HPE_INVALID_EOF_STATE' ||
      !socket.writable ||
      (socket.bytesWritten ?? 0) > 0
    ) {
      socket.destroy();
      return;
    }
    const { status, reason, detail } = clientErrorProblem(error);
    const response = inFlight.get(socket);
    if (response && !response.writableEnded) {
      // A body sent too slowly: the request's own log line and count say it (request-log.ts).
      noteNodeAnswer(socket, status);
      socket.end(rawProblemResponse(status, detail, answers.headers));
      return;
    }
    socket.end(rawProblemResponse(status, detail, record(status, reason)));
  });
  // Node hands CONNECT to this event and, with no listener, closes the socket without a word.
  // This server is no proxy: it answers CONNECT like any method it does not allow.
  server.on('connect', (_request, socket: Duplex) => {
    socket.end(
      rawProblemResponse(405, 'This server does not open tunnels (CONNECT).', {
        ...record(405, 'connect', 'CONNECT'),
        allow: 'GET, HEAD, POST',
      }),
    );
  });
}

/**
 * An answer whose status has no body (204, 304) goes out without a content type: the adapter gives
 * every answer without one `text/plain`, and a cached answer keeps the type it was stored with.
 */
class AnswerWithoutBodyType extends ServerResponse {
  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    if (statusCode !== 204 && statusCode !== 304) {
      return super.writeHead(statusCode, reasonOrHeaders as string, headers);
    }
    this.removeHeader('content-type');
    return typeof reasonOrHeaders === 'string'
      ? super.writeHead(statusCode, reasonOrHeaders, withoutType(headers))
      : super.writeHead(statusCode, withoutType(reasonOrHeaders));
  }
}

function withoutType(
  headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined,
): OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined {
  if (!headers || Array.isArray(headers)) return headers;
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-type'),
  );
}

export function createHttpServer(
  fetch: (request: Request) => Response | Promise<Response>,
  hostname: string,
  options: HttpServerOptions = {},
): Server {
  const answers = nodeAnswers(options);
  const listener = getRequestListener(fetch, {
    hostname,
    errorHandler: errorHandlerOf(answers, options.logger),
  });
  const server = createServer(
    {
      headersTimeout: options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
      requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: options.checkIntervalMs ?? 1_000,
      ServerResponse: AnswerWithoutBodyType,
    },
    options.refuseDotSegments
      ? (request, response) => {
          if (!hasDotSegment(request.url ?? '')) return listener(request, response);
          const body = problemBody(400, 'The request path must not hold "." or ".." segments.');
          response
            .writeHead(400, {
              ...answers.record(400, 'dot-segment', request.method),
              'content-type': PROBLEM_CONTENT_TYPE,
              'content-length': Buffer.byteLength(body),
              'cache-control': 'no-store',
            })
            .end(body);
        }
      : listener,
  );
  answerParserErrors(server, answers);
  return server;
}
