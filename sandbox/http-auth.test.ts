import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_HEADERS, HOTEL_REQUEST, startSandbox } from './test-support.ts';

const DEMO_ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';

describe('credentials', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox({
      credentials: { apiKey: 'key-1', apiAuth: 'auth-1', apiSecret: 'secret-1' },
    });
  });
  afterAll(() => env.dispose());

  const good = { 'x-api-key': 'key-1', 'x-api-auth': 'auth-1', 'x-api-secret': 'secret-1' };

  it('accepts the configured values', async () => {
    const response = await call(env.sandbox, `/certificates/${DEMO_ID}`, {
      credentials: false,
      headers: good,
    });
    expect(response.status).toBe(200);
  });

  for (const header of Object.keys(good) as (keyof typeof good)[]) {
    it(`answers 401 naming a missing ${header}`, async () => {
      const headers = Object.fromEntries(Object.entries(good).filter(([name]) => name !== header));
      const response = await call(env.sandbox, `/certificates/${DEMO_ID}`, {
        credentials: false,
        headers,
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ status: 401, missingHeaders: [header], invalidHeaders: [] });
      expect(body.detail).toContain(header);
    });

    it(`answers 401 naming a wrong ${header}, without echoing values`, async () => {
      const response = await call(env.sandbox, '/emissions/hotel', {
        credentials: false,
        headers: { ...good, [header]: 'guessed-value-123' },
        body: HOTEL_REQUEST,
      });
      expect(response.status).toBe(401);
      const text = await response.text();
      expect(text).not.toContain('guessed-value-123');
      expect(text).not.toContain('secret-1');
      expect(JSON.parse(text)).toMatchObject({ missingHeaders: [], invalidHeaders: [header] });
    });
  }

  it('does not accept the demo values when others are configured', async () => {
    const response = await call(env.sandbox, `/certificates/${DEMO_ID}`, {
      credentials: false,
      headers: DEMO_HEADERS,
    });
    expect(response.status).toBe(401);
  });

  it('names every missing header at once', async () => {
    const response = await call(env.sandbox, `/certificates/${DEMO_ID}/correlation`, {
      credentials: false,
    });
    expect(await response.json()).toMatchObject({
      missingHeaders: ['x-api-key', 'x-api-auth', 'x-api-secret'],
    });
  });

  it('serves files and the OpenAPI document without credentials', async () => {
    const pdf = await call(env.sandbox, `/files/${DEMO_ID}/certificate.pdf`, {
      credentials: false,
    });
    expect(pdf.status).toBe(200);
    const openapi = await call(env.sandbox, '/openapi.json', { credentials: false });
    expect(openapi.status).toBe(200);
  });

  it('describes custom credentials without printing them', () => {
    const line = env.sandbox.describe();
    expect(line).toContain('custom credentials from the environment');
    expect(line).not.toContain('secret-1');
  });
});

describe('describe() with demo credentials', () => {
  it('prints the public demo values and the store', async () => {
    const env = await startSandbox();
    try {
      const line = env.sandbox.describe();
      expect(line).toContain('x-api-key: demo-key');
      expect(line).toContain('x-api-secret: demo-secret');
      expect(line).toContain('records.jsonl (3 records)');
    } finally {
      await env.dispose();
    }
  });
});
