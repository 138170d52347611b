/** A lever's state as far as its order goes. */
export interface OrderedLever {
  status: 'pending' | 'error' | 'success';
  /** The variant's total in kilograms, once calculated. */
  kilograms?: number;
}

/**
 * Levers in the order of the screen: the largest saving first, a lever without a figure (still
 * calculating or failed) last, ties in their given order. The CSV export lists them the same way.
 */
export function byScreenOrder<L extends OrderedLever>(
  levers: readonly L[],
  baselineKilograms: number,
): L[] {
  const saving = (lever: L) =>
    lever.status === 'success' && lever.kilograms !== undefined
      ? baselineKilograms - lever.kilograms
      : -Infinity;
  return [...levers].sort((a, b) => saving(b) - saving(a));
}
