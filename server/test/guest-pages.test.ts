/**
 * Certificate pages as the server sends them, with the app's renderer, against the sandbox and a
 * hostile service: no shared cache keeps a guest's data, the Host header reaches nothing, the
 * record's fields are bounded and their direction isolated, and HEAD reads like GET.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HEADERS, startSandbox } from '../../sandbox/test-support.ts';
import {
  BIDI_ID,
  LONG_FIELDS_ID,
  RIGHT_TO_LEFT_OVERRIDE,
  startHostileService,
  type HostileService,
} from '../test-fixtures/hostile-service.ts';
import { rawRequest, startServer, temporaryDist, type RunningServer } from './test-support.ts';

const BERLIN = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const SHELL =
  '<!doctype html><html lang="en"><head><title>Emission Desk</title></head><body>' +
  '<div id="root"><div class="shell"><main></main></div></div>\n<noscript>JavaScript.</noscript></body></html>';
const loadRenderer = () => import('../render/certificate-page.tsx');

let dist: ReturnType<typeof temporaryDist>;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let hostile: HostileService;

beforeAll(async () => {
  dist = temporaryDist();
  mkdirSync(path.join(dist.dir, 'certificates'), { recursive: true });
  writeFileSync(path.join(dist.dir, 'certificates', 'index.html'), SHELL);
  writeFileSync(path.join(dist.dir, 'index.html'), SHELL);
  sandbox = await startSandbox({ basePath: '/sandbox' });
  hostile = await startHostileService();
});
afterAll(async () => {
  await hostile.close();
  await sandbox.dispose();
  dist.remove();
});

async function withServer(
  env: Record<string, string>,
  run: (server: RunningServer) => Promise<void>,
): Promise<void> {
  const server = await startServer(
    { DIST_DIR: dist.dir, ...env },
    { distDir: dist.dir, sandbox: sandbox.sandbox, loadRenderer },
  );
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

const hostileEnv = () => ({
  SERVICE_URL: hostile.origin,
  SERVICE_API_KEY: 'key',
  SERVICE_API_AUTH: 'auth',
  SERVICE_API_SECRET: 'secret',
});

/** What the page shows: the markup in #root (not the certificate sent along for the app). */
function shown(html: string): string {
  return html.slice(html.indexOf('<div id="root">'));
}

function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

describe('a server-rendered certificate page', () => {
  it('is private and never stored, where other pages are revalidated', async () => {
    await withServer({}, async (server) => {
      const page = await rawRequest(server.port, { path: `/certificates/${BERLIN}` });
      expect(page.status).toBe(200);
      expect(page.body).toContain('Sustainability Summit Berlin');
      expect(page.headers['cache-control']).toBe('private, no-store');
      const home = await rawRequest(server.port, { path: '/' });
      expect(home.headers['cache-control']).toBe('no-cache');
    });
  });

  it('without PUBLIC_URL holds relative links and nothing of the Host header', async () => {
    await withServer({}, async (server) => {
      const page = await rawRequest(server.port, {
        path: `/certificates/${BERLIN}`,
        headers: { host: 'evil.example' },
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain('Sustainability Summit Berlin');
      expect(page.body).toContain(`<code>/certificates/${BERLIN}</code>`);
      expect(page.body).not.toContain('evil.example');
    });
    await withServer(hostileEnv(), async (server) => {
      const page = await rawRequest(server.port, {
        path: `/certificates/${BIDI_ID}`,
        headers: { host: 'evil.example' },
      });
      expect(page.body).toContain('Annual gala');
      expect(page.body).not.toContain('evil.example');
      expect(meta(page.body, 'og:url')).toBeUndefined();
    });
  });

  it('with PUBLIC_URL holds absolute links on that origin', async () => {
    await withServer({ PUBLIC_URL: 'https://desk.example.com' }, async (server) => {
      const page = await rawRequest(server.port, {
        path: `/certificates/${BERLIN}`,
        headers: { host: 'evil.example' },
      });
      expect(page.body).toContain(`<code>https://desk.example.com/certificates/${BERLIN}</code>`);
      expect(page.body).not.toContain('evil.example');
    });
  });

  it('cuts long fields with an ellipsis and isolates their direction', async () => {
    await withServer(hostileEnv(), async (server) => {
      const page = await rawRequest(server.port, { path: `/certificates/${BIDI_ID}` });
      expect(page.status).toBe(200);
      const markup = shown(page.body);
      expect(markup).toContain('Annual gala');
      expect(markup).toMatch(/<bdi>Annual gala \u202egnp\.exe<\/bdi>/);
      expect(markup).toContain(`<bdi>Guest ${'W'.repeat(400)}`);
      expect(markup).not.toContain('W'.repeat(500));
      expect(markup).toContain('W…</bdi>');
      const title = /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? '';
      expect(title).toContain('Annual gala gnp.exe');
      for (const text of [title, meta(page.body, 'og:title'), meta(page.body, 'og:description')]) {
        expect(text).toBeDefined();
        expect(text).not.toContain(RIGHT_TO_LEFT_OVERRIDE);
        expect(text).not.toContain('W'.repeat(500));
      }
      expect(meta(page.body, 'og:description')).toContain('W…');
    });
  });

  it('stays small for a record with a 600,000-character guest name', async () => {
    await withServer(hostileEnv(), async (server) => {
      const page = await rawRequest(server.port, { path: `/certificates/${LONG_FIELDS_ID}` });
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThan(64 * 1024);
      expect(page.body).not.toContain('W'.repeat(500));
      expect(meta(page.body, 'og:title')).toBe('Annual gala gnp.exe · Emission certificate');
    });
  });
});

describe('HEAD', () => {
  it('answers like GET without a body: certificate pages, the sandbox’s reads and files', async () => {
    await withServer({}, async (server) => {
      for (const [target, headers] of [
        [`/certificates/${BERLIN}`, {}],
        [`/sandbox/certificates/${BERLIN}`, DEMO_HEADERS],
        ['/sandbox/certificates/DEMO-BERLIN-2026/correlation', DEMO_HEADERS],
        [`/sandbox/files/${BERLIN}/certificate.pdf`, {}],
      ] as const) {
        const get = await rawRequest(server.port, { path: target, headers });
        const head = await rawRequest(server.port, { method: 'HEAD', path: target, headers });
        expect(get.status, target).toBe(200);
        expect(head.status, target).toBe(200);
        expect(head.headers['content-type']).toBe(get.headers['content-type']);
        expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
        expect(head.body).toBe('');
      }
    });
  });
});

describe('the sandbox’s certificate files', () => {
  it('may be kept by the browser but by no shared cache', async () => {
    await withServer({}, async (server) => {
      for (const file of ['certificate.pdf', 'facebook.jpg']) {
        const answer = await rawRequest(server.port, { path: `/sandbox/files/${BERLIN}/${file}` });
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('private, max-age=86400');
      }
    });
  });
});
