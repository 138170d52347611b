/**
 * One log line and one count per request: time, level, request id (Hono's `requestId`: the
 * caller's valid `x-request-id`, else a new one, sent back either way), method, route pattern
 * (never the raw path: no record ids or booking references), status, duration, and for gateway
 * calls the service's status and duration, the cache's hit or miss and whether the rate limit
 * refused it; what deeper parts know of the request, they set in its context (env.ts).
 *
 * A request whose caller went away before its answer (an upload given up, a tab closed during a
 * slow read) is logged and counted as 499, nginx's "client closed request": not as the server's
 * error, which it is not, and apart from the 5xx that anyone could otherwise raise at will.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { ServerEnv } from '../env.ts';
import type { Metrics } from './metrics.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The longest request id a caller may give (longer ones are replaced by a new one). */
const REQUEST_ID_MAX_LENGTH = 128;

/** The status of a request whose caller closed the connection before the answer. */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Whether the caller closed the connection while the answer was still being made: the request's
 * signal, which the adapter aborts when the connection closes before the answer has gone out
 * (under Node) and `app.request` when its caller aborts.
 */
export function callerGone(c: Context<ServerEnv>): boolean {
  return c.req.raw.signal.aborted;
}

/**
 * The status Node's HTTP layer answered on a connection while its request was still being handled
 * (a body sent too slowly, http-server.ts), keyed by the connection: no request context reaches
 * Node's layer.
 */
const nodeAnswers = new WeakMap<object, number>();

export function noteNodeAnswer(socket: object, status: number): void {
  nodeAnswers.set(socket, status);
}

/**
 * The request's id: the caller's `x-request-id` when Hono's `requestId` would take it (at most
 * REQUEST_ID_MAX_LENGTH characters of letters, digits, `_`, `-`, `=`), else a new one. It is that
 * middleware's generator, with no header name: given one, it also writes the id into a web
 * `Headers` of the context made for every request, which an answer made as a `Response` of its
 * own (every gateway answer) never takes; `requestLog` writes the id on the answer itself.
 */
export function requestIdOf(c: Context): string {
  const given = c.req.header(REQUEST_ID_HEADER);
  return given && given.length <= REQUEST_ID_MAX_LENGTH && !/[^\w\-=]/.test(given)
    ? given
    : crypto.randomUUID();
}

/** After `requestId` (hono/request-id), which names the request in `c.var.requestId`. */
export function requestLog(logger: Logger, metrics: Metrics): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // `c.get`, not `c.var`: each read of `c.var` copies every variable of the request.
    const id = c.get('requestId');
    // On the answer itself, whatever made it (`requestIdOf`).
    c.res.headers.set(REQUEST_ID_HEADER, id);
    // A pattern the app registered (e.g. `/:page{[a-z]+}`, `/assets/*`), never the path itself.
    const route = c.get('route') ?? routePath(c);
    // Node's layer may have answered already (a body sent too slowly: 408), else a caller who
    // went away gets no answer at all.
    const socket = c.env?.incoming?.socket;
    const status =
      (socket && nodeAnswers.get(socket)) ?? (callerGone(c) ? CLIENT_CLOSED_REQUEST : c.res.status);
    metrics.requests.inc({ route, method: c.req.method, status: String(status) });
    const upstream = c.get('upstream');
    const cache = c.get('cache');
    const limitUnavailable = c.get('limitUnavailable');
    logger.info(
      {
        reqId: id,
        method: c.req.method,
        route,
        status,
        ms,
        ...(upstream ? { upstreamStatus: upstream.status, upstreamMs: upstream.ms } : {}),
        ...(cache ? { cache } : {}),
        rateLimited: c.get('rateLimited') === true,
        ...(limitUnavailable ? { limitUnavailable: true } : {}),
      },
      'request',
    );
  };
}
