import { describe, expect, it } from 'vitest';
import { registerGerman, registerMessages, translate, type MessageKey } from './index.ts';
import { common } from './messages/common.ts';
import { settings } from './messages/settings.ts';
import { event } from './messages/event.ts';
import { hotel } from './messages/hotel.ts';
import { certificates } from './messages/certificates.ts';
import { bulk } from './messages/bulk.ts';
import { german } from './messages/de/index.ts';

const areas = [common, settings, event, hotel, certificates, bulk];
for (const area of areas) registerMessages(area);
registerGerman(german);

/** Nouns in their plural form: after a count of 1 they are a plural the language's rules missed. */
const PLURAL_AFTER_ONE =
  /\b1 (participants|guests|days|nights|rows|entries|meals|people|persons|stars|countries|certificates|Teilnehmende|Gäste|Tage|Nächte|Zeilen|Einträge|Mahlzeiten|Personen|Sterne|Länder|Zertifikate)\b/;

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

  for (const language of ['en', 'de'] as const) {
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
    const guests = (language: 'en' | 'de') =>
      translate(language, 'hotel.result.summary', {
        roomType: 'Standard',
        stars: translate(language, 'hotel.stars', { count: 1 }),
        country: 'DE',
        guests: translate(language, 'hotel.guestCount', { count: 1 }),
        days: translate(language, 'hotel.dayCount', { count: 1 }),
      });
    expect(guests('en')).toContain('1 guest for 1 day');
    expect(guests('de')).toContain('1 Gast für 1 Tag');
    expect(translate('de', 'event.result.participantCount', { count: 1 })).toBe(
      '1 teilnehmende Person',
    );
    expect(translate('de', 'event.result.participantCount', { count: 2 })).toBe('2 Teilnehmende');
  });
});
