import type { ReactNode } from 'react';
import type { FetchStatus } from '@tanstack/react-query';
import type { HotelCalculation } from '../../api/hotel.ts';
import { useT } from '../../i18n/index.ts';
import type { FieldLabeller } from '../../lib/describe-error.ts';
import { limitWaitOf } from '../../lib/limit-wait.ts';
import { ServiceErrorPanel, ServiceLimitNote } from '../service-error.tsx';
import { OutdatedNote } from '../../ui/OutdatedNote.tsx';
import { PausedNote } from '../../ui/PausedNote.tsx';
import { HotelFigures } from './HotelFigures.tsx';

interface HotelResultProps {
  /** 'idle' without input in the URL, 'invalid' when the URL's input has errors. */
  state: 'idle' | 'invalid' | 'ready';
  /** The result on screen: the current one, or the previous one while the next loads. */
  calculation: HotelCalculation | undefined;
  /** A newer result is on its way: this one stays visible, marked as outdated. */
  outdated: boolean;
  /** The failure of the current calculation, if it failed. */
  error: unknown;
  /** The form's labels for the fields a failure names. */
  fieldLabel?: FieldLabeller;
  onRetry: () => void;
  /** 'paused' while the calculation waits for the browser to come back online. */
  fetchStatus: FetchStatus;
  /** The failure the calculation waits to be asked again after (a limit's), if any. */
  waitReason?: unknown;
  /** Levers and actions shown under the figures. */
  children?: ReactNode;
}

/** The stay's result: what to do first, the calculation under way, its failure, or its figures. */
export function HotelResult({
  state,
  calculation,
  outdated,
  error,
  fieldLabel,
  onRetry,
  fetchStatus,
  waitReason,
  children,
}: HotelResultProps) {
  const t = useT();
  if (state !== 'ready') return <p className="card hotel__empty">{t('hotel.empty')}</p>;
  return (
    <>
      {calculation || error ? null : (
        <p className="card hotel__empty" aria-busy="true">
          {t('hotel.calculating')}
        </p>
      )}
      <PausedNote fetchStatus={fetchStatus} />
      {calculation || error ? null : <ServiceLimitNote reason={waitReason} />}
      {error ? (
        <ServiceErrorPanel
          error={error}
          onRetry={onRetry}
          fieldLabel={fieldLabel}
          onWaitOver={onRetry}
        />
      ) : null}
      {calculation ? (
        <section className="hotel-result" aria-labelledby="hotel-result-title" aria-busy={outdated}>
          <div className="card">
            <h2 id="hotel-result-title">{t('hotel.result.title')}</h2>
            {outdated ? <OutdatedNote waitUntil={limitWaitOf(waitReason)} /> : null}
            <HotelFigures calculation={calculation} outdated={outdated} />
          </div>
          {children}
        </section>
      ) : null}
    </>
  );
}
