/**
 * A calculator's last submitted input for the browser session, so its navigation link reopens it
 * (shareable, and its result from the query cache). What was typed but not submitted is the
 * draft's (useDraft.ts).
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { storedValue } from '../shared/stored-value.ts';
import { parseSearch, stringifySearch, type SearchValue } from './search-params.ts';
import { draftKey } from './useDraft.ts';
import type { Search } from './router.tsx';

export function lastInputKey(name: string): string {
  return `emission-desk.${name}.last`;
}

const kept = (name: string) => storedValue(lastInputKey(name), z.string(), 'session');

// Session storage tells no one in the same tab of a change: the navigation listens here.
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function keepInput(name: string, search: Search): void {
  const query = stringifySearch(search);
  const store = kept(name);
  if (!query || store.read() === query) return;
  store.write(query);
  changed();
}

/** Forgets the kept input and the draft: the next visit starts from the example. */
export function forgetInput(name: string): void {
  kept(name).remove();
  storedValue(draftKey(name), z.unknown(), 'session').remove();
  changed();
}

/** The search params the calculator's navigation link carries, if any. */
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

export function useKeepInput(name: string, search: Search, ready: boolean): void {
  useEffect(() => {
    if (ready) keepInput(name, search);
  }, [name, search, ready]);
}
