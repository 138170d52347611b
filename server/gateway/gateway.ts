/**
 * "This site's service": the server answers at /api with exactly the specification's four
 * operations and forwards them to SERVICE_URL with the credentials it holds. Everything else under
 * /api is refused here and never reaches the service. This module never imports the sandbox.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rateLimiter } from 'hono-rate-limiter';
import type { GatewayAccess, ServiceConfig } from '../config.ts';
import { problem } from '../problem.ts';
import { matchOperation, type Operation } from './operations.ts';
import { callService, PASSED_ON_HEADERS, type UpstreamResult } from './upstream.ts';

export const GATEWAY_BASE = '/api';
export const GATEWAY_BODY_LIMIT = 64 * 1024;

export interface GatewayOptions {
  service: ServiceConfig;
  access: GatewayAccess;
  /** Calls per minute per client address; 0 turns the limit off. */
  rateLimit: number;
  /** Receives one line per call; never a credential, a path or a parameter. */
  log?: (line: string) => void;
}

type GatewayEnv = { Bindings: Partial<HttpBindings>; Variables: { operation: Operation } };

/** The request-target as the client sent it (before URL normalisation), when Node gives it. */
export function rawTarget(c: Context<GatewayEnv>): string {
  const raw = c.env?.incoming?.url;
  if (typeof raw === 'string') return raw;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

/** The client's address as the socket has it; a proxy's forwarded headers are not trusted. */
export function clientAddress(c: Context<GatewayEnv>): string {
  try {
    // getConnInfo reads the socket of Node's request; without one (a test's app.request) it throws.
    const conn = getConnInfo(c as unknown as Parameters<typeof getConnInfo>[0]);
    return conn.remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function fromUpstream(result: UpstreamResult): Response {
  if (result.kind === 'timeout') {
    return problem({ status: 504, detail: 'The service did not answer in time.' });
  }
  if (result.kind === 'unreachable') {
    return problem({ status: 502, detail: 'The service could not be reached.' });
  }
  const passed: Record<string, string> = {};
  for (const name of PASSED_ON_HEADERS) {
    const value = result.headers.get(name);
    if (value) passed[name] = value;
  }
  const { status } = result;
  if (status >= 300 && status < 400) {
    return problem({
      status: 502,
      detail: 'The service answered with a redirect, which this site does not follow.',
      extensions: { upstreamStatus: status },
    });
  }
  if (status >= 500) {
    // The service's own error body may carry its internals: the browser gets the status only.
    return problem({
      status: 502,
      detail: `The service failed to answer (status ${status}).`,
      extensions: { upstreamStatus: status },
      headers: passed['retry-after'] ? { 'retry-after': passed['retry-after'] } : {},
    });
  }
  const empty = status === 204 || status === 205 || status === 304;
  return new Response(empty ? null : result.body, {
    status,
    headers: { ...passed, 'cache-control': 'no-store' },
  });
}

export function createGateway(options: GatewayOptions): Hono<GatewayEnv> {
  const log = options.log ?? ((line: string) => console.log(line));
  const gateway = new Hono<GatewayEnv>();

  // One line per call, written when the answer is known.
  gateway.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const name = c.get('operation')?.name ?? 'refused';
    log(`gateway ${c.req.method} ${name} ${c.res.status} ${ms}ms`);
  });

  if (options.rateLimit > 0) {
    gateway.use(
      '*',
      rateLimiter<GatewayEnv>({
        windowMs: 60_000,
        limit: options.rateLimit,
        standardHeaders: 'draft-6',
        keyGenerator: (c) => clientAddress(c),
        handler: (c) =>
          c.newResponse(
            problem({
              status: 429,
              detail: 'Too many requests from this address: try again after the time given.',
            }).body,
            429,
            { 'content-type': 'application/problem+json', 'cache-control': 'no-store' },
          ),
      }),
    );
  }

  const checkOperation: MiddlewareHandler<GatewayEnv> = async (c, next) => {
    const target = rawTarget(c);
    const match = matchOperation(c.req.method, target, GATEWAY_BASE);
    if (!match.ok) {
      return problem({
        status: match.status,
        detail: match.detail,
        ...(match.allow ? { headers: { allow: match.allow } } : {}),
      });
    }
    if (options.access === 'certificates' && !match.operation.certificateRead) {
      return problem({
        status: 403,
        detail: 'This site only shows certificates: it does not offer calculations.',
      });
    }
    c.set('operation', match.operation);
    await next();
  };
  gateway.use('*', checkOperation);
  gateway.use(
    '*',
    bodyLimit({
      maxSize: GATEWAY_BODY_LIMIT,
      onError: () => problem({ status: 413, detail: 'The request body is larger than 64 kB.' }),
    }),
  );

  gateway.all('*', async (c) => {
    const operation = c.get('operation');
    const body = operation.method === 'POST' ? await c.req.arrayBuffer() : undefined;
    const result = await callService(options.service, {
      operation,
      ...(body !== undefined ? { body } : {}),
      contentType: c.req.header('content-type'),
      accept: c.req.header('accept'),
    });
    return fromUpstream(result);
  });
  return gateway;
}

/** /api on a server without a configured service. */
export function gatewayOff(): Response {
  return problem({
    status: 404,
    detail: 'This server has no service configured: use the sandbox or a service of your own.',
  });
}
