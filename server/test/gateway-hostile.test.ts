/**
 * The gateway in front of a hostile service (test-fixtures/hostile-service.ts), through real HTTP:
 * only JSON goes on to the browser, the answer is capped while it streams, the time-out covers
 * the body, and the upstream connection is closed where the gateway stops reading.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LONG_FIELDS_ID,
  startHostileService,
  type HostileService,
} from '../test-fixtures/hostile-service.ts';
import { rawRequest, startServer, type RawAnswer, type RunningServer } from './test-support.ts';

const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

let service: HostileService;
let server: RunningServer;

function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    SERVICE_URL: service.origin,
    SERVICE_API_KEY: 'key',
    SERVICE_API_AUTH: 'auth',
    SERVICE_API_SECRET: 'secret',
    GATEWAY_RATE_LIMIT: '0',
    ...extra,
  };
}

function expectApiHeaders(answer: RawAnswer): void {
  for (const [name, value] of Object.entries(API_HEADERS)) {
    expect(answer.headers[name], name).toBe(value);
  }
}

/** The service's record of the last request to `path`, once its connection is gone. */
async function upstreamOf(path: string) {
  return vi.waitFor(
    () => {
      const found = service.requests.findLast((request) => request.path === path);
      if (!found?.done) throw new Error(`${path}: the connection is still open`);
      return found;
    },
    { timeout: 3_000, interval: 20 },
  );
}

beforeAll(async () => {
  service = await startHostileService();
  server = await startServer(env());
});
afterAll(async () => {
  await server.close();
  await service.close();
});

describe('what the gateway passes on', () => {
  it.each([
    ['an HTML page', 'html'],
    ['an HTML error page', 'html-404'],
    ['an SVG image', 'svg'],
    ['a body without a content type', 'no-type'],
  ])('turns %s of the service into a 502 problem without its body', async (_name, id) => {
    const answer = await rawRequest(server.port, { path: `/api/certificates/${id}` });
    expect(answer.status).toBe(502);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(answer.body)).toMatchObject({
      status: 502,
      detail: 'The service answered in an unexpected format.',
    });
    expect(answer.body).not.toContain('script');
    expect(answer.body).not.toContain('Guest');
    expectApiHeaders(answer);
  });

  it('passes on JSON, problem+json and any +json type with their status', async () => {
    const problem = await rawRequest(server.port, { path: '/api/certificates/problem' });
    expect(problem.status).toBe(404);
    expect(problem.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(problem.body)).toEqual({ status: 404, detail: 'No such certificate.' });
    const vendor = await rawRequest(server.port, { path: '/api/certificates/vendor' });
    expect(vendor.status).toBe(200);
    expect(vendor.headers['content-type']).toBe('application/vnd.hostile+json; charset=utf-8');
    const plain = await rawRequest(server.port, { path: `/api/certificates/${LONG_FIELDS_ID}` });
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.body)).toMatchObject({ id: LONG_FIELDS_ID });
  });

  it('sends nosniff, a CSP that allows nothing and no referrer with every /api answer', async () => {
    const answers = [
      await rawRequest(server.port, { path: `/api/certificates/${LONG_FIELDS_ID}` }),
      await rawRequest(server.port, { path: '/api/certificates/problem' }),
      await rawRequest(server.port, { path: '/api/records' }),
      await rawRequest(server.port, { method: 'PUT', path: '/api/emissions/event' }),
      await rawRequest(server.port, { path: '/api/certificates/html' }),
    ];
    answers.forEach(expectApiHeaders);
    const off = await startServer({});
    try {
      expectApiHeaders(await rawRequest(off.port, { path: '/api/certificates/x' }));
    } finally {
      await off.close();
    }
  });
});

