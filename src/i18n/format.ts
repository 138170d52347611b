import type { Locale } from '../shared/language.ts';
import { shownFigure, shownPerUnit, type ShownFigure } from '../shared/figures.ts';
import { formatSigned, numberFormat } from './number-format.ts';

export interface FormattedEmission {
  value: string;
  unit: string;
  /** For text and screen readers. */
  text: string;
}

function formatShown(shown: ShownFigure, locale: Locale): FormattedEmission {
  const value = formatSigned(
    numberFormat(locale, {
      maximumFractionDigits: shown.fractionDigits,
      minimumFractionDigits: 0,
    }),
    shown.amount,
  );
  const unit = shown.unit === 't' ? 't CO₂e' : 'kg CO₂e';
  return { value, unit, text: `${value} ${unit}` };
}

/** By the one rule of `shared/figures.ts`. */
export function formatEmission(kilograms: number, locale: Locale): FormattedEmission {
  return formatShown(shownFigure(kilograms), locale);
}

/** So that it times the count reads back to the total as shown (`shownPerUnit`). */
export function formatPerUnit(
  totalKilograms: number,
  count: number,
  locale: Locale,
): FormattedEmission | undefined {
  const shown = shownPerUnit(totalKilograms, count);
  return shown ? formatShown(shown, locale) : undefined;
}

export function formatExactEmission(kilograms: number, locale: Locale): string {
  const value = formatSigned(numberFormat(locale, { maximumFractionDigits: 20 }), kilograms);
  return `${value} kg CO₂e`;
}

export function formatNumber(
  value: number,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  return formatSigned(numberFormat(locale, options), value);
}

/**
 * Two significant digits for the smallest share that is not zero, for every share of the list, so
 * none reads as zero and none claims another precision ("0.210 %" beside "0.013 %").
 */
function percentDecimals(fractions: readonly number[]): number {
  const smallest = Math.min(
    ...fractions.filter((value) => Number.isFinite(value) && value !== 0).map(Math.abs),
  );
  if (!Number.isFinite(smallest)) return 0;
  return Math.min(20, Math.max(0, 1 - Math.floor(Math.log10(smallest * 100))));
}

function percentOptions(decimals: number): Intl.NumberFormatOptions {
  return { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals };
}

export function percentFormat(
  fractions: readonly number[],
  locale: Locale,
): (fraction: number) => string {
  const format = numberFormat(locale, {
    ...percentOptions(percentDecimals(fractions)),
    signDisplay: 'exceptZero',
  });
  return (fraction) => formatSigned(format, fraction);
}

export function shareFormat(
  fractions: readonly number[],
  locale: Locale,
): (fraction: number) => string {
  const format = numberFormat(locale, {
    ...percentOptions(percentDecimals(fractions)),
    signDisplay: 'negative',
  });
  return (fraction) => formatSigned(format, fraction);
}
