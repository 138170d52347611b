import { useEffect, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import { eventCalculationQuery, type EventInput } from '../../api/event.ts';
import type { Connection } from '../../api/connection.ts';
import { driverParts, eventDriverVariants, type DriverId } from './drivers.ts';
import { formatEmission, shareFormat } from '../../i18n/format.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { BarChart, type Bar } from '../../ui/BarChart.tsx';

interface EventDriversProps {
  connection: Connection;
  input: EventInput;
  totalKilograms: number;
  enabled: boolean;
}

/**
 * Each part is the total minus the same event's total without it (cached with the levers). A
 * part whose calculation failed is shown as not calculated, and the rest is left out rather than
 * made to absorb it.
 */
export function EventDrivers({ connection, input, totalKilograms, enabled }: EventDriversProps) {
  const t = useT();
  const locale = useLocale();
  const variants = eventDriverVariants(input);
  const queries = useQueries({
    queries: variants.map((variant) => ({
      ...eventCalculationQuery(connection, variant.input),
      enabled,
    })),
  });
  const chart = useRef<HTMLDivElement>(null);
  // The part whose Try again was pressed: its button leaves while it calculates, so the keyboard is
  // brought back to its row (or its button, after another failure) once it has settled.
  const retried = useRef<DriverId | null>(null);
  useEffect(() => {
    const id = retried.current;
    const query = queries[variants.findIndex((variant) => variant.id === id)];
    if (!id || !query || query.isFetching) return;
    retried.current = null;
    const row = chart.current?.querySelector(`[data-bar="${id}"]`);
    (row?.querySelector('button') ?? row?.querySelector('th'))?.focus();
  });
  if (variants.length === 0 || totalKilograms <= 0) return null;
  const done = queries.every((query) => query.data !== undefined || query.isError);
  if (!done) {
    return (
      <p className="field__hint" aria-busy="true">
        {t('event.drivers.loading')}
      </p>
    );
  }
  const { parts, missing } = driverParts(
    totalKilograms,
    variants.map((variant, index) => {
      const data = queries[index]?.data;
      return {
        id: variant.id,
        kilograms: data?.result.totalEmission,
      };
    }),
  );
  const share = shareFormat(
    parts.map((part) => part.share),
    locale,
  );
  const bars: Bar[] = parts.map((part) => ({
    id: part.id,
    label: t(`event.drivers.${part.id}`),
    value: part.kilograms,
    valueText: `${formatEmission(part.kilograms, locale).text} (${share(part.share)})`,
    kind: part.id === 'rest' ? 'neutral' : part.kilograms < 0 ? 'saving' : 'part',
  }));
  for (const id of missing) {
    const query = queries[variants.findIndex((variant) => variant.id === id)];
    const label = t(`event.drivers.${id}`);
    const retrying = query?.fetchStatus === 'fetching';
    bars.push({
      id,
      label,
      value: undefined,
      valueText: retrying ? t('levers.loading') : t('event.drivers.failed'),
      action: (
        <button
          type="button"
          className="button button--secondary button--small bar-chart__action no-print"
          aria-label={t('event.drivers.retryLabel', { part: label })}
          onClick={() => {
            retried.current = id;
            void query?.refetch();
          }}
        >
          {t('common.retry')}
        </button>
      ),
    });
  }
  const restShown = parts.some((part) => part.id === 'rest');
  const note = [
    t('event.drivers.note'),
    ...(restShown ? [t('event.drivers.restNote')] : []),
    ...(missing.length > 0 ? [t('event.drivers.partialNote')] : []),
  ].join(' ');
  return (
    <div ref={chart}>
      <BarChart
        title={t('event.drivers.title')}
        note={note}
        bars={bars}
        labelHeader={t('chart.label')}
        valueHeader={t('event.drivers.value')}
        testId="event-drivers"
      />
    </div>
  );
}
