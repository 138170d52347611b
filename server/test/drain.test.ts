/**
 * A rolling restart, over real HTTP against `npm run serve`'s own process (server/main.ts): at
 * SIGTERM it stops accepting, closes the connections that carry no request at once, lets the calls
 * in flight finish, resets none whose request it had, and ends when the last call ends; Node's
 * header time-out keeps cutting off a request that is still being sent.
 */
import type { ChildProcess } from 'node:child_process';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startChild, stopChild } from '../../e2e/children.ts';
import { HEADERS_TIMEOUT_MS } from '../http-server.ts';
import { temporaryDist } from './test-support.ts';

/** How long the stand-in of the service takes to answer a calculation. */
const SERVICE_DELAY_MS = 400;
const EVENT = JSON.stringify({
  originType: 'LOCAL',
  mealInfo: [],
  participants: 10,
  mealType: 'MEAT',
  overnightStays: 0,
});

let service: { origin: string; server: Server };
let dist: ReturnType<typeof temporaryDist>;
let child: ChildProcess | undefined;

beforeAll(async () => {
  dist = temporaryDist();
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      setTimeout(() => {
        const body = JSON.stringify({
          rows: [{ originType: 'LOCAL', participants: 10, emission: 33 }],
          totalEmission: 33,
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      }, SERVICE_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
});
afterEach(async () => {
  await stopChild(child);
  child = undefined;
});
afterAll(async () => {
  service.server.closeAllConnections();
  await new Promise((resolve) => service.server.close(resolve));
  dist.remove();
});

interface Served {
  port: number;
  output: () => string;
  /** When the process ended (performance.now()), once it has. */
  exited: Promise<number>;
}

async function serve(graceSeconds: number): Promise<Served> {
  const started = startChild(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DIST_DIR: dist.dir,
      SANDBOX: 'off',
      LOG_FORMAT: 'json',
      SERVICE_URL: service.origin,
      SERVICE_API_KEY: 'key',
      SERVICE_API_AUTH: 'auth',
      SERVICE_API_SECRET: 'secret',
      GATEWAY_RATE_LIMIT: '0',
      CALCULATION_CACHE_SECONDS: '0',
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  let output = '';
  started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((resolve) =>
    started.once('exit', () => resolve(performance.now())),
  );
  const served = /served at http:\/\/127\.0\.0\.1:(\d+)\//;
  await expect.poll(() => served.test(output), { timeout: 20_000 }).toBe(true);
  return { port: Number(served.exec(output)?.[1]), output: () => output, exited };
}

function terminate(): number {
  if (child?.pid === undefined) throw new Error('no server process');
  process.kill(child.pid, 'SIGTERM');
  return performance.now();
}

/** What became of one call: its status, or the error its caller saw (ECONNRESET, ECONNREFUSED…). */
type Outcome = { status: number; sentAt: number } | { error: string; sentAt: number };

/** A POST through the gateway on `agent`'s connections; when its last byte was written. */
function calculate(port: number, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    let sentAt = Number.NaN;
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/emissions/event',
        agent,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, sentAt }));
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message, sentAt }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, sentAt }),
    );
    request.end(EVENT, () => (sentAt = performance.now()));
  });
}

/** A connection that is open and sends nothing; resolves when the server closes it. */
function silentSocket(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

describe('draining at SIGTERM', () => {
  it('answers every call already sent, refuses new connections, and ends with the last call', async () => {
    const served = await serve(20);
    const agent = new Agent({ keepAlive: true, maxSockets: 5 });
    const outcomes: Outcome[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;
    const loadUntil = performance.now() + 3_000;
    // Five connections in a loop, and a new connection every 50 ms, until after the signal.
    const workers = Array.from({ length: 5 }, async () => {
      while (performance.now() < loadUntil) outcomes.push(await calculate(served.port, agent));
    });
    const newcomers = (async () => {
      while (performance.now() < loadUntil) {
        const fresh = new Agent({ keepAlive: false });
        void calculate(served.port, fresh).then((outcome) => outcomes.push(outcome));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    signalledAt = terminate();
    await Promise.all([...workers, newcomers]);
    await new Promise((resolve) => setTimeout(resolve, SERVICE_DELAY_MS * 2));
    agent.destroy();

    const answered = outcomes.filter((outcome) => 'status' in outcome);
    const failed = outcomes.filter((outcome) => 'error' in outcome);
    expect(answered.length).toBeGreaterThan(5);
    expect(answered.every((outcome) => outcome.status === 200)).toBe(true);
    // Every call sent before the signal has its answer; after it, a new connection is refused
    // before anything is sent, never accepted and then reset.
    expect(failed.filter((outcome) => outcome.sentAt < signalledAt)).toEqual([]);
    expect(failed.map((outcome) => ('error' in outcome ? outcome.error : ''))).not.toContain(
      'ECONNRESET',
    );
    expect(failed.length).toBeGreaterThan(0);
    for (const outcome of failed) expect(outcome).toMatchObject({ error: 'ECONNREFUSED' });
    // The process ends with the last call, long before its grace time.
    const exitedAt = await served.exited;
    expect(exitedAt - signalledAt).toBeLessThan(SERVICE_DELAY_MS + 2_000);
    expect(served.output()).toContain('Draining');
  }, 40_000);

  it('does not wait for a connection that sent nothing, nor for an idle keep-alive one', async () => {
    const served = await serve(20);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await calculate(served.port, agent)).toMatchObject({ status: 200 });
    const silent = await silentSocket(served.port);
    const signalledAt = terminate();
    await silent.closed;
    const exitedAt = await served.exited;
    expect(exitedAt - signalledAt).toBeLessThan(3_000);
    agent.destroy();
  }, 40_000);

  it("cuts off a request still being sent at Node's header time-out, not at the grace time", async () => {
    const served = await serve(HEADERS_TIMEOUT_MS / 1000 + 15);
    const slow = await silentSocket(served.port);
    let answer = '';
    slow.socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    slow.socket.write('POST /api/emissions/event HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // The partial request reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = terminate();
    await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const exitedAt = await served.exited;
    expect(exitedAt - signalledAt).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
  }, 60_000);
});
