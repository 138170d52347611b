/**
 * The built-in stand-in of the service (sandbox/), with a router of its own, or a 503 without it.
 * Its costly routes (record writes, file renders) call `meter`: they count against the limit.
 */
import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import type { SandboxHost } from '../sandbox/metered.ts';
import { serverProblemType } from '../src/api/problem.ts';
import type { ServerEnv } from './env.ts';
import { problem } from '../src/shared/problem-response.ts';

export interface MountedSandbox {
  fetch: (request: Request, host?: SandboxHost) => Response | Promise<Response>;
  filesUrl?: string;
}

export function createSandboxApp(
  sandbox: MountedSandbox | null,
  meter: MiddlewareHandler<ServerEnv>,
): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const toSandbox: Handler<ServerEnv> = (c) =>
    sandbox ? sandbox.fetch(c.req.raw, { meter: (next) => meter(c, next) }) : unavailable();
  // `/sandbox` itself and everything under it, each its own route in the log.
  app.all('/', toSandbox);
  app.all('/*', toSandbox);
  return app;
}

function unavailable(): Response {
  return problem({
    status: 503,
    type: serverProblemType('no-sandbox'),
    detail: 'The built-in sandbox service is not running on this server.',
  });
}
