import { useLanguage, useT } from '../i18n/index.ts';
import { formatEmission, formatExactEmission } from '../i18n/format.ts';

interface DerivedFigure {
  /** What the figure is per, e.g. "per participant". */
  label: string;
  kilograms: number;
}

interface EmissionTotalProps {
  kilograms: number;
  label?: string;
  derived?: DerivedFigure[];
}

/** The headline emission figure, scaled for reading, with figures the app derived from it. */
export function EmissionTotal({ kilograms, label, derived = [] }: EmissionTotalProps) {
  const t = useT();
  const language = useLanguage();
  const total = formatEmission(kilograms, language);
  return (
    <div className="emission-total">
      <p className="emission-total__label">{label ?? t('result.total')}</p>
      <p
        className="emission-total__figure"
        data-testid="emission-total"
        title={t('result.exact', { value: formatExactEmission(kilograms, language) })}
      >
        <span className="emission-total__value">{total.value}</span>{' '}
        <span className="emission-total__unit">{total.unit}</span>
      </p>
      {derived.length ? (
        <dl className="emission-total__derived">
          {derived.map((figure) => (
            <div key={figure.label}>
              <dt>
                {figure.label} <span className="tag">{t('common.derived')}</span>
              </dt>
              <dd>{formatEmission(figure.kilograms, language).text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
