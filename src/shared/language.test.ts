import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  negotiateLanguage,
  readerLocale,
  rememberLanguage,
  requestLanguage,
} from './language.ts';

// Written out, not imported: a renamed cookie would lose the language readers chose.
const LANGUAGE_COOKIE = 'emission_desk_lang';

describe('readerLocale', () => {
  it('writes numbers the Swiss way for a reader in Switzerland, the language kept', () => {
    expect(readerLocale('de', ['de-CH', 'de'])).toBe('de-CH');
    expect(readerLocale('fr', ['fr-CH'])).toBe('fr-CH');
    expect(readerLocale('it', ['it-CH', 'de-CH'])).toBe('it-CH');
    // The region of the first language that names one, whichever language the app speaks.
    expect(readerLocale('en', ['de-CH', 'en'])).toBe('en-CH');
    expect(readerLocale('de', ['de', 'de-CH'])).toBe('de-CH');
  });

  it("keeps the language's own locale for any other region, or none", () => {
    expect(readerLocale('de', ['de-DE'])).toBe('de-DE');
    expect(readerLocale('de', ['de-AT'])).toBe('de-DE');
    expect(readerLocale('fr', ['fr-FR', 'fr-CH'])).toBe('fr-FR');
    expect(readerLocale('en', ['en-US'])).toBe('en-GB');
    expect(readerLocale('it', [])).toBe('it-IT');
  });

  it('reads the same from the browser’s languages and from Accept-Language', () => {
    expect(readerLocale('fr', acceptedLanguages('fr-CH,fr;q=0.9,en;q=0.8'))).toBe('fr-CH');
    expect(readerLocale('de', acceptedLanguages('de;q=0.9,de-CH'))).toBe('de-CH');
  });
});

describe('negotiateLanguage', () => {
  it("takes the chosen language over the browser's", () => {
    expect(negotiateLanguage('de', ['en-GB', 'en'])).toBe('de');
    expect(negotiateLanguage('en', ['de-DE', 'de'])).toBe('en');
    expect(negotiateLanguage('it', ['fr-CH', 'de'])).toBe('it');
  });

  it("takes the browser's first language the app speaks, region ignored", () => {
    expect(negotiateLanguage(null, ['es-ES', 'de-AT', 'en'])).toBe('de');
    expect(negotiateLanguage(null, ['fr-CH', 'de-CH', 'en'])).toBe('fr');
    expect(negotiateLanguage(null, ['it-CH', 'fr'])).toBe('it');
    expect(negotiateLanguage(undefined, ['EN-us', 'de'])).toBe('en');
    expect(negotiateLanguage('es', ['es', 'it', 'de'])).toBe('it');
  });

  it('falls back to English', () => {
    expect(negotiateLanguage(null, [])).toBe('en');
    expect(negotiateLanguage('xx', ['es', 'pt', '*'])).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('orders the tags by weight, then by position, and leaves out q=0', () => {
    expect(acceptedLanguages('de-DE,de;q=0.9,en;q=0.8')).toEqual(['de-DE', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.5, de;q=0.8')).toEqual(['de', 'en']);
    expect(acceptedLanguages('de;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual(['']);
  });
});

describe('requestLanguage', () => {
  it("follows the app's setting in the cookie over the browser's languages", () => {
    expect(requestLanguage(`a=1; ${LANGUAGE_COOKIE}=de; b=2`, 'en-GB,en')).toBe('de');
    expect(requestLanguage(`${LANGUAGE_COOKIE}=en`, 'de-DE,de;q=0.9')).toBe('en');
    expect(requestLanguage(`${LANGUAGE_COOKIE}=it`, 'fr-FR,fr;q=0.9')).toBe('it');
  });

  it("takes the browser's first language the app speaks, by weight, on a first visit", () => {
    expect(requestLanguage(undefined, 'de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(requestLanguage(null, 'es-ES,es;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(requestLanguage(null, 'fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7')).toBe('fr');
    expect(requestLanguage(null, 'en;q=0.7, it-CH')).toBe('it');
    expect(requestLanguage('', 'en;q=0.5, de;q=0.8')).toBe('de');
    expect(requestLanguage('', 'de;q=0, en')).toBe('en');
  });

  it('falls back to English for anything else', () => {
    expect(requestLanguage(undefined, undefined)).toBe('en');
    expect(requestLanguage(`${LANGUAGE_COOKIE}=es`, 'es,pt')).toBe('en');
    expect(requestLanguage('garbage;;=', '*')).toBe('en');
  });
});

describe('rememberLanguage', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('sets the cookie the server reads', () => {
    rememberLanguage('de');
    expect(requestLanguage(document.cookie, 'en')).toBe('de');
    rememberLanguage('fr');
    expect(requestLanguage(document.cookie, 'de')).toBe('fr');
    rememberLanguage('en');
    expect(requestLanguage(document.cookie, 'de')).toBe('en');
  });
});
