/**
 * One log line and one count per request: time, level, request id (the caller's valid
 * `x-request-id`, else a new one, sent back either way), method, route pattern (never the raw
 * path: no record ids or booking references), status, duration, and for gateway calls the
 * service's status and duration, the cache's hit or miss and whether the rate limit refused it.
 */
import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { Metrics } from './metrics.ts';
import { requestInfo } from './request-info.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Reads or makes the request id (at most 128 letters, digits, `-`, `_`, `=`). */
export const requestIds = (): MiddlewareHandler =>
  requestId({ headerName: REQUEST_ID_HEADER, limitLength: 128 });

export function requestLog(logger: Logger, metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const info = requestInfo(c.req.raw);
    // A pattern the app registered (e.g. `/:page{[a-z]+}`, `/assets/*`), never the path itself.
    const route = info.route ?? routePath(c);
    const status = c.res.status;
    const id = c.get('requestId' as never) as string;
    c.res.headers.set(REQUEST_ID_HEADER, id);
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
      },
      'request',
    );
  };
}
