/**
 * The gateway through real HTTP: the app server on a free port in front of a foreign service (no
 * CORS, its own credentials and shapes), both on 127.0.0.1.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FOREIGN_CREDENTIALS,
  startForeignService,
  type ForeignService,
} from '../test-fixtures/foreign-service.ts';
import { expectWindowEnds, rawRequest, startServer, type RunningServer } from './test-support.ts';
import { CERTIFICATES_ONLY_PROBLEM_TYPE } from '../../src/api/runtime-config.ts';
import { serverProblemType } from '../../src/api/problem.ts';

const CERTIFICATE_ID = '11111111-2222-4333-8444-555555555555';
const SECRETS = Object.values(FOREIGN_CREDENTIALS);
const HOTEL = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 3,
  days: 2,
};
const EVENT = {
  originType: 'LOCAL',
  mealInfo: [],
  participants: 10,
  mealType: 'MEAT',
  overnightStays: 0,
};

let service: ForeignService;

function gatewayEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    SERVICE_URL: `${service.origin}/`,
    SERVICE_API_KEY: FOREIGN_CREDENTIALS['x-api-key'],
    SERVICE_API_AUTH: FOREIGN_CREDENTIALS['x-api-auth'],
    SERVICE_API_SECRET: FOREIGN_CREDENTIALS['x-api-secret'],
    // The tests look at what the service gets: no answer from the cache (calculation-cache.test.ts).
    CALCULATION_CACHE_SECONDS: '0',
    ...extra,
  };
}

function expectNoSecret(text: string): void {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

function headerText(headers: Record<string, string | string[] | undefined>): string {
  return JSON.stringify(headers);
}

beforeAll(async () => {
  service = await startForeignService();
});
afterAll(async () => {
  await service.close();
});
afterEach(() => {
  service.received.length = 0;
});

describe('the gateway, with the service configured', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(gatewayEnv());
  });
  afterAll(() => server.close());

  it('forwards the four operations with the three credentials added', async () => {
    const calls = [
      { method: 'GET', path: `/api/certificates/${CERTIFICATE_ID}` },
      { method: 'GET', path: '/api/certificates/FOREIGN-ONE/correlation' },
      { method: 'POST', path: '/api/emissions/event', body: JSON.stringify(EVENT) },
      { method: 'POST', path: '/api/emissions/hotel', body: JSON.stringify(HOTEL) },
    ];
    for (const call of calls) {
      const answer = await rawRequest(server.port, {
        ...call,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
      });
      expect(answer.status, call.path).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expectNoSecret(answer.body + headerText(answer.headers));
    }
    expect(service.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /certificates/${CERTIFICATE_ID}`,
      'GET /certificates/FOREIGN-ONE/correlation',
      'POST /emissions/event',
      'POST /emissions/hotel',
    ]);
    for (const received of service.received) {
      for (const [name, value] of Object.entries(FOREIGN_CREDENTIALS)) {
        expect(received.headers[name]).toBe(value);
      }
    }
    expect(JSON.parse(service.received[3]?.body ?? '')).toEqual(HOTEL);
  });

  it("answers the service's own shapes as they are", async () => {
    const correlation = await rawRequest(server.port, {
      path: '/api/certificates/FOREIGN-ONE/correlation',
    });
    expect(JSON.parse(correlation.body)).toEqual([expect.objectContaining({ id: CERTIFICATE_ID })]);
    const hotel = await rawRequest(server.port, {
      method: 'POST',
      path: '/api/emissions/hotel',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(HOTEL),
    });
    expect(JSON.parse(hotel.body)).toEqual({
      result: { totalEmission: 56.8 },
      totalEmission: 56.8,
    });
  });

  it('passes on only content-type and accept: credentials, cookies and hosts of the browser stay out', async () => {
    const answer = await rawRequest(server.port, {
      method: 'POST',
      path: '/api/emissions/event',
      headers: {
        host: 'evil.example',
        'content-type': 'application/json',
        accept: 'application/json',
        'x-api-key': 'browser-key',
        'x-api-auth': 'browser-auth',
        'x-api-secret': 'browser-secret',
        'x-api-other': 'smuggled',
        cookie: 'session=browser',
        authorization: 'Bearer browser-token',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-for': '203.0.113.9',
        forwarded: 'host=evil.example',
        origin: 'https://evil.example',
        referer: 'https://evil.example/page',
      },
      body: JSON.stringify(EVENT),
    });
    expect(answer.status).toBe(200);
    const [received] = service.received;
    expect(received?.headers).toMatchObject({
      ...FOREIGN_CREDENTIALS,
      'content-type': 'application/json',
      accept: 'application/json',
      host: `127.0.0.1:${service.port}`,
    });
    for (const name of [
      'x-api-other',
      'cookie',
      'authorization',
      'x-forwarded-host',
      'x-forwarded-for',
      'forwarded',
      'origin',
      'referer',
    ]) {
      expect(received?.headers[name], name).toBeUndefined();
    }
    expect(JSON.stringify(received?.headers)).not.toContain('browser');
    expect(JSON.stringify(received?.headers)).not.toContain('evil.example');
  });

  it.each([
    ['an unknown path', 'GET', '/api/records'],
    ['the base itself', 'GET', '/api'],
    ['a path of the sandbox', 'GET', '/api/openapi.json'],
    ['a second /correlation', 'GET', '/api/certificates/KEY/correlation/correlation'],
    ['correlation as the id', 'GET', '/api/certificates/correlation'],
    ['an empty id', 'GET', '/api/certificates/'],
    ['an empty key', 'GET', '/api/certificates//correlation'],
    ['an encoded slash', 'GET', '/api/certificates/a%2f..%2f..%2fadmin'],
    ['an encoded backslash', 'GET', '/api/certificates/a%5cb'],
    ['encoded dots', 'GET', '/api/certificates/%2e%2e/correlation'],
    ['encoded dots leading elsewhere', 'GET', '/api/emissions/%2e%2e/certificates/x'],
    ['plain dots', 'GET', '/api/certificates/../emissions/event'],
    ['a protocol-relative URL', 'GET', '/api//evil.example/certificates/x'],
    ['an absolute URL in the path', 'GET', '/api/certificates/http:%2f%2fevil.example'],
    ['an absolute request-target', 'GET', `http://evil.example/api/certificates/${CERTIFICATE_ID}`],
    ['a query', 'GET', `/api/certificates/${CERTIFICATE_ID}?redirect=http://evil.example`],
    ['a NUL', 'GET', '/api/certificates/a%00b'],
    ['POST to a read', 'POST', `/api/certificates/${CERTIFICATE_ID}`],
    ['GET of a calculation', 'GET', '/api/emissions/hotel'],
    ['PUT', 'PUT', '/api/emissions/hotel'],
    ['DELETE', 'DELETE', `/api/certificates/${CERTIFICATE_ID}`],
    ['OPTIONS', 'OPTIONS', '/api/emissions/hotel'],
    ['HEAD of a calculation', 'HEAD', '/api/emissions/hotel'],
  ])('refuses %s with problem+json and never forwards it', async (_name, method, path) => {
    const answer = await rawRequest(server.port, { method, path });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(service.received).toEqual([]);
  });

  it('names the allowed method when the method is wrong', async () => {
    const answer = await rawRequest(server.port, { method: 'PUT', path: '/api/emissions/event' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
  });

  it('refuses a body over 64 kB without forwarding it', async () => {
    const big = JSON.stringify({ ...EVENT, padding: 'x'.repeat(70 * 1024) });
    const declared = await rawRequest(server.port, {
      method: 'POST',
      path: '/api/emissions/event',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(declared.headers['content-type']).toBe('application/problem+json');
    const chunked = await rawRequest(server.port, {
      method: 'POST',
      path: '/api/emissions/event',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: big,
    });
    expect(chunked.status).toBe(413);
    for (const answer of [declared, chunked]) {
      expect(JSON.parse(answer.body)).toMatchObject({
        type: serverProblemType('too-large'),
        detail: 'The request body is larger than 64 kB.',
      });
    }
    expect(service.received).toEqual([]);
  });

  it('forwards a body sent in chunks within 64 kB, read to its end', async () => {
    const answer = await rawRequest(server.port, {
      method: 'POST',
      path: '/api/emissions/event',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: JSON.stringify({ ...EVENT, padding: 'x'.repeat(60 * 1024) }),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(service.received.at(-1)?.body ?? '')).toMatchObject({
      padding: 'x'.repeat(60 * 1024),
    });
  });

  it('passes on a 4xx of the service with its body and drops its cookie', async () => {
    const answer = await rawRequest(server.port, {
      path: '/api/certificates/00000000-0000-4000-8000-000000000000',
    });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.body)).toEqual({ message: 'No such certificate.' });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('turns a 5xx of the service into a 502 problem that keeps its status but not its body', async () => {
    const answer = await rawRequest(server.port, { path: '/api/certificates/broken' });
    expect(answer.status).toBe(502);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(answer.body)).toMatchObject({
      type: serverProblemType('service-failed'),
      status: 502,
      upstreamStatus: 500,
    });
    expect(answer.body).not.toContain('NullPointer');
  });

  it('does not follow a redirect of the service', async () => {
    const answer = await rawRequest(server.port, { path: '/api/certificates/redirect' });
    expect(answer.status).toBe(502);
    expect(answer.headers.location).toBeUndefined();
    expect(JSON.parse(answer.body)).toMatchObject({
      type: serverProblemType('service-answer'),
      upstreamStatus: 302,
    });
    expect(service.received).toHaveLength(1);
  });

  it('keeps a request id of up to 128 characters and makes a new one for a longer one', async () => {
    const longest = 'a'.repeat(128);
    const kept = await rawRequest(server.port, {
      path: '/api/certificates/FOREIGN-ONE/correlation',
      headers: { 'x-request-id': longest },
    });
    expect(kept.headers['x-request-id']).toBe(longest);
    const tooLong = await rawRequest(server.port, {
      path: '/api/certificates/FOREIGN-ONE/correlation',
      headers: { 'x-request-id': `${longest}a` },
    });
    expect(tooLong.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs one JSON line per call with request id, method, route pattern, status and times, and nothing secret', async () => {
    server.lines.length = 0;
    const answer = await rawRequest(server.port, {
      path: '/api/certificates/FOREIGN-ONE/correlation',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(answer.headers['x-request-id']).toBe('trace-42');
    const refused = await rawRequest(server.port, {
      path: '/api/certificates/PRIVATE-KEY/correlation/x',
      headers: { 'x-request-id': 'not valid!' },
    });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const calculated = await rawRequest(server.port, {
      method: 'POST',
      path: '/api/emissions/hotel',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const lines = server.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      level: 'info',
      reqId: 'trace-42',
      method: 'GET',
      route: '/api/certificates/:key/correlation',
      status: 200,
      rateLimited: false,
    });
    expect(typeof lines[0]?.time).toBe('string');
    expect(typeof lines[0]?.ms).toBe('number');
    expect(lines[2]).toMatchObject({
      method: 'POST',
      route: '/api/emissions/hotel',
      status: calculated.status,
      upstreamStatus: calculated.status,
    });
    expect(typeof lines[2]?.upstreamMs).toBe('number');
    expect(lines[1]).toMatchObject({
      reqId: refused.headers['x-request-id'],
      route: '/api/*',
      status: 404,
    });
    expect(lines[1]).not.toHaveProperty('upstreamStatus');
    const all = server.lines.join('\n');
    expectNoSecret(all);
    expect(all).not.toContain('FOREIGN-ONE');
    expect(all).not.toContain('PRIVATE-KEY');
  });

  it('says at /healthz that the service is configured, and nothing secret', async () => {
    const answer = await rawRequest(server.port, { path: '/healthz' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      status: 'ok',
      service: { configured: true, access: 'all' },
      sandbox: false,
    });
    expectNoSecret(answer.body);
    expect(answer.body).not.toContain(String(service.port));
  });
});

describe('the gateway when the service fails', () => {
  it('answers 504 when the service does not answer in time', async () => {
    const server = await startServer(gatewayEnv({ SERVICE_TIMEOUT_MS: '300' }));
    try {
      const answer = await rawRequest(server.port, { path: '/api/certificates/slow' });
      expect(answer.status).toBe(504);
      expect(answer.headers['content-type']).toBe('application/problem+json');
    } finally {
      await server.close();
    }
  });

  it('answers 502 when the service cannot be reached', async () => {
    const gone = await startForeignService();
    const origin = gone.origin;
    await gone.close();
    const server = await startServer({ ...gatewayEnv(), SERVICE_URL: origin });
    try {
      const answer = await rawRequest(server.port, { path: `/api/certificates/${CERTIFICATE_ID}` });
      expect(answer.status).toBe(502);
      expect(answer.headers['content-type']).toBe('application/problem+json');
      expectNoSecret(answer.body);
    } finally {
      await server.close();
    }
  });
});

describe('a service below a path, or at an IPv6 address', () => {
  /** A service that answers every call with JSON and keeps the paths it was asked for. */
  async function startPathService(host: string) {
    const paths: string[] = [];
    const server = createServer((request, response) => {
      paths.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: CERTIFICATE_ID }));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, resolve);
    });
    const { port } = server.address() as AddressInfo;
    return { paths, port, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  // Containers may run without IPv6: the loopback interface then has no ::1.
  const ipv6 = Object.values(networkInterfaces())
    .flat()
    .some((address) => address?.address === '::1');

  it("calls the operation's path below the service URL's own path", async () => {
    const pathService = await startPathService('127.0.0.1');
    const server = await startServer({
      ...gatewayEnv(),
      SERVICE_URL: `http://127.0.0.1:${pathService.port}/emissions-service/v1/`,
    });
    try {
      const answer = await rawRequest(server.port, { path: `/api/certificates/${CERTIFICATE_ID}` });
      expect(answer.status).toBe(200);
      expect(pathService.paths).toEqual([`/emissions-service/v1/certificates/${CERTIFICATE_ID}`]);
    } finally {
      await server.close();
      await pathService.close();
    }
  });

  it.skipIf(!ipv6)(
    'calls a service at an IPv6 address (skipped where ::1 cannot be bound)',
    async () => {
      const pathService = await startPathService('::1');
      const server = await startServer({
        ...gatewayEnv(),
        SERVICE_URL: `http://[::1]:${pathService.port}`,
      });
      try {
        const answer = await rawRequest(server.port, {
          path: `/api/certificates/${CERTIFICATE_ID}`,
        });
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toEqual({ id: CERTIFICATE_ID });
        expect(pathService.paths).toEqual([`/certificates/${CERTIFICATE_ID}`]);
      } finally {
        await server.close();
        await pathService.close();
      }
    },
  );
});

