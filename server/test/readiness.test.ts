/**
 * `/readyz` over real HTTP: answered from this process's own state (draining, Redis connected),
 * never by asking the service, and the service's health watched in the background instead.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../config.ts';
import { createLogger } from '../observability/logger.ts';
import { createMetrics } from '../observability/metrics.ts';
import { watchServiceHealth } from '../observability/service-health.ts';
import { startRedis } from '../../e2e/scale-harness.ts';
import { READY_REDIS_DEADLINE_MS } from '../readiness.ts';
import { connectRedis } from '../shared/redis.ts';
import { rawRequest, startServer, type RunningServer } from './test-support.ts';

interface StandIn {
  origin: string;
  /** Requests it received, whatever their method or path. */
  calls: IncomingMessage[];
  close: () => Promise<void>;
}

/** A stand-in of the service that counts its calls: it answers 204, or never (`silent`). */
async function standIn(silent = false, port = 0): Promise<StandIn> {
  const calls: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    calls.push(request);
    if (!silent) response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An origin nothing listens at: a port that was free a moment ago. */
async function closedOrigin(): Promise<string> {
  const gone = await standIn();
  await gone.close();
  return gone.origin;
}

/** /metrics is read with its token, as production serves it. */
const METRICS_TOKEN = 'metrics-token-readiness';

const gatewayEnv = (origin: string) => ({
  METRICS_TOKEN,
  SERVICE_URL: origin,
  SERVICE_API_KEY: 'key',
  SERVICE_API_AUTH: 'auth',
  SERVICE_API_SECRET: 'secret',
});

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function server(...args: Parameters<typeof startServer>): Promise<RunningServer> {
  const running = await startServer(...args);
  cleanup.push(() => running.close());
  return running;
}

describe('/readyz', () => {
  it('answers 300 calls without a single call of the service', async () => {
    const service = await standIn();
    cleanup.push(() => service.close());
    const gateway = await server(gatewayEnv(service.origin));
    for (let call = 0; call < 300; call++) {
      const answer = await rawRequest(gateway.port, { path: '/readyz' });
      expect(answer.status).toBe(200);
    }
    expect(service.calls).toHaveLength(0);
  });

  it('stays 200 while the service cannot be reached, and says only its status', async () => {
    const gateway = await server(gatewayEnv(await closedOrigin()));
    const answer = await rawRequest(gateway.port, { path: '/readyz' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ready' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 at once while draining, even in front of a service that never answers', async () => {
    const service = await standIn(true);
    cleanup.push(() => service.close());
    const gateway = await server(gatewayEnv(service.origin), { draining: () => true });
    // A first answer of a new server also loads code: time the second one only.
    await rawRequest(gateway.port, { path: '/healthz' });
    const started = performance.now();
    const answer = await rawRequest(gateway.port, { path: '/readyz' });
    // Waiting for the service (which never answers) would take its check's whole time-out.
    expect(performance.now() - started).toBeLessThan(500);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ status: 'draining' });
    expect(service.calls).toHaveLength(0);
  });

  it('answers 503 while REDIS_URL is set and Redis is not connected, without waiting for it', async () => {
    const port = new URL(await closedOrigin()).port;
    const redis = connectRedis(
      `redis://127.0.0.1:${port}`,
      createLogger('json', 'silent', { write: () => undefined }),
    );
    cleanup.push(() => redis.close());
    const gateway = await server({}, { redis });
    await rawRequest(gateway.port, { path: '/healthz' });
    const started = performance.now();
    const answer = await rawRequest(gateway.port, { path: '/readyz' });
    expect(performance.now() - started).toBeLessThan(500);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ status: 'not ready' });
  });
});

