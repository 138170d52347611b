/**
 * A country after "in" (link previews): some names take an article ("in der Schweiz"), German
 * plural and adjective names change their ending, so those are written out; a country not listed
 * takes the catalogs' `certificates.preview.in`.
 */
import { LOCALES, type Language } from '../shared/language.ts';

/** `{name}` is the country's name as Intl gives it. */
const PHRASES: Record<Language, Readonly<Record<string, string>>> = {
  de: {
    // Feminine: "in der" and the name.
    CH: 'in der {name}',
    TR: 'in der {name}',
    SK: 'in der {name}',
    UA: 'in der {name}',
    MN: 'in der {name}',
    VA: 'in der {name}',
    // Masculine: "im" and the name.
    IR: 'im {name}',
    IQ: 'im {name}',
    LB: 'im {name}',
    YE: 'im {name}',
    SD: 'im {name}',
    SS: 'im {name}',
    TD: 'im {name}',
    NE: 'im {name}',
    SN: 'im {name}',
    OM: 'im {name}',
    // Plural and adjective names take the dative ending; islands take "auf".
    NL: 'in den Niederlanden',
    US: 'in den Vereinigten Staaten',
    GB: 'im Vereinigten Königreich',
    AE: 'in den Vereinigten Arabischen Emiraten',
    DO: 'in der Dominikanischen Republik',
    CF: 'in der Zentralafrikanischen Republik',
    PH: 'auf den Philippinen',
    MV: 'auf den Malediven',
    SC: 'auf den Seychellen',
    BS: 'auf den Bahamas',
    KM: 'auf den Komoren',
    MH: 'auf den Marshallinseln',
    SB: 'auf den Salomonen',
    FO: 'auf den Färöern',
    KY: 'auf den Kaimaninseln',
  },
  en: Object.fromEntries(
    [
      'NL',
      'US',
      'GB',
      'AE',
      'DO',
      'CF',
      'PH',
      'MV',
      'SC',
      'BS',
      'KM',
      'MH',
      'SB',
      'FO',
      'KY',
      'GM',
    ].map((code) => [code, 'in the {name}']),
  ),
  // French and Italian name the country in brackets ("un séjour de 3 jours (Portugal)"), which
  // takes no article or preposition (certificates.preview.in).
  fr: {},
  it: {},
};

/** The country's name in the language, or null for a code Intl does not name. */
function countryName(code: string, language: Language): string | null {
  try {
    const name = new Intl.DisplayNames([LOCALES[language]], { type: 'region' }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

export function inCountry(
  code: string | undefined,
  language: Language,
  plain: (country: string) => string,
): string | null {
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  const name = countryName(code, language);
  if (!name) return null;
  const phrase = PHRASES[language][code];
  return phrase ? phrase.replace('{name}', name) : plain(name);
}
