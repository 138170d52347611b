/**
 * What the gateway's calls of the service may hold, through real HTTP against a slow service of the
 * test's own: a shared call ends at SERVICE_TIMEOUT_MS after it began, whoever joins it, and no
 * more than SERVICE_MAX_CONNECTIONS calls are open at once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverProblemType } from '../../src/api/problem.ts';
import { rawRequest, startServer, type RunningServer } from './test-support.ts';

interface SlowService {
  origin: string;
  /** Each call as the service saw it: when it came and when its connection closed (ms). */
  calls: { at: number; closed?: number }[];
  /** Calls open at once, at most. */
  mostOpen: number;
  delayMs: number;
  close(): Promise<void>;
}

async function startSlowService(): Promise<SlowService> {
  let open = 0;
  const service: Omit<SlowService, 'origin' | 'close'> = { calls: [], mostOpen: 0, delayMs: 0 };
  const server: Server = createServer((request, response) => {
    const call: SlowService['calls'][number] = { at: performance.now() };
    service.calls.push(call);
    open += 1;
    service.mostOpen = Math.max(service.mostOpen, open);
    request.resume();
    const timer = setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"totalEmission":1}');
    }, service.delayMs);
    response.on('close', () => {
      clearTimeout(timer);
      call.closed = performance.now();
      open -= 1;
    });
  });
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

let service: SlowService;
let server: RunningServer | undefined;

beforeAll(async () => {
  service = await startSlowService();
});
beforeEach(() => {
  service.calls.length = 0;
  service.mostOpen = 0;
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(async () => {
  await service.close();
});

async function serve(extra: Record<string, string>): Promise<RunningServer> {
  server = await startServer({
    SERVICE_URL: service.origin,
    SERVICE_API_KEY: 'key',
    SERVICE_API_AUTH: 'auth',
    SERVICE_API_SECRET: 'secret',
    GATEWAY_RATE_LIMIT: '0',
    ...extra,
  });
  return server;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A calculation, with the time its answer came. */
async function calculate(running: RunningServer, body: unknown) {
  const answer = await rawRequest(running.port, {
    method: 'POST',
    path: '/api/emissions/event',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { ...answer, at: performance.now() };
}

/** Room for the machine being busy, around each time the test expects. */
const SLACK_MS = 450;

describe('the gateway’s calls of the service', () => {
  // The finding at a fifth of its times: a 1 s time-out, a service taking 2.4 s, the same body
  // sent at 0, 0.6, 1.2 and 1.8 s. The first call ends at 1 s (the first two share it), a second
  // call starts at 1.2 s and ends at 2.2 s (the last two share it): joining never moves an end.
  it('end a shared call at SERVICE_TIMEOUT_MS after it began, and every caller who joined it gets the time-out', async () => {
    service.delayMs = 2_400;
    const running = await serve({ SERVICE_TIMEOUT_MS: '1000' });
    const body = { participants: 12, days: 1 };
    const start = performance.now();
    const answers = [];
    for (const at of [0, 600, 1_200, 1_800]) {
      await pause(at - (performance.now() - start));
      answers.push(calculate(running, body));
    }
    const done = await Promise.all(answers);
    for (const answer of done) {
      expect(answer.status).toBe(504);
      expect(JSON.parse(answer.body)).toMatchObject({ type: serverProblemType('service-timeout') });
    }
    expect(service.calls).toHaveLength(2);
    // The service may see a connection close just after the answer reached the caller.
    const waitUntil = performance.now() + SLACK_MS;
    while (
      service.calls.some((call) => call.closed === undefined) &&
      performance.now() < waitUntil
    ) {
      await pause(10);
    }
    for (const call of service.calls) {
      expect(call.closed).toBeDefined();
      expect((call.closed ?? Infinity) - call.at).toBeLessThan(1_000 + SLACK_MS);
    }
    const cameAt = done.map((answer) => answer.at - start);
    [1_000, 1_000, 2_200, 2_200].forEach((expected, index) => {
      expect(cameAt[index]).toBeGreaterThan(expected - SLACK_MS);
      expect(cameAt[index]).toBeLessThan(expected + SLACK_MS);
    });
  });

  it('open at most SERVICE_MAX_CONNECTIONS connections; the calls beyond wait for one and are answered', async () => {
    service.delayMs = 300;
    const running = await serve({ SERVICE_MAX_CONNECTIONS: '2', SERVICE_TIMEOUT_MS: '5000' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => calculate(running, { participants: index + 1 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(service.calls).toHaveLength(6);
    expect(service.mostOpen).toBe(2);
  });

  it('answer a call that waits for a connection past SERVICE_TIMEOUT_MS with the time-out, and the pool is whole again after', async () => {
    service.delayMs = 2_000;
    const running = await serve({ SERVICE_MAX_CONNECTIONS: '1', SERVICE_TIMEOUT_MS: '1000' });
    const start = performance.now();
    const answers = await Promise.all([
      calculate(running, { participants: 1 }),
      calculate(running, { participants: 2 }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([504, 504]);
    // The waiting counts against the time-out: the second call did not wait for the first to end.
    for (const answer of answers) expect(answer.at - start).toBeLessThan(1_000 + SLACK_MS);
    // The pool is whole again: the next call gets a connection.
    service.delayMs = 0;
    expect((await calculate(running, { participants: 3 })).status).toBe(200);
  });
});
