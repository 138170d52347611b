import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, translate, type MessageKey } from './index.ts';
import { LANGUAGES, type Language } from '../shared/language.ts';
import { common } from './messages/common.ts';
import { settings } from './messages/settings.ts';
import { event } from './messages/event.ts';
import { hotel } from './messages/hotel.ts';
import { certificates } from './messages/certificates.ts';
import { bulk } from './messages/bulk.ts';

// Every catalog of every language: the tests' setup (src/test/setup.ts) loads English only.
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

const areas = [common, settings, event, hotel, certificates, bulk];

/** Nouns in their plural form: after a count of 1 they are a plural the language's rules missed. */
const PLURAL_AFTER_ONE = new RegExp(
  `(^|[^\\d.,])1 (${[
    // English
    'participants|guests|days|nights|rows|entries|meals|people|persons|stars|countries|certificates',
    // German
    'Teilnehmende|Gäste|Tage|Nächte|Zeilen|Einträge|Mahlzeiten|Personen|Sterne|Länder|Zertifikate',
    // French (and the participles that agree with them)
    'personnes|jours|nuits|lignes|postes|étoiles|certificats|terminées|calculées|envoyées',
    // Italian
    'partecipanti|ospiti|giorni|notti|righe|voci|pasti|persone|stelle|paesi|certificati|completate|calcolate|inviate',
  ].join('|')})(?![\\p{L}])`,
  'u',
);

/** Counts that are never 1 where the message is shown. */
const NEVER_ONE = new Set([
  // Shown only when a booking reference has several certificates.
  'certificates.correlation.several',
  // Shown only for two or more; one has bulk.results.highestNoteOne.
  'bulk.results.highestNote',
  // Shown only for more rows than the maximum.
  'bulk.file.tooManyRows',
  // The maximum of a file, a constant far above 1.
  'bulk.input.fileHint',
]);

describe('every count in every message', () => {
  const keys = new Set(
    areas.flatMap((area) =>
      Object.keys(area.en).map((key) => key.replace(/\.(zero|one|two|few|many|other)$/, '')),
    ),
  );

  for (const language of LANGUAGES) {
    it(`reads "1 guest", not "1 guests", in ${language}`, () => {
      const wrong: string[] = [];
      for (const key of keys) {
        if (NEVER_ONE.has(key)) continue;
        const template = translate(language, key as MessageKey);
        const vars: Record<string, number> = { count: 1 };
        // Every number placed in a message is 1; a maximum is above its minimum.
        for (const [, name] of template.matchAll(/\{(\w+)\}/g)) {
          if (name) vars[name] = name === 'max' ? 2 : 1;
        }
        const text = translate(language, key as MessageKey, vars);
        if (PLURAL_AFTER_ONE.test(text)) wrong.push(`${key}: ${text}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('writes "1 guest for 1 day", "1 Gast für 1 Tag" and "1 teilnehmende Person"', () => {
    const guests = (language: Language) =>
      translate(language, 'hotel.result.summary', {
        roomType: 'Standard',
        starHotel: translate(language, 'hotel.starHotel', { count: 1 }),
        country: 'DE',
        guests: translate(language, 'hotel.guestCount', { count: 1 }),
        days: translate(language, 'hotel.dayCount', { count: 1 }),
      });
    expect(guests('en')).toContain('1 guest for 1 day');
    expect(guests('de')).toContain('1 Gast für 1 Tag');
    // The room's category, not the hotel's: the stars are the hotel's.
    expect(guests('de')).toMatch(/^Zimmerkategorie Standard, 1-Sterne-Hotel, /);
    expect(guests('fr')).toContain('1 personne pendant 1 jour');
    expect(guests('it')).toContain('1 ospite per 1 giorno');
    expect(translate('de', 'event.result.participantCount', { count: 1 })).toBe(
      '1 teilnehmende Person',
    );
    expect(translate('de', 'event.result.participantCount', { count: 2 })).toBe('2 Teilnehmende');
  });
});
