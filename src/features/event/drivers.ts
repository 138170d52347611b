/**
 * An event's stays, meals and travel, each measured by the service as the same event without it.
 * Apart from levers.ts, so that the result's code does not bring the levers' code with it.
 */
import { normalizeEventInput, type EventInput } from '../../api/event.ts';

export type DriverId = 'stays' | 'meals' | 'travel';

/** Without stays, without listed meals, with everyone local; a part the input lacks is left out. */
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
  /** Negative for a part that lowers the total. */
  kilograms: number;
  share: number;
}

export interface DriverParts {
  /** Largest first, the rest of the total last when it is known. */
  parts: DriverPart[];
  missing: DriverId[];
}

/** Below the service's precision (0.01 kg). */
const NEGLIGIBLE_KILOGRAMS = 0.005;

/**
 * The rest makes the parts add up to the total. While a part is missing the rest cannot be known
 * (it would hold the missing part); the shares stay shares of the full total. A part that measures
 * nothing (meals listed that the menu alone gives) is left out.
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
