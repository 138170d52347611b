import { lazy, Suspense } from 'react';
import type { FetchStatus } from '@tanstack/react-query';
import type { Connection } from '../../api/connection.ts';
import type { EventResultRow } from '../../api/contract.ts';
import type { EventCalculation } from '../../api/event.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { formatEmission, formatNumber, shareFormat } from '../../i18n/format.ts';
import { limitWaitOf } from '../../lib/limit-wait.ts';
import { EmissionTotal } from '../../ui/EmissionTotal.tsx';
import { OutdatedNote } from '../../ui/OutdatedNote.tsx';
import { PausedNote } from '../../ui/PausedNote.tsx';
import { ScaleNote } from '../../ui/ScaleNote.tsx';
import type { ExportContext } from './export.ts';
import { inputSummary, mealsLabel, originLabel } from './labels.ts';

// Under the figures, and each asks for more of its own (the drivers' calculations, an export):
// they follow the figures instead of holding up the page's first paint.
const EventDrivers = lazy(() =>
  import('./EventDrivers.tsx').then((module) => ({ default: module.EventDrivers })),
);
const EventActions = lazy(() =>
  import('./EventActions.tsx').then((module) => ({ default: module.EventActions })),
);

export interface EventFiguresProps {
  /** The result on screen: the current one, or the previous one while the next loads. */
  calculation: EventCalculation | undefined;
  /** Whether the calculation shown belongs to an earlier input. */
  outdated: boolean;
  /** 'paused' while the calculation waits for the browser to come back online. */
  fetchStatus: FetchStatus;
  /** The failure the calculation waits to be asked again after (a limit's), if any. */
  waitReason?: unknown;
  /** The date and the service the export names. */
  exportContext: ExportContext;
  /** The service the drivers' chart under the rows is calculated by. */
  connection: Connection;
  /** Whether the drivers' calculations may start (once the result for this input is in). */
  driversWanted: boolean;
}

/**
 * A calculation's figures: the total, the per-participant figure, every row the service returned,
 * the drivers' chart and the actions; a failure is EventResult's to show.
 */
export function EventFigures({
  calculation,
  outdated,
  fetchStatus,
  waitReason,
  exportContext,
  connection,
  driversWanted,
}: EventFiguresProps) {
  const t = useT();
  const locale = useLocale();
  if (!calculation) return null;
  const { input, result } = calculation;
  const kilograms = result.totalEmission;
  return (
    <div className={outdated ? 'outdated' : undefined} aria-busy={outdated}>
      {outdated ? <OutdatedNote waitUntil={limitWaitOf(waitReason)} /> : null}
      <PausedNote fetchStatus={fetchStatus} />
      <p className="visually-hidden" role="status">
        {outdated ? '' : `${t('result.total')}: ${formatEmission(kilograms, locale).text}`}
      </p>
      <p className="event-result__summary">{inputSummary(input, t)}</p>
      <EmissionTotal
        kilograms={kilograms}
        derived={[{ label: t('event.result.perParticipant'), count: input.participants }]}
      />
      <p className="field__hint">{t('result.derivedNote')}</p>
      <ScaleNote kilograms={kilograms} />
      <ResultRows rows={result.rows} totalKilograms={kilograms} />
      {outdated ? null : (
        <Suspense fallback={null}>
          <EventDrivers
            connection={connection}
            input={input}
            totalKilograms={kilograms}
            enabled={driversWanted}
          />
          <EventActions
            calculation={calculation}
            context={exportContext}
            connection={connection}
            leversWanted={driversWanted}
          />
        </Suspense>
      )}
    </div>
  );
}

function ResultRows({ rows, totalKilograms }: { rows: EventResultRow[]; totalKilograms: number }) {
  const t = useT();
  const locale = useLocale();
  if (rows.length === 0) return null;
  const kilograms = rows.map((row) => row.emission);
  const largest = Math.max(...kilograms.map(Math.abs), 0);
  const several = rows.length > 1;
  const shareText = shareFormat(
    kilograms.map((value) => (totalKilograms === 0 ? 0 : value / totalKilograms)),
    locale,
  );
  const count = (value: number | undefined) =>
    value === undefined ? '–' : formatNumber(value, locale);
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
                  {formatEmission(value, locale).text}
                </td>
                {several ? (
                  <td data-label={t('event.result.share')} className="event-rows__bar-cell">
                    <span className="bar" aria-hidden="true">
                      <span className="bar__fill" style={{ width: `${width}%` }} />
                    </span>
                    <span className="bar__label">{shareText(share)}</span>
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
