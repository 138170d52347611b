/**
 * A country after "in" in a link preview's sentence. Most names take none, some take an article
 * ("in der Schweiz", "in the Netherlands"), and German plural and adjective names change their
 * ending ("in den Vereinigten Staaten"). The name comes from `Intl.DisplayNames` wherever it stays
 * as Intl writes it; the few names whose ending changes are written out. A country not listed
 * takes the language's plain "in {country}" (messages.ts); French and Italian put every name in
 * brackets.
 */
import { PREVIEW_LOCALES, previewText, type PreviewLanguage } from './messages.ts';

/** `{name}` is the country's name as Intl gives it. */
const PHRASES: Record<PreviewLanguage, Readonly<Record<string, string>>> = {
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
  // takes no article or preposition (messages.ts).
  fr: {},
  it: {},
};

/** The country's name in the language, or null for a code Intl does not name. */
function countryName(code: string, language: PreviewLanguage): string | null {
  try {
    const name = new Intl.DisplayNames([PREVIEW_LOCALES[language]], { type: 'region' }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

/** "in der Schweiz", "in Portugal", "in the Netherlands"; null for no known country. */
export function inCountry(code: string | undefined, language: PreviewLanguage): string | null {
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  const name = countryName(code, language);
  if (!name) return null;
  const phrase = PHRASES[language][code];
  return phrase
    ? phrase.replace('{name}', name)
    : previewText(language, 'preview.stay.in', { country: name });
}