describe('/readyz and a Redis that hangs', () => {
  it('answers 503 within its short deadline while Redis keeps its connection but answers nothing', async () => {
    const own = await startRedis();
    const redis = connectRedis(
      `redis://127.0.0.1:${own.port}/0`,
      createLogger('json', 'silent', { write: () => undefined }),
    );
    cleanup.push(() => own.stop());
    cleanup.push(() => redis.close());
    // Stopped last of all: a stopped redis-server neither quits nor answers.
    cleanup.push(() => void own.child.kill('SIGCONT'));
    await vi.waitFor(() => expect(redis.connected()).toBe(true), { timeout: 5_000 });
    const gateway = await server({ GATEWAY_RATE_LIMIT: '100' }, { redis });
    expect((await rawRequest(gateway.port, { path: '/readyz' })).status).toBe(200);

    own.child.kill('SIGSTOP');
    const started = performance.now();
    const answer = await rawRequest(gateway.port, { path: '/readyz' });
    expect(performance.now() - started).toBeLessThan(READY_REDIS_DEADLINE_MS + 400);
    expect(redis.connected()).toBe(true);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ status: 'not ready' });

    own.child.kill('SIGCONT');
    await vi.waitFor(
      async () => expect((await rawRequest(gateway.port, { path: '/readyz' })).status).toBe(200),
      { timeout: 5_000 },
    );
  });
});

describe("the service's health in the background", () => {
  it('is shown in /metrics and logged when it changes, while /readyz stays 200', async () => {
    const service = await standIn();
    const lines: string[] = [];
    const metrics = createMetrics();
    const logger = createLogger('json', 'info', { write: (line: string) => lines.push(line) });
    const gateway = await server(gatewayEnv(service.origin), { metrics });
    const config = configFromEnv(gatewayEnv(service.origin)).service;
    if (!config) throw new Error('SERVICE_URL is set: the gateway has a service');
    const health = watchServiceHealth({ service: config, metrics, logger, intervalMs: 100 });
    cleanup.push(() => health.stop());
    const gauge = async () => {
      const text = (
        await rawRequest(gateway.port, {
          path: '/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).body;
      return /^emission_desk_service_up (\d)$/m.exec(text)?.[1];
    };

    await vi.waitFor(async () => expect(await gauge()).toBe('1'), { timeout: 3_000 });
    expect(service.calls.every((call) => call.method === 'HEAD')).toBe(true);
    await service.close();
    await vi.waitFor(async () => expect(await gauge()).toBe('0'), { timeout: 3_000 });
    expect(lines.map((line) => JSON.parse(line) as { msg: string; level: string })).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/cannot be reached/) }),
    );
    expect((await rawRequest(gateway.port, { path: '/readyz' })).status).toBe(200);

    // Back at the same address: 1 again, and said once.
    const back = await standIn(false, Number(new URL(service.origin).port));
    cleanup.push(() => back.close());
    await vi.waitFor(async () => expect(await gauge()).toBe('1'), { timeout: 3_000 });
    const said = lines.map((line) => JSON.parse(line) as { msg: string; level: string });
    expect(said.filter((line) => /reachable again/.test(line.msg))).toEqual([
      expect.objectContaining({ level: 'info' }),
    ]);
    expect(said.filter((line) => /cannot be reached/.test(line.msg))).toHaveLength(1);
  });

  it('has no figure in /metrics without a gateway, nor before the service was asked', async () => {
    const metricsText = async (running: RunningServer) =>
      (
        await rawRequest(running.port, {
          path: '/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).body;
    const plain = await server({ METRICS_TOKEN });
    expect(await metricsText(plain)).toContain('emission_desk_http_requests_total');
    expect(await metricsText(plain)).not.toContain('emission_desk_service_up');

    // A service that never answers: the first check takes its whole time-out (1 s).
    const silent = await standIn(true);
    cleanup.push(() => silent.close());
    const metrics = createMetrics();
    const gateway = await server(gatewayEnv(silent.origin), { metrics });
    const config = configFromEnv(gatewayEnv(silent.origin)).service;
    if (!config) throw new Error('SERVICE_URL is set: the gateway has a service');
    const logger = createLogger('json', 'silent', { write: () => undefined });
    const health = watchServiceHealth({ service: config, metrics, logger });
    cleanup.push(() => health.stop());
    await vi.waitFor(() => expect(silent.calls).toHaveLength(1));
    expect(await metricsText(gateway)).not.toContain('emission_desk_service_up');
  });
});
