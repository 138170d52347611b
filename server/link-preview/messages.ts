/**
 * The words of the link preview tags: the app's own certificate catalogs (src/i18n/messages/,
 * `certificates.preview.*`), in the language of the page's static shell, filled in by the app's
 * message helper (plurals by the language's rules, numbers written for its locale).
 */
import { certificates } from '../../src/i18n/messages/certificates.ts';
import { de } from '../../src/i18n/messages/de/certificates.ts';
import { fr } from '../../src/i18n/messages/fr/certificates.ts';
import { it } from '../../src/i18n/messages/it/certificates.ts';
import type { PluralBase } from '../../src/i18n/plural.ts';
import { fillMessage, type MessageVars } from '../../src/i18n/translate.ts';
import { isLanguage, LOCALES, type Language } from '../../src/shared/language.ts';

type CertificateKey = keyof typeof certificates.en;

const CATALOGS: Record<Language, Readonly<Partial<Record<string, string>>>> = {
  en: certificates.en,
  de,
  fr,
  it,
};

/** The languages of the tags: those of the app's shells. */
export type PreviewLanguage = Language;

export function previewLanguage(language: string): PreviewLanguage {
  return isLanguage(language) ? language : 'en';
}

/** A message of the certificate catalog, or a counted one with `{ count }`. */
export function previewText(
  language: PreviewLanguage,
  key: CertificateKey | PluralBase<CertificateKey>,
  vars?: MessageVars,
): string {
  return fillMessage((name) => CATALOGS[language][name], LOCALES[language], key, vars);
}
