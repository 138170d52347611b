import type { Language } from '../api/settings.ts';
import { LOCALES } from './index.ts';

/** Every officially assigned ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW'
).split(' ');

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

export function isCountryCode(code: string): boolean {
  return COUNTRY_CODES.includes(code);
}

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
