import { LOCALES, type Language } from '../shared/language.ts';
import { shownFigure } from '../shared/figures.ts';
import { formatSigned, numberFormat } from './number-format.ts';

export interface FormattedEmission {
  /** The number, formatted for the language. */
  value: string;
  /** `kg CO₂e` or `t CO₂e`: a tonne from 1,000 kg on, for reading. */
  unit: string;
  /** Both, for text and screen readers. */
  text: string;
}

/**
 * A figure by the one rule of `shared/figures.ts` (three significant digits, no whole digit lost),
 * in kilograms, or in tonnes from 1,000 kg on, the rule applied to the number as written.
 */
export function formatEmission(kilograms: number, language: Language): FormattedEmission {
  const shown = shownFigure(kilograms);
  const value = formatSigned(
    numberFormat(LOCALES[language], {
      maximumFractionDigits: shown.fractionDigits,
      minimumFractionDigits: 0,
    }),
    shown.amount,
  );
  const unit = shown.unit === 't' ? 't CO₂e' : 'kg CO₂e';
  return { value, unit, text: `${value} ${unit}` };
}

/** The value exactly as the service reported it, every digit, in kilograms. */
export function formatExactEmission(kilograms: number, language: Language): string {
  const value = formatSigned(
    numberFormat(LOCALES[language], { maximumFractionDigits: 20 }),
    kilograms,
  );
  return `${value} kg CO₂e`;
}

export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  return formatSigned(numberFormat(LOCALES[language], options), value);
}

/**
 * A fraction as a percentage with one decimal, or two significant digits where one decimal would
 * round a small share to "0 %": a part that is not zero never reads as zero.
 */
const PERCENT: Intl.NumberFormatOptions = {
  style: 'percent',
  maximumFractionDigits: 1,
  maximumSignificantDigits: 2,
  roundingPriority: 'morePrecision',
};

/** A change, signed: "+12.5 %", "−3 %", "0 %". */
export function formatPercent(fraction: number, language: Language): string {
  return formatSigned(
    numberFormat(LOCALES[language], { ...PERCENT, signDisplay: 'exceptZero' }),
    fraction,
  );
}

/** A share of a total: "12.5 %", and "−3 %" for a part that lowers the total. */
export function formatShare(fraction: number, language: Language): string {
  return formatSigned(
    numberFormat(LOCALES[language], { ...PERCENT, signDisplay: 'negative' }),
    fraction,
  );
}
