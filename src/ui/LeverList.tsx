import { useEffect, useRef } from 'react';
import { useLocale, useT } from '../i18n/index.ts';
import { formatEmission, shareFormat } from '../i18n/format.ts';
import { BarChart, type Bar } from './BarChart.tsx';
import { byScreenOrder } from '../lib/lever-order.ts';
import { WaitCountdown } from './WaitCountdown.tsx';
import './charts.css';

export interface Lever {
  id: string;
  title: string;
  description: string;
  status: 'pending' | 'error' | 'success';
  kilograms?: number;
  onApply: () => void;
  onRetry: () => void;
  /** Epoch ms, while the variant waits out a limit. */
  waitUntil?: number;
}

interface LeverListProps {
  baselineKilograms: number;
  levers: Lever[];
}

/** A variant without a figure offers Try again, not Apply, which would ask to choose blind. */
export function LeverList({ baselineKilograms, levers }: LeverListProps) {
  const t = useT();
  const locale = useLocale();
  const sorted = byScreenOrder(levers, baselineKilograms);
  const fractionOf = (lever: Lever) =>
    lever.kilograms === undefined || baselineKilograms === 0
      ? 0
      : Math.abs(lever.kilograms - baselineKilograms) / baselineKilograms;
  const share = shareFormat(sorted.map(fractionOf), locale);
  // Screen readers hear one lever's wait, not each of them side by side.
  const announced = sorted.find((lever) => lever.waitUntil !== undefined)?.id;
  const list = useRef<HTMLOListElement>(null);
  // Try again's button leaves while it calculates: the keyboard is brought back to the lever's
  // button once it has settled, rather than left at the top of the page.
  const retried = useRef<string | null>(null);
  useEffect(() => {
    const lever = levers.find((candidate) => candidate.id === retried.current);
    if (!lever || lever.status === 'pending') return;
    retried.current = null;
    list.current
      ?.querySelector<HTMLButtonElement>(`[data-lever="${CSS.escape(lever.id)}"] button`)
      ?.focus();
  }, [levers]);
  const bars: Bar[] = [
    {
      id: 'current',
      label: t('levers.chart.current'),
      value: baselineKilograms,
      valueText: formatEmission(baselineKilograms, locale).text,
      kind: 'current',
    },
    ...sorted.flatMap((lever): Bar[] =>
      lever.status === 'success' && lever.kilograms !== undefined
        ? [
            {
              id: lever.id,
              label: lever.title,
              value: lever.kilograms,
              valueText: formatEmission(lever.kilograms, locale).text,
              kind:
                lever.kilograms < baselineKilograms
                  ? 'saving'
                  : lever.kilograms > baselineKilograms
                    ? 'increase'
                    : 'neutral',
            },
          ]
        : [],
    ),
  ];

  return (
    <section className="card levers" aria-labelledby="levers-title">
      <h2 id="levers-title">{t('levers.title')}</h2>
      <p className="field__hint">{t('levers.intro')}</p>
      {sorted.length === 0 ? <p>{t('levers.none')}</p> : null}
      {bars.length > 1 ? (
        <BarChart
          title={t('levers.chart.title')}
          note={t('levers.chart.note')}
          bars={bars}
          labelHeader={t('levers.chart.variant')}
          valueHeader={t('result.total')}
          testId="levers-chart"
        />
      ) : null}
      <ol className="levers__list" ref={list}>
        {sorted.map((lever) => {
          const difference =
            lever.kilograms === undefined ? undefined : lever.kilograms - baselineKilograms;
          const amount =
            difference === undefined ? '' : formatEmission(Math.abs(difference), locale).text;
          const percent = share(fractionOf(lever));
          return (
            <li
              key={lever.id}
              className="lever"
              data-lever={lever.id}
              aria-busy={lever.status === 'pending'}
            >
              <div className="lever__text">
                <p className="lever__title">{lever.title}</p>
                <p className="lever__description">{lever.description}</p>
              </div>
              <div className="lever__figures">
                {lever.waitUntil !== undefined && lever.status !== 'success' ? (
                  <p className="lever__pending lever__limit" data-testid="lever-limit">
                    {t('levers.limited')}{' '}
                    <WaitCountdown
                      until={lever.waitUntil}
                      onOver={lever.status === 'error' ? lever.onRetry : undefined}
                      announce={lever.id === announced}
                    />
                  </p>
                ) : (
                  <>
                    {lever.status === 'pending' ? (
                      <p className="lever__pending">{t('levers.loading')}</p>
                    ) : null}
                    {lever.status === 'error' ? (
                      <p className="lever__error">{t('levers.failed')}</p>
                    ) : null}
                  </>
                )}
                {lever.status === 'success' &&
                lever.kilograms !== undefined &&
                difference !== undefined ? (
                  <>
                    <p className="lever__total">{formatEmission(lever.kilograms, locale).text}</p>
                    <p className={difference < 0 ? 'lever__saving' : 'lever__increase'}>
                      {/* A lever that changes nothing is not listed (lib/lever-order.ts). */}
                      {difference < 0
                        ? t('levers.saves', { amount, percent })
                        : t('levers.adds', { amount, percent })}
                    </p>
                  </>
                ) : null}
              </div>
              {lever.status === 'success' && lever.kilograms !== undefined ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={lever.onApply}
                  aria-label={t('levers.applyLabel', { lever: lever.title })}
                >
                  {t('levers.apply')}
                </button>
              ) : null}
              {lever.status === 'error' ? (
                <button
                  type="button"
                  className="button button--secondary button--small no-print"
                  onClick={() => {
                    retried.current = lever.id;
                    lever.onRetry();
                  }}
                  aria-label={t('levers.retryLabel', { lever: lever.title })}
                >
                  {t('common.retry')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
