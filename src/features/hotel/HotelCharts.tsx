import { answerNumber, detailKilograms, type HotelAnswer } from '../../api/answers.ts';
import type { HotelRequest } from '../../api/contract.ts';
import { guestDays, perGuestNight } from '../../api/hotel.ts';
import { formatEmission, formatPerUnit, shareFormat } from '../../i18n/format.ts';
import { isMessageKey, useLocale, useT } from '../../i18n/index.ts';
import { BarChart, type Bar } from '../../ui/BarChart.tsx';

interface HotelChartsProps {
  input: HotelRequest;
  result: HotelAnswer;
  kilograms: number;
}

/**
 * The figures of the answer's `breakdown`, when it has one, in kilograms: its numbers, and its
 * decimal strings as the answer's reader reads them; other values are not charted.
 */
function breakdownOf({ answer, unit }: HotelAnswer): [string, number][] {
  if (typeof answer !== 'object') return [];
  const breakdown = answer.breakdown;
  if (!breakdown || typeof breakdown !== 'object' || Array.isArray(breakdown)) return [];
  return Object.entries(breakdown).flatMap(([key, value]): [string, number][] => {
    const figure = answerNumber(value);
    return figure !== undefined && Number.isFinite(figure)
      ? [[key, detailKilograms(figure, unit)]]
      : [];
  });
}

/** The stay's total beside one guest's day, and the service's breakdown as bars when it gives one. */
export function HotelCharts({ input, result, kilograms }: HotelChartsProps) {
  const t = useT();
  const locale = useLocale();
  const each = perGuestNight(kilograms, input);
  const sizes: Bar[] = [
    {
      id: 'total',
      label: t('hotel.chart.total'),
      value: kilograms,
      valueText: formatEmission(kilograms, locale).text,
      kind: 'current',
    },
    {
      id: 'perGuestDay',
      label: t('hotel.result.perGuestNight'),
      value: each,
      valueText: (
        formatPerUnit(kilograms, guestDays(input), locale) ?? formatEmission(each, locale)
      ).text,
      kind: 'neutral',
    },
  ];
  const breakdown = breakdownOf(result);
  const shareText = shareFormat(
    breakdown.map(([, partKilograms]) => partKilograms / kilograms),
    locale,
  );
  const parts = breakdown.map(([key, partKilograms]): Bar => {
    const messageKey = `hotel.field.breakdown.${key}`;
    const share = kilograms > 0 ? ` (${shareText(partKilograms / kilograms)})` : '';
    return {
      id: key,
      label: isMessageKey(messageKey) ? t(messageKey) : key,
      value: partKilograms,
      valueText: `${formatEmission(partKilograms, locale).text}${share}`,
      kind: 'part',
    };
  });
  return (
    <div className="hotel-charts">
      <BarChart
        title={t('hotel.chart.sizes')}
        bars={sizes}
        labelHeader={t('chart.label')}
        valueHeader={t('hotel.field.emission')}
        testId="hotel-sizes-chart"
      />
      {parts.length ? (
        <BarChart
          title={t('hotel.chart.breakdown')}
          note={t('hotel.chart.breakdownNote')}
          bars={parts}
          labelHeader={t('chart.label')}
          valueHeader={t('hotel.field.emission')}
          testId="hotel-breakdown-chart"
        />
      ) : null}
    </div>
  );
}
