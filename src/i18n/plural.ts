/**
 * Plurals by the language's own rules (`Intl.PluralRules`): a counted message is a family of keys,
 * `<base>.one`, `<base>.other` (and `.zero`, `.two`, `.few`, `.many` where a language needs them),
 * and `t(base, { count })` picks the one for the count. `.other` is always there.
 */
const rules = new Map<string, Intl.PluralRules>();

/** The plural category of a count in a locale: 'one' or 'other' in English and German. */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count);
}

/** The bases of the counted messages among a catalog's keys: `a.b` for `a.b.other`. */
export type PluralBase<K extends string> = K extends `${infer Base}.other` ? Base : never;

/**
 * The key of a counted message for a count, or undefined when `base` is no counted message: the
 * count's category if the catalog has it, else `.other`.
 */
export function pluralKey(
  base: string,
  count: number,
  locale: string,
  has: (key: string) => boolean,
): string | undefined {
  const exact = `${base}.${pluralCategory(locale, count)}`;
  if (has(exact)) return exact;
  const other = `${base}.other`;
  return has(other) ? other : undefined;
}
