import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problem as sandboxProblem } from '../../sandbox/problem.ts';
import { DEMO_HEADERS, startSandbox } from '../../sandbox/test-support.ts';
import { problem } from '../../src/shared/problem-response.ts';
import { startServer, temporaryDist, type RunningServer } from './test-support.ts';

describe('the problem+json builder', () => {
  it('is the one the sandbox answers with', () => {
    expect(sandboxProblem).toBe(problem);
  });
});

describe('problem answers on the wire', () => {
  let dist: ReturnType<typeof temporaryDist>;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let server: RunningServer;

  beforeAll(async () => {
    dist = temporaryDist();
    sandbox = await startSandbox({ basePath: '/sandbox' });
    server = await startServer(
      { GATEWAY_RATE_LIMIT: '0' },
      { distDir: dist.dir, sandbox: sandbox.sandbox },
    );
  });
  afterAll(async () => {
    await server.close();
    await sandbox.dispose();
    dist.remove();
  });

  /** The body's title, and the reason phrase of the status line Node wrote. */
  async function titles(path: string, init: RequestInit = {}) {
    const response = await fetch(`${server.origin}${path}`, init);
    const body = (await response.json()) as { title: string; status: number };
    return { status: body.status, title: body.title, statusLine: response.statusText };
  }

  it('title the sandbox’s 413 as the status line does', async () => {
    const answer = await titles('/sandbox/records', {
      method: 'POST',
      headers: { ...DEMO_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(70_000) }),
    });
    expect(answer).toEqual({
      status: 413,
      title: STATUS_CODES[413],
      statusLine: STATUS_CODES[413],
    });
  });

  it('title the server’s own 404 (no service behind /api) as the status line does', async () => {
    const answer = await titles('/api/emissions/event', { method: 'POST' });
    expect(answer).toEqual({ status: 404, title: 'Not Found', statusLine: 'Not Found' });
  });
});
