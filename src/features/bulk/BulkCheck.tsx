/** The bulk page's check part: the rows as read, each fixed in place or removed. */
import { useCallback } from 'react';
import { useLanguage } from '../../i18n/index.ts';
import type { Column } from './columns.ts';
import type { CheckedRow } from './rows.ts';
import { RowsTable } from './RowsTable.tsx';
import { bulkStore, useBulk } from './store.ts';

interface BulkCheckProps {
  /** The last row was removed: the rows' table goes, and the keyboard needs another place. */
  onEmptied: () => void;
}

export function BulkCheck({ onEmptied }: BulkCheckProps) {
  const language = useLanguage();
  const kind = useBulk((state) => state.kind);
  const rows = useBulk((state) => state.rows);
  const ignored = useBulk((state) => state.ignored);
  const running = useBulk((state) => state.run.phase === 'running');

  // Stable for the memoized rows table: it does not render again while a batch runs.
  const onEdit = useCallback(
    (row: CheckedRow, column: Column, value: string) =>
      void bulkStore.edit(row, column, value, language),
    [language],
  );
  const onDrop = useCallback(
    (row: CheckedRow) => {
      if (bulkStore.getSnapshot().rows.length === 1) onEmptied();
      bulkStore.drop(row);
    },
    [onEmptied],
  );

  return (
    <RowsTable
      kind={kind}
      rows={rows}
      ignored={ignored}
      disabled={running}
      onEdit={onEdit}
      onDrop={onDrop}
    />
  );
}
