/**
 * The one way the app reads a value chosen from a list (a country, a room type, a menu, an origin)
 * when it is typed: in a calculator's field or in a bulk file's cell. Two spellings of one name
 * read alike when they differ only in case, accents (ß as ss), apostrophes (' ’ ‘ ʼ `), hyphens and
 * dashes, spaces or other punctuation: `Cote d'Ivoire`, `Côte d’Ivoire`, `cote d ivoire` and
 * `COTE-D-IVOIRE` are one name.
 */

/**
 * Lower case, no accents (ß as ss), each run of anything but letters and digits as one space:
 * the words of a name, for matching a part of it as one types.
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

/** A name's letters and digits only, folded as foldWords: the key two spellings of it share. */
export function foldName(text: string): string {
  return foldWords(text).replace(/ /g, '');
}

/**
 * A reader of typed names: the value whose name (any of its spellings) the text folds to, or
 * undefined. A folded name that two values share names neither: it is not read as one of them.
 */
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
