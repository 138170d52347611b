/**
 * The one rounding rule for an emission figure, used by every place that shows one: the pages,
 * the CSV, the print view, and the sandbox's PDF and social images.
 *
 * A figure keeps three significant digits, but never loses a digit before the decimal point:
 * 16.25 reads 16.3, 0.01234 reads 0.0123, 1,234.5 reads 1,235. The exact value as reported stays
 * available beside it (a tooltip on screen, its own column in the CSV).
 *
 * This module imports nothing: the sandbox imports it as it is.
 */

/** Significant digits a figure keeps, unless its whole part has more. */
export const FIGURE_SIGNIFICANT_DIGITS = 3;

/** How many digits after the decimal point a figure keeps (0 for 100 and more). */
export function figureFractionDigits(value: number): number {
  if (!Number.isFinite(value) || value === 0) return 0;
  const wholeDigits = Math.floor(Math.log10(Math.abs(value))) + 1;
  return Math.max(0, FIGURE_SIGNIFICANT_DIGITS - wholeDigits);
}

/** The figure rounded by the rule, as a number (half away from zero). */
export function roundFigure(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const digits = figureFractionDigits(value);
  const scale = 10 ** digits;
  // The tiny nudge keeps decimal ties such as 1.005 from rounding down through binary noise.
  const rounded = Math.round(Math.abs(value) * scale * (1 + Number.EPSILON)) / scale;
  return Math.sign(value) * rounded;
}

/** The figure rounded by the rule and written for a locale, e.g. `formatFigure(16.25, 'de-DE')` is "16,3". */
export function formatFigure(value: number, locale: string): string {
  const rounded = roundFigure(value);
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: figureFractionDigits(rounded),
    minimumFractionDigits: 0,
  }).format(rounded);
}

/** The unit a figure in kilograms is shown in: tonnes from 1,000 kg on, for reading. */
export type EmissionUnitText = 'kg CO₂e' | 't CO₂e';

export interface EmissionFigure {
  /** The figure rounded by the rule, in `unit`. */
  amount: number;
  /** The digits after the decimal point it keeps (in tonnes, as many as the kilograms keep). */
  fractionDigits: number;
  unit: EmissionUnitText;
}

/**
 * Kilograms as every screen and file shows them: rounded by the rule, in kilograms, or in tonnes
 * from 1,000 kg on with as many decimals as the kilograms keep (1,814.61 kg is 1.815 t).
 */
export function emissionFigure(kilograms: number): EmissionFigure {
  const rounded = roundFigure(kilograms);
  const digits = figureFractionDigits(kilograms);
  return Math.abs(kilograms) >= 1000
    ? { amount: rounded / 1000, fractionDigits: digits + 3, unit: 't CO₂e' }
    : { amount: rounded, fractionDigits: digits, unit: 'kg CO₂e' };
}

/** The value exactly as reported, written for a locale with every digit it has. */
export function formatExactFigure(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value);
}
