import type { ReactNode } from 'react';
import type { FetchStatus } from '@tanstack/react-query';
import type { Connection } from '../../api/connection.ts';
import type { EventCalculation } from '../../api/event.ts';
import { useT } from '../../i18n/index.ts';
import type { FieldLabeller } from '../../lib/describe-error.ts';
import { useLoadedModule } from '../../lib/useLoadedModule.ts';
import type { ExportContext } from './export.ts';
import { PausedNote } from '../../ui/PausedNote.tsx';

const loadFigures = () => import('./EventFigures.tsx');

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
  /** The date and the service the export names. */
  exportContext: ExportContext;
  /** The service the drivers' chart under the rows is calculated by. */
  connection: Connection;
  /** Whether the drivers' calculations may start (once the result for this input is in). */
  driversWanted: boolean;
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
  exportContext,
  connection,
  driversWanted,
}: EventResultProps) {
  const t = useT();
  const figures = useLoadedModule(loadFigures, state === 'ready');
  let body: ReactNode;
  if (state === 'idle') body = <p className="field__hint">{t('event.result.empty')}</p>;
  else if (state === 'invalid') body = <p className="field__hint">{t('event.result.invalid')}</p>;
  else {
    const calculating = (
      <>
        <p className="status-line" role="status">
          {t('event.result.loading')}
        </p>
        <PausedNote fetchStatus={fetchStatus} />
      </>
    );
    // The code of a result and of a failure (EventFigures.tsx) loads once a result is asked for,
    // beside the calculation, not with the page: 2.9 kB gzip less first-paint JavaScript on /event.
    // Until both are in, the calculating line holds the result's place.
    body =
      figures && (calculation || error) ? (
        <figures.EventFigures
          calculation={calculation}
          outdated={outdated}
          error={error}
          fieldLabel={fieldLabel}
          onRetry={onRetry}
          fetchStatus={fetchStatus}
          exportContext={exportContext}
          connection={connection}
          driversWanted={driversWanted}
        />
      ) : (
        calculating
      );
  }
  return (
    <section className="card event-result" aria-labelledby="event-result-title">
      <h2 id="event-result-title">{t('event.result.title')}</h2>
      {body}
    </section>
  );
}
