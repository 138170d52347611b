/**
 * The bulk page's state, kept outside React as the settings are. One store lives as long as the
 * app: a run the reader leaves by a link, back or forward is paused (what settled is saved) and
 * goes on when the page opens again. Outcomes reach the snapshot at most twice a second, so a
 * thousand answers never mean a thousand renders.
 */
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../../api/connection.ts';
import { isApiError } from '../../api/errors.ts';
import type { Language } from '../../shared/language.ts';
import type { BulkKind, Column } from './columns.ts';
import { failureOf } from './failure.ts';
import { loadChecker, type Checker } from './load-checker.ts';
import type { ParsedTable } from './parse.ts';
import type { ReadOutcome } from './read-file.ts';
import { statusOf, type RowOutcome } from './results.ts';
import type { BulkRequest, CheckedRow, TableError } from './rows.ts';
import { DEFAULT_CONCURRENCY, runBatch, type BatchRun, type Outcome } from './runner.ts';
import { clearBatch, hasSavedBatch, loadBatch, saveBatch } from './storage.ts';

type Phase = 'idle' | 'running' | 'finished' | 'cancelled';

export interface BatchView {
  phase: Phase;
  startedAt: number;
  settled: number;
  /** Null while not paused. */
  pausedUntil: number | null;
  /** A limit's (a 429), not a service asking for time otherwise (a 503). */
  pausedByLimit: boolean;
  at: number;
  outcomes: ReadonlyMap<number, RowOutcome>;
  running: ReadonlySet<number>;
}

export type FileError =
  | { key: 'bulk.file.empty' | 'bulk.file.unreadable' }
  | { key: 'bulk.file.tooLarge'; bytes: number }
  | { key: 'bulk.file.tooManyRows'; rows: number }
  | TableError;

export interface BulkState {
  kind: BulkKind;
  /** Kept to check it again as the other kind. */
  table: ParsedTable | null;
  rows: readonly CheckedRow[];
  ignored: readonly string[];
  fileName: string | undefined;
  fileError: FileError | null;
  busy: boolean;
  /** The saved batch's results shown again, or a run left on another page going on. */
  notice: 'restored' | 'resumed' | null;
  concurrency: number;
  run: BatchView;
}

export interface RunContext {
  client: QueryClient;
  connection: Connection;
}

type Calculation = Pick<typeof import('./calculate.ts'), 'fetchFigure' | 'pauseFor'>;

interface BulkStoreOptions {
  /** Loaded with a run's first call. */
  loadCalculation?: () => Promise<Calculation>;
}

const FLUSH_MS = 500;

type LiveRun = BatchRun & { rows: readonly number[]; concurrency: number };

function idleView(): BatchView {
  return {
    phase: 'idle',
    startedAt: 0,
    pausedUntil: null,
    pausedByLimit: false,
    at: 0,
    settled: 0,
    outcomes: new Map(),
    running: new Set(),
  };
}

function openingState(): BulkState {
  return {
    kind: 'event',
    table: null,
    rows: [],
    ignored: [],
    fileName: undefined,
    fileError: null,
    busy: hasSavedBatch(),
    notice: null,
    concurrency: DEFAULT_CONCURRENCY,
    run: idleView(),
  };
}

function fileErrorOf(outcome: ReadOutcome & { ok: false }): FileError {
  switch (outcome.error) {
    case 'tooLarge':
      return { key: 'bulk.file.tooLarge', bytes: outcome.bytes };
    case 'tooManyRows':
      return { key: 'bulk.file.tooManyRows', rows: outcome.rows ?? 0 };
    case 'empty':
      return { key: 'bulk.file.empty' };
    case 'unreadable':
      return { key: 'bulk.file.unreadable' };
  }
}

export class BulkStore {
  #state: BulkState = openingState();
  readonly #listeners = new Set<() => void>();
  readonly #loadCalculation: () => Promise<Calculation>;

  // The run as it goes; the snapshot's `run` copies them when flushed.
  #outcomes = new Map<number, RowOutcome>();
  readonly #running = new Set<number>();
  #settled = 0;
  #pauseIsLimit = false;
  #run: LiveRun | undefined;
  #flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** A run the reader left: the rows it had not settled and its calls at a time. */
  #paused: { rows: ReadonlySet<number>; concurrency: number } | undefined;
  /** Counts the page's openings and leavings: work begun for an earlier one shows nothing. */
  #visit = 0;
  #stopKeeping: (() => void) | undefined;

