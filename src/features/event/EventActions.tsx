import { useSettings } from '../../settings/store.ts';
import { useT } from '../../i18n/index.ts';
import type { Connection } from '../../api/connection.ts';
import type { EventCalculation } from '../../api/event.ts';
import type { ExportContext } from './export.ts';
import { MAX_SCENARIOS, pinScenario, scenarioId, useScenarios } from './scenarios.ts';
import { useEventLevers } from './useEventLevers.ts';

interface EventActionsProps {
  calculation: EventCalculation;
  /** The service the levers are calculated by. */
  connection: Connection;
  /** Whether the levers' calculations may start (once the result for this input is in). */
  leversWanted: boolean;
  /** The date and the service the export names. */
  context: ExportContext;
}

/** Pin, export and print, under a result (with whose code it loads: EventFigures.tsx). */
export function EventActions({
  calculation,
  context,
  connection,
  leversWanted,
}: EventActionsProps) {
  const t = useT();
  const settings = useSettings();
  const scenarios = useScenarios();
  // The levers' calculations start here, with the result; the list below the result
  // (EventLevers.tsx) reads the same queries, and the export takes them as they are.
  const levers = useEventLevers(connection, calculation.input, leversWanted);
  const kilograms = calculation.result.totalEmission;
  const pinned = scenarios.some((scenario) => scenario.id === scenarioId(calculation.input));
  const full = scenarios.length >= MAX_SCENARIOS;
  return (
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
                    context,
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
  );
}
