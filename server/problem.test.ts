import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problem as sandboxProblem } from '../sandbox/problem.ts';
import { DEMO_HEADERS, startSandbox } from '../sandbox/test-support.ts';
import { problem, problemBody, statusTitle } from './problem.ts';
import { startServer, temporaryDist, type RunningServer } from './test-support.ts';

describe('the problem+json builder', () => {
  it('answers with the status, problem+json, no-store and the headers given', async () => {
    const response = problem({
      status: 429,
      detail: 'Too many requests.',
      headers: { 'retry-after': '7' },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: 'Too many requests.',
    });
  });

  it('carries the type and the extension members given', async () => {
    const response = problem({
      status: 502,
      type: 'tag:emission-desk,2026:problem:service-failed',
      detail: 'The service failed.',
      extensions: { upstreamStatus: 500 },
    });
    expect(await response.json()).toEqual({
      type: 'tag:emission-desk,2026:problem:service-failed',
      title: 'Bad Gateway',
      status: 502,
      detail: 'The service failed.',
      upstreamStatus: 500,
    });
  });

  it.each([400, 401, 403, 404, 405, 408, 409, 413, 415, 422, 429, 431, 500, 502, 503, 504])(
    'titles %i with Node’s own reason phrase',
    (status) => {
      expect(statusTitle(status)).toBe(STATUS_CODES[status]);
      expect(JSON.parse(problemBody(status, 'x')).title).toBe(STATUS_CODES[status]);
    },
  );

  it('titles a status Node has no phrase for "Error"', () => {
    expect(statusTitle(499)).toBe('Error');
  });

  it('lets no extension member replace a standard one, and lists the standard ones first', () => {
    const body = problemBody(400, 'The body is invalid.', {
      status: 200,
      title: 'OK',
      type: 'x',
      detail: 'fine',
      errors: [],
    });
    expect(Object.keys(JSON.parse(body) as object)).toEqual([
      'type',
      'title',
      'status',
      'detail',
      'errors',
    ]);
    expect(JSON.parse(body)).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The body is invalid.',
      errors: [],
    });
  });

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
