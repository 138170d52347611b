/**
 * "This site's service": exactly the specification's four operations at /api, forwarded to
 * SERVICE_URL with the credentials the server holds; everything else is refused here.
 */
import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { GatewayAccess } from '../config.ts';
import type { ServerEnv } from '../env.ts';
import { problem } from '../../src/shared/problem-response.ts';
import { CERTIFICATES_ONLY_PROBLEM_TYPE } from '../../src/api/runtime-config.ts';
import { SERVER_PROBLEM_PREFIX, serverProblemType } from '../../src/api/problem.ts';
import type { Read, ServiceCalls } from './certificate-reads.ts';
import { checkJsonHeaders, rewrittenJson } from './json-body.ts';
import { matchOperation, type Operation, type OperationName } from './operations.ts';
import type { UpstreamResult } from './upstream.ts';

export const GATEWAY_BASE = '/api';
const GATEWAY_BODY_LIMIT = 64 * 1024;

export interface GatewayOptions {
  access: GatewayAccess;
  calls: ServiceCalls;
  /**
   * Every call counts, except a calculation answered without calling the service: exploring
   * levers or running a bulk list again costs the service nothing.
   */
  limit: MiddlewareHandler<ServerEnv>;
}

/** For logs and metrics: never the id or key itself. */
const OPERATION_ROUTES: Record<OperationName, string> = {
  'certificate-by-id': `${GATEWAY_BASE}/certificates/:id`,
  'certificate-by-correlation': `${GATEWAY_BASE}/certificates/:key/correlation`,
  'event-emissions': `${GATEWAY_BASE}/emissions/event`,
  'hotel-emissions': `${GATEWAY_BASE}/emissions/hotel`,
};

type GatewayEnv = {
  Bindings: ServerEnv['Bindings'];
  Variables: ServerEnv['Variables'] & { operation: Operation };
};

/**
 * As the client sent it (the adapter resolves only dot segments, which http-server.ts refuses
 * first). An absolute-form target for another host is the whole URL, which no operation matches.
 */
function requestTarget(c: Context<GatewayEnv>): string {
  const { url } = c.req;
  const path = url.indexOf('/', url.indexOf('//') + 2);
  const host = c.req.header('host');
  const authority = url.slice(url.indexOf('//') + 2, path);
  if (host === undefined || authority === host || sameHost(url, host)) return url.slice(path);
  return url;
}

function sameHost(url: string, host: string): boolean {
  try {
    return new URL(url).host === new URL(`${new URL(url).protocol}//${host}`).host;
  } catch {
    return false;
  }
}

function fromUpstream(result: UpstreamResult): Response {
  switch (result.kind) {
    case 'timeout':
      return problem({
        status: 504,
        type: serverProblemType('service-timeout'),
        detail: 'The service did not answer in time.',
      });
    case 'unreachable':
      return problem({
        status: 502,
        type: serverProblemType('service-unreachable'),
        detail: 'The service could not be reached.',
      });
    case 'unexpected-type':
      // An HTML page or an image from the service must never be served from this origin.
      return problem({
        status: 502,
        type: serverProblemType('service-answer'),
        detail: 'The service answered in an unexpected format.',
        extensions: { upstreamStatus: result.status },
      });
    case 'too-large':
      return problem({
        status: 502,
        type: serverProblemType('service-answer'),
        detail: 'The service answered with more than this site accepts.',
        extensions: { upstreamStatus: result.status },
      });
    case 'failed':
      return failed(result.status, result.headers['retry-after'] ?? null);
    case 'answer':
      break;
  }
  const { status } = result;
  const empty = status === 204 || status === 205 || status === 304;
  const body = status >= 400 ? withoutOwnProblemType(result.body) : result.body;
  return new Response(empty ? null : body, {
    status,
    headers: { ...result.headers, 'cache-control': 'no-store' },
  });
}

/** The app words this server's own problem types itself: a service must not claim one. */
function withoutOwnProblemType(body: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  let problem: unknown;
  try {
    problem = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return body;
  }
  if (
    typeof problem !== 'object' ||
    problem === null ||
    !('type' in problem) ||
    typeof problem.type !== 'string' ||
    !problem.type.startsWith(SERVER_PROBLEM_PREFIX)
  ) {
    return body;
  }
  const { type: _own, ...rest } = problem as Record<string, unknown>;
  return new TextEncoder().encode(JSON.stringify(rest)) as Uint8Array<ArrayBuffer>;
}

function failed(status: number, retryAfter: string | null): Response {
  if (status < 500) {
    return problem({
      status: 502,
      type: serverProblemType('service-answer'),
      detail: 'The service answered with a redirect, which this site does not follow.',
      extensions: { upstreamStatus: status },
    });
  }
  // The service's own error body may carry its internals: the browser gets the status only.
  return problem({
    status: 502,
    type: serverProblemType('service-failed'),
    detail: `The service failed to answer (status ${status}).`,
    extensions: { upstreamStatus: status },
    headers: retryAfter ? { 'retry-after': retryAfter } : {},
  });
}

