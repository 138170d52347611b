/**
 * Typed message catalogs (English and German). Each area keeps its own catalog file under
 * messages/; a German catalog must have exactly the keys of the English one (the type checks it).
 */
import { useCallback } from 'react';
import { useSettings, type Language } from '../api/settings.ts';
import { common } from './messages/common.ts';
import { settings } from './messages/settings.ts';
import { event } from './messages/event.ts';
import { hotel } from './messages/hotel.ts';
import { certificates } from './messages/certificates.ts';

const catalogs = {
  en: { ...common.en, ...settings.en, ...event.en, ...hotel.en, ...certificates.en },
  de: { ...common.de, ...settings.de, ...event.de, ...hotel.de, ...certificates.de },
};

export type MessageKey = keyof typeof catalogs.en;
export type MessageVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

export const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogs.en, key);
}

export function translate(language: Language, key: MessageKey, vars?: MessageVars): string {
  const template: string = catalogs[language][key] ?? catalogs.en[key];
  if (!vars) return template;
  const locale = LOCALES[language];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = vars[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  });
}

export function useLanguage(): Language {
  return useSettings().language;
}

export function useT(): Translate {
  const language = useLanguage();
  return useCallback((key, vars) => translate(language, key, vars), [language]);
}
