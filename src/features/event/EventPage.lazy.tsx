import { useCallback } from 'react';
import { eventCalculationQuery, type EventInput } from '../../api/event.ts';
import { useConnection } from '../../settings/connection.ts';
import { useSettings } from '../../settings/store.ts';
import { LOCALES, useT, registerAreas } from '../../i18n/index.ts';
import { dateFormat } from '../../i18n/number-format.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useCalculatorPage } from '../calculator-page.ts';
import { EventForm } from './EventForm.tsx';
import { EventLevers, useEventLevers } from './EventLevers.tsx';
import { EventDrivers } from './EventDrivers.tsx';
import { EventResult } from './EventResult.tsx';
import { eventFieldLabeller } from './field-labels.ts';
import { Scenarios } from './Scenarios.tsx';
import { MAX_SCENARIOS, pinScenario, scenarioId, useScenarios } from './scenarios.ts';
import { EVENT_DEFAULTS, eventUrlForm } from './search.ts';
import './event.css';

registerAreas('event');

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
      (input: EventInput | null) => eventCalculationQuery(connection, input ?? EVENT_DEFAULTS),
      [connection],
    ),
    resultHeadingId: 'event-result-title',
  });
  const { url, input: submitted, query, result: calculation, show } = page;
  const { state } = url;
  // Levers start once the result for this input is in.
  const leversWanted = page.settled;
  const levers = useEventLevers(connection, calculation?.input, leversWanted);
  const scenarios = useScenarios();
  const kilograms = calculation ? calculation.result.totalEmission : 0;
  // The date of the print and the export, made only once there is a result to print or export.
  const today = calculation
    ? dateFormat(LOCALES[settings.language], { dateStyle: 'long' }).format(new Date())
    : '';
  const pinned = calculation
    ? scenarios.some((scenario) => scenario.id === scenarioId(calculation.input))
    : false;
  const full = scenarios.length >= MAX_SCENARIOS;

  const actions = calculation ? (
    <div className="event-result__actions no-print">
      <div className="button-row">
        {/* aria-disabled, not disabled: a pressed button that disables itself would drop the
            keyboard's focus to the page; this one keeps it and says "Pinned". */}
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={pinned || full}
          aria-describedby={full && !pinned ? 'scenarios-full' : undefined}
          onClick={() => {
            if (!pinned && !full) pinScenario(calculation.input, kilograms);
          }}
        >
          {pinned ? t('event.scenarios.pinned') : t('event.scenarios.pin')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={async () => {
            // The export's code loads when it is asked for, not with the page.
            const [{ eventCsvRows }, { csvDialect, downloadCsv, toCsv }] = await Promise.all([
              import('./export.ts'),
              import('../../lib/csv.ts'),
            ]);
            downloadCsv(
              t('event.csv.filename'),
              toCsv(
                eventCsvRows(
                  {
                    context: { date: today, service: serviceName, sandbox: connection.isSandbox },
                    calculation,
                    levers,
                    scenarios,
                  },
                  t,
                ),
                csvDialect(settings.language),
              ),
            );
          }}
        >
          {t('result.exportCsv')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          {t('result.print')}
        </button>
      </div>
      {full && !pinned ? (
        <p className="field__hint" id="scenarios-full">
          {t('event.scenarios.full')}
        </p>
      ) : null}
    </div>
  ) : null;

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
            actions={actions}
            charts={
              calculation ? (
                <EventDrivers
                  connection={connection}
                  input={calculation.input}
                  totalKilograms={kilograms}
                  enabled={leversWanted}
                />
              ) : null
            }
          />
          {calculation && query.isSuccess ? (
            <EventLevers
              input={calculation.input}
              baselineKilograms={kilograms}
              levers={levers}
              outdated={query.isPlaceholderData}
              onApply={show}
            />
          ) : null}
        </div>
      </div>
      <Scenarios scenarios={scenarios} onShow={show} />
    </section>
  );
}

export default EventPage;
