import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/language.ts';
import { MESSAGE_AREAS } from '../shared/message-areas.ts';
import { placeholderMismatches } from '../shared/placeholders.ts';

type Catalog = Record<string, string>;

// Every catalog file, as the app loads them one by one (src/i18n/index.ts).
const files = import.meta.glob<Record<string, unknown>>(
  ['./messages/*.ts', './messages/*/*.ts', '!**/choices.ts'],
  { eager: true },
);
const file = (language: string, area: string) =>
  language === 'en' ? `./messages/${area}.ts` : `./messages/${language}/${area}.ts`;
const english = (area: string) => (files[file('en', area)]?.[area] as { en: Catalog }).en;
const others = LANGUAGES.filter((language) => language !== 'en');

describe('the catalogs of every language', () => {
  it('are one file per language and area, and nothing else', () => {
    const expected = LANGUAGES.flatMap((language) =>
      MESSAGE_AREAS.map((area) => file(language, area)),
    );
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  for (const language of others) {
    for (const area of MESSAGE_AREAS) {
      const catalog = () => files[file(language, area)]?.[language] as Catalog;

      it(`${language} has the placeholders of English in every ${area} message`, () => {
        expect(placeholderMismatches(english(area), catalog())).toEqual([]);
      });

      it(`${language} has exactly the ${area} keys of English`, () => {
        expect(Object.keys(catalog()).sort()).toEqual(Object.keys(english(area)).sort());
      });
    }
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
