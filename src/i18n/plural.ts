/** A counted message is a family of keys (`<base>.one`, `<base>.other`…); `.other` is a must. */
const rules = new Map<string, Intl.PluralRules>();

export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count);
}

export type PluralBase<K extends string> = K extends `${infer Base}.other` ? Base : never;

/** Undefined when `base` is no counted message. */
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
