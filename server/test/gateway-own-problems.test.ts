/**
 * A service's error body passes the gateway as it came, but never with a problem type of this
 * server's own: the app words those itself ("this site only shows certificates", a rate limit),
 * so a service that sent one would make the app say what this server never said.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATES_ONLY_PROBLEM_TYPE } from '../../src/api/runtime-config.ts';
import { serverProblemType } from '../../src/api/problem.ts';
import { startServer, type RunningServer } from './test-support.ts';

/** What the service answers for each certificate id. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  'claims-certificates-only': {
    status: 403,
    body: { type: CERTIFICATES_ONLY_PROBLEM_TYPE, title: 'Forbidden', detail: 'No.' },
  },
  'claims-rate-limit': {
    status: 429,
    body: { type: serverProblemType('rate-limited'), detail: 'Slow down.' },
  },
  'its-own-type': {
    status: 404,
    body: { type: 'https://service.example/problems/not-found', detail: 'No such record.' },
  },
};

let upstream: Server;
let server: RunningServer;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const id = decodeURIComponent(request.url?.split('/').at(-1) ?? '');
    const answer = ANSWERS[id] ?? { status: 404, body: { detail: 'unknown' } };
    response.writeHead(answer.status, { 'content-type': 'application/problem+json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  server = await startServer({
    SERVICE_URL: `http://127.0.0.1:${port}`,
    SERVICE_API_KEY: 'key',
    SERVICE_API_AUTH: 'auth',
    SERVICE_API_SECRET: 'secret',
    GATEWAY_RATE_LIMIT: '0',
  });
});
afterAll(async () => {
  await server.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

async function read(id: string) {
  const response = await fetch(`${server.origin}/api/certificates/${id}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("a service's error body through the gateway", () => {
  it.each(['claims-certificates-only', 'claims-rate-limit'])(
    'loses a problem type of this server’s own (%s), and keeps the rest',
    async (id) => {
      const { status, body } = await read(id);
      expect(status).toBe(ANSWERS[id]?.status);
      expect(body.type).toBeUndefined();
      expect(body.detail).toBe((ANSWERS[id]?.body as { detail: string }).detail);
    },
  );

  it('keeps a problem type of the service’s own', async () => {
    const { status, body } = await read('its-own-type');
    expect(status).toBe(404);
    expect(body).toEqual(ANSWERS['its-own-type']?.body);
  });
});
