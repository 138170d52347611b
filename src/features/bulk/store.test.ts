import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { fakeConnection } from '../../test/connection.ts';
import { pauseFor } from './calculate.ts';
import { readText } from './read-file.ts';
import { checkRow, type BulkRequest } from './rows.ts';
import { hasSavedBatch, loadBatch } from './storage.ts';
import { BulkStore, type BulkState, type RunContext } from './store.ts';

const CONTEXT: RunContext = {
  client: createQueryClient(),
  connection: fakeConnection('https://service.example.test/v1'),
};
const OPENING = { ...CONTEXT, language: 'en' } as const;

/** Hotel stays told apart by their number of days: row n (from 2) stays n days. */
function stays(count: number): string {
  const lines = ['roomType,numberOfGuests,countryCode,breakfast,star,days'];
  for (let i = 0; i < count; i++) lines.push(`STANDARD,2,DE,yes,3,${i + 2}`);
  return lines.join('\n');
}

const rowOf = (request: BulkRequest) => (request.kind === 'hotel' ? request.input.days : 0);

/** A fake service: each row's call waits until the test answers it. */
function fakeService() {
  const waiting = new Map<
    number,
    { resolve: (kg: number) => void; reject: (e: unknown) => void }
  >();
  const calls: number[] = [];
  const aborted: number[] = [];
  const fetchFigure = vi.fn(
    (_client: unknown, _connection: unknown, request: BulkRequest, signal: AbortSignal) =>
      new Promise<number>((resolve, reject) => {
        const row = rowOf(request);
        calls.push(row);
        const onAbort = () => {
          aborted.push(row);
          reject(new DOMException('Aborted', 'AbortError'));
        };
        signal.addEventListener('abort', onAbort);
        const settle = () => signal.removeEventListener('abort', onAbort);
        waiting.set(row, {
          resolve: (kilograms) => {
            settle();
            resolve(kilograms);
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        });
      }),
  );
  const loadCalculation = vi.fn(() => Promise.resolve({ fetchFigure, pauseFor }));
  const answer = async (row: number, kilograms = row * 10) => {
    waiting.get(row)?.resolve(kilograms);
    waiting.delete(row);
    await vi.advanceTimersByTimeAsync(0);
  };
  const fail = async (row: number, error: unknown) => {
    waiting.get(row)?.reject(error);
    waiting.delete(row);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { calls, aborted, loadCalculation, answer, fail, waiting };
}

/** A store with `count` hotel rows read, as the page has them after a file. */
async function storeWithRows(count: number) {
  const service = fakeService();
  const store = new BulkStore({ loadCalculation: service.loadCalculation });
  store.open(OPENING);
  await store.load(readText(stays(count)), 'stays.csv', 'en');
  return { store, service };
}

const statuses = (state: BulkState) =>
  Object.fromEntries([...state.run.outcomes].map(([row, outcome]) => [row, outcome.status]));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the bulk store', () => {
  it('reads a file, takes its kind from the header and keeps its rows before any calculation', async () => {
    const { store, service } = await storeWithRows(3);
    const state = store.getSnapshot();
    expect(state.kind).toBe('hotel');
    expect(state.fileName).toBe('stays.csv');
    expect(state.rows.map((row) => row.row)).toEqual([2, 3, 4]);
    expect(state.busy).toBe(false);
    expect(loadBatch((kind, row, cells) => checkRow(kind, row, cells, 'en'))?.rows).toHaveLength(3);
    // The calculation code loads with the first call, not with the page or the file.
    expect(service.loadCalculation).not.toHaveBeenCalled();
  });

  it('says in its state what could not be read, and keeps no rows', async () => {
    const store = new BulkStore();
    store.open(OPENING);
    await store.load(
      Promise.resolve({ ok: false, error: 'tooLarge', bytes: 2_000_000 }),
      'big.csv',
      'en',
    );
    expect(store.getSnapshot().fileError).toEqual({ key: 'bulk.file.tooLarge', bytes: 2_000_000 });
    expect(store.getSnapshot().rows).toEqual([]);
    expect(hasSavedBatch()).toBe(false);
  });

  it('shows a run’s answers at most twice a second, and its end at once', async () => {
    const { store, service } = await storeWithRows(3);
    const renders = vi.fn();
    store.subscribe(renders);
    store.start('left', CONTEXT);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().run.phase).toBe('running');
    expect(service.calls).toEqual([2, 3, 4]);

    await service.answer(2);
    await service.answer(3);
    expect(statuses(store.getSnapshot())).toEqual({});
    await vi.advanceTimersByTimeAsync(500);
    expect(statuses(store.getSnapshot())).toEqual({ 2: 'done', 3: 'done' });
    const rendersBefore = renders.mock.calls.length;

    await service.answer(4);
    expect(store.getSnapshot().run.phase).toBe('finished');
    expect(store.getSnapshot().run.settled).toBe(3);
    expect(renders.mock.calls.length - rendersBefore).toBe(1);
    const saved = loadBatch((kind, row, cells) => checkRow(kind, row, cells, 'en'));
    expect(saved?.outcomes.get(4)).toEqual({ status: 'done', kilograms: 40 });
  });

  it('pauses the whole run for a limit’s wait, says it is a limit’s, and goes on by itself', async () => {
    const { store, service } = await storeWithRows(2);
    store.setConcurrency(1);
    store.start('left', CONTEXT);
    await vi.advanceTimersByTimeAsync(0);
    const now = Date.now();
    await service.fail(2, new ApiError('http', '', { status: 429, retryAfterMs: 3000 }));
    const paused = store.getSnapshot().run;
    expect(paused.pausedUntil).toBe(now + 3000);
    expect(paused.pausedByLimit).toBe(true);
    expect(service.calls).toEqual([2]);

    await vi.advanceTimersByTimeAsync(2999);
    expect(service.calls).toEqual([2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getSnapshot().run.pausedUntil).toBeNull();
    // The row that asked for the pause goes first again.
    expect(service.calls).toEqual([2, 2]);
  });

  it('a service asking for time (503) pauses the run too, not as a limit', async () => {
    const { store, service } = await storeWithRows(1);
    store.start('left', CONTEXT);
    await vi.advanceTimersByTimeAsync(0);
    await service.fail(2, new ApiError('http', '', { status: 503, retryAfterMs: 1000 }));
    expect(store.getSnapshot().run.pausedUntil).not.toBeNull();
    expect(store.getSnapshot().run.pausedByLimit).toBe(false);
  });

  it('leaving the page pauses the run and keeps what settled; opening it again goes on with the rest', async () => {
    const { store, service } = await storeWithRows(6);
    store.setConcurrency(2);
    store.start('left', CONTEXT);
    await vi.advanceTimersByTimeAsync(0);
    await service.answer(2);
    expect(service.calls).toEqual([2, 3, 4]);

    store.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(service.aborted).toEqual([3, 4]);
    expect(store.getSnapshot().rows).toEqual([]);
    expect(store.getSnapshot().busy).toBe(true);
    const kept = loadBatch((kind, row, cells) => checkRow(kind, row, cells, 'en'));
    expect([...(kept?.outcomes.keys() ?? [])]).toEqual([2]);

    service.calls.length = 0;
    store.open(OPENING);
    await vi.advanceTimersByTimeAsync(0);
    const state = store.getSnapshot();
    expect(state.notice).toBe('resumed');
    expect(state.concurrency).toBe(2);
    expect(state.run.phase).toBe('running');
    expect(service.calls).toEqual([3, 4]);
    for (const row of [3, 4, 5, 6, 7]) await service.answer(row);
    expect(store.getSnapshot().run.phase).toBe('finished');
    expect(statuses(store.getSnapshot())).toEqual({
      2: 'done',
      3: 'done',
      4: 'done',
      5: 'done',
      6: 'done',
      7: 'done',
    });
  });

  it('a page that goes during a run keeps the rows answered, not those whose calls it may have stopped', async () => {
    const { store, service } = await storeWithRows(3);
    store.start('left', CONTEXT);
    await vi.advanceTimersByTimeAsync(0);
    await service.answer(2);
    await service.fail(3, new ApiError('network', 'offline'));
    window.dispatchEvent(new Event('pagehide'));
    const kept = loadBatch((kind, row, cells) => checkRow(kind, row, cells, 'en'));
    expect([...(kept?.outcomes.keys() ?? [])]).toEqual([2]);
    expect(store.getSnapshot().run.phase).toBe('running');
  });

  it('opening the page again shows the last batch’s results, and start over forgets them', async () => {
    const { store, service } = await storeWithRows(2);
    store.start('left', CONTEXT);
    await vi.advanceTimersByTimeAsync(0);
    await service.answer(2);
    await service.fail(3, new ApiError('http', 'boom', { status: 500 }));
    store.leave();

    store.open(OPENING);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().notice).toBe('restored');
    expect(statuses(store.getSnapshot())).toEqual({ 2: 'done', 3: 'failed' });

    store.startOver();
    expect(store.getSnapshot().rows).toEqual([]);
    expect(store.getSnapshot().notice).toBeNull();
    expect(hasSavedBatch()).toBe(false);
  });

  it('retrying sends only the rows that failed', async () => {
    const { store, service } = await storeWithRows(3);
    store.start('left', CONTEXT);
    await vi.advanceTimersByTimeAsync(0);
    await service.answer(2);
    await service.fail(3, new ApiError('http', 'boom', { status: 500 }));
    await service.answer(4);
    service.calls.length = 0;
    store.start('failed', CONTEXT);
    await vi.advanceTimersByTimeAsync(0);
    expect(service.calls).toEqual([3]);
  });

  it('a row fixed or removed loses its result, and the rows are kept as they are now', async () => {
    const { store, service } = await storeWithRows(3);
    store.start('left', CONTEXT);
    await vi.advanceTimersByTimeAsync(0);
    for (const row of [2, 3, 4]) await service.answer(row);
    const [first, second] = store.getSnapshot().rows;
    if (!first || !second) throw new Error('No rows.');

    await store.edit(first, 'days', '9', 'en');
    store.drop(second);
    const state = store.getSnapshot();
    expect(state.rows.map((row) => row.row)).toEqual([2, 4]);
    expect(state.rows[0]?.cells.days).toBe('9');
    expect(statuses(state)).toEqual({ 4: 'done' });
    const kept = loadBatch((kind, row, cells) => checkRow(kind, row, cells, 'en'));
    expect(kept?.rows.map((row) => row.cells.days)).toEqual(['9', '4']);
    expect([...(kept?.outcomes.keys() ?? [])]).toEqual([4]);
  });

  it('a file read again as the other kind is checked as that kind, its results forgotten', async () => {
    const { store } = await storeWithRows(2);
    await store.changeKind('event', 'en');
    const state = store.getSnapshot();
    expect(state.kind).toBe('event');
    expect(state.rows).toEqual([]);
    expect(state.fileError).toMatchObject({ key: 'bulk.file.missingColumns', otherKind: 'hotel' });
  });

  it('cancel stops the calls in flight and keeps what settled', async () => {
    const { store, service } = await storeWithRows(3);
    store.start('left', CONTEXT);
    await vi.advanceTimersByTimeAsync(0);
    await service.answer(2);
    store.cancel();
    await vi.advanceTimersByTimeAsync(0);
    expect(service.aborted).toEqual([3, 4]);
    expect(store.getSnapshot().run.phase).toBe('cancelled');
    expect(statuses(store.getSnapshot())).toEqual({ 2: 'done' });
  });
});
