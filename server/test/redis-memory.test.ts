/**
 * The rate limit against a full Redis, through real HTTP against a real redis-server set up as
 * docs/deploy/compose.yaml sets it up (its eviction policy), with little memory: a flood of cached
 * calculations from many addresses fills it, and the limit still holds for a caller past it.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type Running } from '../../e2e/scale-harness.ts';
import { createLogger } from '../observability/logger.ts';
import { checkEvictionPolicy } from '../shared/rate-limit.ts';
import { connectRedis, type SharedRedis } from '../shared/redis.ts';
import { rawRequest, startServer, type RunningServer } from './test-support.ts';

/** The policy the deployment documents, read from its compose file. */
function documentedPolicy(): string {
  const compose = readFileSync(new URL('../../docs/deploy/compose.yaml', import.meta.url), 'utf8');
  const policy = /'--maxmemory-policy',\s*'([a-z-]+)'/.exec(compose)?.[1];
  if (!policy) throw new Error('docs/deploy/compose.yaml names no maxmemory-policy');
  return policy;
}

/** An event calculation's answer of about 60 kB (the largest kept is 64 kB): 420 rows. */
const LARGE_ANSWER = JSON.stringify({
  rows: Array.from({ length: 420 }, (_, index) => ({
    originType: 'LOCAL',
    participants: index + 1,
    emission: (index + 1) * 3.3,
    note: 'x'.repeat(60),
  })),
  totalEmission: 1234.5,
});

const event = (participants: number) =>
  JSON.stringify({
    originType: 'LOCAL',
    mealInfo: [],
    participants,
    mealType: 'MEAT',
    overnightStays: 0,
  });

let redis: Running;
let shared: SharedRedis;
let service: Server;
let server: RunningServer;
/** What beforeAll started, stopped in reverse even when a later step failed. */
const started: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  redis = await startRedis();
  started.push(() => redis.stop());
  shared = connectRedis(`redis://127.0.0.1:${redis.port}/0`, createLogger('json', 'silent'));
  started.push(() => shared.close());
  await new Promise<void>((resolve) => shared.client.once('ready', () => resolve()));
  await shared.client.config('SET', 'maxmemory', '4mb');
  await shared.client.config('SET', 'maxmemory-policy', documentedPolicy());
  service = createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(LARGE_ANSWER),
    );
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  started.push(() => {
    service.closeAllConnections();
    return new Promise((resolve) => service.close(resolve));
  });
  server = await startServer(
    {
      SERVICE_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}`,
      SERVICE_API_KEY: 'key',
      SERVICE_API_AUTH: 'auth',
      SERVICE_API_SECRET: 'secret',
      TRUST_PROXY: '1',
      GATEWAY_RATE_LIMIT: '5',
      CALCULATION_CACHE_SECONDS: '300',
    },
    { redis: shared },
  );
  started.push(() => server.close());
});
afterAll(async () => {
  for (const stop of started.splice(0).reverse()) await stop();
});

const calculate = (address: string, participants: number) =>
  rawRequest(server.port, {
    method: 'POST',
    path: '/api/emissions/event',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: event(participants),
  });

describe('a Redis full of cached calculations', () => {
  it('still holds the limit for a caller past it', async () => {
    const blocked = '203.0.113.7';
    // Distinct calculations: one answered from the cache costs the service nothing and is not counted.
    for (let call = 1; call <= 5; call++) expect((await calculate(blocked, call)).status).toBe(200);
    expect((await calculate(blocked, 6)).status).toBe(429);

    // 150 addresses, one distinct calculation each: about 9 MB of answers into 4 MB.
    for (let index = 0; index < 150; index++) {
      const answer = await calculate(
        `198.51.${Math.floor(index / 250)}.${index % 250}`,
        1000 + index,
      );
      expect(answer.status).toBe(200);
    }
    const stats = await shared.client.info('stats');
    expect(Number(/evicted_keys:(\d+)/.exec(stats)?.[1])).toBeGreaterThan(0);

    const after = await calculate(blocked, 7);
    expect(after.status).toBe(429);
    expect(after.headers['retry-after']).toMatch(/^\d+$/);
    // The first of the flood is still counted: its sixth call in this minute is refused too.
    for (let call = 1; call <= 4; call++)
      expect((await calculate('198.51.0.0', 5000 + call)).status).toBe(200);
    expect((await calculate('198.51.0.0', 5005)).status).toBe(429);
  }, 60_000);
});

describe('the start of a server on Redis', () => {
  /** The warnings logged once a new connection is ready, with Redis's policy set to `policy`. */
  async function warningsWith(policy: string): Promise<string[]> {
    await shared.client.config('SET', 'maxmemory-policy', policy);
    const lines: string[] = [];
    const logger = createLogger('json', 'info', { write: (line: string) => lines.push(line) });
    const checked = connectRedis(`redis://127.0.0.1:${redis.port}/0`, logger);
    await checkEvictionPolicy(checked.client, logger);
    await checked.close();
    return lines.filter((line) => /"level":"warn"/.test(line));
  }

  it('warns when Redis would let cached answers undo the limit, and not with the documented policy', async () => {
    try {
      expect(await warningsWith('allkeys-lru')).toEqual([expect.stringMatching(/volatile-lru/)]);
      expect(await warningsWith('noeviction')).toHaveLength(1);
      expect(await warningsWith(documentedPolicy())).toEqual([]);
    } finally {
      await shared.client.config('SET', 'maxmemory-policy', documentedPolicy());
    }
  });
});
