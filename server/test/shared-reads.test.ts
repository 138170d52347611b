/**
 * Reads of one certificate that overlap share one call of the service, and each keeps its own
 * deadline, through real HTTP: a certificate page waits at most its preview time-out (1.5 s), an
 * `/api` read the service's time-out, whichever of them started the call. The foreign service's
 * `slow` certificate answers after 3 s.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FOREIGN_CREDENTIALS,
  startForeignService,
  type ForeignService,
} from '../test-fixtures/foreign-service.ts';
import { rawRequest, startServer, temporaryDist, type RunningServer } from './test-support.ts';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Emission Desk</title></head><body>' +
  '<div id="root"><div class="shell"><main></main></div></div></body></html>';
const loadRenderer = () => import('../render/certificate-page.tsx');

let dist: ReturnType<typeof temporaryDist>;
let service: ForeignService;
let server: RunningServer;

beforeAll(async () => {
  dist = temporaryDist();
  mkdirSync(path.join(dist.dir, 'certificates'), { recursive: true });
  writeFileSync(path.join(dist.dir, 'certificates', 'index.html'), SHELL);
  service = await startForeignService();
});
afterAll(async () => {
  await service.close();
  dist.remove();
});
afterEach(async () => {
  await server.close();
});

/** A server of its own for each test: the certificate cache starts empty. */
async function start(): Promise<void> {
  server = await startServer(
    {
      DIST_DIR: dist.dir,
      SERVICE_URL: service.origin,
      SERVICE_API_KEY: FOREIGN_CREDENTIALS['x-api-key'],
      SERVICE_API_AUTH: FOREIGN_CREDENTIALS['x-api-auth'],
      SERVICE_API_SECRET: FOREIGN_CREDENTIALS['x-api-secret'],
      GATEWAY_RATE_LIMIT: '0',
    },
    { distDir: dist.dir, loadRenderer },
  );
  service.received.length = 0;
}

/** A GET whose answer comes with the time it arrived. */
async function timed(requestPath: string) {
  const answer = await rawRequest(server.port, { path: requestPath });
  return { ...answer, at: performance.now() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const slowCalls = () => service.received.filter((r) => r.path === '/certificates/slow').length;

describe('reads of one certificate that overlap', () => {
  it('give an /api read that joins a page’s read the certificate, after the page has gone out', async () => {
    await start();
    const page = timed('/certificates/slow');
    await pause(300);
    const api = await timed('/api/certificates/slow');
    const guest = await page;
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body)).toMatchObject({ name: 'Spring retreat' });
    // The page went out at its own deadline, without the certificate's preview tags.
    expect(guest.status).toBe(200);
    expect(guest.body).not.toContain('og:title');
    // The page's deadline is 1.5 s, the service answers after 3 s: the page went out well before.
    expect(api.at - guest.at).toBeGreaterThan(500);
    expect(slowCalls()).toBe(1);
    // The certificate is stored for the next reader, page or not.
    const again = await rawRequest(server.port, { path: '/certificates/slow' });
    expect(again.body).toContain('Spring retreat');
    expect(again.body).toContain('og:title');
    expect(slowCalls()).toBe(1);
  });

  it('let a page that joins an /api read go out at its own deadline, and the /api read still get its answer', async () => {
    await start();
    const api = timed('/api/certificates/slow');
    await pause(300);
    const guest = await timed('/certificates/slow');
    const answer = await api;
    expect(guest.status).toBe(200);
    expect(guest.body).not.toContain('og:title');
    // The page's deadline is 1.5 s, the service answers after 3 s: the page went out well before.
    expect(answer.at - guest.at).toBeGreaterThan(500);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ name: 'Spring retreat' });
    expect(slowCalls()).toBe(1);
  });
});
