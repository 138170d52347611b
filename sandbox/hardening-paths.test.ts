/**
 * Hostile paths, headers and methods: ids built to climb out of the store, very long correlation
 * keys, oversized and odd credential headers, every method on every route. Each gets a clear 4xx
 * problem+json (or the normal answer), and the sandbox keeps answering.
 */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  errorFields,
  expectProblem,
  expectStaysUp,
  HOTEL_REQUEST,
  startSandbox,
} from './test-support.ts';

const DEMO_ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';

const HOSTILE_IDS = [
  '%2e%2e%2frecords.jsonl',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%5c..%5crecords.jsonl',
  '%2e%2e%5c%2e%2e%5c',
  'a%5cb',
  '%00',
  `${DEMO_ID}%00`,
  `${DEMO_ID}%2f..`,
  `${DEMO_ID}%2F..%2F..%2Frecords.jsonl`,
  '%252e%252e%252f',
  '%c0%ae%c0%ae%2f',
  '%ED%A0%80',
  '%',
  'x'.repeat(100_000),
];

describe('hostile paths, headers and methods', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox();
  });
  afterAll(() => env.dispose());

  async function expectRefused(response: Response): Promise<void> {
    expect([400, 404]).toContain(response.status);
    const problem = await expectProblem(response, response.status, env.dir);
    expect(JSON.stringify(problem)).not.toMatch(/createdAt|"emission"|root:/);
  }

  describe('path traversal', () => {
    it.each(HOSTILE_IDS)('answers 400 or 404 to the record id %s', async (id) => {
      await expectRefused(await call(env.sandbox, `/certificates/${id}`));
      await expectRefused(await call(env.sandbox, `/files/${id}/certificate.pdf`));
      await expectRefused(await call(env.sandbox, `/files/${id}/facebook.jpg`));
      await expectRefused(await call(env.sandbox, `/certificates/${id}/correlation`));
      await expectStaysUp(env.sandbox);
    });

    it.each([
      '..%2f..%2frecords.jsonl',
      '%2e%2e',
      'certificate.pdf%00',
      'certificate.pdf%2f..',
      '..%5crecords.jsonl',
      'CERTIFICATE.PDF',
      'certificate.pdf.jpg',
    ])('answers 404 to the file name %s', async (file) => {
      await expectProblem(await call(env.sandbox, `/files/${DEMO_ID}/${file}`), 404, env.dir);
    });

    it('answers 404 to dot segments, which the URL resolves before routing', async () => {
      for (const target of [
        `/files/${DEMO_ID}/../../records.jsonl`,
        '/files/../records.jsonl',
        '/certificates/%2e%2e/%2e%2e/records.jsonl',
        '/files\\..\\records.jsonl',
      ]) {
        await expectProblem(await call(env.sandbox, target), 404, env.dir);
      }
    });

    it('writes no file outside the folder of a real record', async () => {
      const before = await readdir(env.dir);
      for (const id of HOSTILE_IDS) await call(env.sandbox, `/files/${id}/twitter.jpg`);
      expect(await readdir(env.dir)).toEqual(before);
    });
  });

  describe('correlation keys', () => {
    it('finds a key of exactly 200 characters, surrogate pairs counted as two', async () => {
      const key = '🌍'.repeat(100);
      expect(key.length).toBe(200);
      const created = await call(env.sandbox, '/records', {
        body: { ...HOTEL_REQUEST, name: 'N', guestName: 'G', correlation: key },
      });
      expect(created.status).toBe(201);
      const found = await call(env.sandbox, `/certificates/${encodeURIComponent(key)}/correlation`);
      expect(await found.json()).toMatchObject({ correlation: key });
    });

    it.each([201, 2_000, 100_000])('answers 400 to a key of %i characters', async (length) => {
      const response = await call(env.sandbox, `/certificates/${'k'.repeat(length)}/correlation`);
      const problem = await expectProblem(response, 400, env.dir);
      expect(errorFields(problem)).toEqual(['correlation']);
      expect(JSON.stringify(problem).length).toBeLessThan(1_000);
      await expectStaysUp(env.sandbox);
    });

    it.each([
      '%00',
      'a%07b',
      'a%0Ab',
      '%0D%0ASet-Cookie:%20x=1',
      '%C2%85',
      '%E2%80%A8',
      '%ED%A0%80x',
    ])('answers 400 to the key %s, which no record can have', async (key) => {
      const response = await call(env.sandbox, `/certificates/${key}/correlation`);
      if (key === '%ED%A0%80x') {
        // Not UTF-8: the key stays percent-encoded as sent, and no record has it.
        await expectProblem(response, 404, env.dir);
        return;
      }
      const problem = await expectProblem(response, 400, env.dir);
      expect(errorFields(problem)).toEqual(['correlation']);
      expect(response.headers.get('set-cookie')).toBeNull();
    });

    it('finds keys with slashes, dots, percent signs and spaces when they are encoded', async () => {
      for (const key of ['../a/b', 'a\\b', '100% sure?', '#1 & co', '...']) {
        const created = await call(env.sandbox, '/records', {
          body: { ...HOTEL_REQUEST, name: 'N', guestName: 'G', correlation: key },
        });
        expect(created.status, key).toBe(201);
        const found = await call(
          env.sandbox,
          `/certificates/${encodeURIComponent(key)}/correlation`,
        );
        expect(found.status, key).toBe(200);
        expect(await found.json()).toMatchObject({ correlation: key });
      }
    });
  });

  describe('headers', () => {
    const lookup = (headers: Record<string, string>, credentials = true) =>
      call(env.sandbox, '/certificates/DEMO-BERLIN-2026/correlation', { headers, credentials });

    it('answers 401 to 20 kB credential headers without echoing them', async () => {
      const huge = 'k'.repeat(20_000);
      for (const header of ['x-api-key', 'x-api-auth', 'x-api-secret']) {
        const problem = await expectProblem(await lookup({ [header]: huge }), 401, env.dir);
        expect(problem.invalidHeaders).toEqual([header]);
        expect(JSON.stringify(problem)).not.toContain('kkkk');
      }
      await expectStaysUp(env.sandbox);
    });

    it.each([
      ['a repeated key', { 'x-api-key': 'demo-key, demo-key' }],
      ['a key in other letters', { 'x-api-key': 'DEMO-KEY' }],
      ['a Latin-1 key', { 'x-api-key': 'd\u00e9mo-key' }],
      ['a key with a tab inside', { 'x-api-key': 'demo-\tkey' }],
      ['the secret as the key', { 'x-api-key': 'demo-secret' }],
    ])('answers 401 to %s', async (_label, headers) => {
      const problem = await expectProblem(await lookup(headers), 401, env.dir);
      expect(problem.invalidHeaders).toEqual(['x-api-key']);
    });

    it('treats an empty credential header as missing', async () => {
      const problem = await expectProblem(await lookup({ 'x-api-auth': '' }), 401, env.dir);
      expect(problem.missingHeaders).toEqual(['x-api-auth']);
    });

    it('ignores white space around a value, as HTTP does', async () => {
      expect((await lookup({ 'x-api-key': '  demo-key\t' })).status).toBe(200);
    });

    it('answers normally beside a thousand unknown headers and odd known ones', async () => {
      const many = Object.fromEntries(
        Array.from({ length: 1_000 }, (_, index) => [`x-noise-${index}`, 'v'.repeat(50)]),
      );
      const odd = {
        ...many,
        accept: 'text/html;q=0.1, */*;q=abc',
        'accept-encoding': 'x'.repeat(5_000),
        origin: 'null',
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-sandbox-fault': '500',
        cookie: 'a=b'.repeat(1_000),
      };
      const response = await lookup(odd);
      expect(response.status).toBe(200);
      const certificate = (await response.json()) as { certificateUrl: string };
      expect(certificate.certificateUrl).not.toContain('evil.example');
    });

    it('answers 400 to any unknown fault name when faults are on', async () => {
      const faulty = await startSandbox({ faults: true });
      try {
        for (const fault of ['x'.repeat(10_000), '500x', '5OO', 'slow,500', '\u00ff']) {
          const response = await call(
            faulty.sandbox,
            '/certificates/DEMO-BERLIN-2026/correlation',
            {
              headers: { 'x-sandbox-fault': fault },
            },
          );
          const problem = await expectProblem(response, 400, faulty.dir);
          expect(problem.detail).not.toContain('xxxx');
        }
        await expectStaysUp(faulty.sandbox);
      } finally {
        await faulty.dispose();
      }
    });
  });

  describe('methods', () => {
    const ROUTES: [string, 'GET, HEAD' | 'POST'][] = [
      [`/certificates/${DEMO_ID}`, 'GET, HEAD'],
      ['/certificates/DEMO-BERLIN-2026/correlation', 'GET, HEAD'],
      ['/emissions/event', 'POST'],
      ['/emissions/hotel', 'POST'],
      ['/records', 'POST'],
      [`/files/${DEMO_ID}/certificate.pdf`, 'GET, HEAD'],
      [`/files/${DEMO_ID}/facebook.jpg`, 'GET, HEAD'],
      ['/openapi.json', 'GET, HEAD'],
    ];

    it.each(['PUT', 'PATCH', 'DELETE', 'PROPFIND', 'FOO', 'get', 'M-SEARCH'])(
      'answers 405 with Allow to %s on every route, and 404 elsewhere',
      async (method) => {
        for (const [route, allow] of ROUTES) {
          if (method === 'get' && allow !== 'POST') continue; // lower-case get is GET
          const response = await call(env.sandbox, route, { method });
          await expectProblem(response, 405, env.dir);
          expect(response.headers.get('allow')).toBe(allow);
        }
        await expectProblem(await call(env.sandbox, '/nothing', { method }), 404, env.dir);
        await expectStaysUp(env.sandbox);
      },
    );

    it('answers HEAD on every route with the status of GET and no body', async () => {
      for (const [route, allow] of [...ROUTES, ['/nothing', ''] as const]) {
        const response = await call(env.sandbox, route, { method: 'HEAD' });
        const expected = allow === 'GET, HEAD' ? 200 : allow === 'POST' ? 405 : 404;
        expect(response.status, route).toBe(expected);
        expect(await response.text()).toBe('');
      }
      const unauthorised = await call(env.sandbox, ROUTES[0]?.[0] ?? '', {
        method: 'HEAD',
        credentials: false,
      });
      expect(unauthorised.status).toBe(401);
    });

    it('answers OPTIONS on every route as a CORS preflight without a body', async () => {
      for (const [route] of [...ROUTES, ['/nothing']]) {
        const response = await call(env.sandbox, route ?? '', {
          method: 'OPTIONS',
          credentials: false,
          headers: { origin: 'https://elsewhere.example' },
        });
        expect(response.status, route).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(await response.text()).toBe('');
      }
    });
  });
});
