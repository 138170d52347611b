/**
 * Only complete answers are kept, in the process's caches and in Redis alike, through real HTTP: a
 * calculation's 200 or 201 whose body is JSON, a certificate the app's one reader reads as one. A
 * body cut mid-way, bytes that are not text, an empty 200, a 204 or a 202 "pending" goes to its
 * caller as the service sent it, and the next caller's call reaches the service again.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedis, type Running } from '../../e2e/scale-harness.ts';
import { createLogger } from '../observability/logger.ts';
import { connectRedis, type SharedRedis } from '../shared/redis.ts';
import {
  startScriptedService,
  type ScriptedAnswer,
  type ScriptedService,
} from '../test-fixtures/scripted-service.ts';
import { rawRequest, startServer, type RunningServer } from './test-support.ts';

const ID = '12345678-aaaa-4bbb-8ccc-123456789abc';
const CERTIFICATE = {
  id: ID,
  correlation: 'GALA-1',
  name: 'Annual gala',
  countryCode: 'DE',
  days: 2,
  emission: 42.5,
  date: '2026-05-01T10:00:00',
};
const CALCULATION = { totalEmission: 12.5, rows: [] };

const BROKEN: Record<string, ScriptedAnswer> = {
  'a body cut mid-way': { status: 200, type: 'application/json', body: '{"n":8,"total": 12' },
  'binary garbage': {
    status: 200,
    type: 'application/json',
    body: Buffer.from([0xff, 0xfe, 0x00, 0x9c, 0x22, 0x7b, 0x80]),
  },
  'an empty 200': { status: 200, type: 'application/json', body: '' },
  'a 204': { status: 204 },
  'a 202 "pending"': { status: 202, type: 'application/json', body: '{"status":"pending"}' },
};

const BROKEN_CERTIFICATES: Record<string, ScriptedAnswer> = {
  'a certificate cut mid-way': {
    status: 200,
    type: 'application/json',
    body: JSON.stringify(CERTIFICATE).slice(0, 60),
  },
  'JSON that is no certificate': {
    status: 200,
    type: 'application/json',
    body: '{"status":"pending"}',
  },
  'a certificate whose figure cannot be read': {
    status: 200,
    type: 'application/json',
    body: JSON.stringify({ ...CERTIFICATE, emission: 'soon' }),
  },
  'an empty 200': { status: 200, type: 'application/json', body: '' },
};

const BROKEN_LISTS: Record<string, ScriptedAnswer> = {
  'a list cut mid-way': {
    status: 200,
    type: 'application/json',
    body: JSON.stringify([CERTIFICATE, CERTIFICATE]).slice(0, 150),
  },
  'a list with a certificate that cannot be read': {
    status: 200,
    type: 'application/json',
    body: JSON.stringify([CERTIFICATE, { ...CERTIFICATE, id: 'x', emission: 'soon' }]),
  },
};

let service: ScriptedService;
let redis: Running;
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  service = await startScriptedService();
  redis = await startRedis();
});
beforeEach(() => {
  service.requests.length = 0;
});
afterEach(async () => {
  for (const each of open.splice(0).reverse()) await each.close();
});
afterAll(async () => {
  await service.close();
  await redis.stop();
});

/** The service answers `broken` until `fixed()` is called, then the complete answer. */
function answersBrokenThenComplete(broken: ScriptedAnswer, complete: unknown): () => void {
  let isFixed = false;
  service.answer = () =>
    isFixed ? { status: 200, type: 'application/json', body: JSON.stringify(complete) } : broken;
  return () => {
    isFixed = true;
  };
}

const caches = ['in the process', 'in Redis'] as const;

