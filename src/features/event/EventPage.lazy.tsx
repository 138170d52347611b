import { lazy, Suspense, useCallback } from 'react';
import { eventCalculationQuery, type EventInput } from '../../api/event.ts';
import { useConnection } from '../../settings/connection.ts';
import { useSettings } from '../../settings/store.ts';
import { LOCALES, useT, registerAreas } from '../../i18n/index.ts';
import { dateFormat } from '../../i18n/number-format.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useCalculatorPage } from '../calculator-page.ts';
import { EventForm } from './EventForm.tsx';
import { EventResult } from './EventResult.tsx';
import { eventFieldLabeller } from './field-labels.ts';
import { Scenarios } from './Scenarios.tsx';
import { useScenarios } from './scenarios.ts';
import { eventUrlForm } from './search.ts';
import './event.css';

registerAreas('event');

// The levers (their list, and their calculations, which start with the result's actions in
// EventActions.tsx) load with the first result, not with the page.
const EventLevers = lazy(() =>
  import('./EventLevers.tsx').then((module) => ({ default: module.EventLevers })),
);

/** The host of a service's address, or the address as typed when it cannot be parsed. */
function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

function EventPage() {
  const t = useT();
  const settings = useSettings();
  const connection = useConnection();
  const serviceName = connection.isSandbox ? t('event.csv.sandbox') : hostOf(connection.baseUrl);
  const page = useCalculatorPage({
    urlForm: eventUrlForm,
    queryOf: useCallback(
      (input: EventInput | null) => eventCalculationQuery(connection, input),
      [connection],
    ),
    resultHeadingId: 'event-result-title',
  });
  const { url, input: submitted, query, result: calculation, show } = page;
  const { state } = url;
  // Levers start once the result for this input is in.
  const leversWanted = page.settled;
  const scenarios = useScenarios();
  const kilograms = calculation ? calculation.result.totalEmission : 0;
  // The date of the print and the export, made only once there is a result to print or export.
  const today = calculation
    ? dateFormat(LOCALES[settings.language], { dateStyle: 'long' }).format(new Date())
    : '';
  return (
    <section className="page event-page" aria-labelledby="page-title">
      <PageTitle title={t('event.title')} />
      <h1 id="page-title">{t('event.title')}</h1>
      {calculation ? (
        <div className="print-only event-print-header">
          <p className="event-print-header__title">{t('event.print.title')}</p>
          <p>{t('event.print.date', { date: today })}</p>
          <p>{t('event.print.service', { service: serviceName })}</p>
          {connection.isSandbox ? <p>{t('event.print.illustrative')}</p> : null}
        </div>
      ) : null}
      <p className="lead">{t('event.intro')}</p>
      <div className="event-page__layout">
        <div className="event-page__form">
          <EventForm url={url} serviceError={submitted && query.isError ? query.error : null} />
        </div>
        <div className="event-page__results">
          <EventResult
            state={state}
            calculation={calculation}
            outdated={query.isPlaceholderData}
            error={submitted && query.isError ? query.error : null}
            fieldLabel={submitted ? eventFieldLabeller(submitted, t) : undefined}
            onRetry={() => void query.refetch()}
            fetchStatus={submitted ? query.fetchStatus : 'idle'}
            waitReason={page.waitReason}
            exportContext={{ date: today, service: serviceName, sandbox: connection.isSandbox }}
            connection={connection}
            driversWanted={leversWanted}
          />
          <Suspense fallback={null}>
            {calculation && query.isSuccess ? (
              <EventLevers
                connection={connection}
                input={calculation.input}
                baselineKilograms={kilograms}
                enabled={leversWanted}
                outdated={query.isPlaceholderData}
                onApply={show}
              />
            ) : null}
          </Suspense>
        </div>
      </div>
      <Scenarios scenarios={scenarios} onShow={show} />
    </section>
  );
}

export default EventPage;
