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

type Ending = 'finished' | 'cancelled';

/** One run's queue, what is in flight and its pause. */
class Batch<K, R> {
  private readonly options: BatchOptions<K, R>;
  private readonly now: () => number;
  private readonly limit: number;
  private readonly maxPauses: number;
  private readonly queue: K[];
  private readonly pauses = new Map<K, number>();
  private readonly controller = new AbortController();
  private active = 0;
  private pausedUntil = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private finish: (result: Ending) => void = () => undefined;
  readonly done = new Promise<Ending>((resolve) => {
    this.finish = resolve;
  });

  constructor(options: BatchOptions<K, R>) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.limit = clampConcurrency(options.concurrency);
    this.maxPauses = options.maxPausesPerItem ?? 5;
    this.queue = [...options.ids];
  }

  pump(): void {
    if (this.controller.signal.aborted) {
      if (this.active === 0) this.finish('cancelled');
      return;
    }
    if (this.queue.length === 0) {
      if (this.active === 0) this.finish('finished');
      return;
    }
    const wait = this.pausedUntil - this.now();
    if (wait > 0) {
      this.resumeAfter(wait);
      return;
    }
    while (this.active < this.limit && this.queue.length > 0) {
      const id = this.queue.shift() as K;
      void this.start(id);
    }
  }

  cancel(): void {
    if (this.controller.signal.aborted) return;
    this.controller.abort();
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.options.onPause?.(null);
    }
    this.pump();
  }

  private resumeAfter(wait: number): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.options.onPause?.(null);
      this.pump();
    }, wait);
  }

  private async start(id: K): Promise<void> {
    const { signal } = this.controller;
    this.active++;
    this.options.onStart?.(id);
    try {
      const value = await this.options.call(id, signal);
      if (!signal.aborted) this.options.onSettled(id, { ok: true, value });
    } catch (error) {
      if (!signal.aborted) this.failed(id, error);
    } finally {
      this.active--;
      this.pump();
    }
  }

  /** Puts the item back in front and pauses the batch when its failure asks for a pause. */
  private failed(id: K, error: unknown): void {
    const pause = this.options.pauseFor(error);
    const count = (this.pauses.get(id) ?? 0) + 1;
    if (pause === undefined || count > this.maxPauses) {
      this.options.onSettled(id, { ok: false, error });
      return;
    }
    this.pauses.set(id, count);
    this.queue.unshift(id);
    const until = this.now() + pause;
    if (until > this.pausedUntil) {
      this.pausedUntil = until;
      this.options.onPause?.(until);
    }
  }
}

export function runBatch<K, R>(options: BatchOptions<K, R>): BatchRun {
  const batch = new Batch(options);
  batch.pump();
  return { cancel: () => batch.cancel(), done: batch.done };
}
