/**
 * The answers Node's HTTP layer makes before the app sees a request (a request that is not HTTP,
 * headers over 16 kB, headers too slow, CONNECT, a URL that is not valid, a path with a dot
 * segment, which the app's URL would resolve), over raw sockets: each
 * carries the same security headers as the app's /api answers and no CORS header, and each is
 * logged and counted.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawBytes, rawRequest, startServer, type RunningServer } from './test-support.ts';

/** The security headers the app sends with its answers (security-headers.ts). */
const SECURITY_HEADERS = [
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
];

interface Parsed {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(answer: string): Parsed {
  const [head = '', ...rest] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1] ?? 0),
    headers,
    body: rest.join('\r\n\r\n'),
  };
}

const KINDS: [name: string, bytes: string, status: number, reason: string][] = [
  ['a request that is not HTTP', 'hello\r\n\r\n', 400, 'malformed'],
  [
    'headers over 16 kB',
    `GET / HTTP/1.1\r\nhost: x\r\nx-big: ${'k'.repeat(20_000)}\r\n\r\n`,
    431,
    'headers-too-large',
  ],
  ['headers that never end', 'GET / HTTP/1.1\r\nhost: x\r\nx-slow: 1\r\n', 408, 'too-slow'],
  [
    'CONNECT',
    'CONNECT evil.example:443 HTTP/1.1\r\nhost: evil.example:443\r\n\r\n',
    405,
    'connect',
  ],
  [
    'a path with an encoded dot segment',
    'GET /api/emissions/%2e%2e/certificates/x HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n',
    400,
    'dot-segment',
  ],
  [
    'a URL that is not valid',
    'GET /files\\..\\secret HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n',
    400,
    'invalid-url',
  ],
];

/** /metrics is read with its token, as production serves it. */
const METRICS_TOKEN = 'metrics-token-node-answers';

for (const publicUrl of [null, 'https://desk.example.com']) {
  describe(`Node's own answers (${publicUrl ?? 'plain http'})`, () => {
    let server: RunningServer;
    /** The security headers of an /api answer of the app itself, on the same server. */
    let appHeaders: Record<string, string>;

    beforeAll(async () => {
      server = await startServer(
        { METRICS_TOKEN, ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) },
        {},
        { headersTimeoutMs: 300, requestTimeoutMs: 300, checkIntervalMs: 50 },
      );
      const api = await rawRequest(server.port, { path: '/api/anything' });
      appHeaders = Object.fromEntries(
        SECURITY_HEADERS.flatMap((name) => {
          const value = api.headers[name];
          return typeof value === 'string' ? [[name, value]] : [];
        }),
      );
      // OWASP's set for API answers (security-headers.ts), HSTS on https.
      expect(Object.keys(appHeaders).length).toBe(publicUrl ? 6 : 5);
    });
    afterAll(() => server.close());

    it.each(KINDS)(
      'answers %s with the app’s security headers, no CORS header, a log line and a count',
      async (_name, bytes, status, reason) => {
        const before = server.lines.length;
        const answer = parse(await rawBytes(server.port, bytes));
        expect(answer.status).toBe(status);
        expect(answer.headers['content-type']).toBe('application/problem+json');
        expect(JSON.parse(answer.body)).toMatchObject({ status });
        for (const [name, value] of Object.entries(appHeaders)) {
          expect(answer.headers[name], name).toBe(value);
        }
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();

        const line = await vi.waitFor(() => {
          const found = server.lines.slice(before).map((text) => JSON.parse(text) as object);
          expect(found).toHaveLength(1);
          return found[0];
        });
        expect(line).toMatchObject({
          level: 'info',
          status,
          refused: reason,
          reqId: answer.headers['x-request-id'],
        });
        const metrics = (
          await rawRequest(server.port, {
            path: '/metrics',
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          })
        ).body;
        expect(metrics).toContain(
          `emission_desk_http_refused_total{status="${status}",reason="${reason}"} 1`,
        );
      },
    );
  });
}