  constructor(options: BulkStoreOptions = {}) {
    this.#loadCalculation = options.loadCalculation ?? (() => import('./calculate.ts'));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): BulkState => this.#state;

  /** The session's last batch is shown again, its counts read in the page's language. */
  open = (opening: RunContext & { language: Language }): void => {
    const visit = ++this.#visit;
    this.#keepWhenThePageGoes();
    if (!hasSavedBatch()) return;
    void loadChecker().then(({ checkRow }) => {
      if (visit !== this.#visit) return;
      const saved = loadBatch((kind, row, cells) => checkRow(kind, row, cells, opening.language));
      if (!saved) {
        this.#set({ busy: false });
        return;
      }
      this.#outcomes = new Map(saved.outcomes);
      const left = this.#paused;
      this.#paused = undefined;
      this.#set({
        busy: false,
        kind: saved.kind,
        rows: saved.rows,
        fileName: saved.fileName,
        concurrency: left?.concurrency ?? this.#state.concurrency,
        notice: left ? 'resumed' : saved.outcomes.size > 0 ? 'restored' : null,
        run: this.#view(this.#state.run.phase, this.#state.run.startedAt, null),
      });
      if (left) {
        const rows = saved.rows.filter((row) => left.rows.has(row.row));
        this.#start(rows, left.concurrency, opening);
      }
    });
  };

  /**
   * What settled is saved now, not when the aborted calls have ended: the page may open again
   * before; the saved batch brings the state back.
   */
  leave = (): void => {
    this.#visit++;
    this.#stopKeeping?.();
    this.#stopKeeping = undefined;
    const current = this.#run;
    if (current) {
      this.#paused = {
        rows: new Set(current.rows.filter((row) => !this.#outcomes.has(row))),
        concurrency: current.concurrency,
      };
      this.#save(this.#outcomes);
      this.#run = undefined;
      current.cancel();
    }
    clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    this.#outcomes = new Map();
    this.#running.clear();
    this.#settled = 0;
    this.#pauseIsLimit = false;
    this.#state = openingState();
    this.#emit();
  };

  load = async (
    read: Promise<ReadOutcome>,
    name: string | undefined,
    language: Language,
  ): Promise<void> => {
    const visit = this.#visit;
    this.#set({ busy: true });
    const [outcome, checker] = await Promise.all([read, loadChecker()]);
    if (visit !== this.#visit) return;
    this.#forget();
    clearBatch();
    const fresh = { busy: false, notice: null, fileName: name } as const;
    if (!outcome.ok) {
      this.#set({ ...fresh, table: null, rows: [], ignored: [], fileError: fileErrorOf(outcome) });
      return;
    }
    const kind = checker.kindOfHeader(outcome.table.headers) ?? this.#state.kind;
    this.#set({ ...fresh, kind, table: outcome.table });
    this.#check(checker, language);
  };

  changeKind = async (kind: BulkKind, language: Language): Promise<void> => {
    this.#set({ kind });
    if (!this.#state.table) return;
    this.#forget();
    clearBatch();
    const visit = this.#visit;
    const checker = await loadChecker();
    if (visit === this.#visit) this.#check(checker, language);
  };

  edit = async (row: CheckedRow, column: Column, value: string, language: Language) => {
    const visit = this.#visit;
    const { editCell } = await loadChecker();
    if (visit !== this.#visit) return;
    const fixed = editCell(this.#state.kind, row, column, value, language);
    const rows = this.#state.rows.map((item) => (item.row === row.row ? fixed : item));
    this.#keepRows(rows, row.row);
  };

  drop = (row: CheckedRow): void => {
    this.#keepRows(
      this.#state.rows.filter((item) => item.row !== row.row),
      row.row,
    );
  };

  setConcurrency = (concurrency: number): void => this.#set({ concurrency });

  start = (which: 'left' | 'failed', context: RunContext): void => {
    const wanted = which === 'failed' ? 'failed' : 'pending';
    const chosen = this.#state.rows.filter(
      (row) => statusOf(row, this.#outcomes.get(row.row), this.#running.has(row.row)) === wanted,
    );
    this.#set({ notice: null });
    this.#start(chosen, this.#state.concurrency, context);
  };

  cancel = (): void => this.#run?.cancel();

  startOver = (): void => {
    this.#forget();
    clearBatch();
    this.#set({
      rows: [],
      table: null,
      ignored: [],
      fileName: undefined,
      fileError: null,
      notice: null,
    });
  };

  #set(patch: Partial<BulkState>): void {
    this.#state = { ...this.#state, ...patch };
    this.#emit();
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }

  #view(phase: Phase, startedAt: number, pausedUntil: number | null): BatchView {
    return {
      phase,
      startedAt,
      pausedUntil,
      pausedByLimit: this.#pauseIsLimit,
      at: Date.now(),
      settled: this.#settled,
      outcomes: new Map(this.#outcomes),
      running: new Set(this.#running),
    };
  }

  #flush(): void {
    clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    const { phase, startedAt, pausedUntil } = this.#state.run;
    this.#set({ run: this.#view(phase, startedAt, pausedUntil) });
  }

  #scheduleFlush(): void {
    this.#flushTimer ??= setTimeout(() => this.#flush(), FLUSH_MS);
  }

  #forget(rows?: readonly number[]): void {
    if (rows) for (const row of rows) this.#outcomes.delete(row);
    else this.#outcomes.clear();
    const { phase, startedAt, pausedUntil } = this.#state.run;
    this.#set({ run: this.#view(rows ? phase : 'idle', startedAt, pausedUntil) });
  }

