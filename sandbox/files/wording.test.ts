import { describe, expect, it } from 'vitest';
import { certificates } from '../../src/i18n/messages/certificates.ts';
import { de } from '../../src/i18n/messages/de/certificates.ts';
import { fr } from '../../src/i18n/messages/fr/certificates.ts';
import { it as italian } from '../../src/i18n/messages/it/certificates.ts';
import { LANGUAGES } from '../../src/shared/language.ts';
import { demoRecords } from '../demo-records.ts';
import { METHODOLOGY_WORDS } from './methodology-words.ts';
import { faceFor } from './node-fonts.ts';
import {
  FILE_WORDS,
  fileLanguage,
  formatEmissionFigure,
  plural,
  readableDateTime,
  staySummary,
} from './wording.ts';

const BERLIN = demoRecords().find((record) => record.correlation === 'DEMO-BERLIN-2026');
if (!BERLIN) throw new Error('no Berlin demo record');

/** Every string in a table of words, however deeply nested. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('the certificate files’ words in the reader’s language', () => {
  it('write the figure by the one rule, with the language’s separators', () => {
    expect(BERLIN.emission).toBe(74.85);
    expect(formatEmissionFigure(74.85, 'en').text).toBe('74.9 kg CO₂e');
    expect(formatEmissionFigure(74.85, 'de').text).toBe('74,9 kg CO₂e');
    expect(formatEmissionFigure(74.85, 'fr').text).toBe('74,9 kg CO₂e');
    expect(formatEmissionFigure(74.85, 'it').text).toBe('74,9 kg CO₂e');
  });

  it('write 1,000 kg and more in tonnes, as the app’s pages do', () => {
    expect(formatEmissionFigure(1814.61, 'en').text).toBe('1.81 t CO₂e');
    expect(formatEmissionFigure(1814.61, 'de').text).toBe('1,81 t CO₂e');
    expect(formatEmissionFigure(1234567.8, 'en').text).toBe('1,235 t CO₂e');
    expect(formatEmissionFigure(1234567.8, 'de').text).toBe('1.235 t CO₂e');
    expect(formatEmissionFigure(1234567.8, 'fr').text).toBe('1\u202f235 t CO₂e');
    expect(formatEmissionFigure(999.94, 'en').text).toBe('1 t CO₂e');
  });

  it('write dates in words of the language, exactly as given', () => {
    expect(readableDateTime('2026-03-12T15:00:00', 'en')).toBe('12 March 2026 at 15:00');
    expect(readableDateTime('2026-03-12T15:00:00', 'de')).toBe('12. März 2026 um 15:00');
    expect(readableDateTime('2026-03-12T15:00:00', 'fr')).toBe('12 mars 2026 à 15:00');
    expect(readableDateTime('2026-03-12', 'it')).toBe('12 marzo 2026');
    expect(readableDateTime('soon', 'de')).toBe('soon');
  });

  it('count by the language’s plural rules and grouping', () => {
    expect(plural(1, FILE_WORDS.de.guests, 'de')).toBe('1 Gast');
    expect(plural(2, FILE_WORDS.de.guests, 'de')).toBe('2 Gäste');
    expect(plural(1000, FILE_WORDS.de.days, 'de')).toBe('1.000 Tage');
    expect(plural(1, FILE_WORDS.fr.stars, 'fr')).toBe('1 étoile');
    expect(plural(3, FILE_WORDS.it.stars, 'it')).toBe('3 stelle');
  });

  it('sum a stay up in each language: room type, breakfast, country', () => {
    expect(staySummary(BERLIN, 'en')).toBe(
      'Germany · 4-star hotel · Standard room · 2 guests · 3 days · breakfast',
    );
    expect(staySummary(BERLIN, 'de')).toBe(
      'Deutschland · 4-Sterne-Hotel · Standardzimmer · 2 Gäste · 3 Tage · mit Frühstück',
    );
    expect(staySummary(BERLIN, 'fr')).toBe(
      'Allemagne · Hôtel 4 étoiles · Chambre standard · 2 personnes · 3 jours · petit-déjeuner compris',
    );
    expect(staySummary({ ...BERLIN, breakfast: false }, 'it')).toBe(
      'Germania · Hotel 4 stelle · Camera standard · 2 ospiti · 3 giorni · senza colazione',
    );
  });

  it('read the language a link asks for, English for anything else', () => {
    expect(fileLanguage('de')).toBe('de');
    expect(fileLanguage('FR')).toBe('fr');
    expect(fileLanguage('it-CH')).toBe('it');
    expect(fileLanguage('xx')).toBe('en');
    expect(fileLanguage('')).toBe('en');
    expect(fileLanguage(undefined)).toBe('en');
  });

  it('have every text in every language', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(FILE_WORDS[language])).toEqual(Object.keys(FILE_WORDS.en));
      expect(Object.keys(METHODOLOGY_WORDS[language])).toEqual(Object.keys(METHODOLOGY_WORDS.en));
      for (const text of [...texts(FILE_WORDS[language]), ...texts(METHODOLOGY_WORDS[language])]) {
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('use only characters the bundled Latin font draws (« » „ “ é à ß ₂ and the narrow space)', () => {
    const used = new Set<string>();
    for (const language of LANGUAGES) {
      for (const text of texts(FILE_WORDS[language])) for (const char of text) used.add(char);
      used.add(readableDateTime('2026-08-12T15:00:00', language));
      used.add(formatEmissionFigure(1234567.8, language).text);
    }
    for (const char of [...used].join('')) {
      expect(faceFor(char.codePointAt(0) ?? 0), `U+${char.codePointAt(0)?.toString(16)}`).toBe(
        'latin',
      );
    }
    for (const char of '«»„“éàßÉ₂\u202f\u00a0’') {
      expect(faceFor(char.codePointAt(0) ?? 0)).toBe('latin');
    }
  });

  it('title the files as the app names them, so that a file saves under the name the page offers', () => {
    const kickers = { en: certificates.en, de, fr, it: italian };
    for (const language of LANGUAGES) {
      expect(FILE_WORDS[language].title).toBe(kickers[language]['certificates.certificate.kicker']);
    }
  });
});
