/** The app's own catalogs (`certificates.preview.*`), in the language of the page's shell. */
import type { AnswerRefusal } from '../../src/api/answers.ts';
import { certificates } from '../../src/i18n/messages/certificates.ts';
import { common } from '../../src/i18n/messages/common.ts';
import { de as commonDe } from '../../src/i18n/messages/de/common.ts';
import { fr as commonFr } from '../../src/i18n/messages/fr/common.ts';
import { it as commonIt } from '../../src/i18n/messages/it/common.ts';
import { de } from '../../src/i18n/messages/de/certificates.ts';
import { fr } from '../../src/i18n/messages/fr/certificates.ts';
import { it } from '../../src/i18n/messages/it/certificates.ts';
import type { PluralBase } from '../../src/i18n/plural.ts';
import { fillMessage, type MessageVars } from '../../src/i18n/translate.ts';
import { isLanguage, LOCALES, type Language } from '../../src/shared/language.ts';

type CertificateKey = keyof typeof certificates.en;

const REFUSALS: Record<Language, Readonly<Record<string, string>>> = Object.fromEntries(
  Object.entries({ en: common.en, de: commonDe, fr: commonFr, it: commonIt }).map(
    ([language, catalog]) => [
      language,
      Object.fromEntries(
        Object.entries(catalog).filter(([key]) => key.startsWith('error.contract')),
      ),
    ],
  ),
) as Record<Language, Readonly<Record<string, string>>>;

const CATALOGS: Record<Language, Readonly<Partial<Record<string, string>>>> = {
  en: certificates.en,
  de,
  fr,
  it,
};

export type PreviewLanguage = Language;

export function previewLanguage(language: string): PreviewLanguage {
  return isLanguage(language) ? language : 'en';
}

export function refusalText(language: PreviewLanguage, refusal: AnswerRefusal): string {
  const catalog = REFUSALS[language];
  const key = refusal.messageKey in catalog ? refusal.messageKey : 'error.contract';
  return fillMessage((name) => catalog[name], LOCALES[language], key, refusal.params);
}

export function previewText(
  language: PreviewLanguage,
  key: CertificateKey | PluralBase<CertificateKey>,
  vars?: MessageVars,
): string {
  return fillMessage((name) => CATALOGS[language][name], LOCALES[language], key, vars);
}
