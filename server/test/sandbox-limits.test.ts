/**
 * The sandbox's costly routes under the server's rate limit, through real HTTP: a record write and
 * a file render count against the caller's budget on whatever path the sandbox's router sends to
 * them (a trailing slash included), and the variants it does not route are refused unstored.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_HEADERS, HOTEL_REQUEST, startSandbox } from '../../sandbox/test-support.ts';
import { rawRequest, startServer, temporaryDist, type RunningServer } from './test-support.ts';

const BERLIN = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const LIMIT = 3;

let dist: ReturnType<typeof temporaryDist>;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let server: RunningServer;

beforeEach(async () => {
  dist = temporaryDist();
  sandbox = await startSandbox({ basePath: '/sandbox' });
  server = await startServer(
    { GATEWAY_RATE_LIMIT: String(LIMIT) },
    { distDir: dist.dir, sandbox: sandbox.sandbox },
  );
});
afterEach(async () => {
  await server.close();
  await sandbox.dispose();
  dist.remove();
});

function writeRecord(path: string, correlation: string) {
  return rawRequest(server.port, {
    method: 'POST',
    path,
    headers: { ...DEMO_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ ...HOTEL_REQUEST, name: 'Probe', guestName: 'G', correlation }),
  });
}

/** Whether the sandbox holds a record under this booking reference. */
async function stored(correlation: string): Promise<boolean> {
  const answer = await rawRequest(server.port, {
    path: `/sandbox/certificates/${correlation}/correlation`,
    headers: DEMO_HEADERS,
  });
  return answer.status === 200;
}

describe('record writes under the limit', () => {
  it('counts POST /sandbox/records/ (trailing slash) like /sandbox/records', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < LIMIT + 2; index += 1) {
      statuses.push((await writeRecord('/sandbox/records/', `SLASH-${index}`)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await stored(`SLASH-${LIMIT}`)).toBe(false);
  });

  it('shares one budget between /sandbox/records and /sandbox/records/', async () => {
    expect((await writeRecord('/sandbox/records', 'MIX-0')).status).toBe(201);
    expect((await writeRecord('/sandbox/records/', 'MIX-1')).status).toBe(201);
    expect((await writeRecord('/sandbox/records', 'MIX-2')).status).toBe(201);
    const refused = await writeRecord('/sandbox/records/', 'MIX-3');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(await stored('MIX-3')).toBe(false);
  });

  it.each([
    ['a doubled leading slash', '//sandbox/records'],
    ['a doubled inner slash', '/sandbox//records'],
    ['an encoded slash', '/sandbox%2Frecords'],
    ['an encoded slash in lower case', '/sandbox%2frecords'],
    ['a capital in the mount', '/Sandbox/records'],
    ['a capital in the route', '/sandbox/Records'],
    ['capitals throughout', '/SANDBOX/RECORDS'],
  ])('refuses %s without storing, past the limit or not', async (_name, path) => {
    for (let index = 0; index < LIMIT + 2; index += 1) {
      const answer = await writeRecord(path, `VARIANT-${index}`);
      expect([404, 405]).toContain(answer.status);
      expect(await stored(`VARIANT-${index}`)).toBe(false);
    }
  });
});

describe('file renders under the limit', () => {
  it.each([
    ['the file', `/sandbox/files/${BERLIN}/twitter.jpg`],
    ['the file with a trailing slash', `/sandbox/files/${BERLIN}/twitter.jpg/`],
  ])('counts each read of %s against the caller', async (_name, path) => {
    const statuses: number[] = [];
    for (let index = 0; index < LIMIT + 1; index += 1) {
      statuses.push((await rawRequest(server.port, { path: `${path}?lang=de` })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('shares the budget with record writes', async () => {
    expect((await writeRecord('/sandbox/records', 'FILES-0')).status).toBe(201);
    const file = `/sandbox/files/${BERLIN}/certificate.pdf`;
    expect((await rawRequest(server.port, { path: file })).status).toBe(200);
    expect((await rawRequest(server.port, { path: file })).status).toBe(200);
    expect((await rawRequest(server.port, { path: file })).status).toBe(429);
    expect((await writeRecord('/sandbox/records', 'FILES-1')).status).toBe(429);
  });

  it('leaves the sandbox routes without a cost unlimited', async () => {
    for (let index = 0; index < LIMIT + 2; index += 1) {
      const answer = await rawRequest(server.port, {
        path: '/sandbox/certificates/DEMO-BERLIN-2026/correlation',
        headers: DEMO_HEADERS,
      });
      expect(answer.status).toBe(200);
    }
  });
});
