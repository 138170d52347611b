/**
 * Typed message catalogs (English and German). Each area keeps its own catalog file under
 * messages/; a German catalog must have exactly the keys of the English one (the type checks it).
 *
 * Only the common English catalog is part of the entry; each page module registers its area's
 * catalog (`registerMessages`), so a page's download does not carry the text of every other page.
 * German (messages/de/) is one chunk loaded when German is chosen (`loadLanguage`).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useSettings } from '../settings/store.ts';
import type { Language } from '../shared/language.ts';
import { common } from './messages/common.ts';
import { formatSigned, numberFormat } from './number-format.ts';
import { pluralKey, type PluralBase } from './plural.ts';
import type { settings } from './messages/settings.ts';
import type { event } from './messages/event.ts';
import type { hotel } from './messages/hotel.ts';
import type { certificates } from './messages/certificates.ts';
import type { bulk } from './messages/bulk.ts';

type Catalog = Record<string, string>;
type AllMessages = typeof common.en &
  typeof settings.en &
  typeof event.en &
  typeof hotel.en &
  typeof certificates.en &
  typeof bulk.en;

const catalogs: Record<Language, Catalog> = { en: { ...common.en }, de: {} };

/** Adds an area's English catalog; registering one twice does no harm. */
export function registerMessages(area: { en: Catalog }): void {
  Object.assign(catalogs.en, area.en);
}

// German loads on demand: a user who reads English never downloads it.
let germanLoad: Promise<void> | undefined;
let catalogVersion = 0;
const catalogListeners = new Set<() => void>();

/** Adds German messages (all areas at once) and re-renders whatever shows text. */
export function registerGerman(messages: Catalog): void {
  Object.assign(catalogs.de, messages);
  catalogVersion++;
  for (const listener of catalogListeners) listener();
}

/** Makes sure the messages of `language` are there; resolves at once for English. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  germanLoad ??= import('./messages/de/index.ts').then(({ german }) => registerGerman(german));
  return germanLoad;
}

const getCatalogVersion = () => catalogVersion;

function subscribeCatalogs(listener: () => void): () => void {
  catalogListeners.add(listener);
  return () => catalogListeners.delete(listener);
}

export type MessageKey = keyof AllMessages;
export type MessageVars = Record<string, string | number>;
/** A counted message (`<base>.one`, `<base>.other`, …), translated with `{ count }`. */
export type CountedKey = PluralBase<MessageKey>;
export type Translate = (key: MessageKey | CountedKey, vars?: MessageVars) => string;

export const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogs.en, key);
}

const hasMessage = (key: string) => Object.hasOwn(catalogs.en, key);

export function translate(
  language: Language,
  key: MessageKey | CountedKey,
  vars?: MessageVars,
): string {
  const locale = LOCALES[language];
  const count = vars?.count;
  const chosen =
    typeof count === 'number' ? (pluralKey(key, count, locale, hasMessage) ?? key) : key;
  const template: string = catalogs[language][chosen] ?? catalogs.en[chosen] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = vars[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? formatSigned(numberFormat(locale), value) : value;
  });
}

export function useLanguage(): Language {
  return useSettings().language;
}

export function useT(): Translate {
  const language = useLanguage();
  const version = useSyncExternalStore(subscribeCatalogs, getCatalogVersion, getCatalogVersion);
  // `version` is a dependency on purpose: a new Translate when more messages have arrived.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key, vars) => translate(language, key, vars), [language, version]);
}
