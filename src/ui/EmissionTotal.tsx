import { useLocale, useT } from '../i18n/index.ts';
import { formatEmission, formatExactEmission, formatPerUnit } from '../i18n/format.ts';

interface DerivedFigure {
  label: string;
  /** A figure without one is left out. */
  count: number;
}

interface EmissionTotalProps {
  kilograms: number;
  label?: string;
  derived?: DerivedFigure[];
}

export function EmissionTotal({ kilograms, label, derived = [] }: EmissionTotalProps) {
  const t = useT();
  const locale = useLocale();
  const total = formatEmission(kilograms, locale);
  // Each derived figure times its count reads back to the total as shown (shared/figures.ts).
  const shown = derived.flatMap((figure) => {
    const each = formatPerUnit(kilograms, figure.count, locale);
    return each ? [{ figure, text: each.text }] : [];
  });
  return (
    <div className="emission-total">
      <p className="emission-total__label">{label ?? t('result.total')}</p>
      <p
        className="emission-total__figure"
        data-testid="emission-total"
        title={t('result.exact', { value: formatExactEmission(kilograms, locale) })}
      >
        <span className="emission-total__value">{total.value}</span>{' '}
        <span className="emission-total__unit">{total.unit}</span>
      </p>
      {shown.length ? (
        <dl className="emission-total__derived">
          {shown.map(({ figure, text }) => (
            <div key={figure.label}>
              <dt>
                {figure.label} <span className="tag">{t('common.derived')}</span>
              </dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
