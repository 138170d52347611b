import type { Language } from '../shared/language.ts';
import { LOCALES } from './index.ts';
import { COUNTRY_CODES, isCountryCode } from '../shared/country-codes.ts';

export { COUNTRY_CODES, isCountryCode };

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
