import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, EVENT_REQUEST, HOTEL_REQUEST, ORIGIN, startSandbox } from './test-support.ts';

describe('HTTP behaviour', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox();
  });
  afterAll(() => env.dispose());

  it('answers a CORS preflight from any origin', async () => {
    const response = await env.sandbox.fetch(
      new Request(`${ORIGIN}/emissions/event`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://elsewhere.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-api-key,x-api-auth,x-api-secret,content-type',
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-max-age')).toBe('7200');
    const allowed = response.headers.get('access-control-allow-headers')?.split(',') ?? [];
    expect(allowed).toEqual(
      expect.arrayContaining(['x-api-key', 'x-api-auth', 'x-api-secret', 'content-type']),
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('sends CORS headers on answers, errors included, and exposes Retry-After', async () => {
    const response = await call(env.sandbox, '/certificates/not-a-guid', {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('retry-after');
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await call(env.sandbox, '/emissions/hotel', {
      rawBody: '{"roomType": "STANDARD",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({
      status: 400,
      detail: expect.stringContaining('JSON'),
    });
  });

  it('answers 400 to an empty body and 415 to a body that is not JSON', async () => {
    const empty = await call(env.sandbox, '/emissions/hotel', {
      rawBody: '',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    const text = await call(env.sandbox, '/emissions/hotel', {
      rawBody: 'roomType=STANDARD',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(415);
  });

  it('answers 413 to a body over 64 kB by its Content-Length', async () => {
    const big = JSON.stringify({ ...HOTEL_REQUEST, padding: 'x'.repeat(70_000) });
    const response = await call(env.sandbox, '/emissions/hotel', {
      rawBody: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('answers 413 to a streamed body over 64 kB without Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const request = new Request(`${ORIGIN}/emissions/event`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'demo-key',
        'x-api-auth': 'demo-auth',
        'x-api-secret': 'demo-secret',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(request.headers.get('content-length')).toBeNull();
    const response = await env.sandbox.fetch(request);
    expect(response.status).toBe(413);
  });

  it('answers 404 to unknown paths', async () => {
    for (const path of ['/nothing', '/emissions', '/certificates', '/files/x']) {
      const response = await call(env.sandbox, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it('answers 405 with Allow to wrong methods', async () => {
    const cases: [string, string, string][] = [
      ['POST', '/certificates/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f', 'GET, HEAD'],
      ['DELETE', '/certificates/DEMO-BERLIN-2026/correlation', 'GET, HEAD'],
      ['GET', '/emissions/event', 'POST'],
      ['PUT', '/emissions/hotel', 'POST'],
      ['GET', '/records', 'POST'],
      ['POST', '/files/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f/certificate.pdf', 'GET, HEAD'],
      ['POST', '/openapi.json', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const response = await call(env.sandbox, path, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it('never answers with a stack trace', async () => {
    const responses = await Promise.all([
      call(env.sandbox, '/emissions/event', {
        rawBody: '{',
        headers: { 'content-type': 'application/json' },
      }),
      call(env.sandbox, '/emissions/event', { body: [1, 2, 3] }),
      call(env.sandbox, '/certificates/%E0%A4%A'),
    ]);
    for (const response of responses) {
      const text = await response.text();
      expect(text).not.toMatch(/at .*\.ts:\d+/);
      expect(text).not.toContain('Error:');
    }
  });

  it('answers the service index and HEAD requests', async () => {
    const index = await call(env.sandbox, '/', { credentials: false });
    expect(index.status).toBe(200);
    expect(await index.json()).toMatchObject({ openapi: `${ORIGIN}/openapi.json` });
    const head = await call(env.sandbox, '/certificates/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f', {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('is reached under its base path when mounted', async () => {
    const mounted = await startSandbox({ basePath: '/sandbox' });
    try {
      const response = await call(mounted.sandbox, '/sandbox/emissions/event', {
        body: EVENT_REQUEST,
      });
      expect(response.status).toBe(200);
      const outside = await call(mounted.sandbox, '/emissions/event', { body: EVENT_REQUEST });
      expect(outside.status).toBe(404);
      const certificate = await call(
        mounted.sandbox,
        '/sandbox/certificates/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
      );
      expect(await certificate.json()).toMatchObject({
        certificateUrl: `${ORIGIN}/sandbox/files/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f/certificate.pdf`,
      });
    } finally {
      await mounted.dispose();
    }
  });
});

describe('latency', () => {
  it('delays answers by the configured time', async () => {
    const env = await startSandbox({ latencyMs: 120 });
    try {
      const started = performance.now();
      const response = await call(env.sandbox, '/emissions/hotel', { body: HOTEL_REQUEST });
      expect(response.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    } finally {
      await env.dispose();
    }
  });
});

describe('an internal failure', () => {
  it('answers 500 problem+json without a stack trace or the error message', async () => {
    const env = await startSandbox();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await env.sandbox.close();
      const response = await call(env.sandbox, '/records', {
        body: { ...HOTEL_REQUEST, name: 'N', guestName: 'G' },
      });
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      const text = await response.text();
      expect(text).not.toContain('store.ts');
      expect(text).not.toContain('closed');
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await env.dispose();
    }
  });
});
