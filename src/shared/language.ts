/**
 * The app's languages and the one rule that picks a reader's language, shared by the app (its
 * default setting, from the browser's languages) and the server (which static shell to send, from
 * the language cookie and the Accept-Language header). Imports only its neighbours in shared/: the
 * server imports it too.
 */
import { cookieValue } from './cookies.ts';

export const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as a language menu lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
};

/** The locale each language writes numbers and dates in (the app's pages and the sandbox's files). */
export const LOCALES: Record<Language, Locale> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
};

/** A locale the app writes numbers and dates in: a language and the region whose usage it follows. */
export type Locale = `${Language}-${string}`;

/**
 * Regions whose own way of writing numbers the app follows in every language (Switzerland writes
 * 1’000 in German and Italian and 1 000 with a narrow space in French, not as Germany or France do).
 */
const REGIONS = ['CH', 'LI'] as const;

/**
 * The locale a reader's numbers and dates are written in: the language's own (`LOCALES`), or its
 * Swiss usage when the first of the reader's languages that names a region names Switzerland or
 * Liechtenstein. One rule for both sides: the browser passes `navigator.languages`, the server the
 * tags of Accept-Language (`acceptedLanguages`), so a page the server renders writes the same
 * figures as the app.
 */
export function readerLocale(language: Language, preferred: readonly string[]): Locale {
  const region = preferred
    .map((tag) => /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i.exec(tag.trim())?.[1])
    .find((found) => found !== undefined)
    ?.toUpperCase();
  return region && (REGIONS as readonly string[]).includes(region)
    ? `${language}-CH`
    : LOCALES[language];
}

/** The cookie in which the app tells the server the reader's chosen language (`en`, `de`, `fr` or `it`). */
const LANGUAGE_COOKIE = 'emission_desk_lang';

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/**
 * The reader's language: the one chosen in the app if there is one, else the first of the
 * browser's languages (most preferred first, `fr-CH` counts as `fr`) that the app speaks, else
 * English.
 */
export function negotiateLanguage(
  chosen: string | null | undefined,
  preferred: readonly string[],
): Language {
  if (chosen && isLanguage(chosen)) return chosen;
  for (const tag of preferred) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The language tags of an Accept-Language header, most preferred first (q=0 left out). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';').map((piece) => piece.trim());
      const weight = params.find((param) => param.startsWith('q='));
      return { tag, q: weight ? Number(weight.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language in the language cookie of a Cookie header, if it holds one. */
function languageCookie(header: string | null | undefined): Language | undefined {
  const value = cookieValue(header, LANGUAGE_COOKIE);
  return value !== undefined && isLanguage(value) ? value : undefined;
}

/** The language of the page a request gets, from its Cookie and Accept-Language headers. */
export function requestLanguage(
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  return negotiateLanguage(languageCookie(cookie), acceptedLanguages(acceptLanguage));
}

/** Tells the server which language the next page load's shell should be in. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
