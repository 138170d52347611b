/**
 * The country codes the sandbox accepts: the assigned ISO 3166-1 alpha-2 codes, the app's one list
 * (src/shared/country-codes.ts).
 */
import { COUNTRY_CODES } from '../src/shared/country-codes.ts';

export const ISO_3166_ALPHA_2: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isAssignedCountryCode(code: string): boolean {
  return ISO_3166_ALPHA_2.has(code);
}
