import { lazy, Suspense, useCallback } from 'react';
import type { HotelRequest } from '../../api/contract.ts';
import { hotelCalculationQuery } from '../../api/hotel.ts';
import { useConnection } from '../../settings/connection.ts';
import { useT, registerAreas } from '../../i18n/index.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useCalculatorPage } from '../calculator-page.ts';
import { HotelForm } from './HotelForm.tsx';
import { HotelResult } from './HotelResult.tsx';
import { hotelFieldLabeller } from './field-labels.ts';
import { hotelUrlForm } from './search.ts';
import './hotel.css';

registerAreas('hotel');

// What follows a result (its levers, and the sandbox's sample certificate) loads with the first
// result, not with the page: a reader who has not calculated yet does not download it.
const HotelLevers = lazy(() =>
  import('./HotelLevers.tsx').then((module) => ({ default: module.HotelLevers })),
);
const DemoCertificate = lazy(() =>
  import('./DemoCertificate.tsx').then((module) => ({ default: module.DemoCertificate })),
);

function HotelPage() {
  const t = useT();
  const connection = useConnection();
  const page = useCalculatorPage({
    urlForm: hotelUrlForm,
    queryOf: useCallback(
      (input: HotelRequest | null) => hotelCalculationQuery(connection, input),
      [connection],
    ),
    resultHeadingId: 'hotel-result-title',
  });
  const { url, input, query, result: calculation, settled, show: calculate } = page;
  // Levers start once the result for this input is in.
  const leversWanted = page.settled;
  const headline = calculation?.result.kilograms;

  return (
    <section className="page hotel" aria-labelledby="page-title">
      <PageTitle title={t('hotel.title')} />
      <h1 id="page-title">{t('hotel.title')}</h1>
      <p className="lead">{t('hotel.intro')}</p>
      <div className="hotel__layout">
        <HotelForm
          url={url}
          calculating={query.isFetching}
          serviceError={input && query.isError ? query.error : null}
        />
        <div className="hotel__output">
          <HotelResult
            state={url.state}
            calculation={calculation}
            outdated={query.isPlaceholderData}
            error={input && query.isError ? query.error : null}
            fieldLabel={hotelFieldLabeller(t)}
            onRetry={() => void query.refetch()}
            fetchStatus={input ? query.fetchStatus : 'idle'}
            waitReason={page.waitReason}
          >
            <Suspense fallback={null}>
              {calculation && headline !== undefined ? (
                <HotelLevers
                  connection={connection}
                  input={calculation.input}
                  baselineKilograms={headline}
                  enabled={leversWanted}
                  onApply={calculate}
                />
              ) : null}
              {calculation && connection.isSandbox && settled ? (
                <DemoCertificate
                  key={JSON.stringify(calculation.input)}
                  connection={connection}
                  input={calculation.input}
                />
              ) : null}
            </Suspense>
          </HotelResult>
        </div>
      </div>
    </section>
  );
}

export default HotelPage;
