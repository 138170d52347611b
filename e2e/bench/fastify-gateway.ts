/**
 * A Node peer for the forwarding bench (e2e/bench/forwarding.ts): a Fastify gateway doing the
 * gateway's per-answer work on a forwarded call, the way a Fastify user would write it. Security
 * headers (@fastify/helmet); a request id (the caller's `x-request-id` or a new UUID, sent back);
 * a JSON body parsed within 64 kB (Fastify's own parser) and written again as JSON; the call
 * forwarded to UPSTREAM_PORT with the path after `/api` and the three credential headers
 * (@fastify/reply-from, over undici's pool); one pino line (JSON, to standard output), one
 * prom-client count and one histogram observation per answer. No cache and no rate limit, as the
 * gateway is run in the bench. Listens on 127.0.0.1:PORT.
 */
import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import replyFrom from '@fastify/reply-from';
import Fastify, { LogController } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';

const BODY_LIMIT = 64 * 1024;
const CREDENTIALS = { 'x-api-key': 'bench-key', 'x-api-auth': 'bench-auth', 'x-api-secret': 'x' };

const registry = new Registry();
const requests = new Counter({
  name: 'bench_http_requests_total',
  help: 'Requests answered, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'],
  registers: [registry],
});
const durations = new Histogram({
  name: 'bench_request_duration_seconds',
  help: 'Time to answer, by route pattern and status.',
  labelNames: ['route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
  registers: [registry],
});

const app = Fastify({
  logger: true,
  // One line per answer (below), as the gateway logs, not Fastify's two.
  logController: new LogController({ disableRequestLogging: true }),
  bodyLimit: BODY_LIMIT,
  requestIdHeader: 'x-request-id',
  genReqId: () => randomUUID(),
});

await app.register(helmet);
await app.register(replyFrom, {
  base: `http://127.0.0.1:${process.env.UPSTREAM_PORT}`,
  undici: { connections: 64, pipelining: 1 },
});

app.addHook('onRequest', async (request, reply) => {
  reply.header('x-request-id', request.id);
});

app.addHook('onResponse', async (request, reply) => {
  const route = request.routeOptions.url ?? 'unmatched';
  const status = String(reply.statusCode);
  requests.inc({ route, method: request.method, status });
  durations.observe({ route, status }, reply.elapsedTime / 1000);
  request.log.info(
    {
      reqId: request.id,
      method: request.method,
      route,
      status: reply.statusCode,
      ms: reply.elapsedTime,
    },
    'request',
  );
});

/** The credentials added to what the caller sent, as the gateway adds them. */
const rewriteRequestHeaders = (_request: unknown, headers: Record<string, unknown>) => ({
  ...headers,
  ...CREDENTIALS,
});

// The parsed body goes on written again as JSON by reply-from, never the caller's bytes.
app.post('/api/*', (request, reply) =>
  reply.from(request.url.slice('/api'.length), { body: request.body, rewriteRequestHeaders }),
);
app.get('/api/*', (request, reply) =>
  reply.from(request.url.slice('/api'.length), { rewriteRequestHeaders }),
);
app.get('/', () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
