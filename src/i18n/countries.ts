import type { Language } from '../shared/language.ts';
import { LOCALES } from './index.ts';

/**
 * Other names people type for a country, in English, German, French and Italian: short forms,
 * former and informal names, and parts of a country often named for the whole. Found in any
 * language.
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
    'Grande-Bretagne',
    'Angleterre',
    'Écosse',
    'Irlande du Nord',
    'Gran Bretagna',
    'Inghilterra',
    'Scozia',
    'Irlanda del Nord',
  ],
  US: [
    'USA',
    'U.S.A.',
    'U.S.',
    'America',
    'United States of America',
    'Amerika',
    'Vereinigte Staaten von Amerika',
    'Amérique',
    'États-Unis d’Amérique',
    'Stati Uniti d’America',
  ],
  NL: ['Holland', 'The Netherlands', 'Hollande', 'Olanda'],
  AE: ['UAE', 'VAE', 'EAU', 'Emirates', 'Emirate', 'Émirats', 'Emirati', 'Dubai', 'Abu Dhabi'],
  CZ: [
    'Czech Republic',
    'Czechia',
    'Tschechische Republik',
    'Tschechei',
    'République tchèque',
    'Repubblica Ceca',
  ],
  KR: ['Korea', 'South Korea', 'Südkorea', 'Corée', 'Corea'],
  KP: ['North Korea', 'Nordkorea'],
  TR: ['Turkey', 'Türkei', 'Türkiye'],
  RU: ['Russia', 'Russland'],
  CI: ['Ivory Coast', 'Elfenbeinküste', 'Costa d’Avorio'],
  MK: ['Macedonia', 'Mazedonien'],
  SZ: ['Swaziland', 'Swasiland'],
  MM: ['Burma', 'Birma'],
  CV: ['Cape Verde', 'Kap Verde'],
  VA: ['Vatican', 'Vatikan', 'Holy See', 'Heiliger Stuhl'],
  CH: ['Schweiz', 'Suisse', 'Svizzera'],
  DE: ['Deutschland', 'BRD', 'Allemagne', 'Germania'],
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
