/**
 * The Hono environment every part of the server shares (the pages, the gateway, the sandbox's
 * mount, the operations routes): Node's request and response when it runs under
 * @hono/node-server (absent in `app.request`), and what a request's log line and metrics need to
 * know from deeper down, in the request's own context (`c.set` / `c.var`). The sub-apps are
 * mounted with `app.route`, so their routes run in the same context as the server's middleware.
 */
import type { HttpBindings } from '@hono/node-server';
import type { RequestIdVariables } from 'hono/request-id';

interface RequestVariables extends RequestIdVariables {
  /** The route's pattern, never the raw path (no record ids or booking references). */
  route?: string;
  /** Past the rate limit. */
  rateLimited?: boolean;
  /** Refused (or, for a page, read nothing) because the limit's store (Redis) did not answer. */
  limitUnavailable?: boolean;
  /** A page whose request is past the limit: it reads nothing from the service. */
  overLimit?: boolean;
  /** The service's answer to a gateway call. */
  upstream?: { status: number | 'timeout' | 'unreachable'; ms: number };
  /** Whether a certificate or a calculation came from the cache (or an identical call under way). */
  cache?: 'hit' | 'miss';
  /** The security headers the answer gets, named where its sub-app is mounted (app.ts). */
  headerSet?: HeaderSet;
}

/** Which set of security headers an answer gets (security-headers.ts). */
export type HeaderSet = 'page' | 'card' | 'file' | 'worker' | 'data';

export type ServerEnv = { Bindings: Partial<HttpBindings>; Variables: RequestVariables };
