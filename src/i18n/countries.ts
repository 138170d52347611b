import type { Language } from '../shared/language.ts';
import { LOCALES } from './index.ts';
import { COUNTRY_CODES, isCountryCode } from '../shared/country-codes.ts';

export { COUNTRY_CODES, isCountryCode };

/**
 * Other names people type for a country, in English and German: short forms, former and informal
 * names, and parts of a country often named for the whole. Found in either language.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  GB: [
    'UK',
    'U.K.',
    'Great Britain',
    'Britain',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
    'Großbritannien',
    'Britannien',
    'Schottland',
    'Nordirland',
  ],
  US: [
    'USA',
    'U.S.A.',
    'U.S.',
    'America',
    'United States of America',
    'Amerika',
    'Vereinigte Staaten von Amerika',
  ],
  NL: ['Holland', 'The Netherlands'],
  AE: ['UAE', 'VAE', 'Emirates', 'Emirate', 'Dubai', 'Abu Dhabi'],
  CZ: ['Czech Republic', 'Czechia', 'Tschechische Republik', 'Tschechei'],
  KR: ['Korea', 'South Korea', 'Südkorea'],
  KP: ['North Korea', 'Nordkorea'],
  TR: ['Turkey', 'Türkei', 'Türkiye'],
  RU: ['Russia', 'Russland'],
  CI: ['Ivory Coast', 'Elfenbeinküste'],
  MK: ['Macedonia', 'Mazedonien'],
  SZ: ['Swaziland', 'Swasiland'],
  MM: ['Burma', 'Birma'],
  CV: ['Cape Verde', 'Kap Verde'],
  VA: ['Vatican', 'Vatikan', 'Holy See', 'Heiliger Stuhl'],
  CH: ['Schweiz', 'Suisse', 'Svizzera'],
  DE: ['Deutschland', 'BRD'],
  AT: ['Österreich'],
  BA: ['Bosnia', 'Bosnien'],
  CD: ['DR Congo', 'DRC', 'Kongo-Kinshasa'],
  CG: ['Congo', 'Kongo', 'Kongo-Brazzaville'],
  TL: ['East Timor', 'Osttimor'],
};

const displayNames = new Map<Language, Intl.DisplayNames>();

/** The country's name in the app's language, or the code itself when the browser has no name. */
export function countryName(code: string, language: Language): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([LOCALES[language]], { type: 'region', fallback: 'code' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
