/**
 * The Node server of `npm run sandbox` under requests no fetch client would send: raw dot
 * segments and backslashes, request lines and headers over Node's limits, unknown methods,
 * lying Content-Length, bodies sent too slowly. Each gets a problem+json answer, and the server
 * keeps answering.
 */
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from './http-server.ts';
import { DEMO_HEADERS, expectNoInternals, startSandbox } from '../sandbox/test-support.ts';

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

const CREDENTIALS = Object.entries(DEMO_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

describe('the Node HTTP server', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    env = await startSandbox();
    server = createHttpServer(env.sandbox.fetch, '127.0.0.1', {
      headersTimeoutMs: 400,
      requestTimeoutMs: 400,
      checkIntervalMs: 100,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await env.dispose();
  });

  /** Sends bytes as they are and reads the first answer (the server closes, or 3 s pass). */
  function raw(request: string, keepOpen = false): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      const finish = () => {
        const text = Buffer.concat(chunks).toString('latin1');
        const [head = '', ...rest] = text.split('\r\n\r\n');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
        socket.destroy();
        resolve({ status, headers: head.toLowerCase(), body: rest.join('\r\n\r\n') });
      };
      socket.setTimeout(3_000, finish);
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', finish);
      socket.on('error', (error) => (chunks.length > 0 ? finish() : reject(error)));
      socket.write(request);
      if (!keepOpen) socket.end();
    });
  }

  function expectProblemAnswer(answer: RawAnswer, status: number): void {
    expect(answer.status).toBe(status);
    expect(answer.headers).toContain('content-type: application/problem+json');
    const body = answer.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n$/g, '');
    expectNoInternals(body, env.dir);
    expect(JSON.parse(body)).toMatchObject({ status, title: expect.any(String) });
  }

  async function expectStaysUp(): Promise<void> {
    const answer = await raw(
      `GET /certificates/DEMO-BERLIN-2026/correlation HTTP/1.1\r\nhost: x\r\n${CREDENTIALS}connection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('DEMO-BERLIN-2026');
  }

  const get = (target: string, headers = '') =>
    raw(`GET ${target} HTTP/1.1\r\nhost: x\r\n${CREDENTIALS}${headers}connection: close\r\n\r\n`);

  it.each([
    ['/files/../records.jsonl', 404],
    ['/../../../etc/passwd', 404],
    ['/files/..%2f..%2frecords.jsonl/certificate.pdf', 400],
    ['/files/%2e%2e/%2e%2e/records.jsonl', 404],
    ['/files\\..\\records.jsonl', 400],
    ['/certificates/..\\..\\x/correlation', 400],
    ['/certificates/%00/correlation', 400],
    ['http://evil.example/certificates/x', 400],
    ['*', 400],
  ])('answers %s with %i problem+json', async (target, status) => {
    const answer = await get(target);
    expectProblemAnswer(answer, status);
    expect(answer.body).not.toContain('"createdAt"');
    await expectStaysUp();
  });

  it('answers 431 to a 100,000-character path and a 20 kB header, before the sandbox', async () => {
    expectProblemAnswer(await get(`/certificates/${'k'.repeat(100_000)}/correlation`), 431);
    expectProblemAnswer(await get('/', `x-api-key: ${'k'.repeat(20_000)}\r\n`), 431);
    await expectStaysUp();
  });

  it('answers 401 to a credential header under the limit but far too long', async () => {
    const answer = await raw(
      `GET /certificates/DEMO-BERLIN-2026/correlation HTTP/1.1\r\nhost: x\r\nx-api-key: ${'k'.repeat(8_000)}\r\nconnection: close\r\n\r\n`,
    );
    expectProblemAnswer(answer, 401);
  });

  it.each([
    ['an unknown method', 'FOO /records HTTP/1.1\r\nhost: x\r\n\r\n', 400],
    ['TRACE', 'TRACE /records HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', 405],
    ['no HTTP at all', 'hello\r\n\r\n', 400],
    ['a header without a colon', 'GET / HTTP/1.1\r\nhost: x\r\nbroken\r\n\r\n', 400],
    ['a NUL in a header', 'GET / HTTP/1.1\r\nhost: x\r\nx-api-key: a\u0000b\r\n\r\n', 400],
    [
      'a Content-Length that is not a number',
      'POST /emissions/hotel HTTP/1.1\r\nhost: x\r\ncontent-length: abc\r\n\r\n{}',
      400,
    ],
    [
      'two different Content-Lengths',
      'POST /records HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\ncontent-length: 3\r\n\r\n{}',
      400,
    ],
    [
      'Content-Length beside chunked',
      'POST /records HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
    ],
  ])('answers %s with problem+json', async (_label, request, status) => {
    expectProblemAnswer(await raw(request), status);
    await expectStaysUp();
  });

  it('answers 413 at once to a declared body over 64 kB, without waiting for it', async () => {
    const answer = await raw(
      `POST /records HTTP/1.1\r\nhost: x\r\n${CREDENTIALS}content-type: application/json\r\ncontent-length: 10000000\r\n\r\n{`,
      true,
    );
    expectProblemAnswer(answer, 413);
    await expectStaysUp();
  });

  it('answers 413 to a chunked body that grows past 64 kB', async () => {
    const chunk = `${(1_000).toString(16)}\r\n${'x'.repeat(1_000)}\r\n`;
    const answer = await raw(
      `POST /emissions/event HTTP/1.1\r\nhost: x\r\n${CREDENTIALS}content-type: application/json\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n${chunk.repeat(70)}0\r\n\r\n`,
    );
    expectProblemAnswer(answer, 413);
    await expectStaysUp();
  });

  it('reads only the declared bytes of a body longer than its Content-Length', async () => {
    const answer = await raw(
      `POST /emissions/hotel HTTP/1.1\r\nhost: x\r\n${CREDENTIALS}content-type: application/json\r\ncontent-length: 10\r\nconnection: close\r\n\r\n{"roomType":"STANDARD","days":3}`,
    );
    expectProblemAnswer(answer, 400);
    await expectStaysUp();
  });

  it('takes no more of a body over 64 kB than a small Content-Length declares', async () => {
    const record = JSON.stringify({
      roomType: 'STANDARD',
      numberOfGuests: 1,
      countryCode: 'DE',
      breakfast: false,
      star: 3,
      days: 1,
      name: 'x'.repeat(70_000),
      guestName: 'Ada',
    });
    for (const claim of ['100', '0']) {
      const answer = await raw(
        `POST /records HTTP/1.1\r\nhost: x\r\n${CREDENTIALS}content-type: application/json\r\ncontent-length: ${claim}\r\nconnection: close\r\n\r\n${record}`,
      );
      expectProblemAnswer(answer, 400);
    }
    await expectStaysUp();
  });

  it('answers 408 when a body shorter than its Content-Length never completes', async () => {
    const answer = await raw(
      `POST /emissions/hotel HTTP/1.1\r\nhost: x\r\n${CREDENTIALS}content-type: application/json\r\ncontent-length: 500\r\n\r\n{"roomType":`,
      true,
    );
    expectProblemAnswer(answer, 408);
    await expectStaysUp();
  });

  it('answers 408 when the headers never end', async () => {
    const answer = await raw(`GET / HTTP/1.1\r\nhost: x\r\nx-slow: 1\r\n`, true);
    expectProblemAnswer(answer, 408);
    await expectStaysUp();
  });
});
