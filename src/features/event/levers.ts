/**
 * Variants of an event that a planner can choose instead (the levers), each a full event input that
 * is calculated by the service like any other.
 */
import { ORIGIN_TYPES } from '../../api/contract.ts';
import { normalizeEventInput, type EventInput } from '../../api/event.ts';

type LeverId = 'vegetarian' | 'nearer' | 'local' | 'hybrid' | 'noNights' | 'halfNights';

export interface LeverVariant {
  id: LeverId;
  input: EventInput;
}

/** The share of participants who would join online in the hybrid lever. */
const HYBRID_ONLINE_SHARE = 0.25;

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
