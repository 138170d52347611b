import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useConnection } from '../../settings/connection.ts';
import { useSettings } from '../../settings/store.ts';
import { registerAreas, useLanguage, useT, type Translate } from '../../i18n/index.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useBlocker } from '../../routing/router.tsx';
import type { BulkKind, Column } from './columns.ts';
import { FileInput } from './FileInput.tsx';
import { MAX_ROWS } from './limits.ts';
import type { ParsedTable } from './parse.ts';
import { readFile, readText, type ReadOutcome } from './read-file.ts';
import { resultRow, type RowOutcome } from './results.ts';
import { ResultsTable } from './ResultsTable.tsx';
import { loadChecker } from './load-checker.ts';
import type { CheckedRow, TableError } from './rows.ts';
import { RowsTable } from './RowsTable.tsx';
import { RunPanel, type Counts } from './RunPanel.tsx';
import { DEFAULT_CONCURRENCY } from './runner.ts';
import { clearBatch, hasSavedBatch, loadBatch, saveBatch } from './storage.ts';
import { useBatch } from './useBatch.ts';
import './bulk.css';

// The bulk page's own messages, and the calculators' (the words of each row's choices).
registerAreas('bulk', 'event', 'hotel');

type FileError =
  | { key: 'bulk.file.empty' | 'bulk.file.unreadable' }
  | { key: 'bulk.file.tooLarge'; bytes: number }
  | { key: 'bulk.file.tooManyRows'; rows: number }
  | TableError;

function fileErrorText(error: FileError, t: Translate): string {
  switch (error.key) {
    case 'bulk.file.empty':
    case 'bulk.file.unreadable':
      return t(error.key);
    case 'bulk.file.tooLarge':
      return t(error.key, { size: Math.ceil(error.bytes / 1000) });
    case 'bulk.file.tooManyRows':
      return t(error.key, { rows: error.rows, max: MAX_ROWS });
    case 'bulk.file.missingColumns':
    case 'bulk.file.duplicateColumns':
      return t(error.key, {
        columns: error.columns.map((column) => t(`bulk.column.${column}`)).join(', '),
      });
  }
}

