/**
 * Requests that never reach the app (the parser rejects them, or they name no valid URL) get
 * problem+json like the API's instead of Node's bare status lines, with a log line and a count.
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

export const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;

interface ParserError extends Error {
  code?: string;
}

/** The `reason` label of the count. */
type Refusal =
  'malformed' | 'headers-too-large' | 'too-slow' | 'connect' | 'invalid-url' | 'dot-segment';

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

/** Written straight to the socket: no request object exists yet. */
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
  /** Node's default, 30 s, makes the time-outs coarse. */
  checkIntervalMs?: number;
  /** Without them, Node's layer's answers are not logged or counted. */
  logger?: Logger;
  metrics?: Pick<Metrics, 'refused'>;
  hsts?: boolean;
  /**
   * Refuses rather than resolves a "." or ".." segment (also percent-encoded): the gateway matches
   * paths as sent, and the adapter hands the app only the resolved URL. Browsers resolve them.
   */
  refuseDotSegments?: boolean;
}

const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

function hasDotSegment(target: string): boolean {
  const end = target.search(/[?#]/);
  return DOT_SEGMENT.test(end === -1 ? target : target.slice(0, end));
}

interface NodeAnswers {
  headers: Readonly<Record<string, string>>;
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
      // A body sent too slowly: the request's own log line says it (observability/request-log.ts).
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

/** The adapter types every untyped answer `text/plain`; a cached answer keeps its stored type. */
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
