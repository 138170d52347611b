/**
 * The running batch as React state: outcomes and rows in flight live in refs and reach the screen
 * at most five times a second, so a thousand answers never mean a thousand renders.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Connection } from '../../api/connection.ts';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors.ts';
import { failureOf } from './failure.ts';
import type { RowOutcome } from './results.ts';
import type { BulkRequest, CheckedRow } from './rows.ts';
import { runBatch, type BatchRun } from './runner.ts';

export type Phase = 'idle' | 'running' | 'finished' | 'cancelled';

export interface BatchView {
  phase: Phase;
  /** Epoch ms when the current or last run started. */
  startedAt: number;
  /** Rows settled in the current or last run. */
  settled: number;
  /** Epoch ms when a pause ends; null while not paused. */
  pausedUntil: number | null;
  /** Whether the pause is a limit's (a 429), not a service's asking for time otherwise (a 503). */
  pausedByLimit: boolean;
  /** Epoch ms of this view. */
  at: number;
  outcomes: ReadonlyMap<number, RowOutcome>;
  running: ReadonlySet<number>;
}

const FLUSH_MS = 500;

/**
 * A run the reader left (a link, back or forward): the rows it had not settled and its number of
 * calls at a time. It lives as long as the app does, so the run goes on when the bulk page opens
 * again; what settled is saved with the batch (`onEnd`) and shown again.
 */
let paused: { rows: ReadonlySet<number>; concurrency: number } | undefined;

// The calculation code (the calculators' query options) loads with the first batch.
let calculate: typeof import('./calculate.ts') | undefined;
async function loadCalculate() {
  calculate ??= await import('./calculate.ts');
  return calculate;
}

export function useBatch(
  connection: Connection,
  onEnd: (outcomes: ReadonlyMap<number, RowOutcome>) => void,
) {
  const client = useQueryClient();
  const outcomes = useRef(new Map<number, RowOutcome>());
  const running = useRef(new Set<number>());
  const settled = useRef(0);
  const run = useRef<(BatchRun & { rows: number[]; concurrency: number }) | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pauseIsLimit = useRef(false);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  const snapshot = useCallback(
    (phase: Phase, startedAt: number, pausedUntil: number | null): BatchView => ({
      phase,
      startedAt,
      pausedUntil,
      pausedByLimit: pauseIsLimit.current,
      at: Date.now(),
      settled: settled.current,
      outcomes: new Map(outcomes.current),
      running: new Set(running.current),
    }),
    [],
  );
  const [view, setView] = useState<BatchView>(() => ({
    phase: 'idle',
    startedAt: 0,
    pausedUntil: null,
    pausedByLimit: false,
    at: 0,
    settled: 0,
    outcomes: new Map(),
    running: new Set(),
  }));

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setView((current) => snapshot(current.phase, current.startedAt, current.pausedUntil));
  }, [snapshot]);

  const scheduleFlush = useCallback(() => {
    timer.current ??= setTimeout(flush, FLUSH_MS);
  }, [flush]);

  const start = useCallback(
    (rows: readonly CheckedRow[], concurrency: number) => {
      if (run.current) return;
      const requests = new Map<number, BulkRequest>();
      for (const row of rows) if (row.request) requests.set(row.row, row.request);
      for (const id of requests.keys()) outcomes.current.delete(id);
      settled.current = 0;
      const startedAt = Date.now();
      setView(snapshot('running', startedAt, null));
      const batch = runBatch({
        ids: [...requests.keys()],
        concurrency,
        call: async (id, signal) => {
          const request = requests.get(id);
          if (!request) throw new Error(`No request for row ${id}.`);
          const { fetchFigure } = await loadCalculate();
          return fetchFigure(client, connection, request, signal);
        },
        pauseFor: (error) => {
          const pause = calculate?.pauseFor(error);
          if (pause !== undefined) pauseIsLimit.current = isApiError(error) && error.status === 429;
          return pause;
        },
        onStart: (id) => {
          running.current.add(id);
          scheduleFlush();
        },
        onSettled: (id, outcome) => {
          running.current.delete(id);
          settled.current++;
          outcomes.current.set(
            id,
            outcome.ok
              ? { status: 'done', kilograms: outcome.value }
              : { status: 'failed', failure: failureOf(outcome.error) },
          );
          scheduleFlush();
        },
        onPause: (until) => {
          setView((current) => ({
            ...current,
            pausedUntil: until,
            pausedByLimit: pauseIsLimit.current,
          }));
        },
      });
      run.current = { ...batch, rows: [...requests.keys()], concurrency };
      void batch.done.then((result) => {
        run.current = undefined;
        running.current.clear();
        clearTimeout(timer.current);
        timer.current = undefined;
        setView(snapshot(result, startedAt, null));
        onEndRef.current(outcomes.current);
      });
    },
    [connection, client, scheduleFlush, snapshot],
  );

  const cancel = useCallback(() => run.current?.cancel(), []);

  /** Forgets the outcomes of these rows (edited, removed) or of all rows. */
  const forget = useCallback(
    (rows?: readonly number[]) => {
      if (rows) for (const row of rows) outcomes.current.delete(row);
      else outcomes.current.clear();
      setView((current) =>
        snapshot(rows ? current.phase : 'idle', current.startedAt, current.pausedUntil),
      );
    },
    [snapshot],
  );

  /** Shows the outcomes of a saved batch. */
  const restore = useCallback(
    (saved: ReadonlyMap<number, RowOutcome>) => {
      outcomes.current = new Map(saved);
      setView((current) => snapshot(current.phase, current.startedAt, current.pausedUntil));
    },
    [snapshot],
  );

  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  }, [start]);
  /**
   * Goes on with the run paused when the reader left the page, with these rows (the saved batch's,
   * checked again); returns its number of calls at a time, or undefined when no run was paused.
   */
  const resume = useCallback((rows: readonly CheckedRow[]): number | undefined => {
    const left = paused;
    paused = undefined;
    if (!left) return undefined;
    startRef.current(
      rows.filter((row) => left.rows.has(row.row)),
      left.concurrency,
    );
    return left.concurrency;
  }, []);

  // A reload or a closed tab ends a run without unmounting anything: what settled is kept as the
  // page goes (`visibilitychange` is the last moment a phone's browser reliably gives), so that
  // the batch opens again with its results and the rows left to calculate. A call that did not
  // get through may have been stopped by the page going: its row is kept as not sent, never as
  // "could not be reached".
  useEffect(() => {
    const keep = () => {
      if (!run.current) return;
      const answered = new Map<number, RowOutcome>();
      for (const [row, outcome] of outcomes.current) {
        if (outcome.status === 'done' || outcome.failure.kind !== 'network') {
          answered.set(row, outcome);
        }
      }
      onEndRef.current(answered);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);

  // Leaving the page pauses the run: the calls in flight stop, what settled is kept (onEnd), and
  // the rows not settled go on when the page opens again (`resume`).
  useEffect(
    () => () => {
      const current = run.current;
      if (current) {
        const settledRows = outcomes.current;
        paused = {
          rows: new Set(current.rows.filter((row) => !settledRows.has(row))),
          concurrency: current.concurrency,
        };
        // Saved now, not when the aborted calls have ended: the page may open again before.
        onEndRef.current(settledRows);
        current.cancel();
      }
      clearTimeout(timer.current);
    },
    [],
  );

  return { view, start, cancel, forget, restore, resume };
}
