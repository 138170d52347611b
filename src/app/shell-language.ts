/**
 * The static app shell (static-shell.ts) is written in every language of the app. The server
 * sends the one the reader's app is set to, which the app tells it in a cookie, or, on a first
 * visit, the first of the browser's languages that the app speaks (as the app's own default does).
 */
import { LANGUAGES, type Language } from '../settings/languages.ts';

export const SHELL_LANGUAGE_COOKIE = 'emission_desk_lang';

/** `event/index.html` in English, `event/index.de.html` in German; `index.html` for folder ''. */
export function shellFileName(folder: string, language: Language): string {
  const name = language === 'en' ? 'index.html' : `index.${language}.html`;
  return folder ? `${folder}/${name}` : name;
}

const isShellLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** The shell's language for a request, from its Cookie and Accept-Language headers. */
export function shellLanguage(cookie?: string | null, acceptLanguage?: string | null): Language {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value = ''] = part.split('=').map((piece) => piece.trim());
    if (name === SHELL_LANGUAGE_COOKIE && isShellLanguage(value)) return value;
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';').map((piece) => piece.trim());
      const weight = params.find((param) => param.startsWith('q='));
      return {
        base: tag.slice(0, 2).toLowerCase(),
        q: weight ? Number(weight.slice(2)) : 1,
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isShellLanguage) ?? 'en';
}

/** Tells the server which language the next page load's shell should be in. */
export function rememberShellLanguage(language: Language): void {
  document.cookie = `${SHELL_LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
