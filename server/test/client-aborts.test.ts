/**
 * Callers who go away before their answer, over real HTTP: an upload given up in the middle of its
 * body, a tab closed during a slow read of the service. Neither is the server's error: each is one
 * info line with status 499, counted under 499 and never under 500.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_HEADERS, startSandbox } from '../../sandbox/test-support.ts';
import { rawRequest, startServer, type RunningServer } from './test-support.ts';

interface LogLine {
  level: string;
  msg: string;
  route?: string;
  status?: number;
}

/** A stand-in of the service that answers every call with a certificate after `delayMs`. */
async function slowService(
  delayMs: number,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"id":"x"}');
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends the start of a request, waits `afterMs`, and closes the connection without reading. */
async function giveUp(port: number, bytes: string, afterMs = 150): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(bytes);
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  socket.destroy();
}

/** /metrics is read with its token, as production serves it. */
const METRICS_TOKEN = 'metrics-token-aborts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function gateway(delayMs = 0): Promise<RunningServer> {
  const service = await slowService(delayMs);
  cleanup.push(() => service.close());
  const server = await startServer({
    METRICS_TOKEN,
    SERVICE_URL: service.origin,
    SERVICE_API_KEY: 'key',
    SERVICE_API_AUTH: 'auth',
    SERVICE_API_SECRET: 'secret',
    GATEWAY_RATE_LIMIT: '0',
  });
  cleanup.push(() => server.close());
  return server;
}

/** The request line for `route` once it is logged, and every line of the server so far. */
async function loggedRequest(server: RunningServer, route: string) {
  const line = await vi.waitFor(
    () => {
      const found = parsed(server).find(
        (entry) => entry.msg === 'request' && entry.route === route,
      );
      if (!found) throw new Error(`no line for ${route} yet`);
      return found;
    },
    { timeout: 3_000, interval: 20 },
  );
  return { line, all: parsed(server) };
}

const parsed = (server: RunningServer) => server.lines.map((line) => JSON.parse(line) as LogLine);

async function requestCounts(server: RunningServer): Promise<string> {
  const text = (
    await rawRequest(server.port, {
      path: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
  ).body;
  return text
    .split('\n')
    .filter((line) => line.startsWith('emission_desk_http_requests_total{'))
    .join('\n');
}

describe('a caller who goes away', () => {
  it('in the middle of an upload is logged at info as 499 and counted as 499, not 500', async () => {
    const server = await gateway();
    await giveUp(
      server.port,
      'POST /api/emissions/hotel HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 5000\r\n\r\n{"roomType":',
    );
    const { line, all } = await loggedRequest(server, '/api/emissions/hotel');
    expect(line).toMatchObject({ level: 'info', status: 499 });
    expect(all.filter((entry) => entry.level !== 'info')).toEqual([]);
    const counts = await requestCounts(server);
    expect(counts).toContain('route="/api/emissions/hotel",method="POST",status="499"} 1');
    expect(counts).not.toContain('status="500"');
  });

  it('during a slow read of the service is logged and counted as 499', async () => {
    const server = await gateway(500);
    await giveUp(server.port, 'GET /api/certificates/abc HTTP/1.1\r\nhost: x\r\n\r\n');
    const { line, all } = await loggedRequest(server, '/api/certificates/:id');
    expect(line).toMatchObject({ level: 'info', status: 499 });
    expect(all.filter((entry) => entry.level !== 'info')).toEqual([]);
    const counts = await requestCounts(server);
    expect(counts).toContain('route="/api/certificates/:id",method="GET",status="499"} 1');
    expect(counts).not.toContain('status="200"');
  });

  it('in the middle of an upload to the sandbox is no error either', async () => {
    const sandbox = await startSandbox({ basePath: '/sandbox' });
    cleanup.push(() => sandbox.dispose());
    const server = await startServer({ METRICS_TOKEN }, { sandbox: sandbox.sandbox });
    cleanup.push(() => server.close());
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanup.push(() => errors.mockRestore());
    const credentials = Object.entries(DEMO_HEADERS)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    await giveUp(
      server.port,
      `POST /sandbox/records HTTP/1.1\r\nhost: x\r\n${credentials}content-type: application/json\r\ncontent-length: 5000\r\n\r\n{"roomType":`,
    );
    const { line, all } = await loggedRequest(server, '/sandbox/*');
    expect(line).toMatchObject({ level: 'info', status: 499 });
    expect(all.filter((entry) => entry.level !== 'info')).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(await requestCounts(server)).not.toContain('status="500"');
  });
});

describe('a body sent too slowly', () => {
  it('is answered 408 by Node and logged once, as 408 with its route', async () => {
    const slow = await startServer(
      {
        SERVICE_URL: 'http://127.0.0.1:9',
        SERVICE_API_KEY: 'key',
        SERVICE_API_AUTH: 'auth',
        SERVICE_API_SECRET: 'secret',
      },
      {},
      { headersTimeoutMs: 300, requestTimeoutMs: 300, checkIntervalMs: 50 },
    );
    cleanup.push(() => slow.close());
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(slow.port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('end', () => {
        socket.destroy();
        resolve(text);
      });
      socket.write(
        'POST /api/emissions/hotel HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 5000\r\n\r\n{"roomType":',
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const { line, all } = await loggedRequest(slow, '/api/emissions/hotel');
    expect(line).toMatchObject({ level: 'info', status: 408 });
    expect(all).toHaveLength(1);
  });
});
