/**
 * One log line and one count per request: the route pattern, never the raw path (no record ids or
 * booking references); what deeper parts know of the request they set in its context (env.ts). A
 * caller who went away before the answer is logged and counted as 499, nginx's "client closed
 * request": not the server's error, and apart from the 5xx anyone could otherwise raise at will.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { ServerEnv } from '../env.ts';
import type { Metrics } from './metrics.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Longer ones are replaced by a new one. */
const REQUEST_ID_MAX_LENGTH = 128;

export const CLIENT_CLOSED_REQUEST = 499;

/** Under Node the adapter aborts the request's signal when the connection closes too early. */
export function callerGone(c: Context<ServerEnv>): boolean {
  return c.req.raw.signal.aborted;
}

/** Keyed by the connection: no request context reaches Node's layer (a body sent too slowly). */
const nodeAnswers = new WeakMap<object, number>();

export function noteNodeAnswer(socket: object, status: number): void {
  nodeAnswers.set(socket, status);
}

/** `requestLog` writes the id on the answer: one made as its own `Response` never takes Hono's. */
export function requestIdOf(c: Context): string {
  const given = c.req.header(REQUEST_ID_HEADER);
  return given && given.length <= REQUEST_ID_MAX_LENGTH && !/[^\w\-=]/.test(given)
    ? given
    : crypto.randomUUID();
}

export function requestLog(logger: Logger, metrics: Metrics): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // `c.get`, not `c.var`: each read of `c.var` copies every variable of the request.
    const id = c.get('requestId');
    c.res.headers.set(REQUEST_ID_HEADER, id);
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
