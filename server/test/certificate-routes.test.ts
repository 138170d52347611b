/**
 * The certificate pages and cards are routes of the server's router (`/certificates/:id`,
 * `/certificates/correlation/:key`, `/embed/certificates/:id`,
 * `/embed/certificates/:key/correlation`), over real HTTP: each request's log line and count name
 * the route the router matched, never the record id or booking reference, whichever certificate
 * source the server reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/test-support.ts';
import { createMetrics, type Metrics } from '../observability/metrics.ts';
import { rawRequest, startServer, temporaryDist, type RunningServer } from './test-support.ts';

const DEMO_BERLIN = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const DEMO_KEY = 'DEMO-BERLIN-2026';
const PUBLIC_URL = 'https://desk.example.com';

let dist: ReturnType<typeof temporaryDist>;
let env: Awaited<ReturnType<typeof startSandbox>>;
let server: RunningServer;
let metrics: Metrics;

beforeAll(async () => {
  dist = temporaryDist();
  env = await startSandbox({ basePath: '/sandbox' });
  metrics = createMetrics();
  server = await startServer({ PUBLIC_URL }, { distDir: dist.dir, sandbox: env.sandbox, metrics });
});
afterAll(async () => {
  await server.close();
  await env.dispose();
  dist.remove();
});

/** The route of the one request line logged for `path`. */
async function routeOf(path: string): Promise<unknown> {
  server.lines.length = 0;
  const answer = await rawRequest(server.port, { path });
  expect(answer.status, path).toBeLessThan(500);
  const lines = server.lines
    .map((line) => JSON.parse(line) as { msg?: string; route?: unknown })
    .filter((line) => line.msg === 'request');
  expect(lines, path).toHaveLength(1);
  return lines[0]?.route;
}

describe('a certificate page or card in the log', () => {
  it.each([
    [`/certificates/${DEMO_BERLIN}`, '/certificates/:id'],
    [`/certificates/correlation/${DEMO_KEY}`, '/certificates/correlation/:key'],
    [`/embed/certificates/${DEMO_BERLIN}`, '/embed/certificates/:id'],
    [`/embed/certificates/${DEMO_KEY}/correlation`, '/embed/certificates/:key/correlation'],
    ['/embed/certificates/not-an-id', '/embed/certificates/:id'],
    [`/oembed?url=%2Fcertificates%2F${DEMO_BERLIN}`, '/oembed'],
  ])('names %s by the route the router matched', async (path, route) => {
    expect(await routeOf(path)).toBe(route);
  });

  it('counts every certificate under its route, with no id or booking reference in a label', async () => {
    const ids = [DEMO_BERLIN, '0b9e7c55-2f4d-4c1a-9a8e-000000000001', 'not-an-id'];
    for (const id of ids) await rawRequest(server.port, { path: `/certificates/${id}` });
    await rawRequest(server.port, { path: `/certificates/correlation/${DEMO_KEY}` });
    await rawRequest(server.port, { path: `/embed/certificates/${DEMO_KEY}/correlation` });
    const counts = await metrics.registry.getSingleMetricAsString(
      'emission_desk_http_requests_total',
    );
    expect(counts).toMatch(/route="\/certificates\/:id",method="GET",status="200"} [3-9]/);
    expect(counts).toContain('route="/certificates/correlation/:key"');
    expect(counts).toContain('route="/embed/certificates/:key/correlation"');
    for (const value of [...ids, DEMO_KEY]) expect(counts).not.toContain(value);
  });
});