export function createGateway(options: GatewayOptions): Hono<GatewayEnv> {
  const gateway = new Hono<GatewayEnv>();
  // The limit reads and sets only the variables every part of the server shares (env.ts).
  const limit = options.limit as unknown as MiddlewareHandler<GatewayEnv>;
  gateway.use('*', limitUnlessCalculation(options.access, limit));
  gateway.use('*', checkOperation(options.access));
  gateway.use('*', jsonBodyOnly(limit));
  // Only calculations (POST) have a body: a certificate read never builds a body to limit.
  gateway.post('*', capBody(limit));
  gateway.all('*', forward(options.calls, limit));
  return gateway;
}

/** An offered calculation's count waits until it is known whether it calls the service. */
function limitUnlessCalculation(
  access: GatewayAccess,
  limit: MiddlewareHandler<GatewayEnv>,
): MiddlewareHandler<GatewayEnv> {
  return (c, next) => {
    const match = matchOperation(c.req.method, requestTarget(c), GATEWAY_BASE);
    const calculation = match.ok && !match.operation.certificateRead && access === 'all';
    return calculation ? next() : limit(c, next);
  };
}

/**
 * A length declared within the limit is all bodyLimit would check (Node's parser reads no byte
 * past it), so bodyLimit is not asked then: it would build the whole web `Request` and read the
 * body through its stream (docs/performance.md, "Where a forwarded calculation's time goes").
 */
function capBody(limit: MiddlewareHandler<GatewayEnv>): MiddlewareHandler<GatewayEnv> {
  const capped = bodyLimit({
    maxSize: GATEWAY_BODY_LIMIT,
    // A refused calculation counts, as any call that is not answered from the cache.
    onError: (c) => limited(c, limit, async () => tooLarge()),
  });
  return (c, next) => {
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    const within =
      declared <= GATEWAY_BODY_LIMIT && c.req.header('transfer-encoding') === undefined;
    return within ? next() : capped(c, next);
  };
}

function tooLarge(): Response {
  return problem({
    status: 413,
    type: serverProblemType('too-large'),
    detail: 'The request body is larger than 64 kB.',
  });
}

async function limited(
  c: Context<GatewayEnv>,
  limit: MiddlewareHandler<GatewayEnv>,
  answer: () => Promise<Response>,
): Promise<Response> {
  let response: Response | undefined;
  const refused = await limit(c, async () => {
    response = await answer();
  });
  return refused ?? response ?? c.res;
}

function checkOperation(access: GatewayAccess): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    c.set('route', `${GATEWAY_BASE}/*`);
    const target = requestTarget(c);
    // HEAD reads like GET (Hono answers it with GET's headers and no body).
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const match = matchOperation(method, target, GATEWAY_BASE);
    if (!match.ok) {
      return problem({
        status: match.status,
        type: serverProblemType('not-offered'),
        detail: match.detail,
        ...(match.allow ? { headers: { allow: match.allow } } : {}),
      });
    }
    c.set('route', OPERATION_ROUTES[match.operation.name]);
    if (access === 'certificates' && !match.operation.certificateRead) {
      return problem({
        status: 403,
        type: CERTIFICATES_ONLY_PROBLEM_TYPE,
        detail: 'This site only shows certificates: it does not offer calculations.',
      });
    }
    c.set('operation', match.operation);
    await next();
  };
}

/** A body that is not declared JSON is refused before it is read. */
function jsonBodyOnly(limit: MiddlewareHandler<GatewayEnv>): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    if (c.get('operation').method !== 'POST') return next();
    const declared = checkJsonHeaders(
      c.req.header('content-type'),
      c.req.header('content-encoding'),
    );
    if (!declared.ok) {
      // A refused calculation counts, as any call that is not answered from the cache.
      return limited(c, limit, async () =>
        problem({
          status: declared.status,
          type: serverProblemType('unsupported-body'),
          detail: declared.detail,
        }),
      );
    }
    return next();
  };
}

function forward(calls: ServiceCalls, limit: MiddlewareHandler<GatewayEnv>): Handler<GatewayEnv> {
  const answer = (c: Context<GatewayEnv>, read: Read): Response => {
    if (read.upstream) c.set('upstream', read.upstream);
    if (read.cache) c.set('cache', read.cache);
    return fromUpstream(read.result);
  };
  return async (c) => {
    const operation = c.get('operation');
    if (operation.certificateRead) return answer(c, await calls.certificate(operation));
    // Within GATEWAY_BODY_LIMIT (bodyLimit, above).
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const json = rewrittenJson(bytes);
    if (!json.ok) {
      return limited(c, limit, async () =>
        problem({
          status: json.status,
          type: serverProblemType('malformed-body'),
          detail: json.detail,
        }),
      );
    }
    const request = { operation, body: json.json, accept: c.req.header('accept') };
    const saved = await calls.calculationWithoutCall(request);
    if (saved) return answer(c, saved);
    return limited(c, limit, async () => answer(c, await calls.calculate(request)));
  };
}

function gatewayOff(): Response {
  return problem({
    status: 404,
    type: serverProblemType('no-service'),
    detail: 'This server has no service configured: use the sandbox or a service of your own.',
  });
}

export function createGatewayOff(): Hono<ServerEnv> {
  const off = new Hono<ServerEnv>();
  off.all('*', () => gatewayOff());
  return off;
}
