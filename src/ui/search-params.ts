export type SearchValue = string | number | boolean;

/**
 * For a route's `validateSearch`: keeps the named params whose values are plain, drops the rest,
 * and never throws. The page parses them fully (a bad value becomes a field error), so the route
 * definition, which loads with the app's entry, carries no feature schema.
 */
export function pickSearchParams<F extends string>(
  raw: Record<string, unknown>,
  fields: readonly F[],
): Partial<Record<F, SearchValue>> {
  const picked: Partial<Record<F, SearchValue>> = {};
  for (const field of fields) {
    const value = raw[field];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      picked[field] = value;
    }
  }
  return picked;
}
