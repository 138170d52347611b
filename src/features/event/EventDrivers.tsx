import { useQueries } from '@tanstack/react-query';
import { eventCalculationQuery, type EventInput } from '../../api/event.ts';
import type { Connection } from '../../api/connection.ts';
import type { EmissionUnit } from '../../settings/store.ts';
import { eventDriverVariants } from './levers.ts';
import { formatEmission, formatPercent, toKilograms } from '../../i18n/format.ts';
import { useLanguage, useT } from '../../i18n/index.ts';
import { BarChart, type Bar } from '../../ui/BarChart.tsx';

interface EventDriversProps {
  connection: Connection;
  input: EventInput;
  totalKilograms: number;
  unit: EmissionUnit;
  enabled: boolean;
}

/**
 * What drives the event, measured by varying the input: each part is the total minus the total of
 * the same event without it, all calculated by the service (cached with the levers).
 */
export function EventDrivers({
  connection,
  input,
  totalKilograms,
  unit,
  enabled,
}: EventDriversProps) {
  const t = useT();
  const language = useLanguage();
  const variants = eventDriverVariants(input);
  const queries = useQueries({
    queries: variants.map((variant) => ({
      ...eventCalculationQuery(connection, variant.input),
      enabled,
    })),
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
  const bars: Bar[] = [];
  variants.forEach((variant, index) => {
    const data = queries[index]?.data;
    if (!data) return;
    const part = totalKilograms - toKilograms(data.result.totalEmission, unit);
    const share = formatPercent(part / totalKilograms, language).replace(/^\+/, '');
    bars.push({
      id: variant.id,
      label: t(`event.drivers.${variant.id}`),
      value: part,
      valueText: `${formatEmission(part, language).text} (${share})`,
      kind: 'part',
    });
  });
  bars.sort((a, b) => b.value - a.value);
  return (
    <BarChart
      title={t('event.drivers.title')}
      note={t('event.drivers.note')}
      bars={bars}
      labelHeader={t('chart.label')}
      valueHeader={t('event.drivers.value')}
      testId="event-drivers"
    />
  );
}
