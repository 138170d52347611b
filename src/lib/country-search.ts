/** `readCountry` is the one reading of a typed country, for the form and the bulk file's cells. */
import { LANGUAGES, type Language } from '../shared/language.ts';
import { COUNTRY_ALIASES, countryName } from '../i18n/countries.ts';
import { COUNTRY_CODES, isCountryCode } from '../shared/country-codes.ts';
import { foldName, foldWords, listReader } from './list-reading.ts';

/** Where most stays are, offered first. */
export const POPULAR_COUNTRIES = ['DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'NL', 'GB', 'US'] as const;

export interface CountryOption {
  code: string;
  name: string;
  popular: boolean;
}

let readName: ((text: string) => string | undefined) | undefined;

/**
 * A code in any case, a name in any of the app's languages or a common alias, folded (`Cote
 * d'Ivoire`); a text that names more than one country names none.
 */
export function readCountry(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^[a-z]{2}$/i.test(trimmed) && isCountryCode(trimmed.toUpperCase()))
    return trimmed.toUpperCase();
  readName ??= listReader(
    COUNTRY_CODES.flatMap((code) => [
      ...LANGUAGES.map((language) => [countryName(code, language), code] as const),
      ...(COUNTRY_ALIASES[code] ?? []).map((alias) => [alias, code] as const),
    ]),
  );
  return readName(trimmed);
}

const optionsCache = new Map<Language, CountryOption[]>();

export function countryOptions(language: Language): CountryOption[] {
  const cached = optionsCache.get(language);
  if (cached) return cached;
  const popular: readonly string[] = POPULAR_COUNTRIES;
  const collator = new Intl.Collator(language);
  const rest = COUNTRY_CODES.filter((code) => !popular.includes(code))
    .map((code) => ({ code, name: countryName(code, language), popular: false }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const options = [
    ...popular.map((code) => ({ code, name: countryName(code, language), popular: true })),
    ...rest,
  ];
  optionsCache.set(language, options);
  return options;
}

/** 1 from its start, 2 from a word's start, 3 anywhere, 0 not; `cotedi` finds Côte d’Ivoire. */
function nameRank(name: string, query: string): number {
  const words = foldWords(name);
  const compact = query.replace(/ /g, '');
  if (foldName(name).startsWith(compact)) return 1;
  const starts = words.split(' ').map((_, index, all) => all.slice(index).join(''));
  if (starts.some((rest) => rest.startsWith(compact))) return 2;
  return words.replace(/ /g, '').includes(compact) ? 3 : 0;
}

function aliasRank(code: string, query: string): number {
  const ranks = (COUNTRY_ALIASES[code] ?? [])
    .map((alias) => nameRank(alias, query))
    .filter(Boolean);
  return ranks.length ? Math.min(...ranks) : 0;
}

/** The app's language first, then English, then the others; aliases rank with the names. */
function matchRank(option: CountryOption, query: string, language: Language): number | undefined {
  const own = nameRank(option.name, query);
  const alias = aliasRank(option.code, query);
  if (own || alias) return Math.min(own || Infinity, alias || Infinity);
  if (language !== 'en') {
    const english = nameRank(countryName(option.code, 'en'), query);
    if (english) return english + 3;
  }
  const others = LANGUAGES.filter((other) => other !== language && other !== 'en')
    .map((other) => nameRank(countryName(option.code, other), query))
    .filter(Boolean);
  return others.length ? Math.min(...others) + 6 : undefined;
}

/** The text's own reading first (readCountry), then names by rank, ties in the list's order. */
export function searchCountries(query: string, language: Language): CountryOption[] {
  const options = countryOptions(language);
  const folded = foldWords(query);
  if (!folded) return options;
  const read = readCountry(query);
  const ranked: { option: CountryOption; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    const rank = option.code === read ? 0 : matchRank(option, folded, language);
    if (rank !== undefined) ranked.push({ option, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.option);
}
