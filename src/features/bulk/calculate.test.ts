import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { hotelCalculationQuery } from '../../api/hotel.ts';
import { ApiError } from '../../api/errors.ts';
import { fakeConnection } from '../../test/connection.ts';
import { fetchFigure, MAX_PAUSE_MS, pauseFor } from './calculate.ts';
import type { BulkRequest } from './rows.ts';

const BASE = fakeConnection('https://service.example.test/v1');
const STAY: BulkRequest = {
  kind: 'hotel',
  input: {
    roomType: 'SUIT',
    numberOfGuests: 2,
    countryCode: 'FR',
    breakfast: true,
    star: 4,
    days: 3,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('fetching a row through the calculators’ queries', () => {
  it('uses the hotel calculator’s cache entry, so a repeated row is not asked again', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ emission: 42.5 })));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const signal = new AbortController().signal;
    expect(await fetchFigure(client, BASE, STAY, signal)).toBe(42.5);
    expect(await fetchFigure(client, BASE, STAY, signal)).toBe(42.5);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The single calculator's query finds the answer in the cache.
    const cached = client.getQueryData(hotelCalculationQuery(BASE, STAY.input).queryKey);
    expect(cached?.result.answer).toEqual({ emission: 42.5 });
  });

  it('makes no retries of its own: a 500 fails at once', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('boom', { status: 500 })));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(
      fetchFigure(client, BASE, STAY, new AbortController().signal),
    ).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('aborts the request when the batch is cancelled', async () => {
    let seen: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        seen = init?.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        );
      }),
    );
    const client = createQueryClient();
    const controller = new AbortController();
    const pending = fetchFigure(client, BASE, STAY, controller.signal);
    await vi.waitFor(() => expect(seen).toBeDefined());
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(seen?.aborted).toBe(true);
  });

  it('fails a row whose answer holds no figure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ note: 'no figure' }))),
    );
    await expect(
      fetchFigure(createQueryClient(), BASE, STAY, new AbortController().signal),
    ).rejects.toMatchObject({ name: 'NoFigureError' });
  });
});

describe('pausing the batch', () => {
  it('pauses for a 429 or 503 that names a time, up to a limit', () => {
    const http = (status: number, retryAfterMs?: number) =>
      new ApiError('http', '', { status, retryAfterMs });
    expect(pauseFor(http(429, 2000))).toBe(2000);
    expect(pauseFor(http(503, 1000))).toBe(1000);
    expect(pauseFor(http(429))).toBeUndefined();
    expect(pauseFor(http(500, 1000))).toBeUndefined();
    expect(pauseFor(http(429, MAX_PAUSE_MS + 1))).toBeUndefined();
    expect(pauseFor(new Error('x'))).toBeUndefined();
  });
});
