/**
 * Each calculator keeps the last input it showed for the browser session, so that its link in
 * the navigation opens it again with that input in the URL (shareable, and kept by a reload) and
 * the result comes from the query cache, which holds calculations by their input. The example
 * shows only on a first visit or after "Start over", which forgets the input and the draft.
 *
 * What is kept is the submitted input in the URL, never what was typed but not calculated: that
 * is the draft's job (useDraft.ts), which restores it on top of the input it was edited from. A
 * link with its own input always shows that input, and it becomes the kept one.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { storedValue } from '../shared/stored-value.ts';
import { parseSearch, stringifySearch, type SearchValue } from './search-params.ts';
import { draftKey } from './useDraft.ts';
import type { Search } from './router.tsx';

/** Where a calculator keeps its last input, by the calculator's name (`event`, `hotel`). */
export function lastInputKey(name: string): string {
  return `emission-desk.${name}.last`;
}

// The search string of the last input, as the address bar shows it after the `?`.
const kept = (name: string) => storedValue(lastInputKey(name), z.string(), 'session');

// Session storage tells no one in the same tab of a change: the navigation listens here.
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Keeps a calculator's submitted input (its search params, as in the URL). */
export function keepInput(name: string, search: Search): void {
  const query = stringifySearch(search);
  const store = kept(name);
  if (!query || store.read() === query) return;
  store.write(query);
  changed();
}

/** Forgets a calculator's kept input and its draft: its next visit starts from the example. */
export function forgetInput(name: string): void {
  kept(name).remove();
  storedValue(draftKey(name), z.unknown(), 'session').remove();
  changed();
}

/**
 * The search params a link to a calculator carries: its kept input, or none (a page that keeps
 * nothing, a first visit).
 */
export function useKeptSearch(name: string): Search | undefined {
  const query = useSyncExternalStore(
    subscribe,
    () => kept(name).read() ?? '',
    () => '',
  );
  return useMemo(() => (query ? searchOfQuery(query) : undefined), [query]);
}

function searchOfQuery(query: string): Search {
  const search: Search = {};
  for (const [field, value] of Object.entries(parseSearch(query))) {
    // What the URL can hold; anything else was not written here.
    if (['string', 'number', 'boolean'].includes(typeof value))
      search[field] = value as SearchValue;
  }
  return search;
}

/**
 * Keeps the URL's input once it is ready to keep (a submit, a lever, a scenario, a link whose
 * result came in).
 */
export function useKeepInput(name: string, search: Search, ready: boolean): void {
  useEffect(() => {
    if (ready) keepInput(name, search);
  }, [name, search, ready]);
}
