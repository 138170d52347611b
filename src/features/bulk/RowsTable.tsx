/** The rows of the file as checked: each bad cell marked and explained, fixable in place. */
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useLanguage, useLocale, useT, type Translate } from '../../i18n/index.ts';
import { shownColumns, type BulkKind, type Column } from './columns.ts';
import { pageOf, Pager, lastPage } from './Pager.tsx';
import { cellText } from './results.ts';
import type { CheckedRow } from './rows.ts';
import type { Problem } from './values.ts';
import { useFocusAfterRemove } from '../../lib/focus-after-remove.ts';
import { Isolated } from '../../ui/Isolated.tsx';

interface RowsTableProps {
  kind: BulkKind;
  rows: readonly CheckedRow[];
  ignored: readonly string[];
  disabled: boolean;
  onEdit: (row: CheckedRow, column: Column, value: string) => void;
  onDrop: (row: CheckedRow) => void;
}

const say = (problem: Problem, t: Translate) => t(problem.key, problem.vars);

/** Memoized: it does not render again while a batch runs, only when its rows change. */
export const RowsTable = memo(function RowsTable({
  kind,
  rows,
  ignored,
  disabled,
  onEdit,
  onDrop,
}: RowsTableProps) {
  const t = useT();
  const id = useId();
  const [problemsOnly, setProblemsOnly] = useState(false);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<{ row: number; column: Column } | null>(null);
  const columns = shownColumns(kind);
  const invalid = rows.filter((row) => !row.request).length;
  const shown = problemsOnly ? rows.filter((row) => !row.request) : rows;
  const current = Math.min(page, lastPage(shown.length));
  const { list, heading, removing } = useFocusAfterRemove<HTMLTableSectionElement>(rows.length);

  return (
    <section className="card bulk-rows" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('bulk.check.title')}
      </h2>
      <p className={invalid ? 'notice notice--warning' : 'status-line status-line--ok'}>
        {invalid
          ? t('bulk.check.summary', { count: rows.length - invalid, total: rows.length, invalid })
          : t('bulk.check.allValid', { count: rows.length })}
      </p>
      {ignored.length ? (
        <p className="notice notice--warning bulk-unused-notice">
          {t('bulk.file.ignored', { columns: ignored.join(', ') })}
        </p>
      ) : null}
      {invalid ? (
        <label className="choice choice--inline">
          <input
            type="checkbox"
            checked={problemsOnly}
            onChange={(event) => {
              setProblemsOnly(event.target.checked);
              setPage(0);
            }}
          />
          <span>{t('bulk.check.onlyProblems')}</span>
        </label>
      ) : null}
      {/* A wide table scrolls in its own region, which the keyboard must reach (axe). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="bulk-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="bulk-table bulk-table--stack">
          <caption id={`${id}-caption`} className="visually-hidden">
            {t('bulk.table.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('bulk.table.row')}</th>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {t(`bulk.column.${column}`)}
                </th>
              ))}
              {ignored.map((header, at) => (
                <th scope="col" key={`unused-${at}`} className="bulk-unused">
                  <Isolated text={header} />{' '}
                  <span className="bulk-unused__tag">{t('bulk.table.notUsed')}</span>
                </th>
              ))}
              <th scope="col">{t('bulk.table.actions')}</th>
            </tr>
          </thead>
          <tbody ref={list}>
            {pageOf(shown, current).map((row, index) => (
              <tr key={row.row} className={row.request ? undefined : 'bulk-row--invalid'}>
                <th scope="row" data-label={t('bulk.table.row')}>
                  {row.row}
                </th>
                {columns.map((column) => (
                  <Cell
                    key={column}
                    row={row}
                    column={column}
                    editing={editing?.row === row.row && editing.column === column}
                    disabled={disabled}
                    onOpen={() => setEditing({ row: row.row, column })}
                    onClose={() => setEditing(null)}
                    onSave={(value) => {
                      setEditing(null);
                      onEdit(row, column, value);
                    }}
                  />
                ))}
                {ignored.map((header, at) => (
                  <td
                    key={`unused-${at}`}
                    className="bulk-cell bulk-unused"
                    data-label={t('bulk.table.unusedLabel', { column: header })}
                  >
                    <span className="bulk-cell__value">{row.unused?.[at]?.trim() || '–'}</span>
                  </td>
                ))}
                <td data-label={t('bulk.table.actions')}>
                  {row.problems.row ? (
                    <p className="bulk-cell__problem">{say(row.problems.row, t)}</p>
                  ) : null}
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('bulk.table.dropLabel', { row: row.row })}
                    disabled={disabled}
                    data-remove
                    onClick={() => {
                      removing(index);
                      onDrop(row);
                    }}
                  >
                    {t('bulk.table.drop')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 ? <p>{t('bulk.table.empty')}</p> : null}
      </div>
      <Pager page={current} count={shown.length} onPage={setPage} />
    </section>
  );
});

interface CellProps {
  row: CheckedRow;
  column: Column;
  editing: boolean;
  disabled: boolean;
  onOpen: () => void;
  onClose: () => void;
  onSave: (value: string) => void;
}

function Cell({ row, column, editing, disabled, onOpen, onClose, onSave }: CellProps) {
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  const problem = row.problems[column];
  const value = row.cells[column] ?? '';
  // In the calculators' words where the cell reads as a value; as written where it does not.
  const shown = cellText(row, column, { t, language, locale });
  const [draft, setDraft] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const columnName = t(`bulk.column.${column}`);

  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);

  if (editing) {
    return (
      <td className="bulk-cell bulk-cell--editing" data-label={columnName}>
        <input
          ref={input}
          className="bulk-cell__input"
          value={draft}
          aria-label={t('bulk.table.editLabel', { column: columnName, row: row.row })}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSave(draft);
            if (event.key === 'Escape') onClose();
          }}
        />
        <span className="bulk-cell__actions">
          <button type="button" className="button button--small" onClick={() => onSave(draft)}>
            {t('bulk.table.save')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={onClose}>
            {t('bulk.table.cancel')}
          </button>
        </span>
      </td>
    );
  }
  return (
    <td className={problem ? 'bulk-cell bulk-cell--invalid' : 'bulk-cell'} data-label={columnName}>
      <span className="bulk-cell__value">{shown.trim() === '' ? '–' : shown}</span>
      {problem ? (
        <>
          <span className="bulk-cell__problem">{say(problem, t)}</span>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t('bulk.table.editLabel', { column: columnName, row: row.row })}
            disabled={disabled}
            onClick={() => {
              setDraft(value);
              onOpen();
            }}
          >
            {t('bulk.table.edit')}
          </button>
        </>
      ) : null}
    </td>
  );
}
