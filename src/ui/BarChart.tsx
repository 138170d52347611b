/**
 * A bar chart that is its own text alternative: a table of written values, the CSS bars hidden
 * from screen readers; colour is never the only cue (each kind of bar has its own pattern).
 */
import type { ReactNode } from 'react';

type BarKind = 'current' | 'saving' | 'increase' | 'neutral' | 'part';

export interface Bar {
  id: string;
  label: string;
  /** Bars share one scale (the largest absolute value); undefined: no bar, `valueText` says why. */
  value: number | undefined;
  valueText: string;
  kind?: BarKind;
  action?: ReactNode;
}

interface BarChartProps {
  title: string;
  note?: string;
  bars: Bar[];
  labelHeader: string;
  valueHeader: string;
  testId?: string;
}

export function BarChart({ title, note, bars, labelHeader, valueHeader, testId }: BarChartProps) {
  if (bars.length === 0) return null;
  const largest = Math.max(...bars.map((bar) => Math.abs(bar.value ?? 0)), 0);
  return (
    <figure className="bar-chart" data-testid={testId}>
      <table className="bar-chart__table">
        <caption className="bar-chart__caption">
          <span className="bar-chart__title">{title}</span>
          {note ? <span className="bar-chart__note">{note}</span> : null}
        </caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => {
            const value = bar.value ?? 0;
            const width = largest > 0 ? (Math.abs(value) / largest) * 100 : 0;
            return (
              <tr key={bar.id} className="bar-chart__row" data-bar={bar.id}>
                {/* Focusable from script only: where the keyboard returns when a value is filled in. */}
                <th scope="row" className="bar-chart__label" tabIndex={-1}>
                  {bar.label}
                </th>
                <td className="bar-chart__cell">
                  {bar.value === undefined ? null : (
                    <span className="bar-chart__track" aria-hidden="true">
                      <span
                        className={`bar-chart__fill bar-chart__fill--${bar.kind ?? 'neutral'}`}
                        style={{ width: `${Math.max(width, value === 0 ? 0 : 0.5)}%` }}
                      />
                    </span>
                  )}
                  <span className="bar-chart__value">{bar.valueText}</span>
                  {bar.action}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