async function serve(where: (typeof caches)[number]): Promise<RunningServer> {
  let shared: SharedRedis | null = null;
  if (where === 'in Redis') {
    shared = connectRedis(`redis://127.0.0.1:${redis.port}/0`, createLogger('json', 'silent'));
    open.push(shared);
    const connection = shared;
    await expect.poll(() => connection.connected(), { timeout: 5_000 }).toBe(true);
    await shared.client.flushdb();
  }
  const server = await startServer(
    {
      SERVICE_URL: service.origin,
      SERVICE_API_KEY: 'key',
      SERVICE_API_AUTH: 'auth',
      SERVICE_API_SECRET: 'secret',
      GATEWAY_RATE_LIMIT: '0',
      CERTIFICATE_CACHE_SECONDS: '60',
      CALCULATION_CACHE_SECONDS: '300',
    },
    shared ? { redis: shared } : {},
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

describe.each(caches)('the calculation cache %s', (where) => {
  it.each(Object.entries(BROKEN))('passes %s on and keeps it for nobody', async (_name, broken) => {
    const server = await serve(where);
    const fixed = answersBrokenThenComplete(broken, CALCULATION);
    const first = await calculate(server);
    expect(first.status).toBe(broken.status);
    fixed();
    const second = await calculate(server);
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body)).toEqual(CALCULATION);
    expect(service.requests).toHaveLength(2);
    // The complete answer is the one kept.
    expect(JSON.parse((await calculate(server)).body)).toEqual(CALCULATION);
    expect(service.requests).toHaveLength(2);
  });

  it('keeps a 201 with a JSON body', async () => {
    const server = await serve(where);
    service.answer = () => ({
      status: 201,
      type: 'application/json',
      body: JSON.stringify(CALCULATION),
    });
    expect((await calculate(server)).status).toBe(201);
    const again = await calculate(server);
    expect(again.status).toBe(201);
    expect(JSON.parse(again.body)).toEqual(CALCULATION);
    expect(service.requests).toHaveLength(1);
  });
});

describe.each(caches)('the certificate cache %s', (where) => {
  it.each(Object.entries(BROKEN_CERTIFICATES))(
    'passes %s on and keeps it for nobody',
    async (_name, broken) => {
      const server = await serve(where);
      const fixed = answersBrokenThenComplete(broken, CERTIFICATE);
      const path = `/api/certificates/${ID}`;
      expect((await rawRequest(server.port, { path })).status).toBe(broken.status);
      fixed();
      const second = await rawRequest(server.port, { path });
      expect(second.status).toBe(200);
      expect(JSON.parse(second.body)).toEqual(CERTIFICATE);
      expect(service.requests).toHaveLength(2);
      expect(JSON.parse((await rawRequest(server.port, { path })).body)).toEqual(CERTIFICATE);
      expect(service.requests).toHaveLength(2);
    },
  );

  it.each(Object.entries(BROKEN_LISTS))(
    'passes %s for a booking reference on and keeps it for nobody',
    async (_name, broken) => {
      const server = await serve(where);
      const fixed = answersBrokenThenComplete(broken, [CERTIFICATE]);
      const path = '/api/certificates/GALA-1/correlation';
      expect((await rawRequest(server.port, { path })).status).toBe(200);
      fixed();
      const second = await rawRequest(server.port, { path });
      expect(JSON.parse(second.body)).toEqual([CERTIFICATE]);
      expect(service.requests).toHaveLength(2);
      expect(JSON.parse((await rawRequest(server.port, { path })).body)).toEqual([CERTIFICATE]);
      expect(service.requests).toHaveLength(2);
    },
  );

  it("a certificate page's card is not kept broken for the next page either", async () => {
    const server = await serve(where);
    const fixed = answersBrokenThenComplete(
      { status: 200, type: 'application/json', body: JSON.stringify(CERTIFICATE).slice(0, 60) },
      CERTIFICATE,
    );
    // The page's card reads the service through the same cache as /api.
    await rawRequest(server.port, { path: `/embed/certificates/${ID}` });
    fixed();
    const read = await rawRequest(server.port, { path: `/api/certificates/${ID}` });
    expect(JSON.parse(read.body)).toEqual(CERTIFICATE);
  });
});
