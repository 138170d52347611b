import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, HOTEL_REQUEST, startSandbox } from './test-support.ts';

const faulty = (fault: string) => ({ headers: { 'x-sandbox-fault': fault }, body: HOTEL_REQUEST });

describe('faults on', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox({ faults: true, slowFaultMs: 150 });
  });
  afterAll(() => env.dispose());

  it('answers 500 as problem+json', async () => {
    const response = await call(env.sandbox, '/emissions/hotel', faulty('500'));
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('answers 503 and 429 with Retry-After', async () => {
    const unavailable = await call(env.sandbox, '/emissions/hotel', faulty('503'));
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('2');
    const limited = await call(env.sandbox, '/emissions/hotel', faulty('429'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
  });

  it('answers slowly but correctly', async () => {
    const started = performance.now();
    const response = await call(env.sandbox, '/emissions/hotel', faulty('slow'));
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(await response.json()).toMatchObject({ emission: 74.85 });
  });

  it('answers 200 with a body that is not valid JSON', async () => {
    const response = await call(env.sandbox, '/emissions/hotel', faulty('malformed'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('is repeatable: the same request gets the same fault', async () => {
    const statuses = await Promise.all(
      [1, 2, 3].map(
        async () => (await call(env.sandbox, '/emissions/hotel', faulty('503'))).status,
      ),
    );
    expect(statuses).toEqual([503, 503, 503]);
  });

  it('answers normally without the header, and 400 to an unknown fault', async () => {
    expect((await call(env.sandbox, '/emissions/hotel', { body: HOTEL_REQUEST })).status).toBe(200);
    expect((await call(env.sandbox, '/emissions/hotel', faulty('none'))).status).toBe(200);
    expect((await call(env.sandbox, '/emissions/hotel', faulty('418'))).status).toBe(400);
  });

  it('allows the fault header in CORS preflights', async () => {
    const response = await call(env.sandbox, '/emissions/hotel', {
      method: 'OPTIONS',
      credentials: false,
      headers: { origin: 'http://x.test', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-headers')).toContain('x-sandbox-fault');
  });
});

describe('faults off', () => {
  it('ignores the fault header', async () => {
    const env = await startSandbox();
    try {
      const response = await call(env.sandbox, '/emissions/hotel', faulty('500'));
      expect(response.status).toBe(200);
    } finally {
      await env.dispose();
    }
  });
});

describe('a default fault', () => {
  it('applies to requests without the header', async () => {
    const env = await startSandbox({ faults: true, defaultFault: '503' });
    try {
      expect((await call(env.sandbox, '/emissions/hotel', { body: HOTEL_REQUEST })).status).toBe(
        503,
      );
      expect((await call(env.sandbox, '/emissions/hotel', faulty('none'))).status).toBe(200);
    } finally {
      await env.dispose();
    }
  });
});
