/**
 * Finding a country by what a person types: its name in the app's language (or in English), by
 * prefix, by the start of a word or anywhere in it, ignoring case and accents; or its exact code.
 */
import type { Language } from '../shared/language.ts';
import { COUNTRY_ALIASES, countryName } from '../i18n/countries.ts';
import { COUNTRY_CODES } from '../shared/country-codes.ts';

/** The countries most stays are in, offered first. */
export const POPULAR_COUNTRIES = ['DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'NL', 'GB', 'US'] as const;

export interface CountryOption {
  code: string;
  name: string;
  popular: boolean;
}

/** Lower case without accents (and ß as ss), for comparing names. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .trim();
}

const optionsCache = new Map<Language, CountryOption[]>();

/** Every country: the popular ones first, then the rest in the language's alphabetical order. */
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

/** How well a name matches: 1 from its start, 2 from the start of a word, 3 anywhere, 0 not. */
function nameRank(name: string, query: string): number {
  const folded = foldText(name);
  if (folded.startsWith(query)) return 1;
  if (folded.split(/[\s\-–,.()'’]+/).some((word) => word.startsWith(query))) return 2;
  return folded.includes(query) ? 3 : 0;
}

/** The best rank of the country's other names (UK, Holland, Großbritannien), 0 for none. */
function aliasRank(code: string, query: string): number {
  const ranks = (COUNTRY_ALIASES[code] ?? [])
    .map((alias) => nameRank(alias, query))
    .filter(Boolean);
  return ranks.length ? Math.min(...ranks) : 0;
}

/**
 * The rank of a name match in the app's language, else (after those) of the English name; an
 * alias typed in full ranks with the code, a part of one with the names.
 */
function matchRank(option: CountryOption, query: string, language: Language): number | undefined {
  const aliases = COUNTRY_ALIASES[option.code] ?? [];
  if (aliases.some((alias) => foldText(alias) === query)) return 0;
  const own = nameRank(option.name, query);
  const alias = aliasRank(option.code, query);
  if (own || alias) return Math.min(own || Infinity, alias || Infinity);
  if (language === 'en') return undefined;
  const english = nameRank(countryName(option.code, 'en'), query);
  return english ? english + 3 : undefined;
}

/**
 * The countries that match `query`, best first: the exact code, then names by rank; within a rank
 * the list's own order (popular first). An empty query gives every country.
 */
export function searchCountries(query: string, language: Language): CountryOption[] {
  const options = countryOptions(language);
  const folded = foldText(query);
  if (!folded) return options;
  const code = query.trim().toUpperCase();
  const ranked: { option: CountryOption; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    const rank = option.code === code ? 0 : matchRank(option, folded, language);
    if (rank !== undefined) ranked.push({ option, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.option);
}
