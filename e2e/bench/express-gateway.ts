/**
 * A Node peer for the forwarding bench (e2e/bench/forwarding.ts): an Express gateway doing the
 * gateway's per-answer work on a forwarded call, the way an Express user would write it. Security
 * headers (helmet); a request id (the caller's `x-request-id` or a new UUID, sent back) and one
 * pino line per answer (pino-http, JSON, to standard output); a JSON body parsed within 64 kB
 * (express.json) and written again as JSON; the call forwarded to UPSTREAM_PORT with the path after
 * `/api` and the three credential headers (http-proxy-middleware over a keep-alive `node:http`
 * Agent); one prom-client count and one histogram observation per answer. No cache and no rate
 * limit, as the gateway is run in the bench. Listens on 127.0.0.1:PORT.
 */
import { randomUUID } from 'node:crypto';
import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import express from 'express';
import helmet from 'helmet';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';
import { pinoHttp } from 'pino-http';
import { Counter, Histogram, Registry } from 'prom-client';

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

const app = express();
app.disable('x-powered-by');
app.use(helmet());
app.use(
  pinoHttp({
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const given = request.headers['x-request-id'];
      const id = typeof given === 'string' && given ? given : randomUUID();
      response.setHeader('x-request-id', id);
      return id;
    },
  }),
);
app.use((request, response, next) => {
  const started = performance.now();
  response.once('finish', () => {
    const route = `${request.baseUrl}/*`;
    const status = String(response.statusCode);
    requests.inc({ route, method: request.method, status });
    durations.observe({ route, status }, (performance.now() - started) / 1000);
  });
  next();
});
app.use(
  '/api',
  express.json({ limit: '64kb' }),
  createProxyMiddleware({
    target: `http://127.0.0.1:${process.env.UPSTREAM_PORT}`,
    agent: new Agent({ keepAlive: true, maxSockets: 64 }),
    headers: CREDENTIALS,
    // The parsed body goes on written again as JSON, never the caller's bytes.
    on: { proxyReq: fixRequestBody },
  }),
);
app.get('/', (_request, response) => {
  response.json({ ok: true });
});

app.listen(Number(process.env.PORT), '127.0.0.1');
