/** The one rule that picks a reader's language, for the app and the server alike. */
import { cookieValue } from './cookies.ts';

export const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
};

export const LOCALES: Record<Language, Locale> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
};

export type Locale = `${Language}-${string}`;

/** Switzerland writes 1’000 in German and Italian, 1 000 with a narrow space in French. */
const REGIONS = ['CH', 'LI'] as const;

/**
 * The browser passes `navigator.languages`, the server `acceptedLanguages`: a server-rendered
 * page writes the same figures as the app.
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

export const LANGUAGE_COOKIE = 'emission_desk_lang';

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** Chosen in the app, else the first browser language it speaks (`fr-CH` counts), else English. */
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

/** Most preferred first, q=0 left out. */
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

function languageCookie(header: string | null | undefined): Language | undefined {
  const value = cookieValue(header, LANGUAGE_COOKIE);
  return value !== undefined && isLanguage(value) ? value : undefined;
}

export function requestLanguage(
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  return negotiateLanguage(languageCookie(cookie), acceptedLanguages(acceptLanguage));
}

export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
