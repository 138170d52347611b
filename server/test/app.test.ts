import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createServerApp } from '../app.ts';
import { PLAIN_SERVER_CONFIG } from '../config.ts';
import { createHttpServer } from '../http-server.ts';
import { createLogger } from '../observability/logger.ts';

let dist: string;
const shell = (name: string) => `<!doctype html><title>${name}</title>`;

beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'server-app-'));
  for (const folder of ['', 'event', 'hotel', 'certificates', 'settings']) {
    mkdirSync(path.join(dist, folder), { recursive: true });
    for (const file of ['index.html', 'index.de.html', 'index.fr.html', 'index.it.html']) {
      const name = `${folder || 'root'}/${file}`;
      writeFileSync(path.join(dist, folder, file), shell(name));
      writeFileSync(path.join(dist, folder, `${file}.br`), brotliCompressSync(shell(name)));
    }
  }
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'export {};');
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.css'), 'body {}');
  writeFileSync(path.join(dist, 'assets', 'parse.worker-4d5e6f.js'), 'onmessage = () => {};');
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) =>
  createServerApp({ distDir: dist, sandbox: null }).request(url, { headers });

describe('the app server', () => {
  it("sends a page's shell in the language the app's cookie names", async () => {
    const response = await get('/event', {
      Cookie: 'other=1; emission_desk_lang=de',
      'Accept-Language': 'en-GB,en',
    });
    expect(await response.text()).toContain('event/index.de.html');
    expect(response.headers.get('Vary')).toMatch(/Cookie/);
    expect(response.headers.get('Vary')).toMatch(/Accept-Language/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it("sends the shell in the browser's language on a first visit, else in English", async () => {
    expect(await (await get('/hotel', { 'Accept-Language': 'de-DE,de;q=0.9' })).text()).toContain(
      'hotel/index.de.html',
    );
    expect(await (await get('/hotel', { 'Accept-Language': 'fr-CH,de;q=0.8' })).text()).toContain(
      'hotel/index.fr.html',
    );
    expect(await (await get('/hotel', { 'Accept-Language': 'it-IT,it;q=0.9' })).text()).toContain(
      'hotel/index.it.html',
    );
    expect(await (await get('/hotel', { 'Accept-Language': 'es-ES' })).text()).toContain(
      'hotel/index.html',
    );
    expect(await (await get('/settings')).text()).toContain('settings/index.html');
  });

  it('sends the general shell for the root and for paths without a page of their own', async () => {
    const cookie = { Cookie: 'emission_desk_lang=de' };
    expect(await (await get('/', cookie)).text()).toContain('root/index.de.html');
    expect(await (await get('/certificates/DEMO-BERLIN-2026', cookie)).text()).toContain(
      'root/index.de.html',
    );
    expect(await (await get('/no-such-page')).text()).toContain('root/index.html');
    expect(
      await (
        await get('/certificates/DEMO-PARIS-2026', { Cookie: 'emission_desk_lang=fr' })
      ).text(),
    ).toContain('root/index.fr.html');
  });

  it('answers 404 to a path the app has no page for, with the shell that shows the not-found page', async () => {
    for (const path of ['/no-such-page', '/certificates/a/b', '/event/extra', '/nowhere/']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain('root/index.html');
    }
    for (const path of [
      '/',
      '/event',
      '/event/',
      '/certificates/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
      '/certificates/correlation/DEMO-BERLIN-2026',
      '/certificates/a%2Fb',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it('sends the Brotli copy when the browser accepts it', async () => {
    const response = await get('/certificates', {
      'Accept-Encoding': 'gzip, br',
      'Accept-Language': 'de',
    });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const body = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(body).toContain('certificates/index.de.html');
  });

  it('caches hashed assets for a year and answers 404 for a missing one', async () => {
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/missing-000000.js')).status).toBe(404);
  });
});

describe('the security headers', () => {
  const SERVICE = {
    url: 'http://127.0.0.1:9',
    credentials: { apiKey: 'k', apiAuth: 'a', apiSecret: 's' },
    timeoutMs: 1_000,
    maxBytes: 1_000_000,
    emissionUnit: 'kg' as const,
    maxConnections: 64,
  };
  const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
  const sandbox = {
    fetch: (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/missing')) {
        return new Response('{"status":404}', {
          status: 404,
          headers: { 'content-type': 'application/problem+json' },
        });
      }
      if (pathname.endsWith('.pdf')) {
        return new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf', 'content-security-policy': FILE_POLICY },
        });
      }
      return Response.json({ service: 'sandbox' });
    },
  };
  const app = (withService: boolean, publicUrl: string | null = null) =>
    createServerApp({
      distDir: dist,
      sandbox,
      config: {
        ...PLAIN_SERVER_CONFIG,
        service: withService ? SERVICE : null,
        rateLimit: 0,
        publicUrl,
      },
      logger: createLogger('json', 'info', { write: () => undefined }),
    });

  /** Headers that act on a document: a page has them, data (OWASP's set for APIs) does not. */
  const DOCUMENT_ONLY = [
    'Permissions-Policy',
    'Cross-Origin-Opener-Policy',
    'Origin-Agent-Cluster',
    'X-DNS-Prefetch-Control',
    'X-Download-Options',
    'X-Permitted-Cross-Domain-Policies',
    'X-XSS-Protection',
  ];

  function expectSecure(response: Response, what: string, kind: 'page' | 'data') {
    const { headers } = response;
    expect(headers.get('X-Content-Type-Options'), what).toBe('nosniff');
    expect(headers.get('Referrer-Policy'), what).toBe('no-referrer');
    expect(headers.get('Content-Security-Policy'), what).toContain("frame-ancestors 'none'");
    expect(headers.get('X-Frame-Options'), what).toBe('DENY');
    expect(headers.get('Cross-Origin-Resource-Policy'), what).toBe('same-origin');
    // HSTS only where the public URL is https.
    expect(headers.get('Strict-Transport-Security'), what).toBeNull();
    if (kind === 'page') {
      expect(headers.get('Permissions-Policy'), what).toContain('camera=()');
      expect(headers.get('Cross-Origin-Opener-Policy'), what).toBe('same-origin');
    } else {
      for (const name of DOCUMENT_ONLY) expect(headers.get(name), `${name} of ${what}`).toBeNull();
    }
  }

  it('go with every answer: pages, files, /healthz, /sandbox, /api, errors', async () => {
    for (const withService of [false, true]) {
      const server = app(withService);
      const answers: [string, 'page' | 'data', RequestInit?][] = [
        ['/', 'page'],
        ['/event', 'page'],
        ['/no-such-page', 'page'],
        ['/runtime-config.json', 'page'],
        ['/healthz', 'page'],
        ['/event', 'page', { method: 'POST' }],
        ['/sandbox', 'data'],
        ['/sandbox/certificates/x', 'data'],
        ['/sandbox/missing', 'data'],
        ['/sandbox/files/x/certificate.pdf', 'data'],
        ['/api', 'data'],
        ['/api/records', 'data'],
        ['/api/emissions/event', 'data', { method: 'PUT' }],
      ];
      for (const [url, kind, init] of answers) {
        const what = `${init?.method ?? 'GET'} ${url} (service: ${withService})`;
        expectSecure(await server.request(url, init), what, kind);
      }
    }
  });

  it('on the built files, are those that act on a file; a worker keeps the policy', async () => {
    for (const publicUrl of [null, 'https://desk.example.com']) {
      const server = app(true, publicUrl);
      const page = await server.request('/event');
      for (const url of [
        '/assets/app-1a2b3c.js',
        '/assets/app-1a2b3c.css',
        '/assets/parse.worker-4d5e6f.js',
        '/assets/missing-000000.js',
      ]) {
        const { headers } = await server.request(url);
        expect(headers.get('X-Content-Type-Options'), url).toBe('nosniff');
        expect(headers.get('Cross-Origin-Resource-Policy'), url).toBe('same-origin');
        expect(headers.get('Referrer-Policy'), url).toBe('no-referrer');
        expect(headers.get('Strict-Transport-Security'), url).toBe(
          page.headers.get('Strict-Transport-Security'),
        );
        for (const name of [
          'X-Frame-Options',
          'Permissions-Policy',
          'Cross-Origin-Opener-Policy',
          'Origin-Agent-Cluster',
          'X-XSS-Protection',
        ]) {
          expect(headers.get(name), `${name} of ${url}`).toBeNull();
        }
        expect(headers.get('Content-Security-Policy'), url).toBe(
          url.includes('.worker-') ? page.headers.get('Content-Security-Policy') : null,
        );
      }
    }
  });

  it('keep the app’s policy for its pages, the stricter one for /api and /sandbox, and a file’s own', async () => {
    const server = app(true);
    for (const url of ['/event', '/no-such-page', '/healthz']) {
      const page = await server.request(url);
      expect(page.headers.get('Content-Security-Policy'), url).toContain("script-src 'self'");
    }
    const data: [string, RequestInit?][] = [
      ['/api/records'],
      ['/api/emissions/event', { method: 'PUT' }],
      ['/sandbox'],
      ['/sandbox/missing'],
    ];
    for (const [url, init] of data) {
      expect((await server.request(url, init)).headers.get('Content-Security-Policy'), url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    expect(
      (await app(false).request('/api/certificates/x')).headers.get('Content-Security-Policy'),
    ).toBe("default-src 'none'; frame-ancestors 'none'");
    const file = await server.request('/sandbox/files/x/certificate.pdf');
    expect(file.headers.get('Content-Security-Policy')).toBe(FILE_POLICY);
  });

  it('are the same over real HTTP as in process, where Hono’s secureHeaders sets them', async () => {
    const requests: [string, RequestInit?][] = [
      ['/event'],
      ['/no-such-page'],
      ['/assets/app-1a2b3c.js'],
      ['/assets/parse.worker-4d5e6f.js'],
      ['/healthz'],
      ['/sandbox'],
      ['/sandbox/missing'],
      ['/sandbox/files/x/certificate.pdf'],
      ['/api/records'],
      ['/api/emissions/event', { method: 'PUT' }],
      ['/event', { method: 'POST' }],
    ];
    const secure = (headers: Headers) =>
      Object.fromEntries(
        [...headers].filter(
          ([name]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(name),
        ),
      );
    for (const publicUrl of [null, 'https://desk.example.com']) {
      const server = app(true, publicUrl);
      const http = createHttpServer(server.fetch, '127.0.0.1');
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const { port } = http.address() as AddressInfo;
      try {
        for (const [url, init] of requests) {
          const what = `${init?.method ?? 'GET'} ${url} (${publicUrl ?? 'http'})`;
          const overHttp = await fetch(`http://127.0.0.1:${port}${url}`, init);
          await overHttp.arrayBuffer();
          const inProcess = await server.request(url, init);
          expect(secure(overHttp.headers), what).toEqual(
            expect.objectContaining(secure(inProcess.headers)),
          );
          expect(overHttp.headers.get('content-security-policy'), what).toBe(
            inProcess.headers.get('content-security-policy'),
          );
          expect(overHttp.headers.get('x-request-id'), what).toMatch(/^[\w-]{8,}$/);
        }
      } finally {
        http.closeAllConnections();
        await new Promise((resolve) => http.close(resolve));
      }
    }
  });

  it('add HSTS to every answer when the public URL is https', async () => {
    const server = app(true, 'https://desk.example.com');
    for (const url of ['/event', '/healthz', '/sandbox', '/api/records']) {
      expect((await server.request(url)).headers.get('Strict-Transport-Security'), url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});
