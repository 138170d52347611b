/**
 * The gateway's client of the service, through real HTTP against a service of the test's own: calls
 * go over kept connections, and a read whose kept connection the service closed meanwhile is sent
 * once more on a new one, without the caller seeing it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FOREIGN_CREDENTIALS, startForeignService } from '../test-fixtures/foreign-service.ts';
import { rawRequest, startServer, type RunningServer } from './test-support.ts';

const CERTIFICATE_ID = '11111111-2222-4333-8444-555555555555';

interface KeptService {
  origin: string;
  /** Connections the service accepted. */
  connections: number;
  /** Requests it answered. */
  answered: number;
  /** When set, the next request on a connection that already served one is dropped unanswered. */
  dropNextReused: boolean;
  close(): Promise<void>;
}

async function startKeptService(certificate: string): Promise<KeptService> {
  const served = new WeakMap<Socket, number>();
  const service: Omit<KeptService, 'origin' | 'close'> = {
    connections: 0,
    answered: 0,
    dropNextReused: false,
  };
  const server: Server = createServer((request, response) => {
    const socket = request.socket;
    const before = served.get(socket) ?? 0;
    served.set(socket, before + 1);
    request.resume();
    // As a service that closed an idle connection just as the next request came in.
    if (before > 0 && service.dropNextReused) {
      service.dropNextReused = false;
      socket.destroy();
      return;
    }
    request.once('end', () => {
      service.answered += 1;
      const body = request.method === 'GET' ? certificate : '{"totalEmission":1}';
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
  });
  server.on('connection', () => (service.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(service, {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

let service: KeptService;
let server: RunningServer | undefined;

beforeAll(async () => {
  // A certificate as a service answers it, so that the gateway takes the answer as complete.
  const foreign = await startForeignService();
  const answer = await fetch(`${foreign.origin}/certificates/${CERTIFICATE_ID}`, {
    headers: FOREIGN_CREDENTIALS,
  });
  const certificate = await answer.text();
  await foreign.close();
  service = await startKeptService(certificate);
});
beforeEach(() => {
  service.connections = 0;
  service.answered = 0;
  service.dropNextReused = false;
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(async () => {
  await service.close();
});

async function serve(): Promise<RunningServer> {
  server = await startServer({
    SERVICE_URL: service.origin,
    SERVICE_API_KEY: 'key',
    SERVICE_API_AUTH: 'auth',
    SERVICE_API_SECRET: 'secret',
    GATEWAY_RATE_LIMIT: '0',
    CERTIFICATE_CACHE_SECONDS: '0',
    CALCULATION_CACHE_SECONDS: '0',
  });
  return server;
}

describe('the gateway’s client of the service', () => {
  it('sends calls one after another over one kept connection', async () => {
    const running = await serve();
    for (let participants = 1; participants <= 5; participants++) {
      const answer = await rawRequest(running.port, {
        method: 'POST',
        path: '/api/emissions/event',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ participants }),
      });
      expect(answer.status).toBe(200);
    }
    expect(service.answered).toBe(5);
    expect(service.connections).toBe(1);
  });

  it('sends a read once more on a new connection when the kept one was closed under it', async () => {
    const running = await serve();
    const read = () =>
      rawRequest(running.port, { method: 'GET', path: `/api/certificates/${CERTIFICATE_ID}` });
    expect((await read()).status).toBe(200);
    service.dropNextReused = true;
    const again = await read();
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toMatchObject({ id: CERTIFICATE_ID });
    expect(service.dropNextReused).toBe(false);
    expect(service.connections).toBe(2);
  });
});
