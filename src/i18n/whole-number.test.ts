import { describe, expect, it } from 'vitest';
import { LOCALES, type Language, type Locale } from '../shared/language.ts';
import { parseWholeNumber, wholeNumberText, wholeNumberValue } from './whole-number.ts';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

describe('parseWholeNumber', () => {
  it('reads plain digits in every language', () => {
    for (const language of ['en', 'de', 'fr', 'it'] as const) {
      expect(parseWholeNumber('0', language)).toBe(0);
      expect(parseWholeNumber(' 80 ', language)).toBe(80);
      expect(parseWholeNumber('100000', language)).toBe(100_000);
      expect(parseWholeNumber('007', language)).toBe(7);
    }
  });

  it('reads each language’s own grouping', () => {
    expect(parseWholeNumber('1,000', 'en')).toBe(1000);
    expect(parseWholeNumber('12,345,678', 'en')).toBe(12_345_678);
    expect(parseWholeNumber('1.000', 'de')).toBe(1000);
    expect(parseWholeNumber('100.000', 'de')).toBe(100_000);
    expect(parseWholeNumber('1.000', 'it')).toBe(1000);
    expect(parseWholeNumber('1 000', 'fr')).toBe(1000);
    expect(parseWholeNumber(`1${NBSP}000`, 'fr')).toBe(1000);
    expect(parseWholeNumber(`1${NNBSP}000`, 'fr')).toBe(1000);
    expect(parseWholeNumber(`1${NNBSP}000 000`, 'fr')).toBe(1_000_000);
  });

  it('reads the Swiss apostrophes in German and Italian', () => {
    for (const language of ['de', 'it'] as const) {
      expect(parseWholeNumber("1'000", language)).toBe(1000);
      expect(parseWholeNumber('1’000', language)).toBe(1000);
      expect(parseWholeNumber('1’000’000', language)).toBe(1_000_000);
    }
  });

  it('reads spaces, which mark no decimals anywhere, in every language', () => {
    for (const language of ['en', 'de', 'it'] as const) {
      expect(parseWholeNumber(`1${NNBSP}000`, language)).toBe(1000);
    }
  });

  it('refuses the mark that is a decimal mark to the reader', () => {
    expect(parseWholeNumber('1.000', 'en')).toBeNull();
    expect(parseWholeNumber('1,000', 'de')).toBeNull();
    expect(parseWholeNumber('1,000', 'it')).toBeNull();
    expect(parseWholeNumber('1,000', 'fr')).toBeNull();
    // French readers group with spaces; a point is a guess between two readings.
    expect(parseWholeNumber('1.000', 'fr')).toBeNull();
  });

  it('refuses decimals, even ones that end in zeros', () => {
    expect(parseWholeNumber('1,5', 'de')).toBeNull();
    expect(parseWholeNumber('1.5', 'en')).toBeNull();
    expect(parseWholeNumber('2,0', 'fr')).toBeNull();
    expect(parseWholeNumber('1.00', 'de')).toBeNull();
    expect(parseWholeNumber('1.00', 'en')).toBeNull();
  });

  it('refuses grouping that is not in threes after the first group', () => {
    expect(parseWholeNumber('12.345.6', 'de')).toBeNull();
    expect(parseWholeNumber('1.0000', 'de')).toBeNull();
    expect(parseWholeNumber('1000.000', 'de')).toBeNull();
    expect(parseWholeNumber('1,00,000', 'en')).toBeNull();
    expect(parseWholeNumber('1.', 'de')).toBeNull();
    expect(parseWholeNumber('.000', 'de')).toBeNull();
    expect(parseWholeNumber('1..000', 'de')).toBeNull();
    expect(parseWholeNumber('1  000', 'fr')).toBeNull();
  });

  it('refuses mixed marks', () => {
    expect(parseWholeNumber("1.000'000", 'de')).toBeNull();
    expect(parseWholeNumber('1.000 000', 'de')).toBeNull();
    expect(parseWholeNumber('1,000.000', 'en')).toBeNull();
    expect(parseWholeNumber('1.000,000', 'de')).toBeNull();
  });

  it('reads a sign and refuses words, empty text and numbers beyond exact', () => {
    expect(parseWholeNumber('-3', 'en')).toBe(-3);
    expect(parseWholeNumber('\u22123', 'de')).toBe(-3);
    expect(parseWholeNumber('+3', 'en')).toBe(3);
    expect(parseWholeNumber('', 'en')).toBeNull();
    expect(parseWholeNumber('   ', 'en')).toBeNull();
    expect(parseWholeNumber('eighty', 'en')).toBeNull();
    expect(parseWholeNumber('80 people', 'en')).toBeNull();
    expect(parseWholeNumber('1e3', 'en')).toBeNull();
    expect(parseWholeNumber('0x10', 'en')).toBeNull();
    expect(parseWholeNumber('--3', 'en')).toBeNull();
    expect(parseWholeNumber('99999999999999999999', 'en')).toBeNull();
  });
});

describe('wholeNumberValue', () => {
  it('gives the number, NaN for nothing typed, or the text refused', () => {
    expect(wholeNumberValue('1.000', 'de')).toBe(1000);
    expect(wholeNumberValue('  ', 'de')).toBeNaN();
    expect(wholeNumberValue(' 1,5 ', 'de')).toBe('1,5');
    expect(wholeNumberValue('1.000', 'en')).toBe('1.000');
  });
});

describe('wholeNumberText', () => {
  it('shows a number in the reader’s format, which reads back as the same number', () => {
    const shown: Record<Language, string> = {
      en: '1,000',
      de: '1.000',
      fr: `1${NNBSP}000`,
      // Italian groups from five digits on.
      it: '1000',
    };
    for (const [language, text] of Object.entries(shown) as [Language, string][]) {
      expect(wholeNumberText(1000, LOCALES[language])).toBe(text);
      expect(parseWholeNumber(text, language)).toBe(1000);
      expect(parseWholeNumber(wholeNumberText(100_000, LOCALES[language]), language)).toBe(100_000);
    }
  });

  it('shows refused text as typed and nothing for an empty field', () => {
    expect(wholeNumberText('1,5', 'de-DE')).toBe('1,5');
    expect(wholeNumberText(Number.NaN, 'de-DE')).toBe('');
    expect(wholeNumberText(undefined, 'de-DE')).toBe('');
  });

  it('shows a count the Swiss way for a reader in Switzerland, and reads every Swiss form back', () => {
    const swiss: [Locale, RegExp][] = [
      ['de-CH', /^1['’]000$/],
      ['it-CH', /^1000$/],
      ['fr-CH', /^1\u202f000$/],
    ];
    for (const [locale, shown] of swiss) {
      const text = wholeNumberText(1000, locale);
      expect(text).toMatch(shown);
      expect(parseWholeNumber(text, locale.slice(0, 2) as Language)).toBe(1000);
    }
    // Italian groups from five digits on.
    expect(wholeNumberText(10_000, 'it-CH')).toMatch(/^10['’]000$/);
    for (const language of ['de', 'fr', 'it'] as const) {
      for (const typed of ['1’000', "1'000", '1 000', '1\u202f000', '1\u00a0000']) {
        expect(parseWholeNumber(typed, language)).toBe(1000);
      }
    }
  });
});
