/**
 * A pause an answer asks for (a `429` or `503` with `Retry-After`) pauses the whole batch and puts
 * its item back at the front: neither p-limit nor p-queue does that, which is most of what this
 * does. Items are ids; the caller keeps the data.
 */

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface BatchOptions<K, R> {
  ids: readonly K[];
  /** Clamped to 1..8. */
  concurrency: number;
  call: (id: K, signal: AbortSignal) => Promise<R>;
  /** Undefined: no pause. */
  pauseFor: (error: unknown) => number | undefined;
  onStart?: (id: K) => void;
  onSettled: (id: K, outcome: Outcome<R>) => void;
  /** Epoch ms when the batch pauses, null when it goes on. */
  onPause?: (until: number | null) => void;
  /** An item that asked for a pause more often than this is settled as failed. */
  maxPausesPerItem?: number;
  now?: () => number;
}

export interface BatchRun {
  cancel: () => void;
  done: Promise<'finished' | 'cancelled'>;
}

export const MIN_CONCURRENCY = 1;
export const MAX_CONCURRENCY = 8;
export const DEFAULT_CONCURRENCY = 4;

export function clampConcurrency(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_CONCURRENCY;
  return Math.min(MAX_CONCURRENCY, Math.max(MIN_CONCURRENCY, Math.trunc(value)));
}

export function runBatch<K, R>(options: BatchOptions<K, R>): BatchRun {
  const { call, pauseFor, onStart, onSettled, onPause } = options;
  const now = options.now ?? Date.now;
  const limit = clampConcurrency(options.concurrency);
  const maxPauses = options.maxPausesPerItem ?? 5;
  const queue = [...options.ids];
  const pauses = new Map<K, number>();
  const controller = new AbortController();
  let active = 0;
  let pausedUntil = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finish: (result: 'finished' | 'cancelled') => void = () => undefined;
  const done = new Promise<'finished' | 'cancelled'>((resolve) => {
    finish = resolve;
  });

  const pump = () => {
    if (controller.signal.aborted) {
      if (active === 0) finish('cancelled');
      return;
    }
    if (queue.length === 0) {
      if (active === 0) finish('finished');
      return;
    }
    const wait = pausedUntil - now();
    if (wait > 0) {
      if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          onPause?.(null);
          pump();
        }, wait);
      }
      return;
    }
    while (active < limit && queue.length > 0) {
      const id = queue.shift() as K;
      void start(id);
    }
  };

  const start = async (id: K) => {
    active++;
    onStart?.(id);
    try {
      const value = await call(id, controller.signal);
      if (!controller.signal.aborted) onSettled(id, { ok: true, value });
    } catch (error) {
      if (controller.signal.aborted) return;
      const pause = pauseFor(error);
      const count = (pauses.get(id) ?? 0) + 1;
      if (pause !== undefined && count <= maxPauses) {
        pauses.set(id, count);
        queue.unshift(id);
        const until = now() + pause;
        if (until > pausedUntil) {
          pausedUntil = until;
          onPause?.(until);
        }
      } else {
        onSettled(id, { ok: false, error });
      }
    } finally {
      active--;
      pump();
    }
  };

  const cancel = () => {
    if (controller.signal.aborted) return;
    controller.abort();
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
      onPause?.(null);
    }
    pump();
  };

  pump();
  return { cancel, done };
}
