import { lazy, Suspense, type ReactNode } from 'react';
import type { FetchStatus } from '@tanstack/react-query';
import type { HotelCalculation } from '../../api/hotel.ts';
import { useT } from '../../i18n/index.ts';
import type { FieldLabeller } from '../../lib/describe-error.ts';
import { PausedNote } from '../../ui/PausedNote.tsx';

const HotelFigures = lazy(() => import('./HotelFigures.tsx'));

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
  children,
}: HotelResultProps) {
  const t = useT();
  if (state !== 'ready') return <p className="card hotel__empty">{t('hotel.empty')}</p>;
  const calculating = (
    <p className="card hotel__empty" aria-busy="true">
      {t('hotel.calculating')}
    </p>
  );
  return (
    <>
      {calculation || error ? null : calculating}
      <PausedNote fetchStatus={fetchStatus} />
      {/* The code of a result and of a failure (HotelFigures.tsx) loads once a result is asked for, beside the
          calculation, not with the page: 4.0 kB gzip less first-paint JavaScript on /hotel. Until
          both are in, the calculating card holds the result's place. */}
      <Suspense fallback={calculation || error ? calculating : null}>
        <HotelFigures
          calculation={calculation}
          outdated={outdated}
          error={error}
          fieldLabel={fieldLabel}
          onRetry={onRetry}
        >
          {children}
        </HotelFigures>
      </Suspense>
    </>
  );
}
