/** The results: totals, the rows sortable by any figure, the highest marked, and the export. */
import { useId, useMemo, useState } from 'react';
import type { Language } from '../../shared/language.ts';
import { formatEmission, formatPerUnit } from '../../i18n/format.ts';
import { useLocale, useT, type Translate } from '../../i18n/index.ts';
import { describeError } from '../../lib/describe-error.ts';
import { csvDialect, downloadCsv, toCsv } from '../../lib/csv.ts';
import { errorOf } from './failure.ts';
import type { BulkKind } from './columns.ts';
import { pageOf, Pager, lastPage } from './Pager.tsx';
import {
  exportRows,
  highestCount,
  highestRows,
  inputSummary,
  perUnitText,
  sortResults,
  STATUS_KEYS,
  totalsOf,
  type ResultRow,
  type Sort,
  type SortKey,
} from './results.ts';

/** Why a row has no figure, in words: its failure, or its first problem. */
function reasonOf(result: ResultRow, t: Translate): string | undefined {
  if (result.failure) {
    const error = errorOf(result.failure);
    if (!error)
      return result.failure.kind === 'noFigure' ? t('bulk.results.noFigure') : t('error.unknown');
    const description = describeError(error, t);
    return description.serviceMessage
      ? `${description.message} ${t('error.serviceSaid', { message: description.serviceMessage })}`
      : description.message;
  }
  const problems = Object.entries(result.row.problems);
  if (result.status !== 'invalid' || problems.length === 0) return undefined;
  return problems
    .map(([column, problem]) =>
      column === 'row'
        ? t(problem.key, problem.vars)
        : `${t(`bulk.column.${column}` as 'bulk.column.label')}: ${t(problem.key, problem.vars)}`,
    )
    .join(' ');
}

interface ResultsTableProps {
  kind: BulkKind;
  results: readonly ResultRow[];
  language: Language;
}

export function ResultsTable({ kind, results, language }: ResultsTableProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [sort, setSort] = useState<Sort>({ key: 'row', descending: false });
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => sortResults(results, sort, language), [results, sort, language]);
  const highest = useMemo(() => highestRows(results), [results]);
  const totals = useMemo(() => totalsOf(results), [results]);
  const words = { t, language, locale };
  const current = Math.min(page, lastPage(sorted.length));
  const perLabel =
    kind === 'event' ? t('bulk.results.perParticipant') : t('bulk.results.perGuestNight');

  const exportCsv = () => {
    const rows = exportRows(results, {
      t,
      language,
      locale,
      kind,
      reason: (row) => reasonOf(row, t),
    });
    downloadCsv(
      t(`bulk.export.filename.${kind}`),
      // In the dialect the reader's spreadsheet opens (as the event's export; the bulk page reads
      // either back).
      toCsv(rows, csvDialect(language)),
    );
  };

  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th
        scope="col"
        aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
      >
        <button
          type="button"
          className="bulk-sort"
          onClick={() => {
            setSort({
              key,
              descending: active ? !sort.descending : key === 'emission' || key === 'perUnit',
            });
            setPage(0);
          }}
        >
          {label}
          <span aria-hidden="true">{active ? (sort.descending ? ' ↓' : ' ↑') : ' ↕'}</span>
        </button>
      </th>
    );
  };

  return (
    <section className="card bulk-results" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bulk.results.title')}</h2>
      <dl className="bulk-totals" data-testid="bulk-totals">
        <div>
          <dt>{t('bulk.results.total')}</dt>
          <dd>{formatEmission(totals.kilograms, locale).text}</dd>
        </div>
        <div>
          <dt>{t('bulk.results.rows')}</dt>
          <dd>{totals.calculated}</dd>
        </div>
        {totals.perUnit !== undefined ? (
          <div>
            <dt>
              {kind === 'event'
                ? t('bulk.results.totalPerParticipant')
                : t('bulk.results.totalPerGuestNight')}
            </dt>
            <dd>{formatPerUnit(totals.kilograms, totals.units, locale)?.text}</dd>
          </div>
        ) : null}
      </dl>
      {kind === 'hotel' ? <p className="field__hint">{t('hotel.days.note')}</p> : null}
      {highest.size ? (
        <p className="field__hint">
          {highest.size === 1
            ? t('bulk.results.highestNoteOne')
            : t('bulk.results.highestNote', { count: highestCount(totals.calculated) })}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={exportCsv}>
          {t('bulk.results.export')}
        </button>
      </div>
      {/* A wide table scrolls in its own region, which the keyboard must reach (axe). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="bulk-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="bulk-table bulk-table--stack" data-testid="bulk-results">
          <caption id={`${id}-caption`} className="visually-hidden">
            {t('bulk.results.caption')}
          </caption>
          <thead>
            <tr>
              {header('row', t('bulk.table.row'))}
              {header('label', t('bulk.column.label'))}
              <th scope="col">{t('bulk.results.inputs')}</th>
              {header('status', t('bulk.results.status'))}
              {header('emission', t('bulk.results.emission'))}
              {header('perUnit', perLabel)}
            </tr>
          </thead>
          <tbody>
            {pageOf(sorted, current).map((result) => {
              const top = highest.has(result.row.row);
              const reason =
                result.status === 'failed' || result.status === 'invalid'
                  ? reasonOf(result, t)
                  : undefined;
              return (
                <tr
                  key={result.row.row}
                  className={top ? 'bulk-result--highest' : undefined}
                  data-row={result.row.row}
                >
                  <th scope="row" data-label={t('bulk.table.row')}>
                    {result.row.row}
                  </th>
                  <td data-label={t('bulk.column.label')}>
                    {result.row.cells.label?.trim() || '–'}
                  </td>
                  <td className="bulk-result__inputs" data-label={t('bulk.results.inputs')}>
                    {result.row.request ? inputSummary(result.row.request, words) : '–'}
                  </td>
                  <td
                    className={`bulk-status bulk-status--${result.status}`}
                    data-label={t('bulk.results.status')}
                  >
                    {t(STATUS_KEYS[result.status])}
                    {reason ? <span className="bulk-cell__problem">{reason}</span> : null}
                  </td>
                  <td
                    className="bulk-figure"
                    data-testid="bulk-emission"
                    data-label={t('bulk.results.emission')}
                  >
                    {result.kilograms === undefined
                      ? '–'
                      : formatEmission(result.kilograms, locale).text}
                    {top ? (
                      <span className="tag bulk-highest">{t('bulk.results.highest')}</span>
                    ) : null}
                  </td>
                  <td className="bulk-figure" data-label={perLabel}>
                    {perUnitText(result, locale) ?? '–'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager page={current} count={sorted.length} onPage={setPage} />
    </section>
  );
}