describe('the cap on what the gateway reads', () => {
  it('stops a 200 MB answer at the cap with a 502 and closes the connection', async () => {
    const answer = await rawRequest(server.port, { path: '/api/certificates/huge' });
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toMatchObject({
      detail: 'The service answered with more than this site accepts.',
    });
    expectApiHeaders(answer);
    const upstream = await upstreamOf('/certificates/huge');
    expect(upstream.closedEarly).toBe(true);
    expect(upstream.bytesSent).toBeLessThan(32 * 1024 * 1024);
  });

  it('decodes a gzip answer it did not ask for, when it fits within the cap', async () => {
    const small = await startHostileService({ bombBytes: 1 });
    const gateway = await startServer({
      ...env({ SERVICE_MAX_BYTES: String(4 * 1024 * 1024) }),
      SERVICE_URL: small.origin,
    });
    try {
      const answer = await rawRequest(gateway.port, { path: '/api/certificates/gzip-bomb' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect((JSON.parse(answer.body) as { name: string }).name).toBe('0'.repeat(1024 * 1024));
    } finally {
      await gateway.close();
      await small.close();
    }
  });

  it('stops a gzip bomb at the cap of the decoded body', async () => {
    const answer = await rawRequest(server.port, { path: '/api/certificates/gzip-bomb' });
    expect(answer.status).toBe(502);
    expect(answer.body).not.toContain('000');
    const upstream = await upstreamOf('/certificates/gzip-bomb');
    expect(upstream.closedEarly).toBe(true);
    // 1 GiB of zeros is about 1 MB of gzip: the gateway stopped long before.
    expect(upstream.bytesSent).toBeLessThan(512 * 1024);
  });

  it('stops an answer that never ends', async () => {
    const answer = await rawRequest(server.port, { path: '/api/certificates/endless' });
    expect(answer.status).toBe(502);
    const upstream = await upstreamOf('/certificates/endless');
    expect(upstream.closedEarly).toBe(true);
  });

  it('reads SERVICE_MAX_BYTES', async () => {
    const small = await startServer(env({ SERVICE_MAX_BYTES: '4096' }));
    try {
      const answer = await rawRequest(small.port, { path: `/api/certificates/${LONG_FIELDS_ID}` });
      expect(answer.status).toBe(502);
      expect(answer.body).not.toContain('WWWW');
    } finally {
      await small.close();
    }
  });
});

describe('SERVICE_TIMEOUT_MS', () => {
  it('covers the body: a body that trickles in forever ends in a 504 and a closed connection', async () => {
    const quick = await startServer(env({ SERVICE_TIMEOUT_MS: '300' }));
    try {
      const answer = await rawRequest(quick.port, { path: '/api/certificates/slow' });
      expect(answer.status).toBe(504);
      expect(answer.headers['content-type']).toBe('application/problem+json');
      expectApiHeaders(answer);
      expect(JSON.parse(quick.lines.at(-1) ?? '{}')).toMatchObject({
        route: '/api/certificates/:id',
        status: 504,
        upstreamStatus: 'timeout',
      });
      const upstream = await upstreamOf('/certificates/slow');
      expect(upstream.closedEarly).toBe(true);
    } finally {
      await quick.close();
    }
  });
});

describe('HEAD', () => {
  it('answers a certificate read like GET, without a body, forwarding a GET', async () => {
    for (const path of [`/api/certificates/${LONG_FIELDS_ID}`, '/api/certificates/K/correlation']) {
      const get = await rawRequest(server.port, { path });
      const head = await rawRequest(server.port, { method: 'HEAD', path });
      expect(head.status, path).toBe(get.status);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
      expectApiHeaders(head);
      expect(service.requests.at(-1)?.method).toBe('GET');
    }
  });

  it('is not allowed on a calculation, and a read names both methods', async () => {
    const calculation = await rawRequest(server.port, {
      method: 'HEAD',
      path: '/api/emissions/hotel',
    });
    expect(calculation.status).toBe(405);
    expect(calculation.headers.allow).toBe('POST');
    const put = await rawRequest(server.port, {
      method: 'PUT',
      path: `/api/certificates/${LONG_FIELDS_ID}`,
    });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
  });
});
