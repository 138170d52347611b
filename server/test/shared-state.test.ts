/**
 * What the server keeps in the cache and Redis, through real HTTP against a real redis-server: an
 * unknown certificate costs one call of the service for CERTIFICATE_MISS_CACHE_SECONDS, two
 * deployments with different services on one Redis never read each other's entries, and a Redis
 * that stops answering is logged as such, not as a caller past the limit.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type Running } from '../../e2e/scale-harness.ts';
import { createLogger } from '../observability/logger.ts';
import { connectRedis, type SharedRedis } from '../shared/redis.ts';
import { LONG_FIELDS_ID, startHostileService } from '../test-fixtures/hostile-service.ts';
import type { HostileService } from '../test-fixtures/hostile-service.ts';
import { expectWindowEnds, rawRequest, startServer, type RunningServer } from './test-support.ts';

const UNKNOWN = '99999999-aaaa-4bbb-8ccc-dddddddddddd';

let first: HostileService;
let second: HostileService;
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  first = await startHostileService();
  second = await startHostileService();
});
afterEach(async () => {
  for (const each of open.splice(0).reverse()) await each.close();
});
afterAll(async () => {
  await first.close();
  await second.close();
});

function serviceEnv(service: HostileService, extra: Record<string, string> = {}) {
  return {
    SERVICE_URL: service.origin,
    SERVICE_API_KEY: 'key',
    SERVICE_API_AUTH: 'auth',
    SERVICE_API_SECRET: 'secret',
    GATEWAY_RATE_LIMIT: '0',
    ...extra,
  };
}

async function serve(
  env: Record<string, string>,
  redis: SharedRedis | null = null,
): Promise<RunningServer> {
  const server = await startServer(env, redis ? { redis } : {});
  open.push(server);
  return server;
}

function callsTo(service: HostileService, id: string): number {
  return service.requests.filter((request) => request.path.endsWith(`/certificates/${id}`)).length;
}

describe('an unknown certificate', () => {
  it('costs one call of the service while CERTIFICATE_MISS_CACHE_SECONDS lasts', async () => {
    const server = await serve(serviceEnv(first, { CERTIFICATE_MISS_CACHE_SECONDS: '30' }));
    const before = callsTo(first, UNKNOWN);
    for (let index = 0; index < 4; index += 1) {
      const answer = await rawRequest(server.port, { path: `/api/certificates/${UNKNOWN}` });
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/json/);
    }
    expect(callsTo(first, UNKNOWN) - before).toBe(1);
  });

  it('is asked for every time with CERTIFICATE_MISS_CACHE_SECONDS=0', async () => {
    const server = await serve(serviceEnv(first, { CERTIFICATE_MISS_CACHE_SECONDS: '0' }));
    const before = callsTo(first, UNKNOWN);
    for (let index = 0; index < 3; index += 1) {
      expect((await rawRequest(server.port, { path: `/api/certificates/${UNKNOWN}` })).status).toBe(
        404,
      );
    }
    expect(callsTo(first, UNKNOWN) - before).toBe(3);
  });
});

describe('on a shared Redis', () => {
  let redis: Running;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });

  function connect(): SharedRedis {
    const shared = connectRedis(
      `redis://127.0.0.1:${redis.port}/0`,
      createLogger('json', 'silent'),
    );
    open.push(shared);
    return shared;
  }

  it('two deployments with different services never share a certificate', async () => {
    const sharedOne = connect();
    const sharedTwo = connect();
    await expect.poll(() => sharedOne.connected(), { timeout: 5_000 }).toBe(true);
    await expect.poll(() => sharedTwo.connected(), { timeout: 5_000 }).toBe(true);
    const one = await serve(serviceEnv(first), sharedOne);
    const two = await serve(serviceEnv(second), sharedTwo);
    const path = `/api/certificates/${LONG_FIELDS_ID}`;
    const beforeFirst = callsTo(first, LONG_FIELDS_ID);
    const beforeSecond = callsTo(second, LONG_FIELDS_ID);
    expect((await rawRequest(one.port, { path })).status).toBe(200);
    expect((await rawRequest(two.port, { path })).status).toBe(200);
    // Each service was asked once: the second deployment did not read the first one's entry.
    expect(callsTo(first, LONG_FIELDS_ID) - beforeFirst).toBe(1);
    expect(callsTo(second, LONG_FIELDS_ID) - beforeSecond).toBe(1);
    // Its own entry it does read.
    expect((await rawRequest(two.port, { path })).status).toBe(200);
    expect(callsTo(second, LONG_FIELDS_ID) - beforeSecond).toBe(1);
  });

  it('counts the limit in the window GATEWAY_RATE_WINDOW_S sets, with Retry-After within it', async () => {
    const shared = connect();
    await expect.poll(() => shared.connected(), { timeout: 5_000 }).toBe(true);
    const env = serviceEnv(first, { GATEWAY_RATE_LIMIT: '2', GATEWAY_RATE_WINDOW_S: '2' });
    const server = await serve(env, shared);
    const call = () => rawRequest(server.port, { path: `/api/certificates/${LONG_FIELDS_ID}` });
    // The window is Redis's own and fixed: the first calls may fall into two of them.
    let limited = await call();
    for (let calls = 1; limited.status === 200 && calls < 6; calls += 1) limited = await call();
    await expectWindowEnds(limited, call, 2);
  });

  it('a Redis that stops answering is logged as such, not as a caller past the limit', async () => {
    const own = await startRedis();
    const shared = connectRedis(`redis://127.0.0.1:${own.port}/0`, createLogger('json', 'silent'));
    open.push(shared);
    try {
      const server = await serve(serviceEnv(first, { GATEWAY_RATE_LIMIT: '100' }), shared);
      const path = `/api/certificates/${LONG_FIELDS_ID}`;
      await expect.poll(() => shared.connected(), { timeout: 5_000 }).toBe(true);
      expect((await rawRequest(server.port, { path })).status).toBe(200);
      await own.stop();
      const refused = await rawRequest(server.port, { path });
      expect(refused.status).toBe(503);
      const entries = server.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const logged = entries.filter((entry) => entry.msg === 'request');
      expect(logged.at(-1)).toMatchObject({
        status: 503,
        rateLimited: false,
        limitUnavailable: true,
      });
      expect(logged.at(-2)).toMatchObject({ status: 200, rateLimited: false });
      expect(logged.at(-2)).not.toHaveProperty('limitUnavailable');
      expect(entries.some((entry) => entry.msg?.toString().includes('could not be checked'))).toBe(
        true,
      );
    } finally {
      await own.stop();
    }
  });
});
