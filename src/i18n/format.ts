import type { Locale } from '../shared/language.ts';
import { shownFigure, shownPerUnit, type ShownFigure } from '../shared/figures.ts';
import { formatSigned, numberFormat } from './number-format.ts';

export interface FormattedEmission {
  /** The number, formatted for the reader's locale. */
  value: string;
  /** `kg CO₂e` or `t CO₂e`: a tonne from 1,000 kg on, for reading. */
  unit: string;
  /** Both, for text and screen readers. */
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

/**
 * A figure by the one rule of `shared/figures.ts` (three significant digits, no whole digit lost),
 * in kilograms, or in tonnes from 1,000 kg on, the rule applied to the number as written.
 */
export function formatEmission(kilograms: number, locale: Locale): FormattedEmission {
  return formatShown(shownFigure(kilograms), locale);
}

/**
 * A total's figure per unit (per participant, per guest and day), written so that it times the
 * count reads back to the total as shown (`shownPerUnit`); undefined without a count.
 */
export function formatPerUnit(
  totalKilograms: number,
  count: number,
  locale: Locale,
): FormattedEmission | undefined {
  const shown = shownPerUnit(totalKilograms, count);
  return shown ? formatShown(shown, locale) : undefined;
}

/** The value exactly as the service reported it, every digit, in kilograms. */
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
 * The decimals every percentage of one list is written with: as many as its smallest share that is
 * not zero needs for two significant digits, so that no share reads as zero and no share of the
 * list claims another precision ("0.210 %" beside "0.013 %", never "0.21 %").
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

/**
 * How a list writes its changes, signed ("+12.5 %", "−3.0 %", "0 %"), all with the decimals of
 * `percentDecimals` for the list's fractions.
 */
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

/**
 * How a list writes its shares of a total ("12.5 %", and "−3.0 %" for a part that lowers the
 * total), all with the decimals of `percentDecimals` for the list's fractions.
 */
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
