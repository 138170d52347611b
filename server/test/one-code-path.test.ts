/**
 * The unit tests of the server run the same code as production: one app answers the same
 * requests in process (`app.request`, as most tests use it) and through the Node server of
 * `npm start` (`createHttpServer`), and the security headers and the request id come out the
 * same, HEAD answers included. The gateway reads requests only as web `Request`s, and the
 * security headers are chosen where each sub-app is mounted, not from the path.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { PLAIN_SERVER_CONFIG } from '../config.ts';
import { createHttpServer } from '../http-server.ts';
import { createLogger } from '../observability/logger.ts';
import { temporaryDist } from './test-support.ts';

/** Every header either way may carry, the security headers and the request id. */
const COMPARED = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
];

const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** A stand-in of the sandbox whose file answers carry a policy of their own. */
const sandbox = {
  fetch: (request: Request) =>
    new URL(request.url).pathname.endsWith('.pdf')
      ? new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf', 'content-security-policy': FILE_POLICY },
        })
      : Response.json({ service: 'sandbox' }),
};

const SERVICE = {
  url: 'http://127.0.0.1:9',
  credentials: { apiKey: 'k', apiAuth: 'a', apiSecret: 's' },
  timeoutMs: 1_000,
  maxBytes: 1_000_000,
  emissionUnit: 'kg' as const,
  maxConnections: 64,
};

/** Pages, files, a worker, the operator's routes, the sandbox, /api and refusals, each way. */
const REQUESTS: [method: string, url: string][] = [
  ['GET', '/'],
  ['HEAD', '/'],
  ['GET', '/event'],
  ['HEAD', '/event'],
  ['GET', '/no-such-page'],
  ['POST', '/event'],
  ['GET', '/assets/app-1a2b3c.js'],
  ['HEAD', '/assets/app-1a2b3c.js'],
  ['GET', '/assets/parse.worker-4d5e6f.js'],
  ['GET', '/assets/missing-000000.js'],
  ['GET', '/assets/app-1a2b3c.js.map'],
  ['GET', '/healthz'],
  ['HEAD', '/healthz'],
  ['GET', '/readyz'],
  ['GET', '/metrics'],
  ['GET', '/runtime-config.json'],
  ['GET', '/sandbox'],
  ['GET', '/sandbox/certificates/x'],
  ['GET', '/sandbox/files/x/certificate.pdf'],
  ['HEAD', '/sandbox/files/x/certificate.pdf'],
  ['GET', '/api/records'],
  ['HEAD', '/api/records'],
  ['PUT', '/api/emissions/event'],
  ['POST', '/api/emissions/event'],
];

let dist: { dir: string; remove: () => void };

beforeAll(() => {
  dist = temporaryDist();
  writeFileSync(path.join(dist.dir, 'assets', 'parse.worker-4d5e6f.js'), 'onmessage = () => {};');
  mkdirSync(path.join(dist.dir, 'server'), { recursive: true });
});

afterAll(() => dist.remove());

/** One app, in process and on a real Node server, with the request ids its log lines name. */
async function bothWays(publicUrl: string | null) {
  const logged: string[] = [];
  const app = createServerApp({
    distDir: dist.dir,
    sandbox,
    config: { ...PLAIN_SERVER_CONFIG, service: SERVICE, rateLimit: 0, publicUrl },
    logger: createLogger('json', 'info', {
      write: (line: string) => {
        const { reqId } = JSON.parse(line) as { reqId?: string };
        if (reqId) logged.push(reqId);
      },
    }),
  });
  const server = createHttpServer(app.fetch, '127.0.0.1', {
    hsts: publicUrl?.startsWith('https:') ?? false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    logged,
    inProcess: (url: string, init: RequestInit) => app.request(url, init),
    overHttp: (url: string, init: RequestInit) => fetch(`http://127.0.0.1:${port}${url}`, init),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The compared headers an answer carries, then its body read to the end. In that order: once a
 * Node server has started in this process, @hono/node-server's Response builds its body from the
 * headers it was made with, not those added since (honojs/node-server#304); on the wire, it
 * writes those added too.
 */
async function compared(answer: Response): Promise<Record<string, string>> {
  const headers = Object.fromEntries(
    COMPARED.flatMap((name) => {
      const value = answer.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  await answer.arrayBuffer();
  return headers;
}

describe('one request, in process and over real HTTP', () => {
  for (const publicUrl of [null, 'https://desk.example.com']) {
    it(`carries the same security headers and request id (${publicUrl ?? 'plain http'})`, async () => {
      const server = await bothWays(publicUrl);
      try {
        for (const [index, [method, url]] of REQUESTS.entries()) {
          const what = `${method} ${url}`;
          const init = (): RequestInit => ({
            method,
            headers: { 'x-request-id': `same-request-${index}`, 'content-type': 'text/plain' },
            ...(method === 'POST' ? { body: 'x' } : {}),
          });
          const inProcess = await compared(await server.inProcess(url, init()));
          const overHttp = await compared(await server.overHttp(url, init()));
          expect(overHttp, what).toEqual(inProcess);
          expect(inProcess['x-request-id'], what).toBe(`same-request-${index}`);
          expect(inProcess['x-content-type-options'], what).toBe('nosniff');
          expect(inProcess['strict-transport-security'] ?? null, what).toBe(
            publicUrl ? 'max-age=31536000; includeSubDomains' : null,
          );
        }
        // Each answer's id is the one its log line names, either way.
        expect(server.logged).toEqual(
          REQUESTS.flatMap((_, index) => Array(2).fill(`same-request-${index}`)),
        );
      } finally {
        await server.close();
      }
    });
  }

  it('keeps an answer’s own policy and gives the data policy under /api and /sandbox, either way', async () => {
    const server = await bothWays(null);
    try {
      for (const call of [server.inProcess, server.overHttp]) {
        const file = await compared(await call('/sandbox/files/x/certificate.pdf', {}));
        expect(file['content-security-policy']).toBe(FILE_POLICY);
        for (const url of ['/sandbox', '/api/records']) {
          const data = await compared(await call(url, {}));
          expect(data['content-security-policy'], url).toBe(
            "default-src 'none'; frame-ancestors 'none'",
          );
        }
        const page = await compared(await call('/event', {}));
        expect(page['content-security-policy']).toContain("script-src 'self'");
      }
    } finally {
      await server.close();
    }
  });

  it('replaces a request id that is not valid by a new one, either way', async () => {
    const server = await bothWays(null);
    try {
      for (const given of ['x'.repeat(129), 'a b', 'id\u00e9']) {
        for (const call of [server.inProcess, server.overHttp]) {
          const answer = await call('/healthz', {
            headers: { 'x-request-id': encodeURIComponent(given) === given ? given : 'bad;id' },
          });
          const id = (await compared(answer))['x-request-id'];
          expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        }
      }
    } finally {
      await server.close();
    }
  });
});

describe('one code path in the source', () => {
  const server = path.join(import.meta.dirname, '..');
  const source = (file: string) => readFileSync(path.join(server, file), 'utf8');

  it('the gateway reads nothing of Node’s request or response', () => {
    const files = readdirSync(path.join(server, 'gateway')).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    expect(files).toContain('gateway.ts');
    for (const file of files) {
      const text = source(path.join('gateway', file));
      expect(text, file).not.toMatch(/\benv\??\.(incoming|outgoing)\b|HttpBindings/);
    }
  });

  it('the security headers are not chosen by path, and no app runs at import', () => {
    const text = source('security-headers.ts');
    expect(text).not.toMatch(/req\.path|new Hono\b/);
  });
});
