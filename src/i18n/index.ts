/**
 * Typed message catalogs (English, German, French and Italian). Each area keeps its own catalog
 * file under messages/ (src/shared/message-areas.ts); every other language's catalog of an area
 * must have exactly the keys of the English one (the type checks it).
 *
 * Every catalog, English included, is a chunk of its own, loaded on demand: `loadLanguage` loads
 * a language's `common` and every area registered so far, and each page module registers the areas
 * it uses (`registerAreas`), which the router loads in the reader's language before the page
 * renders. A reader downloads their own language's messages for the areas of the pages they open,
 * and nothing of the other languages.
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

// One loader per catalog file: `./messages/event.ts` (English, exported as `event.en`) and
// `./messages/de/event.ts` (exported as `de`). A `choices.ts` is no catalog of its own: its words
// are part of the event and hotel catalogs, and the bulk page reads them in every language.
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

/** Everything the module keeps between calls. */
const state = {
  /** The messages loaded so far, by language (every loaded area's in one catalog). */
  catalogs: { en: {}, de: {}, fr: {}, it: {} } as Record<Language, Catalog>,
  /** The areas `loadLanguage` loads: `common` and those the pages loaded so far use. */
  areas: new Set<MessageArea>(['common']),
  /** Each catalog file's load, started once. */
  loads: new Map<string, Promise<void>>(),
  /** Counts the catalogs that came in, so text renders again with them. */
  version: 0,
  listeners: new Set<() => void>(),
  /**
   * The catalogs whose loads `loadLanguage` has seen through (in their language, or in English
   * where they could not load), and the language it did so for last.
   */
  ready: new Set<string>(),
  lastReady: undefined as Language | undefined,
};

/** Declares the areas a page module uses: from now on `loadLanguage` loads them too. */
export function registerAreas(...used: MessageArea[]): void {
  for (const area of used) state.areas.add(area);
}

/** The areas registered so far, `common` first. */
export const registeredAreas = (): MessageArea[] => [...state.areas];

/** Whatever shows text renders again, with the messages that came in. */
function catalogsChanged(): void {
  state.version++;
  for (const listener of state.listeners) listener();
}

/** Loads one area's catalog in one language, once; a failed load is tried again next time. */
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

/**
 * Makes sure the messages of `language` are there for `common` and every registered area. If one
 * of its catalogs cannot load (a lost connection), the English ones load instead and the text shows
 * in English; rejects only if English cannot load either.
 */
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

/**
 * The language the text shows in: the chosen one once `loadLanguage` has brought in every
 * registered area of it; until then (a new choice in Settings) the one loaded before, so the text
 * changes all at once, never to message keys.
 */
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
/** A counted message (`<base>.one`, `<base>.other`, …), translated with `{ count }`. */
export type CountedKey = PluralBase<MessageKey>;
export type Translate = (key: MessageKey | CountedKey, vars?: MessageVars) => string;

export { LOCALES };
export type { Locale };

/** Whether `key` is a message (of an area loaded in any language). */
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

/** The language of the text, numbers and dates on screen (see `shownLanguage`). */
export function useLanguage(): Language {
  const chosen = useSettings().language;
  useSyncExternalStore(subscribeCatalogs, getCatalogVersion, getCatalogVersion);
  return shownLanguage(chosen);
}

/**
 * The locale numbers and dates on screen are written in: the shown language's, in the reader's
 * region's usage (`readerLocale`: 1’000 for a reader in Switzerland).
 */
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
