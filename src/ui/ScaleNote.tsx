import { useLocale, useT } from '../i18n/index.ts';
import { formatNumber } from '../i18n/format.ts';
import { roundSignificant } from '../shared/figures.ts';
import './charts.css';

/**
 * kg CO₂e per km of an average car (UK government GHG conversion factors 2021, "average car",
 * unknown fuel); see docs/methodology.md, "How the app shows figures".
 */
const CAR_KG_PER_KM = 0.171;

/** A factor of three digits and an average car claim no more than two significant digits. */
export function carKilometres(kilograms: number): number {
  return Math.max(1, roundSignificant(kilograms / CAR_KG_PER_KM, 2));
}

export function ScaleNote({ kilograms }: { kilograms: number }) {
  const t = useT();
  const locale = useLocale();
  if (!(kilograms > 0)) return null;
  return (
    <p className="scale-note" data-testid="scale-note">
      {t('scale.car', { km: formatNumber(carKilometres(kilograms), locale) })}
      <span className="scale-note__source">
        {t('scale.source', { factor: formatNumber(CAR_KG_PER_KM, locale) })}
      </span>
    </p>
  );
}