function BulkPage() {
  const t = useT();
  const language = useLanguage();
  const settings = useSettings();
  const connection = useConnection();
  const [kind, setKind] = useState<BulkKind>('event');
  const [table, setTable] = useState<ParsedTable | null>(null);
  const [rows, setRows] = useState<CheckedRow[]>([]);
  const [ignored, setIgnored] = useState<string[]>([]);
  const [fileName, setFileName] = useState<string | undefined>();
  const [fileError, setFileError] = useState<FileError | null>(null);
  const [busy, setBusy] = useState(hasSavedBatch);
  const [restored, setRestored] = useState(false);
  const [resumed, setResumed] = useState(false);
  const [concurrency, setConcurrency] = useState(DEFAULT_CONCURRENCY);

  const latest = useRef({ kind, rows, fileName });
  useEffect(() => {
    latest.current = { kind, rows, fileName };
  }, [kind, rows, fileName]);
  const onEnd = useCallback((outcomes: ReadonlyMap<number, RowOutcome>) => {
    const { kind: k, rows: r, fileName: f } = latest.current;
    saveBatch({ kind: k, rows: r, fileName: f, outcomes: new Map(outcomes) });
  }, []);
  const batch = useBatch(connection, onEnd);
  const { view, restore, resume } = batch;
  const running = view.phase === 'running';

  // The language its counts are read in (`1.000`): the reader's when the page opens; a later change
  // of language does not load the batch again.
  const openedIn = useRef(language);

  // The last batch of this browser session, shown again.
  useEffect(() => {
    if (!hasSavedBatch()) return;
    let live = true;
    void loadChecker().then(({ checkRow }) => {
      if (!live) return;
      const saved = loadBatch((kind, row, cells) => checkRow(kind, row, cells, openedIn.current));
      setBusy(false);
      if (!saved) return;
      setKind(saved.kind);
      setRows(saved.rows);
      setFileName(saved.fileName);
      restore(saved.outcomes);
      // A run paused when the reader left the page goes on.
      const resumedAt = resume(saved.rows);
      if (resumedAt !== undefined) setConcurrency(resumedAt);
      setResumed(resumedAt !== undefined);
      setRestored(resumedAt === undefined && saved.outcomes.size > 0);
    });
    return () => {
      live = false;
    };
  }, [restore, resume]);

  // Leaving a running batch by a link asks first, and closing or reloading the tab; leaving it by
  // back or forward pauses it (useBatch).
  useBlocker(running, t('bulk.run.leave'));

  const results = useMemo(
    () => rows.map((row) => resultRow(row, view.outcomes.get(row.row), view.running.has(row.row))),
    [rows, view.outcomes, view.running],
  );
  const counts: Counts = useMemo(() => {
    const ready = rows.filter((row) => row.request).length;
    const done = results.filter((row) => row.status === 'done').length;
    const failed = results.filter((row) => row.status === 'failed').length;
    return { ready, done, failed, left: ready - done - failed };
  }, [rows, results]);

  // The rows are kept as soon as they are read, and again with every fix: a reader who leaves the
  // page or reloads it before calculating finds them as they left them.
  const check = async (parsed: ParsedTable, as: BulkKind, name: string | undefined) => {
    const { checkTable } = await loadChecker();
    const outcome = checkTable(parsed, as, language);
    if (outcome.ok) {
      setRows(outcome.checked.rows);
      setIgnored(outcome.checked.ignored);
      setFileError(null);
      saveBatch({ kind: as, rows: outcome.checked.rows, fileName: name, outcomes: new Map() });
    } else {
      setRows([]);
      setIgnored([]);
      setFileError(outcome.error);
    }
  };

  const load = async (read: Promise<ReadOutcome>, name?: string) => {
    setBusy(true);
    const [outcome, checker] = await Promise.all([read, loadChecker()]);
    setBusy(false);
    batch.forget();
    clearBatch();
    setRestored(false);
    setResumed(false);
    setFileName(name);
    if (!outcome.ok) {
      setTable(null);
      setRows([]);
      setIgnored([]);
      setFileError(
        outcome.error === 'tooLarge'
          ? { key: 'bulk.file.tooLarge', bytes: outcome.bytes }
          : outcome.error === 'tooManyRows'
            ? { key: 'bulk.file.tooManyRows', rows: outcome.rows ?? 0 }
            : { key: outcome.error === 'empty' ? 'bulk.file.empty' : 'bulk.file.unreadable' },
      );
      return;
    }
    const detected = checker.kindOfHeader(outcome.table.headers) ?? kind;
    setKind(detected);
    setTable(outcome.table);
    await check(outcome.table, detected, name);
  };

  const changeKind = (next: BulkKind) => {
    setKind(next);
    if (table) {
      batch.forget();
      clearBatch();
      void check(table, next, fileName);
    }
  };

  const persistRows = (next: CheckedRow[], forgotten: number[]) => {
    setRows(next);
    batch.forget(forgotten);
    const outcomes = new Map(view.outcomes);
    for (const row of forgotten) outcomes.delete(row);
    saveBatch({ kind, rows: next, fileName, outcomes });
  };

  const edit = async (row: CheckedRow, column: Column, value: string) => {
    const { editCell } = await loadChecker();
    const fixed = editCell(kind, row, column, value, language);
    persistRows(
      rows.map((item) => (item.row === row.row ? fixed : item)),
      [row.row],
    );
  };

  const drop = (row: CheckedRow) => {
    if (rows.length === 1) emptiedByDrop.current = true;
    persistRows(
      rows.filter((item) => item.row !== row.row),
      [row.row],
    );
  };

  // The last row removed takes the rows' table, and the keyboard's place, with it: the page's
  // heading takes the focus (RowsTable moves it between rows).
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const emptiedByDrop = useRef(false);
  useEffect(() => {
    if (!emptiedByDrop.current || rows.length > 0) return;
    emptiedByDrop.current = false;
    pageHeading.current?.focus();
  }, [rows.length]);

  // Stable handlers for the memoized rows table; they call the latest edit and drop.
  const handlers = useRef({ edit, drop });
  useEffect(() => {
    handlers.current = { edit, drop };
  });
  const onEdit = useCallback(
    (row: CheckedRow, column: Column, value: string) =>
      void handlers.current.edit(row, column, value),
    [],
  );
  const onDrop = useCallback((row: CheckedRow) => handlers.current.drop(row), []);

  const start = (which: 'left' | 'failed') => {
    setRestored(false);
    setResumed(false);
    const chosen = results
      .filter((result) =>
        which === 'failed' ? result.status === 'failed' : result.status === 'pending',
      )
      .map((result) => result.row);
    batch.start(chosen, concurrency);
  };

  const startOver = () => {
    batch.forget();
    clearBatch();
    setRows([]);
    setTable(null);
    setIgnored([]);
    setFileName(undefined);
    setFileError(null);
    setRestored(false);
    setResumed(false);
  };

  const hasResults = counts.done + counts.failed > 0 || view.phase !== 'idle';

  return (
    <section className="page bulk" aria-labelledby="page-title">
      <PageTitle title={t('bulk.title')} />
      <h1 id="page-title" ref={pageHeading} tabIndex={-1}>
        {t('bulk.title')}
      </h1>
      <p className="lead">{t('bulk.intro')}</p>
      {restored ? (
        <div className="notice bulk-restored">
          <p>{t('bulk.run.restored')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={startOver}
          >
            {t('bulk.run.startOver')}
          </button>
        </div>
      ) : null}
      {resumed ? (
        <p className="notice bulk-resumed" role="status">
          {t('bulk.run.resumed')}
        </p>
      ) : null}
      <FileInput
        kind={kind}
        onKind={changeKind}
        onFile={(file) => void load(readFile(file), file.name)}
        onText={(text) => void load(readText(text))}
        busy={busy}
        disabled={running}
        fileName={fileName}
      />
      {fileError ? (
        <div className="error-panel" role="alert">
          <p className="error-panel__title">{fileErrorText(fileError, t)}</p>
          {fileError.key === 'bulk.file.missingColumns' && fileError.otherKind ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => fileError.otherKind && changeKind(fileError.otherKind)}
            >
              {t('bulk.file.readAs', { kind: t(`bulk.kind.${fileError.otherKind}`) })}
            </button>
          ) : null}
        </div>
      ) : null}
      {rows.length ? (
        <>
          <RowsTable
            kind={kind}
            rows={rows}
            ignored={ignored}
            disabled={running}
            onEdit={onEdit}
            onDrop={onDrop}
          />
          <RunPanel
            view={view}
            counts={counts}
            concurrency={concurrency}
            onConcurrency={setConcurrency}
            onStart={start}
            onCancel={batch.cancel}
          />
          {hasResults ? (
            <ResultsTable kind={kind} results={results} language={settings.language} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export default BulkPage;
