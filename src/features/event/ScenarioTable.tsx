import { useRef } from 'react';
import type { EventInput } from '../../api/event.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { formatEmission, formatNumber, formatPerUnit, percentFormat } from '../../i18n/format.ts';
import { mealsLabel, mealTypeLabel, originLabel, scenarioNames } from './labels.ts';
import { BarChart } from '../../ui/BarChart.tsx';
import { useOverflows } from '../../lib/useOverflows.ts';
import { removeScenario, type Scenario } from './scenarios.ts';

export interface ScenariosProps {
  scenarios: Scenario[];
  onShow: (input: EventInput) => void;
}

/**
 * The pinned scenarios side by side (inputs, totals, per participant, difference to the first)
 * and as a chart. Its code loads once something is pinned (Scenarios.tsx).
 */
export default function ScenarioTable({
  scenarios,
  onShow,
  onRemoving,
}: ScenariosProps & { onRemoving: (index: number) => void }) {
  const t = useT();
  const locale = useLocale();
  const first = scenarios[0];
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(scroller, scenarios.length);
  const names = scenarioNames(scenarios, t);
  const emission = (kilograms: number | undefined) =>
    kilograms === undefined ? '–' : formatEmission(kilograms, locale).text;
  const change = percentFormat(
    scenarios.map((scenario) =>
      !first || first.kilograms === 0
        ? 0
        : (scenario.kilograms - first.kilograms) / first.kilograms,
    ),
    locale,
  );
  const rows: { label: string; cells: (scenario: Scenario, index: number) => string }[] = [
    { label: t('event.result.origin'), cells: (s) => originLabel(s.input.originType, t) },
    {
      label: t('event.result.participants'),
      cells: (s) => formatNumber(s.input.participants, locale),
    },
    {
      label: t('event.result.nights'),
      cells: (s) => formatNumber(s.input.overnightStays, locale),
    },
    { label: t('event.menu.legend'), cells: (s) => mealTypeLabel(s.input.mealType, t) },
    { label: t('event.result.meals'), cells: (s) => mealsLabel(s.input.mealInfo, t) },
  ];

  return (
    <>
      <p
        id="scenarios-scroll-hint"
        className={`scroll-hint no-print${overflows ? ' scroll-hint--shown' : ''}`}
      >
        {t('event.scenarios.scrollHint')}
      </p>
      {/* Focusable, so the keyboard can scroll it too (arrow keys). */}
      <div
        className="table-scroll"
        ref={scroller}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
        tabIndex={0}
        role="region"
        aria-label={t('event.scenarios.caption')}
        aria-describedby={overflows ? 'scenarios-scroll-hint' : undefined}
      >
        <table className="scenarios__table" data-testid="scenarios">
          <caption className="visually-hidden">{t('event.scenarios.caption')}</caption>
          <thead>
            <tr>
              <td />
              {scenarios.map((scenario, index) => (
                <th key={scenario.id} scope="col">
                  {names[index]}
                  <span className="scenarios__buttons no-print">
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('event.scenarios.showLabel', { name: names[index] ?? '' })}
                      onClick={() => onShow(scenario.input)}
                    >
                      {t('event.scenarios.show')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('event.scenarios.removeLabel', {
                        name: names[index] ?? '',
                      })}
                      data-remove
                      onClick={() => {
                        onRemoving(index);
                        removeScenario(scenario.id);
                      }}
                    >
                      {t('event.scenarios.remove')}
                    </button>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {scenarios.map((scenario, index) => (
                  <td key={scenario.id}>{row.cells(scenario, index)}</td>
                ))}
              </tr>
            ))}
            <tr className="scenarios__total">
              <th scope="row">{t('event.scenarios.total')}</th>
              {scenarios.map((scenario) => (
                <td key={scenario.id}>{emission(scenario.kilograms)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">
                {t('event.result.perParticipant')}{' '}
                <span className="tag">{t('common.derived')}</span>
              </th>
              {scenarios.map((scenario) => (
                <td key={scenario.id}>
                  {formatPerUnit(scenario.kilograms, scenario.input.participants, locale)?.text ??
                    '–'}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('event.scenarios.difference')}</th>
              {scenarios.map((scenario, index) => {
                if (index === 0 || !first) {
                  return <td key={scenario.id}>{t('event.scenarios.baseline')}</td>;
                }
                const difference = scenario.kilograms - first.kilograms;
                const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
                const fraction = first.kilograms === 0 ? 0 : difference / first.kilograms;
                return (
                  <td
                    key={scenario.id}
                    className={
                      difference < 0 ? 'lever__saving' : difference > 0 ? 'lever__increase' : ''
                    }
                  >
                    {sign}
                    {emission(Math.abs(difference))} ({change(fraction)})
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
      <BarChart
        title={t('event.scenarios.chart')}
        bars={scenarios.map((scenario, index) => ({
          id: scenario.id,
          label: names[index] ?? '',
          value: scenario.kilograms,
          valueText: emission(scenario.kilograms),
          kind: index === 0 ? 'current' : 'neutral',
        }))}
        labelHeader={t('event.scenarios.title')}
        valueHeader={t('event.scenarios.total')}
        testId="scenarios-chart"
      />
    </>
  );
}
