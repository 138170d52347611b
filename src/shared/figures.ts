/**
 * The one rounding rule for an emission figure: three significant digits, never losing one before
 * the decimal point, applied to the number as written (3,897,650 kg reads 3,898 t), so every figure
 * of a list claims the same precision whatever its unit.
 */

const FIGURE_SIGNIFICANT_DIGITS = 3;

export function figureFractionDigits(value: number): number {
  if (!Number.isFinite(value) || value === 0) return 0;
  const wholeDigits = Math.floor(Math.log10(Math.abs(value))) + 1;
  return Math.max(0, FIGURE_SIGNIFICANT_DIGITS - wholeDigits);
}

export function roundFigure(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const digits = figureFractionDigits(value);
  const scale = 10 ** digits;
  // The tiny nudge keeps decimal ties such as 1.005 from rounding down through binary noise.
  const rounded = Math.round(Math.abs(value) * scale * (1 + Number.EPSILON)) / scale;
  return Math.sign(value) * rounded;
}

const TONNE_FROM_KILOGRAMS = 1000;

export interface ShownFigure {
  amount: number;
  unit: 'kg' | 't';
  fractionDigits: number;
}

export function shownFigure(kilograms: number): ShownFigure {
  const inKilograms = roundFigure(kilograms);
  if (!(Math.abs(inKilograms) >= TONNE_FROM_KILOGRAMS)) {
    return { amount: inKilograms, unit: 'kg', fractionDigits: figureFractionDigits(inKilograms) };
  }
  const tonnes = roundFigure(kilograms / 1000);
  return { amount: tonnes, unit: 't', fractionDigits: figureFractionDigits(tonnes) };
}

/** In kilograms as the pages show it (2,184.15 kg shows as 2.18 t, so 2,180), for a file. */
export function roundShown(kilograms: number): number {
  const shown = shownFigure(kilograms);
  if (shown.unit === 'kg') return shown.amount;
  // In tonnes a figure keeps at most two decimals, so in kilograms it is whole: count in the
  // last kept digit to stay clear of binary noise (2.18 × 1000 is 2180.0000000000005).
  const step = 10 ** shown.fractionDigits;
  return (Math.round(shown.amount * step) * 1000) / step;
}

/** For a comparison that can claim no more: 25,545,610 km of driving is about 26,000,000 km. */
export function roundSignificant(value: number, digits: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const wholeDigits = Math.floor(Math.log10(Math.abs(value))) + 1;
  const places = digits - wholeDigits;
  // Whole tens and above are rounded as integers, so no binary noise is left in the digits.
  if (places <= 0) {
    const step = 10 ** -places;
    return Math.sign(value) * Math.round(Math.abs(value) / step) * step;
  }
  const scale = 10 ** places;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale * (1 + Number.EPSILON))) / scale;
}

/** Half away from zero, counted in the last kept digit. */
function roundToDigits(value: number, digits: number): number {
  const scale = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale * (1 + Number.EPSILON))) / scale;
}

/**
 * Keeps the decimals of the total as shown, or more, until the figure times `count` reads back to
 * the total as shown: 11.02 kg for 2 guests shows 11 kg and 5.5 kg, not 5.51 kg.
 */
export function shownPerUnit(totalKilograms: number, count: number): ShownFigure | undefined {
  if (!(count > 0) || !Number.isFinite(totalKilograms)) return undefined;
  const total = shownFigure(totalKilograms);
  const totalScale = total.unit === 't' ? 1000 : 1;
  const each = totalKilograms / count;
  const unit = Math.abs(roundFigure(each)) >= TONNE_FROM_KILOGRAMS ? 't' : 'kg';
  const scale = unit === 't' ? 1000 : 1;
  // The total's last kept digit, in the unit the figure per unit is written in.
  const first = Math.max(0, total.fractionDigits - Math.round(Math.log10(totalScale / scale)));
  for (let digits = first; digits <= first + 12; digits++) {
    const amount = roundToDigits(each / scale, digits);
    const readBack = roundToDigits((amount * scale * count) / totalScale, total.fractionDigits);
    if (readBack === total.amount) return { amount, unit, fractionDigits: digits };
  }
  return shownFigure(each);
}

export function roundShownPerUnit(totalKilograms: number, count: number): number | undefined {
  const shown = shownPerUnit(totalKilograms, count);
  if (!shown) return undefined;
  return shown.unit === 'kg'
    ? shown.amount
    : roundToDigits(shown.amount * 1000, Math.max(0, shown.fractionDigits - 3));
}
