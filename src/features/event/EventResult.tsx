import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { EventFigures, type EventFiguresProps } from './EventFigures.tsx';
import { PausedNote } from '../../ui/PausedNote.tsx';
import { LimitNote } from '../../ui/LimitNote.tsx';

interface EventResultProps extends EventFiguresProps {
  /** 'idle' without input in the URL, 'invalid' when the URL's input has errors. */
  state: 'idle' | 'invalid' | 'ready';
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
  waitReason,
  exportContext,
  connection,
  driversWanted,
}: EventResultProps) {
  const t = useT();
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
        <LimitNote reason={waitReason} />
      </>
    );
    body =
      calculation || error ? (
        <EventFigures
          calculation={calculation}
          outdated={outdated}
          error={error}
          fieldLabel={fieldLabel}
          onRetry={onRetry}
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
