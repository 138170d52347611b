/**
 * Storage for a zustand `persist` store that holds one list: the list is stored as a plain JSON
 * array under the store's name (the format the app has always written), read back through a
 * validator, and removed from storage when it is empty. Storage that is full or disabled costs the
 * list its persistence, never the page.
 */
import type { PersistStorage } from 'zustand/middleware';

export interface ListState<T> {
  list: T[];
}

export function listStorage<T>(
  storage: () => Storage,
  read: (value: unknown) => T[],
): PersistStorage<ListState<T>> {
  return {
    getItem(name) {
      let raw: string | null;
      try {
        raw = storage().getItem(name);
      } catch {
        return null;
      }
      let list: T[] = [];
      try {
        list = raw === null ? [] : read(JSON.parse(raw));
      } catch {
        // not JSON: an empty list
      }
      return { state: { list }, version: 0 };
    },
    setItem(name, value) {
      try {
        if (value.state.list.length === 0) storage().removeItem(name);
        else storage().setItem(name, JSON.stringify(value.state.list));
      } catch {
        // full or unavailable: the list lasts until the page is left
      }
    },
    removeItem(name) {
      try {
        storage().removeItem(name);
      } catch {
        // unavailable: nothing stored either
      }
    },
  };
}
