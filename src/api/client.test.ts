import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiPath, apiRequest } from './client.ts';
import { eventResultSchema, IMPLAUSIBLE_FIGURE_MESSAGE } from './contract.ts';
import { ApiError, CERTIFICATES_ONLY_MESSAGE } from './errors.ts';
import { CERTIFICATES_ONLY_PROBLEM_TYPE } from './runtime-config.ts';
import type { Connection } from './connection.ts';

const connection: Connection = {
  baseUrl: 'https://api.example.com/v1',
  service: 'https://api.example.com/v1',
  version: 0,
  isSandbox: false,
  credentials: { apiKey: 'key-123', apiAuth: 'auth-456', apiSecret: 'secret-789' },
  timeoutMs: 1000,
  reportedUnit: 'kg',
  coffeeBreakSpelling: 'auto',
  spellingMemory: { recall: () => undefined, remember: () => undefined },
};
const schema = z.looseObject({ value: z.number() });

function mockFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(respond(String(input), init ?? {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('joins the base URL and URL-encoded path segments', async () => {
    const fetchMock = mockFetch(() => Response.json({ value: 1 }));
    await apiRequest({
      path: apiPath('certificates', 'a/b c?d', 'correlation'),
      schema,
      connection,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      'https://api.example.com/v1/certificates/a%2Fb%20c%3Fd/correlation',
    );
  });

  it('sends the three credential headers to the configured base URL', async () => {
    const fetchMock = mockFetch(() => Response.json({ value: 1 }));
    await apiRequest({
      path: '/emissions/event',
      method: 'POST',
      body: { a: 1 },
      schema,
      connection,
    });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['x-api-key']).toBe('key-123');
    expect(headers['x-api-auth']).toBe('auth-456');
    expect(headers['x-api-secret']).toBe('secret-789');
    expect(fetchMock.mock.calls[0]?.[1]?.redirect).toBe('manual');
  });

  it('sends no credential header for a connection without credentials (a gateway)', async () => {
    const fetchMock = mockFetch(() => Response.json({ value: 1 }));
    const gateway = {
      ...connection,
      credentials: { apiKey: '', apiAuth: '', apiSecret: '' },
    };
    await apiRequest({ path: '/certificates/x', schema, connection: gateway });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(Object.keys(headers).filter((name) => name.startsWith('x-api-'))).toEqual([]);
  });

  it('sends every request to the base URL, whatever the path looks like', async () => {
    const fetchMock = mockFetch(() => Response.json({ value: 1 }));
    for (const path of ['//files.example.com/x', '@evil.test/x', apiPath('https://evil.test')]) {
      await apiRequest({ path, schema, connection });
    }
    for (const call of fetchMock.mock.calls) {
      const url = new URL(String(call[0]));
      expect(url.origin).toBe('https://api.example.com');
      expect(url.pathname.startsWith('/v1')).toBe(true);
    }
  });

  it('parses the answer and keeps unknown fields', async () => {
    mockFetch(() => Response.json({ value: 3, extra: 'kept' }));
    await expect(apiRequest({ path: '/x', schema, connection })).resolves.toEqual({
      value: 3,
      extra: 'kept',
    });
  });

  it('turns a network failure into a network error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(apiRequest({ path: '/x', schema, connection }))).kind).toBe('network');
  });

  it('names CORS where the service answers a request that asks for no readable answer', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init.mode === 'no-cors'
        ? new Response(null, { status: 200 })
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const error = await failure(apiRequest({ path: '/x', schema, connection }));
    expect(error.kind).toBe('cors');
    // The check sends nothing of the credentials.
    const check = fetchMock.mock.calls[1]?.[1];
    expect(check).toMatchObject({ mode: 'no-cors', credentials: 'omit' });
    expect(check?.headers).toBeUndefined();
  });

  it('keeps a network error where the service does not answer at all', async () => {
    const fetchMock = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(apiRequest({ path: '/x', schema, connection }))).kind).toBe('network');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never asks whether the sandbox or this site’s service refused by CORS: they are this site', async () => {
    const fetchMock = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    for (const service of ['sandbox', 'gateway']) {
      const error = await failure(
        apiRequest({ path: '/x', schema, connection: { ...connection, service } }),
      );
      expect(error.kind).toBe('network');
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits until the connection is ready before calling, and fails as it says when it cannot be', async () => {
    let open: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (open = resolve));
    const fetchMock = mockFetch(() => Response.json({ value: 1 }));
    const pending = apiRequest({
      path: '/x',
      schema,
      connection: { ...connection, ready: () => ready },
    });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    open();
    await expect(pending).resolves.toEqual({ value: 1 });

    const refused = new ApiError('notReady', 'no worker');
    const error = await failure(
      apiRequest({
        path: '/x',
        schema,
        connection: { ...connection, ready: () => Promise.reject(refused) },
      }),
    );
    expect(error.kind).toBe('notReady');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('aborts after the timeout with a timeout error', async () => {
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const error = await failure(
      apiRequest({ path: '/x', schema, connection: { ...connection, timeoutMs: 50 } }),
    );
    expect(error.kind).toBe('timeout');
  });

  it('tells a cancellation by the caller from a timeout', async () => {
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = apiRequest({ path: '/x', schema, connection, signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
  });

  it('refuses a redirect', async () => {
    mockFetch(
      () => new Response(null, { status: 302, headers: { location: 'https://elsewhere.test/' } }),
    );
    const error = await failure(apiRequest({ path: '/x', schema, connection }));
    expect(error.kind).toBe('redirect');
    expect(error.status).toBe(302);
  });

  it('reports an HTTP error with status, the service message and Retry-After', async () => {
    mockFetch(
      () =>
        new Response(JSON.stringify({ title: 'Too many', detail: 'Slow down' }), {
          status: 429,
          headers: { 'content-type': 'application/problem+json', 'retry-after': '7' },
        }),
    );
    const error = await failure(apiRequest({ path: '/x', schema, connection }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      serviceMessage: 'Slow down',
      retryAfterMs: 7000,
    });
  });

  it.each([
    [
      '{message}',
      JSON.stringify({ message: 'Bad participants' }),
      'application/json',
      'Bad participants',
    ],
    ['{error}', JSON.stringify({ error: 'Nope' }), 'application/json', 'Nope'],
    ['plain text', 'Service exploded', 'text/plain', 'Service exploded'],
  ])('reads the message of a %s error body', async (_name, body, type, message) => {
    mockFetch(() => new Response(body, { status: 400, headers: { 'content-type': type } }));
    expect((await failure(apiRequest({ path: '/x', schema, connection }))).serviceMessage).toBe(
      message,
    );
  });

  it('reads a {errors:[]} error body as field issues, not as one message', async () => {
    mockFetch(() =>
      Response.json({ errors: [{ field: 'days', message: 'too small' }] }, { status: 422 }),
    );
    const error = await failure(apiRequest({ path: '/x', schema, connection }));
    expect(error.serviceMessage).toBeUndefined();
    expect(error.fields).toEqual(['days']);
    expect(error.issues).toEqual([{ field: 'days', message: 'too small' }]);
  });

  it("quotes no detail of a problem type of this app's own server", async () => {
    mockFetch(() =>
      Response.json(
        {
          type: 'tag:emission-desk,2026:problem:rate-limited',
          status: 429,
          detail: 'Too many requests from this address: try again after the time given.',
        },
        { status: 429, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    const error = await failure(apiRequest({ path: '/x', schema, connection }));
    expect(error.serviceMessage).toBeUndefined();
    expect(error.messageKey).toBe('error.server.rate-limited');
  });

  it('never repeats a credential that the service echoes in an error body', async () => {
    mockFetch(() => new Response('bad key key-123 and secret-789', { status: 401 }));
    const error = await failure(apiRequest({ path: '/x', schema, connection }));
    expect(error.serviceMessage).not.toContain('key-123');
    expect(error.serviceMessage).not.toContain('secret-789');
    expect(error.message).not.toContain('secret-789');
  });

  it('never repeats a credential that the service echoes in a field issue', async () => {
    mockFetch(() =>
      Response.json(
        { errors: [{ path: 'participants', message: 'key key-123 may not send 0' }] },
        { status: 422 },
      ),
    );
    const error = await failure(apiRequest({ path: '/x', schema, connection }));
    expect(error.issues).toEqual([{ field: 'participants', message: 'key ••• may not send 0' }]);
  });

  it('never hands on a credential that the service echoes in a successful answer', async () => {
    mockFetch(() =>
      Response.json({ value: 1, note: 'seen secret-789', nested: [{ key: 'key-123' }] }),
    );
    const answer = await apiRequest({ path: '/x', schema, connection });
    expect(JSON.stringify(answer)).not.toMatch(/secret-789|key-123/);
    expect(answer).toMatchObject({ value: 1, note: 'seen •••' });
  });

  it('reports an empty or non-JSON body as unparseable', async () => {
    mockFetch(() => new Response('', { status: 200 }));
    expect((await failure(apiRequest({ path: '/x', schema, connection }))).kind).toBe(
      'unparseable',
    );
    mockFetch(() => new Response('{"value": 1', { status: 200 }));
    expect((await failure(apiRequest({ path: '/x', schema, connection }))).kind).toBe(
      'unparseable',
    );
  });

  it('names the fields of an answer that does not match the contract', async () => {
    mockFetch(() => Response.json({ value: 'three' }));
    const error = await failure(apiRequest({ path: '/x', schema, connection }));
    expect(error.kind).toBe('contract');
    expect(error.fields).toEqual(['value']);
    expect(error.messageKey).toBeUndefined();
  });

  it.each([[-1], [1e308], ['12']])(
    'turns an implausible emission figure (%s) into a contract error that names it',
    async (emission) => {
      mockFetch(() => Response.json({ rows: [], totalEmission: emission }));
      const error = await failure(
        apiRequest({ path: '/x', schema: eventResultSchema, connection }),
      );
      expect(error.kind).toBe('contract');
      expect(error.fields).toEqual(['totalEmission']);
      expect(error.messageKey).toBe(IMPLAUSIBLE_FIGURE_MESSAGE);
    },
  );

  it('reads a figure of 1e309 (Infinity after JSON.parse) as implausible', async () => {
    mockFetch(() => new Response('{"rows":[],"totalEmission":1e309}', { status: 200 }));
    const error = await failure(apiRequest({ path: '/x', schema: eventResultSchema, connection }));
    expect(error.messageKey).toBe(IMPLAUSIBLE_FIGURE_MESSAGE);
  });
});

describe('a refusal by the gateway’s access mode', () => {
  it('is told apart from a refused credential by its problem type', async () => {
    const refusal = (type: string) =>
      new Response(
        JSON.stringify({ type, title: 'Forbidden', status: 403, detail: 'Not offered here.' }),
        { status: 403, headers: { 'content-type': 'application/problem+json' } },
      );
    mockFetch(() => refusal(CERTIFICATES_ONLY_PROBLEM_TYPE));
    const request = () =>
      apiRequest({
        connection,
        method: 'POST',
        path: apiPath('emissions', 'event'),
        body: {},
        schema,
      });
    expect(await failure(request())).toMatchObject({
      kind: 'http',
      status: 403,
      messageKey: CERTIFICATES_ONLY_MESSAGE,
    });
    mockFetch(() => refusal('about:blank'));
    expect((await failure(request())).messageKey).toBeUndefined();
  });
});

describe('the outcome a connection is told (the header’s service dot)', () => {
  it('is ok after a success, rejected after a refused credential, and nothing otherwise', async () => {
    const told: string[] = [];
    const watched: Connection = { ...connection, reportOutcome: (outcome) => told.push(outcome) };
    const answer = (status: number, body: unknown, type = 'application/json') =>
      mockFetch(
        () => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } }),
      );
    const request = () => apiRequest({ connection: watched, path: '/x', schema });

    answer(200, { value: 1 });
    await request();
    answer(401, { message: 'no' });
    await failure(request());
    answer(403, { message: 'no' });
    await failure(request());
    expect(told).toEqual(['ok', 'rejected', 'rejected']);

    told.length = 0;
    answer(404, { message: 'none' });
    await failure(request());
    answer(503, { message: 'down' });
    await failure(request());
    answer(403, { type: CERTIFICATES_ONLY_PROBLEM_TYPE, status: 403 }, 'application/problem+json');
    await failure(request());
    answer(200, { value: 'not a number' });
    await failure(request());
    expect(told).toEqual([]);
  });
});
