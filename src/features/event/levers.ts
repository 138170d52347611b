/**
 * Variants of an event that a planner can choose instead (the levers), each a full event input that
 * is calculated by the service like any other.
 */
import { ORIGIN_TYPES } from '../../api/contract.ts';
import { normalizeEventInput, type EventInput } from '../../api/event.ts';

export const LEVER_IDS = [
  'vegetarian',
  'nearer',
  'local',
  'hybrid',
  'noNights',
  'halfNights',
] as const;
export type LeverId = (typeof LEVER_IDS)[number];

export interface LeverVariant {
  id: LeverId;
  input: EventInput;
}

/** The share of participants who would join online in the hybrid lever. */
export const HYBRID_ONLINE_SHARE = 0.25;

function scaled(count: number, factor: number): number {
  return Math.max(1, Math.round(count * factor));
}

/**
 * Variants of the same event that a planner can choose, each only when it changes the input and
 * differs from the other variants.
 */
export function eventLeverVariants(input: EventInput): LeverVariant[] {
  const base = normalizeEventInput(input);
  const originIndex = ORIGIN_TYPES.indexOf(base.originType);
  const candidates: LeverVariant[] = [
    {
      id: 'vegetarian',
      input: {
        ...base,
        mealType: base.mealType === 'MEAT' ? 'VEGETARIAN' : base.mealType,
        mealInfo: base.mealInfo.map((meal) =>
          meal.mealType === 'MEAT' ? { ...meal, mealType: 'VEGETARIAN' } : meal,
        ),
      },
    },
    {
      id: 'nearer',
      input: { ...base, originType: ORIGIN_TYPES[Math.max(0, originIndex - 1)] ?? base.originType },
    },
    { id: 'local', input: { ...base, originType: 'LOCAL' } },
    {
      id: 'hybrid',
      input:
        base.participants >= 4
          ? {
              ...base,
              participants: scaled(base.participants, 1 - HYBRID_ONLINE_SHARE),
              mealInfo: base.mealInfo.map((meal) => ({
                ...meal,
                mealCount: scaled(meal.mealCount, 1 - HYBRID_ONLINE_SHARE),
              })),
            }
          : base,
    },
    { id: 'noNights', input: { ...base, overnightStays: 0 } },
    { id: 'halfNights', input: { ...base, overnightStays: Math.floor(base.overnightStays / 2) } },
  ];
  const seen = new Set([JSON.stringify(base)]);
  const variants: LeverVariant[] = [];
  for (const candidate of candidates) {
    const normalized = normalizeEventInput(candidate.input);
    const identity = JSON.stringify(normalized);
    if (seen.has(identity)) continue;
    seen.add(identity);
    variants.push({ id: candidate.id, input: normalized });
  }
  return variants;
}

export const DRIVER_IDS = ['stays', 'meals', 'travel'] as const;
export type DriverId = (typeof DRIVER_IDS)[number];

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

export interface DriverPart {
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
