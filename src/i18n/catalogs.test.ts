import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/language.ts';
import { common } from './messages/common.ts';
import { settings } from './messages/settings.ts';
import { event } from './messages/event.ts';
import { hotel } from './messages/hotel.ts';
import { certificates } from './messages/certificates.ts';
import { bulk } from './messages/bulk.ts';
import { messages as de } from './messages/de/index.ts';
import { messages as fr } from './messages/fr/index.ts';
import { messages as it_ } from './messages/it/index.ts';
import { placeholderMismatches } from '../shared/placeholders.ts';

const english: Record<string, string> = {
  ...common.en,
  ...settings.en,
  ...event.en,
  ...hotel.en,
  ...certificates.en,
  ...bulk.en,
};
const others = { de, fr, it: it_ } as const;

describe('the catalogs of every language', () => {
  it('cover all the languages of the app', () => {
    expect(['en', ...Object.keys(others)].sort()).toEqual([...LANGUAGES].sort());
  });

  for (const [language, catalog] of Object.entries(others)) {
    it(`${language} has the placeholders of English in every message`, () => {
      expect(placeholderMismatches(english, catalog)).toEqual([]);
    });

    it(`${language} has exactly the keys of English`, () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    });
  }
});

describe('placeholderMismatches', () => {
  it('names a message whose placeholders differ, and only that one', () => {
    const source = { a: 'From {min} to {max}', b: '{count} rows', c: 'plain' };
    const translated = { a: 'De {min} à {maximum}', b: '{count} lignes', c: 'simple' };
    expect(placeholderMismatches(source, translated)).toEqual([
      { key: 'a', expected: ['max', 'min'], found: ['maximum', 'min'] },
    ]);
  });

  it('notices a placeholder that is missing or added', () => {
    expect(placeholderMismatches({ a: '{n} days' }, { a: 'des jours' })).toHaveLength(1);
    expect(placeholderMismatches({ a: 'a day' }, { a: '{n} jour' })).toHaveLength(1);
  });
});
