/** A lever's state as far as its order goes. */
export interface OrderedLever {
  status: 'pending' | 'error' | 'success';
  /** The variant's total in kilograms, once calculated. */
  kilograms?: number;
}

/** Below the service's precision (0.01 kg): a variant's total this close is the current one. */
const NO_CHANGE_KILOGRAMS = 0.005;

/**
 * Whether a lever changes nothing for this event or stay: its total, calculated by the service,
 * is the current one (a vegetarian menu for an event whose listed meals already feed everyone).
 */
export function changesNothing(lever: OrderedLever, baselineKilograms: number): boolean {
  return (
    lever.status === 'success' &&
    lever.kilograms !== undefined &&
    Math.abs(lever.kilograms - baselineKilograms) < NO_CHANGE_KILOGRAMS
  );
}

/**
 * Levers as the screen lists them and the CSV export writes them: a lever that changes nothing is
 * left out (nothing to apply, nothing to export); the largest saving first, a lever without a
 * figure (still calculating or failed) last, ties in their given order.
 */
export function byScreenOrder<L extends OrderedLever>(
  levers: readonly L[],
  baselineKilograms: number,
): L[] {
  const saving = (lever: L) =>
    lever.status === 'success' && lever.kilograms !== undefined
      ? baselineKilograms - lever.kilograms
      : -Infinity;
  return levers
    .filter((lever) => !changesNothing(lever, baselineKilograms))
    .sort((a, b) => saving(b) - saving(a));
}
