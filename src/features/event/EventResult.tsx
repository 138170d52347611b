import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import type { FieldLabeller } from '../../lib/describe-error.ts';
import { EventFigures, type EventFiguresProps } from './EventFigures.tsx';
import { PausedNote } from '../../ui/PausedNote.tsx';
import { ServiceErrorPanel, ServiceLimitNote } from '../service-error.tsx';

interface EventResultProps extends EventFiguresProps {
  /** 'idle' without input in the URL, 'invalid' when the URL's input has errors. */
  state: 'idle' | 'invalid' | 'ready';
  /** The failure of the current calculation, if it failed. */
  error: unknown;
  /** The form's labels for the fields a failure names. */
  fieldLabel?: FieldLabeller;
  onRetry: () => void;
}

/** What to do first, the calculation under way, its failure, or its figures (EventFigures.tsx). */
export function EventResult({
  state,
  calculation,
  outdated,
  error,
  fieldLabel,
  onRetry,
  fetchStatus,
  waitReason,
  exportContext,
  connection,
  driversWanted,
}: EventResultProps) {
  const t = useT();
  let body: ReactNode;
  if (state === 'idle') body = <p className="field__hint">{t('event.result.empty')}</p>;
  else if (state === 'invalid') body = <p className="field__hint">{t('event.result.invalid')}</p>;
  else if (error) {
    body = (
      <ServiceErrorPanel
        error={error}
        title={t('event.result.failed')}
        onRetry={onRetry}
        fieldLabel={fieldLabel}
        onWaitOver={onRetry}
      />
    );
  } else {
    const calculating = (
      <>
        <p className="status-line" role="status">
          {t('event.result.loading')}
        </p>
        <PausedNote fetchStatus={fetchStatus} />
        <ServiceLimitNote reason={waitReason} />
      </>
    );
    body = calculation ? (
      <EventFigures
        calculation={calculation}
        outdated={outdated}
        fetchStatus={fetchStatus}
        waitReason={waitReason}
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
