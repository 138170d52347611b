/**
 * One log line and one count per request: time, level, request id (the caller's valid
 * `x-request-id`, else a new one, sent back either way), method, route pattern (never the raw
 * path: no record ids or booking references), status, duration, and for gateway calls the
 * service's status and duration, the cache's hit or miss and whether the rate limit refused it.
 *
 * A request whose caller went away before its answer (an upload given up, a tab closed during a
 * slow read) is logged and counted as 499, nginx's "client closed request": not as the server's
 * error, which it is not, and apart from the 5xx that anyone could otherwise raise at will.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { Metrics } from './metrics.ts';
import { nodeAnswerOf, requestInfo } from './request-info.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The status of a request whose caller closed the connection before the answer. */
export const CLIENT_CLOSED_REQUEST = 499;

type NodeContext = Context<{ Bindings: Partial<HttpBindings> }>;

/**
 * Whether the caller closed the connection while the answer was still being made. Under Node its
 * response says so (asking the request for its signal would build a whole request object for every
 * read, and only a request whose object was built gets its signal aborted); in `app.request`, the
 * request's signal.
 */
export function callerGone(c: NodeContext): boolean {
  const outgoing = c.env?.outgoing;
  if (outgoing) return outgoing.destroyed && !outgoing.writableEnded;
  return c.req.raw.signal.aborted;
}

/** A caller's request id is kept when it is 1–128 letters, digits, `-`, `_` or `=`. */
const VALID_REQUEST_ID = /^[\w=-]{1,128}$/;

/**
 * The caller's request id where it is valid, else a new one. Under Node it is read from Node's own
 * request: asking the request object for a header would build its whole `Headers` first.
 */
function requestIdOf(c: NodeContext): string {
  const incoming = c.env?.incoming;
  const given = incoming
    ? incoming.headers[REQUEST_ID_HEADER.toLowerCase()]
    : c.req.header(REQUEST_ID_HEADER);
  return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

export function requestLog(
  logger: Logger,
  metrics: Metrics,
): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c);
    // Taken now: a body limit later puts a request object of its own in place.
    const info = requestInfo(c.req.raw);
    // On Node's own response where there is one, as the security headers (security-headers.ts).
    const outgoing = c.env?.outgoing;
    const early = outgoing !== undefined && !outgoing.headersSent;
    if (early) outgoing.setHeader(REQUEST_ID_HEADER, id);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // A pattern the app registered (e.g. `/:page{[a-z]+}`, `/assets/*`), never the path itself.
    const route = info.route ?? routePath(c);
    // Node's layer may have answered already (a body sent too slowly: 408), else a caller who
    // went away gets no answer at all.
    const socket = c.env?.incoming?.socket;
    const status =
      (socket && nodeAnswerOf(socket)) ?? (callerGone(c) ? CLIENT_CLOSED_REQUEST : c.res.status);
    if (!early) c.res.headers.set(REQUEST_ID_HEADER, id);
    metrics.requests.inc({ route, method: c.req.method, status: String(status) });
    logger.info(
      {
        reqId: id,
        method: c.req.method,
        route,
        status,
        ms,
        ...(info.upstream
          ? { upstreamStatus: info.upstream.status, upstreamMs: info.upstream.ms }
          : {}),
        ...(info.cache ? { cache: info.cache } : {}),
        rateLimited: info.rateLimited === true,
        ...(info.limitUnavailable ? { limitUnavailable: true } : {}),
      },
      'request',
    );
  };
}
