function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

export interface PlaceholderMismatch {
  key: string;
  expected: string[];
  found: string[];
}

/** The messages of `translated` whose placeholders are not those of the same key in `source`. */
export function placeholderMismatches(
  source: Readonly<Record<string, string>>,
  translated: Readonly<Record<string, string>>,
): PlaceholderMismatch[] {
  return Object.entries(translated).flatMap(([key, message]) => {
    const expected = placeholders(source[key] ?? '');
    const found = placeholders(message);
    return expected.join() === found.join() ? [] : [{ key, expected, found }];
  });
}
