import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/language.ts';
import { certificates } from '../../src/i18n/messages/certificates.ts';
import { de } from '../../src/i18n/messages/de/certificates.ts';
import { fr } from '../../src/i18n/messages/fr/certificates.ts';
import { it as italian } from '../../src/i18n/messages/it/certificates.ts';
import { previewLanguage, previewText } from './messages.ts';

describe('the link preview words', () => {
  it('are the app’s certificate catalogs, in every language', () => {
    const catalogs = { en: certificates.en, de, fr, it: italian };
    for (const language of LANGUAGES) {
      expect(previewText(language, 'certificates.preview.title', { name: 'Gala' })).toBe(
        catalogs[language]['certificates.preview.title'].replace('{name}', 'Gala'),
      );
    }
  });

  it('take the plural of the language’s rules, and write the count for its locale', () => {
    expect(previewText('de', 'certificates.preview.stay', { count: 1 })).toBe(
      'ein Aufenthalt von 1 Tag',
    );
    expect(previewText('de', 'certificates.preview.stay', { count: 1200 })).toBe(
      'ein Aufenthalt von 1.200 Tagen',
    );
    // French counts 1.5 as one.
    const figure = '1,5';
    expect(previewText('fr', 'certificates.preview.emission.t', { count: 1.5, figure })).toBe(
      '1,5 tonne de CO₂e',
    );
    expect(
      previewText('en', 'certificates.preview.emission.t', { count: 1.5, figure: '1.5' }),
    ).toBe('1.5 tonnes of CO₂e');
  });

  it('give every language of the app its own tags, and English to any other', () => {
    for (const language of LANGUAGES) expect(previewLanguage(language)).toBe(language);
    expect(previewLanguage('es')).toBe('en');
  });
});
