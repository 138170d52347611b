import { afterEach, describe, expect, it } from 'vitest';
import {
  rememberShellLanguage,
  SHELL_LANGUAGE_COOKIE,
  shellFileName,
  shellLanguage,
} from './shell-language.ts';

describe('shellLanguage', () => {
  it("follows the app's setting in the cookie over the browser's languages", () => {
    expect(shellLanguage(`a=1; ${SHELL_LANGUAGE_COOKIE}=de; b=2`, 'en-GB,en')).toBe('de');
    expect(shellLanguage(`${SHELL_LANGUAGE_COOKIE}=en`, 'de-DE,de;q=0.9')).toBe('en');
  });

  it("takes the browser's first language the app speaks, by weight, on a first visit", () => {
    expect(shellLanguage(undefined, 'de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(shellLanguage(null, 'fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(shellLanguage('', 'en;q=0.5, de;q=0.8')).toBe('de');
    expect(shellLanguage('', 'de;q=0, en')).toBe('en');
  });

  it('falls back to English for anything else', () => {
    expect(shellLanguage(undefined, undefined)).toBe('en');
    expect(shellLanguage(`${SHELL_LANGUAGE_COOKIE}=fr`, 'fr,es')).toBe('en');
    expect(shellLanguage('garbage;;=', '*')).toBe('en');
  });
});

describe('shellFileName', () => {
  it('names the English file index.html and the German one index.de.html', () => {
    expect(shellFileName('event', 'en')).toBe('event/index.html');
    expect(shellFileName('event', 'de')).toBe('event/index.de.html');
    expect(shellFileName('', 'de')).toBe('index.de.html');
  });
});

describe('rememberShellLanguage', () => {
  afterEach(() => {
    document.cookie = `${SHELL_LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('sets the cookie the server reads', () => {
    rememberShellLanguage('de');
    expect(shellLanguage(document.cookie, 'en')).toBe('de');
    rememberShellLanguage('en');
    expect(shellLanguage(document.cookie, 'de')).toBe('en');
  });
});
