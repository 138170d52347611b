/**
 * Typed message catalogs (English and German). Each area keeps its own catalog file under
 * messages/; a German catalog must have exactly the keys of the English one (the type checks it).
 *
 * Only the common catalog is part of the entry; each page module registers its area's catalog
 * (`registerMessages`), so a page's download does not carry the text of every other page.
 */
import { useCallback } from 'react';
import { useSettings, type Language } from '../api/settings.ts';
import { common } from './messages/common.ts';
import type { settings } from './messages/settings.ts';
import type { event } from './messages/event.ts';
import type { hotel } from './messages/hotel.ts';
import type { certificates } from './messages/certificates.ts';

type Catalog = Record<string, string>;
interface AreaCatalog {
  en: Catalog;
  de: Catalog;
}
type AllMessages = typeof common.en &
  typeof settings.en &
  typeof event.en &
  typeof hotel.en &
  typeof certificates.en;

const catalogs: Record<Language, Catalog> = { en: { ...common.en }, de: { ...common.de } };

/** Adds an area's catalog (both languages); registering one twice does no harm. */
export function registerMessages(area: AreaCatalog): void {
  Object.assign(catalogs.en, area.en);
  Object.assign(catalogs.de, area.de);
}

export type MessageKey = keyof AllMessages;
export type MessageVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

export const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogs.en, key);
}

export function translate(language: Language, key: MessageKey, vars?: MessageVars): string {
  const template: string = catalogs[language][key] ?? catalogs.en[key] ?? key;
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
