/**
 * Two deployments with one SERVICE_URL and different credentials on one real Redis, through real
 * HTTP: each reads the service with its own credentials and gets its own answers, neither reads the
 * other's cache entries, their callers count against separate limits, and no key in Redis holds a
 * credential.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedis, type Running } from '../../e2e/scale-harness.ts';
import { createLogger } from '../observability/logger.ts';
import { connectRedis, type SharedRedis } from '../shared/redis.ts';
import { startScriptedService, type ScriptedService } from '../test-fixtures/scripted-service.ts';
import { rawRequest, startServer, type RunningServer } from './test-support.ts';

const ID = '12345678-aaaa-4bbb-8ccc-123456789abc';

let service: ScriptedService;
let redis: Running;
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  service = await startScriptedService();
  // The answer names the key it was asked with: whose answer a caller gets shows.
  service.answer = (request) => {
    const key = String(request.headers['x-api-key']);
    const body = request.path.startsWith('/certificates/')
      ? { id: ID, name: `Gala of ${key}`, emission: 42.5 }
      : { totalEmission: 12.5, rows: [], askedWith: key };
    return { status: 200, type: 'application/json', body: JSON.stringify(body) };
  };
  redis = await startRedis();
});
beforeEach(async () => {
  service.requests.length = 0;
  await (await connect()).client.flushdb();
});
afterEach(async () => {
  for (const each of open.splice(0).reverse()) await each.close();
});
afterAll(async () => {
  await service.close();
  await redis.stop();
});

async function connect(): Promise<SharedRedis> {
  const shared = connectRedis(`redis://127.0.0.1:${redis.port}/0`, createLogger('json', 'silent'));
  open.push(shared);
  await expect.poll(() => shared.connected(), { timeout: 5_000 }).toBe(true);
  return shared;
}

/** A deployment of the one service with its own credentials, on the shared Redis. */
async function deployment(name: string, limit = '0'): Promise<RunningServer> {
  const server = await startServer(
    {
      SERVICE_URL: service.origin,
      SERVICE_API_KEY: `key-${name}`,
      SERVICE_API_AUTH: `auth-${name}`,
      SERVICE_API_SECRET: `secret-${name}`,
      GATEWAY_RATE_LIMIT: limit,
    },
    { redis: await connect() },
  );
  open.push(server);
  return server;
}

function calculate(server: RunningServer) {
  return rawRequest(server.port, {
    method: 'POST',
    path: '/api/emissions/event',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ participants: 8, days: 2 }),
  });
}

function keysAskedWith(): string[] {
  return service.requests.map((request) => String(request.headers['x-api-key']));
}

describe('two deployments of one service with different credentials on one Redis', () => {
  it("never answer each other's callers with a certificate", async () => {
    const a = await deployment('a');
    const b = await deployment('b');
    const path = `/api/certificates/${ID}`;
    expect(JSON.parse((await rawRequest(a.port, { path })).body)).toMatchObject({
      name: 'Gala of key-a',
    });
    expect(JSON.parse((await rawRequest(b.port, { path })).body)).toMatchObject({
      name: 'Gala of key-b',
    });
    expect(keysAskedWith()).toEqual(['key-a', 'key-b']);
    // Each keeps its own.
    expect(JSON.parse((await rawRequest(b.port, { path })).body)).toMatchObject({
      name: 'Gala of key-b',
    });
    expect(service.requests).toHaveLength(2);
  });

  it("never answer each other's callers with a calculation", async () => {
    const a = await deployment('a');
    const b = await deployment('b');
    expect(JSON.parse((await calculate(a)).body)).toMatchObject({ askedWith: 'key-a' });
    expect(JSON.parse((await calculate(b)).body)).toMatchObject({ askedWith: 'key-b' });
    expect(keysAskedWith()).toEqual(['key-a', 'key-b']);
    expect(JSON.parse((await calculate(b)).body)).toMatchObject({ askedWith: 'key-b' });
    expect(service.requests).toHaveLength(2);
  });

  it('count one caller against separate limits', async () => {
    const a = await deployment('a', '3');
    const b = await deployment('b', '3');
    const path = `/api/certificates/${ID}`;
    const onA = [];
    for (let index = 0; index < 4; index += 1) {
      onA.push((await rawRequest(a.port, { path })).status);
    }
    expect(onA).toEqual([200, 200, 200, 429]);
    expect((await rawRequest(b.port, { path })).status).toBe(200);
  });

  it('keep no credential in any Redis key', async () => {
    const a = await deployment('a', '3');
    await rawRequest(a.port, { path: `/api/certificates/${ID}` });
    await calculate(a);
    const keys = await (await connect()).client.keys('*');
    expect(keys.some((key) => key.includes('certificate'))).toBe(true);
    expect(keys.some((key) => key.includes('calculation'))).toBe(true);
    expect(keys.some((key) => key.includes('rate'))).toBe(true);
    for (const key of keys) expect(key).not.toMatch(/key-a|auth-a|secret-a/);
  });
});
