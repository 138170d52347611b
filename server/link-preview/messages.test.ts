import { describe, expect, it } from 'vitest';
import { placeholderMismatches } from '../../src/shared/placeholders.ts';
import { LANGUAGES } from '../../src/shared/language.ts';
import { PREVIEW_CATALOGS, previewLanguage } from './messages.ts';

describe('the link preview catalogs', () => {
  for (const language of LANGUAGES) {
    it(`${language} has the placeholders of English in every message`, () => {
      expect(placeholderMismatches(PREVIEW_CATALOGS.en, PREVIEW_CATALOGS[language])).toEqual([]);
    });
  }

  it('give every language of the app its own tags, and English to any other', () => {
    for (const language of LANGUAGES) expect(previewLanguage(language)).toBe(language);
    expect(previewLanguage('es')).toBe('en');
  });
});
