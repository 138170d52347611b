/**
 * Calculations cached at the gateway, through real HTTP: a service of the test's own that counts
 * the calls it gets, behind the server on a free port. The same input gives the same answer, so
 * identical calculations call the service once and only the calls that reach it count against
 * GATEWAY_RATE_LIMIT; different input, an error of the service, or the cache turned off each call it.
 * Without Redis the cache holds at most MEMORY_CACHE_BYTES, the least recently used going first.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedis, type Running } from '../../e2e/scale-harness.ts';
import { createLogger } from '../observability/logger.ts';
import { connectRedis, type SharedRedis } from '../shared/redis.ts';
import { rawRequest, startServer, type RunningServer } from './test-support.ts';

interface CountingService {
  origin: string;
  /** The bodies of the calculations it got, in order. */
  calls: string[];
  /** The status it answers with (a 2xx with the answer, anything else with a problem). */
  status: number;
  /** How long it takes to answer. */
  delayMs: number;
  close(): Promise<void>;
}

async function startCountingService(): Promise<CountingService> {
  const service: Omit<CountingService, 'origin' | 'close'> = { calls: [], status: 200, delayMs: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      service.calls.push(body);
      const { status } = service;
      setTimeout(() => {
        if (status >= 200 && status < 300) {
          const input = JSON.parse(body) as { participants?: number; padding?: number };
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              emissions: (input.participants ?? 0) * 3,
              call: service.calls.length,
              ...(input.padding ? { padding: 'x'.repeat(input.padding) } : {}),
            }),
          );
        } else {
          response.writeHead(status, { 'content-type': 'application/problem+json' });
          response.end(JSON.stringify({ title: 'Not now', status }));
        }
      }, service.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(service, {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

let service: CountingService;
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  service = await startCountingService();
});
beforeEach(() => {
  service.calls.length = 0;
  service.status = 200;
  service.delayMs = 0;
});
afterEach(async () => {
  for (const each of open.splice(0).reverse()) await each.close();
});
afterAll(async () => {
  await service.close();
});

async function serve(
  extra: Record<string, string> = {},
  redis: SharedRedis | null = null,
): Promise<RunningServer> {
  const server = await startServer(
    {
      SERVICE_URL: service.origin,
      SERVICE_API_KEY: 'key',
      SERVICE_API_AUTH: 'auth',
      SERVICE_API_SECRET: 'secret',
      GATEWAY_RATE_LIMIT: '5',
      ...extra,
    },
    redis ? { redis } : {},
  );
  open.push(server);
  return server;
}

