export interface OrderedLever {
  status: 'pending' | 'error' | 'success';
  kilograms?: number;
}

/** Below the service's precision (0.01 kg). */
const NO_CHANGE_KILOGRAMS = 0.005;

/** A vegetarian menu for an event whose listed meals already feed everyone changes nothing. */
export function changesNothing(lever: OrderedLever, baselineKilograms: number): boolean {
  return (
    lever.status === 'success' &&
    lever.kilograms !== undefined &&
    Math.abs(lever.kilograms - baselineKilograms) < NO_CHANGE_KILOGRAMS
  );
}

/** A lever changing nothing is left out; the largest saving first, one without a figure last. */
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