  /** Kept as soon as read and with every fix, before any calculation. */
  #check(checker: Checker, language: Language): void {
    const { table, kind, fileName } = this.#state;
    if (!table) return;
    const outcome = checker.checkTable(table, kind, language);
    if (!outcome.ok) {
      this.#set({ rows: [], ignored: [], fileError: outcome.error });
      return;
    }
    const { rows, ignored } = outcome.checked;
    this.#set({ rows, ignored, fileError: null });
    saveBatch({ kind, rows, fileName, outcomes: new Map() });
  }

  #keepRows(rows: readonly CheckedRow[], changed: number): void {
    this.#forget([changed]);
    this.#set({ rows });
    this.#save(this.#outcomes);
  }

  #save(outcomes: ReadonlyMap<number, RowOutcome>): void {
    const { kind, rows, fileName } = this.#state;
    saveBatch({ kind, rows: [...rows], fileName, outcomes: new Map(outcomes) });
  }

  #start(rows: readonly CheckedRow[], concurrency: number, context: RunContext): void {
    if (this.#run) return;
    const requests = new Map<number, BulkRequest>();
    for (const row of rows) if (row.request) requests.set(row.row, row.request);
    for (const id of requests.keys()) this.#outcomes.delete(id);
    this.#settled = 0;
    const startedAt = Date.now();
    this.#set({ run: this.#view('running', startedAt, null) });
    let calculation: Calculation | undefined;
    const batch = runBatch({
      ids: [...requests.keys()],
      concurrency,
      call: async (id, signal) => {
        const request = requests.get(id);
        if (!request) throw new Error(`No request for row ${id}.`);
        calculation ??= await this.#loadCalculation();
        return calculation.fetchFigure(context.client, context.connection, request, signal);
      },
      pauseFor: (error) => {
        const pause = calculation?.pauseFor(error);
        if (pause !== undefined) this.#pauseIsLimit = isApiError(error) && error.status === 429;
        return pause;
      },
      onStart: (id) => {
        this.#running.add(id);
        this.#scheduleFlush();
      },
      onSettled: (id, outcome) => this.#settle(id, outcome),
      onPause: (until) =>
        this.#set({
          run: { ...this.#state.run, pausedUntil: until, pausedByLimit: this.#pauseIsLimit },
        }),
    });
    const run: LiveRun = { ...batch, rows: [...requests.keys()], concurrency };
    this.#run = run;
    void batch.done.then((result) => this.#end(run, result, startedAt));
  }

  #settle(id: number, outcome: Outcome<number>): void {
    this.#running.delete(id);
    this.#settled++;
    this.#outcomes.set(
      id,
      outcome.ok
        ? { status: 'done', kilograms: outcome.value }
        : { status: 'failed', failure: failureOf(outcome.error) },
    );
    this.#scheduleFlush();
  }

  #end(run: LiveRun, result: 'finished' | 'cancelled', startedAt: number): void {
    // A run the reader left was saved as the page went.
    if (this.#run !== run) return;
    this.#run = undefined;
    this.#running.clear();
    clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    this.#set({ run: this.#view(result, startedAt, null) });
    this.#save(this.#outcomes);
  }

  /**
   * A reload or a closed tab ends a run without the page being left: `visibilitychange` is the
   * last moment a phone's browser reliably gives. A call that did not get through may have been
   * stopped by the page going: its row is kept as not sent, never as "could not be reached".
   */
  #keepWhenThePageGoes(): void {
    this.#stopKeeping?.();
    const keep = () => {
      if (!this.#run) return;
      const answered = new Map<number, RowOutcome>();
      for (const [row, outcome] of this.#outcomes) {
        if (outcome.status === 'done' || outcome.failure.kind !== 'network') {
          answered.set(row, outcome);
        }
      }
      this.#save(answered);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onHidden);
    this.#stopKeeping = () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }
}

export const bulkStore = new BulkStore();

export function useBulk<T>(select: (state: BulkState) => T): T {
  const read = () => select(bulkStore.getSnapshot());
  return useSyncExternalStore(bulkStore.subscribe, read, read);
}
