/**
 * The routes that cost the sandbox most (writing a record, rendering a certificate file) are
 * metered by whoever mounts the sandbox: the app's server counts them against the caller's rate
 * limit. The meter sits on the route itself, so whatever path the sandbox's router sends to that
 * route (`/records/`, as routing is not strict) is counted like the plain one.
 */
import type { MiddlewareHandler, Next } from 'hono';

/** What a host passes with each request: a meter that answers (a refusal) or calls `next`. */
export interface SandboxHost {
  meter?: (next: Next) => ReturnType<MiddlewareHandler>;
}

function hostOf(env: unknown): SandboxHost | null {
  return typeof env === 'object' && env !== null && 'meter' in env ? (env as SandboxHost) : null;
}

/** Middleware for a costly route: the host's meter when there is one, else nothing. */
export const metered: MiddlewareHandler = (c, next) => {
  const meter = hostOf(c.env)?.meter;
  return meter ? meter(next) : next();
};
