/**
 * Typed message catalogs: every other language's catalog of an area must have exactly the English
 * one's keys (the type checks it). Each catalog is a chunk of its own: a page module registers the
 * areas it uses (`registerAreas`), which the router loads in the reader's language before the page
 * renders, so a reader downloads nothing of the other languages.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useReaderLanguages, useSettings } from '../settings/store.ts';
import {
  LANGUAGES,
  LOCALES,
  readerLocale,
  type Language,
  type Locale,
} from '../shared/language.ts';
import type { MessageArea } from '../shared/message-areas.ts';
import type { PluralBase } from './plural.ts';
import { fillMessage, type MessageVars } from './translate.ts';
import type { common } from './messages/common.ts';
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

// A `choices.ts` is no catalog of its own: its words are part of the event and hotel catalogs,
// and the bulk page reads them in every language.
const LOADERS = import.meta.glob<Record<string, unknown>>([
  './messages/*.ts',
  './messages/*/*.ts',
  '!**/choices.ts',
]);

const catalogFile = (language: Language, area: MessageArea) =>
  language === 'en' ? `./messages/${area}.ts` : `./messages/${language}/${area}.ts`;

function catalogOf(module: Record<string, unknown>, language: Language, area: MessageArea) {
  const exported = language === 'en' ? (module[area] as { en: Catalog }).en : module[language];
  return exported as Catalog;
}

const state = {
  /** Every loaded area's messages in one catalog per language. */
  catalogs: { en: {}, de: {}, fr: {}, it: {} } as Record<Language, Catalog>,
  areas: new Set<MessageArea>(['common']),
  loads: new Map<string, Promise<void>>(),
  /** So text renders again with the catalogs that came in. */
  version: 0,
  listeners: new Set<() => void>(),
  /** Catalogs `loadLanguage` has seen through (in English where they could not load). */
  ready: new Set<string>(),
  lastReady: undefined as Language | undefined,
};

export function registerAreas(...used: MessageArea[]): void {
  for (const area of used) state.areas.add(area);
}

export const registeredAreas = (): MessageArea[] => [...state.areas];

function catalogsChanged(): void {
  state.version++;
  for (const listener of state.listeners) listener();
}

/** A failed load is tried again next time. */
function loadArea(language: Language, area: MessageArea): Promise<void> {
  const file = catalogFile(language, area);
  let load = state.loads.get(file);
  if (!load) {
    const loader = LOADERS[file];
    if (!loader) return Promise.reject(new Error(`There is no catalog ${file}.`));
    load = loader().then((module) => {
      Object.assign(state.catalogs[language], catalogOf(module, language, area));
      catalogsChanged();
    });
    load.catch(() => state.loads.delete(file));
    state.loads.set(file, load);
  }
  return load;
}

/** A catalog that cannot load shows in English; rejects only if English fails too. */
export async function loadLanguage(language: Language): Promise<void> {
  const wanted = registeredAreas();
  try {
    await Promise.all(wanted.map((area) => loadArea(language, area)));
  } catch (error) {
    if (language === 'en') throw error;
    console.error(`The ${language} messages could not be loaded; they show in English.`, error);
    await Promise.all(wanted.map((area) => loadArea('en', area)));
  }
  for (const area of wanted) state.ready.add(catalogFile(language, area));
  state.lastReady = language;
  catalogsChanged();
}

/** A new choice shows once all its registered areas are in: text changes at once, never to keys. */
function shownLanguage(chosen: Language): Language {
  const loaded = registeredAreas().every((area) => state.ready.has(catalogFile(chosen, area)));
  return loaded ? chosen : (state.lastReady ?? chosen);
}

const getCatalogVersion = () => state.version;

function subscribeCatalogs(listener: () => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

export type MessageKey = keyof AllMessages;
export type { MessageVars };
/** `<base>.one`, `<base>.other`, …, translated with `{ count }`. */
export type CountedKey = PluralBase<MessageKey>;
export type Translate = (key: MessageKey | CountedKey, vars?: MessageVars) => string;

export { LOCALES };
export type { Locale };

/** Of an area loaded in any language. */
export function isMessageKey(key: string): key is MessageKey {
  return LANGUAGES.some((language) => Object.hasOwn(state.catalogs[language], key));
}

export function translate(
  language: Language,
  key: MessageKey | CountedKey,
  vars?: MessageVars,
  locale: Locale = LOCALES[language],
): string {
  // A language whose catalogs could not load shows the English ones loaded in their place.
  const { catalogs } = state;
  const template = (name: string) => catalogs[language][name] ?? catalogs.en[name];
  return fillMessage(template, locale, key, vars);
}

export function useLanguage(): Language {
  const chosen = useSettings().language;
  useSyncExternalStore(subscribeCatalogs, getCatalogVersion, getCatalogVersion);
  return shownLanguage(chosen);
}

/** In the reader's region's usage (1’000 for a reader in Switzerland). */
export function useLocale(): Locale {
  return readerLocale(useLanguage(), useReaderLanguages());
}

export function useT(): Translate {
  const language = useLanguage();
  const locale = useLocale();
  const version = useSyncExternalStore(subscribeCatalogs, getCatalogVersion, getCatalogVersion);
  return useCallback(
    (key, vars) => translate(language, key, vars, locale),
    // `version` is a dependency on purpose: a new Translate when more messages have arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, locale, version],
  );
}