describe('GATEWAY_ACCESS=certificates', () => {
  it('allows the two certificate reads and answers 403 to calculations without forwarding them', async () => {
    const server = await startServer(gatewayEnv({ GATEWAY_ACCESS: 'certificates' }));
    try {
      expect(
        (await rawRequest(server.port, { path: `/api/certificates/${CERTIFICATE_ID}` })).status,
      ).toBe(200);
      expect(
        (await rawRequest(server.port, { path: '/api/certificates/FOREIGN-ONE/correlation' }))
          .status,
      ).toBe(200);
      service.received.length = 0;
      for (const path of ['/api/emissions/event', '/api/emissions/hotel']) {
        const answer = await rawRequest(server.port, {
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        expect(answer.status).toBe(403);
        expect(answer.headers['content-type']).toBe('application/problem+json');
        // Its problem type tells the app it is the access mode, not a credential refused.
        expect(JSON.parse(answer.body)).toMatchObject({ type: CERTIFICATES_ONLY_PROBLEM_TYPE });
      }
      expect(service.received).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('GATEWAY_RATE_LIMIT', () => {
  it('answers 429 with Retry-After past the limit, without forwarding', async () => {
    const server = await startServer(gatewayEnv({ GATEWAY_RATE_LIMIT: '3' }));
    try {
      for (let call = 0; call < 3; call++) {
        const answer = await rawRequest(server.port, {
          path: `/api/certificates/${CERTIFICATE_ID}`,
        });
        expect(answer.status).toBe(200);
      }
      service.received.length = 0;
      const limited = await rawRequest(server.port, {
        path: `/api/certificates/${CERTIFICATE_ID}`,
      });
      expect(limited.status).toBe(429);
      expect(limited.headers['content-type']).toBe('application/problem+json');
      // Its type tells the app to say it in the reader's words.
      expect(JSON.parse(limited.body)).toMatchObject({ type: serverProblemType('rate-limited') });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // The limit's answer is an /api answer like any other.
      expect(limited.headers['x-content-type-options']).toBe('nosniff');
      expect(limited.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(service.received).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('counts in the window GATEWAY_RATE_WINDOW_S sets: Retry-After within it, and calls pass again after it', async () => {
    const server = await startServer(
      gatewayEnv({ GATEWAY_RATE_LIMIT: '2', GATEWAY_RATE_WINDOW_S: '2' }),
    );
    try {
      const call = () => rawRequest(server.port, { path: `/api/certificates/${CERTIFICATE_ID}` });
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);
      await expectWindowEnds(await call(), call, 2);
    } finally {
      await server.close();
    }
  });

  it('counts by the socket address, not by a forwarded header the client sets', async () => {
    const server = await startServer(gatewayEnv({ GATEWAY_RATE_LIMIT: '2' }));
    try {
      const statuses: number[] = [];
      for (let call = 0; call < 3; call++) {
        const answer = await rawRequest(server.port, {
          path: `/api/certificates/${CERTIFICATE_ID}`,
          headers: { 'x-forwarded-for': `198.51.100.${call}` },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await server.close();
    }
  });
});
