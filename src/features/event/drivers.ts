/**
 * The parts that drive an event's total (its stays, meals and travel), each measured by the
 * service as the same event without that part. Apart from levers.ts, whose variants the page
 * starts, so that the result's code (EventFigures.tsx) does not bring the levers' code with it.
 */
import { normalizeEventInput, type EventInput } from '../../api/event.ts';

export type DriverId = 'stays' | 'meals' | 'travel';

/**
 * The same event without one part, to measure that part with the service's own figures: without
 * overnight stays, with no meals listed, with everyone local. A part the input does not have (no
 * stays, no meal rows, already local) is left out.
 */
export function eventDriverVariants(input: EventInput): { id: DriverId; input: EventInput }[] {
  const base = normalizeEventInput(input);
  const variants: { id: DriverId; input: EventInput }[] = [];
  if (base.overnightStays > 0)
    variants.push({ id: 'stays', input: { ...base, overnightStays: 0 } });
  if (base.mealInfo.length > 0) variants.push({ id: 'meals', input: { ...base, mealInfo: [] } });
  if (base.originType !== 'LOCAL') {
    variants.push({ id: 'travel', input: { ...base, originType: 'LOCAL' } });
  }
  return variants.map((variant) => ({ id: variant.id, input: normalizeEventInput(variant.input) }));
}

interface DriverPart {
  id: DriverId | 'rest';
  /** The part in kilograms: negative for a part that lowers the total. */
  kilograms: number;
  /** The part's share of the total (negative for a part that lowers it). */
  share: number;
}

export interface DriverParts {
  /** The parts measured, largest first, and the rest of the total last when it is known. */
  parts: DriverPart[];
  /** The parts whose variant could not be calculated, in the order given. */
  missing: DriverId[];
}

/** Below the service's precision (0.01 kg): a part or rest this small measures nothing. */
const NEGLIGIBLE_KILOGRAMS = 0.005;

/**
 * The parts of a total from the totals of the variants without each part (undefined where a
 * variant failed), largest first, and the rest of the total after them, so that the parts add up
 * to the total. A part that measures nothing (meals listed that are what the menu alone gives) is
 * left out, and so is a rest below the service's precision. While a part is missing the rest
 * cannot be known (it would hold the missing part), so it is left out too; the shares of the
 * parts measured stay shares of the full total, which the main calculation gave.
 */
export function driverParts(
  totalKilograms: number,
  without: readonly { id: DriverId; kilograms: number | undefined }[],
): DriverParts {
  const share = (kilograms: number) => (totalKilograms === 0 ? 0 : kilograms / totalKilograms);
  const missing = without.flatMap(({ id, kilograms }) => (kilograms === undefined ? [id] : []));
  const parts: DriverPart[] = without.flatMap(({ id, kilograms }) => {
    if (kilograms === undefined) return [];
    const part = totalKilograms - kilograms;
    return Math.abs(part) < NEGLIGIBLE_KILOGRAMS
      ? []
      : [{ id, kilograms: part, share: share(part) }];
  });
  parts.sort((a, b) => b.kilograms - a.kilograms);
  const rest = totalKilograms - parts.reduce((sum, part) => sum + part.kilograms, 0);
  if (missing.length === 0 && Math.abs(rest) >= NEGLIGIBLE_KILOGRAMS) {
    parts.push({ id: 'rest', kilograms: rest, share: share(rest) });
  }
  return { parts, missing };
}
