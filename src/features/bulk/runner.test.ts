import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clampConcurrency, runBatch, type Outcome } from './runner.ts';

/** A fake service: each call waits until the test answers it. */
function fakeService() {
  const pending = new Map<number, { resolve: (v: string) => void; reject: (e: unknown) => void }>();
  let inFlight = 0;
  let maxInFlight = 0;
  const calls: number[] = [];
  const aborted: number[] = [];
  const call = (id: number, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push(id);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const onAbort = () => {
        aborted.push(id);
        settle();
        reject(new Error('aborted'));
      };
      const settle = () => {
        inFlight--;
        pending.delete(id);
        signal.removeEventListener('abort', onAbort);
      };
      pending.set(id, {
        resolve: (value) => {
          settle();
          resolve(value);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      signal.addEventListener('abort', onAbort);
    });
  return {
    call,
    calls,
    aborted,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    pendingIds: () => [...pending.keys()],
    answer: (id: number, value = `r${id}`) => pending.get(id)?.resolve(value),
    fail: (id: number, error: unknown) => pending.get(id)?.reject(error),
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const RETRY = { status: 429, retryAfterMs: 2000 };
const pauseFor = (error: unknown) =>
  error && typeof error === 'object' && 'retryAfterMs' in error
    ? (error as { retryAfterMs: number }).retryAfterMs
    : undefined;

describe('the batch runner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never has more than N calls in flight and settles every item', async () => {
    const service = fakeService();
    const settled = new Map<number, Outcome<string>>();
    const run = runBatch({
      ids: Array.from({ length: 20 }, (_, i) => i),
      concurrency: 3,
      call: service.call,
      pauseFor,
      onSettled: (id, outcome) => settled.set(id, outcome),
    });
    while (settled.size < 20) {
      await flush();
      expect(service.inFlight()).toBeLessThanOrEqual(3);
      const [first] = service.pendingIds();
      if (first !== undefined) service.answer(first);
    }
    expect(await run.done).toBe('finished');
    expect(service.maxInFlight()).toBe(3);
    expect(settled.get(7)).toEqual({ ok: true, value: 'r7' });
  });

  it('clamps the setting to 1..8', () => {
    expect(clampConcurrency(0)).toBe(1);
    expect(clampConcurrency(12)).toBe(8);
    expect(clampConcurrency(Number.NaN)).toBe(4);
    expect(clampConcurrency(5.7)).toBe(5);
  });

  it('marks a failure that asks for no pause as failed and goes on', async () => {
    const service = fakeService();
    const settled = new Map<number, Outcome<string>>();
    const run = runBatch({
      ids: [1, 2],
      concurrency: 2,
      call: service.call,
      pauseFor,
      onSettled: (id, outcome) => settled.set(id, outcome),
    });
    await flush();
    service.fail(1, { status: 500 });
    service.answer(2);
    expect(await run.done).toBe('finished');
    expect(settled.get(1)).toEqual({ ok: false, error: { status: 500 } });
    expect(settled.get(2)).toEqual({ ok: true, value: 'r2' });
  });

  it('pauses the whole batch for Retry-After, then sends the item again first', async () => {
    const service = fakeService();
    const pauses: (number | null)[] = [];
    const settled: number[] = [];
    const run = runBatch({
      ids: [1, 2, 3, 4],
      concurrency: 2,
      call: service.call,
      pauseFor,
      onSettled: (id) => settled.push(id),
      onPause: (until) => pauses.push(until),
    });
    await flush();
    expect(service.calls).toEqual([1, 2]);
    service.fail(1, RETRY);
    await flush();
    expect(pauses).toEqual([Date.now() + 2000]);
    service.answer(2);
    await flush();
    // paused: nothing new starts although both slots are free
    expect(service.calls).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(service.calls).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(pauses.at(-1)).toBeNull();
    expect(service.calls).toEqual([1, 2, 1, 3]);
    service.answer(1);
    service.answer(3);
    await flush();
    service.answer(4);
    expect(await run.done).toBe('finished');
    expect(settled).toEqual([2, 1, 3, 4]);
  });

  it('settles an item as failed after too many pauses', async () => {
    const service = fakeService();
    const settled = new Map<number, Outcome<string>>();
    const run = runBatch({
      ids: [1],
      concurrency: 1,
      call: service.call,
      pauseFor,
      maxPausesPerItem: 2,
      onSettled: (id, outcome) => settled.set(id, outcome),
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      await flush();
      service.fail(1, RETRY);
      await vi.advanceTimersByTimeAsync(2000);
    }
    expect(await run.done).toBe('finished');
    expect(service.calls).toEqual([1, 1, 1]);
    expect(settled.get(1)).toEqual({ ok: false, error: RETRY });
  });

  it('cancel aborts the calls in flight, starts no more and keeps what is done', async () => {
    const service = fakeService();
    const settled = new Map<number, Outcome<string>>();
    const run = runBatch({
      ids: [1, 2, 3, 4, 5],
      concurrency: 2,
      call: service.call,
      pauseFor,
      onSettled: (id, outcome) => settled.set(id, outcome),
    });
    await flush();
    service.answer(1);
    await flush();
    expect(service.calls).toEqual([1, 2, 3]);
    run.cancel();
    expect(await run.done).toBe('cancelled');
    expect(service.aborted.sort()).toEqual([2, 3]);
    expect([...settled.keys()]).toEqual([1]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(service.calls).toEqual([1, 2, 3]);
  });

  it('cancel during a pause ends the batch at once', async () => {
    const service = fakeService();
    const pauses: (number | null)[] = [];
    const run = runBatch({
      ids: [1, 2],
      concurrency: 1,
      call: service.call,
      pauseFor,
      onSettled: () => undefined,
      onPause: (until) => pauses.push(until),
    });
    await flush();
    service.fail(1, { retryAfterMs: 60_000 });
    await flush();
    run.cancel();
    expect(await run.done).toBe('cancelled');
    expect(pauses.at(-1)).toBeNull();
    expect(service.calls).toEqual([1]);
  });

  it('retrying the failed items is a new batch of only those', async () => {
    const service = fakeService();
    const failed: number[] = [];
    const first = runBatch({
      ids: [1, 2, 3],
      concurrency: 3,
      call: service.call,
      pauseFor,
      onSettled: (id, outcome) => {
        if (!outcome.ok) failed.push(id);
      },
    });
    await flush();
    service.answer(1);
    service.fail(2, { status: 500 });
    service.fail(3, { status: 502 });
    await first.done;
    expect(failed).toEqual([2, 3]);
    const retried: number[] = [];
    const second = runBatch({
      ids: failed,
      concurrency: 3,
      call: service.call,
      pauseFor,
      onSettled: (id, outcome) => outcome.ok && retried.push(id),
    });
    await flush();
    service.answer(2);
    service.answer(3);
    await second.done;
    expect(service.calls).toEqual([1, 2, 3, 2, 3]);
    expect(retried).toEqual([2, 3]);
  });

  it('finishes at once with nothing to do', async () => {
    const run = runBatch({
      ids: [],
      concurrency: 4,
      call: () => Promise.resolve(1),
      pauseFor,
      onSettled: () => undefined,
    });
    expect(await run.done).toBe('finished');
  });
});
