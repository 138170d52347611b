/** Nothing of React or the browser: the app, the server's previews and the build use it alike. */
import { formatSigned, numberFormat } from './number-format.ts';
import { pluralKey } from './plural.ts';

export type MessageVars = Record<string, string | number>;

export type TemplateOf = (key: string) => string | undefined;

/** The key itself if unknown. */
export function fillMessage(
  templateOf: TemplateOf,
  locale: string,
  key: string,
  vars?: MessageVars,
): string {
  const count = vars?.count;
  const chosen =
    typeof count === 'number'
      ? (pluralKey(key, count, locale, (name) => templateOf(name) !== undefined) ?? key)
      : key;
  const text = templateOf(chosen) ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = vars[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? formatSigned(numberFormat(locale), value) : value;
  });
}
