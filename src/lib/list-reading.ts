/**
 * The one way the app reads a typed value from a list (a country, a menu, an origin): in a field
 * or a bulk file's cell. `Cote d'Ivoire`, `Côte d’Ivoire` and `COTE-D-IVOIRE` are one name.
 */

export function foldWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function foldName(text: string): string {
  return foldWords(text).replace(/ /g, '');
}

/** A folded name that two values share names neither. */
export function listReader<T>(
  spellings: Iterable<readonly [name: string, value: T]>,
): (text: string) => T | undefined {
  const values = new Map<string, T>();
  const ambiguous = new Set<string>();
  for (const [name, value] of spellings) {
    const key = foldName(name);
    if (!key) continue;
    const known = values.get(key);
    if (known !== undefined && known !== value) ambiguous.add(key);
    else values.set(key, value);
  }
  for (const key of ambiguous) values.delete(key);
  return (text) => values.get(foldName(text));
}
