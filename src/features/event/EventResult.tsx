import type { ReactNode } from 'react';
import type { FetchStatus } from '@tanstack/react-query';
import type { EventResultRow } from '../../api/contract.ts';
import { perParticipant, type EventCalculation } from '../../api/event.ts';
import { useLanguage, useT } from '../../i18n/index.ts';
import { formatEmission, formatNumber, formatShare } from '../../i18n/format.ts';
import { EmissionTotal } from '../../ui/EmissionTotal.tsx';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import type { FieldLabeller } from '../../lib/describe-error.ts';
import { PausedNote } from '../../ui/PausedNote.tsx';
import { ScaleNote } from '../../ui/ScaleNote.tsx';
import { inputSummary, mealsLabel, originLabel } from './labels.ts';

interface EventResultProps {
  /** 'idle' without input in the URL, 'invalid' when the URL's input has errors. */
  state: 'idle' | 'invalid' | 'ready';
  /** The result on screen: the current one, or the previous one while the next loads. */
  calculation: EventCalculation | undefined;
  /** Whether the calculation shown belongs to an earlier input. */
  outdated: boolean;
  /** The failure of the current calculation, if it failed. */
  error: unknown;
  /** The form's labels for the fields a failure names. */
  fieldLabel?: FieldLabeller;
  onRetry: () => void;
  /** 'paused' while the calculation waits for the browser to come back online. */
  fetchStatus: FetchStatus;
  /** Pin, export and print: shown under a result. */
  actions?: ReactNode;
  /** Charts of the settled result, shown under its rows. */
  charts?: ReactNode;
}

/** The total, the per-participant figure, and every row the service returned. */
export function EventResult({
  state,
  calculation,
  outdated,
  error,
  fieldLabel,
  onRetry,
  fetchStatus,
  actions,
  charts,
}: EventResultProps) {
  const t = useT();
  const language = useLanguage();
  let body: ReactNode;
  if (state === 'idle') body = <p className="field__hint">{t('event.result.empty')}</p>;
  else if (state === 'invalid') body = <p className="field__hint">{t('event.result.invalid')}</p>;
  else if (error) {
    body = (
      <ErrorPanel
        error={error}
        title={t('event.result.failed')}
        onRetry={onRetry}
        fieldLabel={fieldLabel}
      />
    );
  } else if (calculation) {
    const { input, result } = calculation;
    const kilograms = result.totalEmission;
    const each = perParticipant(kilograms, input.participants);
    body = (
      <div className={outdated ? 'outdated' : undefined} aria-busy={outdated}>
        {outdated ? (
          <p className="outdated-note" role="status">
            {t('result.outdated')}
          </p>
        ) : null}
        <PausedNote fetchStatus={fetchStatus} />
        <p className="visually-hidden" role="status">
          {outdated ? '' : `${t('result.total')}: ${formatEmission(kilograms, language).text}`}
        </p>
        <p className="event-result__summary">{inputSummary(input, t)}</p>
        <EmissionTotal
          kilograms={kilograms}
          derived={
            each === undefined ? [] : [{ label: t('event.result.perParticipant'), kilograms: each }]
          }
        />
        <p className="field__hint">{t('result.derivedNote')}</p>
        <ScaleNote kilograms={kilograms} />
        <ResultRows rows={result.rows} totalKilograms={kilograms} />
        {outdated ? null : charts}
        {outdated ? null : actions}
      </div>
    );
  } else {
    body = (
      <>
        <p className="status-line" role="status">
          {t('event.result.loading')}
        </p>
        <PausedNote fetchStatus={fetchStatus} />
      </>
    );
  }
  return (
    <section className="card event-result" aria-labelledby="event-result-title">
      <h2 id="event-result-title">{t('event.result.title')}</h2>
      {body}
    </section>
  );
}

function ResultRows({ rows, totalKilograms }: { rows: EventResultRow[]; totalKilograms: number }) {
  const t = useT();
  const language = useLanguage();
  if (rows.length === 0) return null;
  const kilograms = rows.map((row) => row.emission);
  const largest = Math.max(...kilograms.map(Math.abs), 0);
  const several = rows.length > 1;
  const count = (value: number | undefined) =>
    value === undefined ? '–' : formatNumber(value, language);
  return (
    <div className="event-rows">
      <h3>{t('event.result.rows')}</h3>
      {several ? (
        <p className="field__hint">{t('event.result.rowsCount', { count: rows.length })}</p>
      ) : null}
      <table className="event-rows__table" data-testid="event-rows">
        <thead>
          <tr>
            <th scope="col">{t('event.result.origin')}</th>
            <th scope="col">{t('event.result.participants')}</th>
            <th scope="col">{t('event.result.nights')}</th>
            <th scope="col">{t('event.result.meals')}</th>
            <th scope="col" className="num">
              {t('event.result.emission')}
            </th>
            {several ? <th scope="col">{t('event.result.share')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const value = kilograms[index] ?? 0;
            const width = largest > 0 ? (Math.abs(value) / largest) * 100 : 0;
            const share = totalKilograms === 0 ? 0 : value / totalKilograms;
            return (
              // The service's rows have no identity of their own: their position is theirs.
              <tr key={index}>
                <td data-label={t('event.result.origin')}>{originLabel(row.originType, t)}</td>
                <td data-label={t('event.result.participants')}>{count(row.participants)}</td>
                <td data-label={t('event.result.nights')}>{count(row.overnightStays)}</td>
                <td data-label={t('event.result.meals')}>{mealsLabel(row.mealInfo, t)}</td>
                <td data-label={t('event.result.emission')} className="num">
                  {formatEmission(value, language).text}
                </td>
                {several ? (
                  <td data-label={t('event.result.share')} className="event-rows__bar-cell">
                    <span className="bar" aria-hidden="true">
                      <span className="bar__fill" style={{ width: `${width}%` }} />
                    </span>
                    <span className="bar__label">{formatShare(share, language)}</span>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
