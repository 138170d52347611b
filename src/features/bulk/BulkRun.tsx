/** The bulk page's run part: starting, following and stopping the batch, and its results. */
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConnection } from '../../settings/connection.ts';
import { useSettings } from '../../settings/store.ts';
import { resultRow } from './results.ts';
import { ResultsTable } from './ResultsTable.tsx';
import { RunPanel, type Counts } from './RunPanel.tsx';
import { bulkStore, useBulk } from './store.ts';

export function BulkRun() {
  const { language } = useSettings();
  const client = useQueryClient();
  const connection = useConnection();
  const kind = useBulk((state) => state.kind);
  const rows = useBulk((state) => state.rows);
  const view = useBulk((state) => state.run);
  const concurrency = useBulk((state) => state.concurrency);

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
  const hasResults = counts.done + counts.failed > 0 || view.phase !== 'idle';

  return (
    <>
      <RunPanel
        view={view}
        counts={counts}
        concurrency={concurrency}
        onConcurrency={bulkStore.setConcurrency}
        onStart={(which) => bulkStore.start(which, { client, connection })}
        onCancel={bulkStore.cancel}
      />
      {hasResults ? <ResultsTable kind={kind} results={results} language={language} /> : null}
    </>
  );
}
