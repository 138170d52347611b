/**
 * Who reads `/metrics`, through real HTTP: nobody on the app's port unless METRICS_TOKEN is set
 * (then only with it), and with METRICS_PORT only on that port, as `npm run serve` starts it.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startChild, stopChild } from '../../e2e/children.ts';
import { rawRequest, startServer, temporaryDist } from './test-support.ts';

const TOKEN = 'metrics-token-7c3a';

describe('/metrics on the app’s port', () => {
  it('is not served without METRICS_TOKEN: 404 problem+json, no figures', async () => {
    const server = await startServer({});
    try {
      const answer = await rawRequest(server.port, { path: '/metrics' });
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toBe('application/problem+json');
      expect(answer.body).not.toContain('emission_desk_');
    } finally {
      await server.close();
    }
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const server = await startServer({ METRICS_TOKEN: TOKEN });
    try {
      expect((await rawRequest(server.port, { path: '/metrics' })).status).toBe(401);
      const wrong = await rawRequest(server.port, {
        path: '/metrics',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.status).toBe(401);
      const answer = await rawRequest(server.port, {
        path: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('emission_desk_http_requests_total');
    } finally {
      await server.close();
    }
  });

  it('is not served, even with the token, when METRICS_PORT gives it a port of its own', async () => {
    const server = await startServer({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' });
    try {
      const answer = await rawRequest(server.port, {
        path: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

describe('METRICS_PORT in npm run serve', () => {
  let dist: ReturnType<typeof temporaryDist>;
  let child: ChildProcess | undefined;
  beforeAll(() => {
    dist = temporaryDist();
  });
  afterEach(async () => {
    await stopChild(child);
    child = undefined;
  });
  afterAll(() => dist.remove());

  it('serves /metrics there, and only there', async () => {
    const metricsPort = await freePort();
    child = startChild(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        DIST_DIR: dist.dir,
        SANDBOX: 'off',
        LOG_FORMAT: 'json',
        METRICS_PORT: String(metricsPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const served = /served at http:\/\/127\.0\.0\.1:(\d+)\//;
    await expect.poll(() => served.test(output), { timeout: 15_000 }).toBe(true);
    const appPort = Number(served.exec(output)?.[1]);
    await expect.poll(() => output, { timeout: 15_000 }).toContain(`:${metricsPort}/metrics`);

    const figures = await rawRequest(metricsPort, { path: '/metrics' });
    expect(figures.status).toBe(200);
    expect(figures.headers['content-type']).toMatch(/^text\/plain/);
    expect(figures.body).toContain('emission_desk_http_requests_total');
    expect((await rawRequest(metricsPort, { path: '/' })).status).toBe(404);
    expect((await rawRequest(metricsPort, { path: '/healthz' })).status).toBe(404);

    expect((await rawRequest(appPort, { path: '/healthz' })).status).toBe(200);
    const onApp = await rawRequest(appPort, { path: '/metrics' });
    expect(onApp.status).toBe(404);
    expect(onApp.body).not.toContain('emission_desk_');
  }, 30_000);
});