function calculate(server: RunningServer, body: unknown, path = '/api/emissions/event') {
  return rawRequest(server.port, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The `cache` of each gateway calculation's log line. */
function cacheOfLines(server: RunningServer): unknown[] {
  return server.lines
    .map((line) => JSON.parse(line) as { route?: string; cache?: unknown })
    .filter((line) => line.route === '/api/emissions/event')
    .map((line) => line.cache);
}

describe('calculations cached at the gateway', () => {
  it('thirty identical calculations from one address make one call and none is refused', async () => {
    const server = await serve();
    const answers = [];
    for (let index = 0; index < 30; index += 1) {
      answers.push(await calculate(server, { participants: 55, days: 2 }));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(service.calls).toHaveLength(1);
    // Each gets the service's one answer, unchanged.
    for (const answer of answers)
      expect(JSON.parse(answer.body)).toEqual({ emissions: 165, call: 1 });
    expect(answers[29]?.headers['content-type']).toMatch(/^application\/json/);
    expect(answers[29]?.headers['cache-control']).toBe('no-store');
    await expect.poll(() => cacheOfLines(server).length).toBe(30);
    expect(cacheOfLines(server)).toEqual(['miss', ...Array(29).fill('hit')]);
  });

  it('thirty identical calculations at the same time make one call and none is refused', async () => {
    service.delayMs = 300;
    const server = await serve();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => calculate(server, { participants: 12 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(service.calls).toHaveLength(1);
  });

  it('different bodies make different calls; the same keys in another order do not', async () => {
    const server = await serve({ GATEWAY_RATE_LIMIT: '0' });
    expect((await calculate(server, { participants: 10, days: 1 })).status).toBe(200);
    expect((await calculate(server, { participants: 11, days: 1 })).status).toBe(200);
    expect((await calculate(server, { days: 1, participants: 10 })).status).toBe(200);
    expect(JSON.parse((await calculate(server, { participants: 11, days: 1 })).body)).toEqual({
      emissions: 33,
      call: 2,
    });
    // The hotel calculation with the same body is another operation.
    expect(
      (await calculate(server, { participants: 10, days: 1 }, '/api/emissions/hotel')).status,
    ).toBe(200);
    expect(service.calls).toEqual([
      '{"participants":10,"days":1}',
      '{"participants":11,"days":1}',
      '{"participants":10,"days":1}',
    ]);
  });

  it('an error of the service is not cached, and each such call counts against the limit', async () => {
    const server = await serve({ GATEWAY_RATE_LIMIT: '3' });
    service.status = 500;
    expect((await calculate(server, { participants: 7 })).status).toBe(502);
    service.status = 422;
    expect((await calculate(server, { participants: 7 })).status).toBe(422);
    service.status = 200;
    expect((await calculate(server, { participants: 7 })).status).toBe(200);
    expect(service.calls).toHaveLength(3);
    // Cached now: no call, and not refused although three calls used up the limit.
    expect((await calculate(server, { participants: 7 })).status).toBe(200);
    expect(service.calls).toHaveLength(3);
    // A new calculation would call the service: past the limit, it is refused with Retry-After.
    const refused = await calculate(server, { participants: 8 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(service.calls).toHaveLength(3);
  });

  it('an answer larger than 64 kB is not kept', async () => {
    const server = await serve({ GATEWAY_RATE_LIMIT: '0' });
    const large = { participants: 5, padding: 70 * 1024 };
    expect((await calculate(server, large)).status).toBe(200);
    expect((await calculate(server, large)).status).toBe(200);
    expect(service.calls).toHaveLength(2);
    const small = { participants: 5, padding: 60 * 1024 };
    expect((await calculate(server, small)).status).toBe(200);
    expect((await calculate(server, small)).status).toBe(200);
    expect(service.calls).toHaveLength(3);
  });

  it('MEMORY_CACHE_BYTES bounds the cache: a flood of large answers pushes out the least recently used, not a calculation read meanwhile', async () => {
    const server = await serve({ GATEWAY_RATE_LIMIT: '0', MEMORY_CACHE_BYTES: String(512 * 1024) });
    const callsOf = (participants: number) =>
      service.calls.filter(
        (body) => (JSON.parse(body) as { participants: number }).participants === participants,
      ).length;
    const kept = { participants: 1 };
    expect((await calculate(server, kept)).status).toBe(200);
    // Twenty answers of 50 kB each: twice what the cache may hold.
    for (let index = 0; index < 20; index += 1) {
      expect(
        (await calculate(server, { participants: 100 + index, padding: 50 * 1024 })).status,
      ).toBe(200);
      if (index % 4 === 3) expect((await calculate(server, kept)).status).toBe(200);
    }
    expect(service.calls).toHaveLength(21);
    // Read again and again meanwhile: still kept.
    expect((await calculate(server, kept)).status).toBe(200);
    expect(callsOf(1)).toBe(1);
    // The latest large answer is kept, the first ones are not: the service is called again.
    expect((await calculate(server, { participants: 119, padding: 50 * 1024 })).status).toBe(200);
    expect(callsOf(119)).toBe(1);
    expect((await calculate(server, { participants: 100, padding: 50 * 1024 })).status).toBe(200);
    expect(callsOf(100)).toBe(2);
  });

  it('CALCULATION_CACHE_SECONDS=0 calls the service every time, and every call counts', async () => {
    const server = await serve({ CALCULATION_CACHE_SECONDS: '0', GATEWAY_RATE_LIMIT: '3' });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await calculate(server, { participants: 9 })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(service.calls).toHaveLength(3);
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

    it('two replicas share the cache', async () => {
      const sharedOne = connect();
      const sharedTwo = connect();
      await expect.poll(() => sharedOne.connected(), { timeout: 5_000 }).toBe(true);
      await expect.poll(() => sharedTwo.connected(), { timeout: 5_000 }).toBe(true);
      const one = await serve({}, sharedOne);
      const two = await serve({}, sharedTwo);
      const body = { participants: 41, days: 3 };
      const first = await calculate(one, body);
      expect(first.status).toBe(200);
      const second = await calculate(two, body);
      expect(second.status).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers['content-type']).toMatch(/^application\/json/);
      expect(service.calls).toHaveLength(1);
      await expect.poll(() => cacheOfLines(two)).toEqual(['hit']);
      // Another input on the second replica is its own call.
      expect((await calculate(two, { participants: 42, days: 3 })).status).toBe(200);
      expect(service.calls).toHaveLength(2);
    });
  });
});
