import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, translate } from './index.ts';
import { pluralCategory, pluralKey } from './plural.ts';

beforeAll(() => loadLanguage('de'));

describe('pluralCategory', () => {
  it("follows each language's rules", () => {
    expect(pluralCategory('en-GB', 1)).toBe('one');
    expect(pluralCategory('en-GB', 0)).toBe('other');
    expect(pluralCategory('en-GB', 2)).toBe('other');
    expect(pluralCategory('de-DE', 1)).toBe('one');
    expect(pluralCategory('de-DE', 5)).toBe('other');
    // Polish has more forms: 2 is "few", 5 is "many".
    expect(pluralCategory('pl-PL', 2)).toBe('few');
    expect(pluralCategory('pl-PL', 5)).toBe('many');
  });
});

describe('pluralKey', () => {
  const keys = new Set(['n.one', 'n.other', 'plain']);
  const has = (key: string) => keys.has(key);

  it("picks the count's form, and .other where the catalog has no such form", () => {
    expect(pluralKey('n', 1, 'en-GB', has)).toBe('n.one');
    expect(pluralKey('n', 3, 'en-GB', has)).toBe('n.other');
    expect(pluralKey('n', 2, 'pl-PL', has)).toBe('n.other');
  });

  it('gives nothing for a key that is no counted message', () => {
    expect(pluralKey('plain', 1, 'en-GB', has)).toBeUndefined();
  });
});

describe('translate with a count', () => {
  it('says "1 star" and "4 stars", in English and German', () => {
    expect(translate('en', 'hotel.stars', { count: 1 })).toBe('1 star');
    expect(translate('en', 'hotel.stars', { count: 4 })).toBe('4 stars');
    expect(translate('de', 'hotel.stars', { count: 1 })).toBe('1 Stern');
    expect(translate('de', 'hotel.stars', { count: 4 })).toBe('4 Sterne');
  });

  it('says "1 country found" for a count of one', () => {
    expect(translate('en', 'hotel.country.results', { count: 1 })).toBe('1 country found');
    expect(translate('de', 'hotel.country.results', { count: 1 })).toBe('1 Land gefunden');
  });

  it('leaves a message that is not counted as it is', () => {
    expect(translate('en', 'bulk.run.retry', { count: 1 })).toBe('Retry failed rows (1)');
  });
});
