/**
 * Storage for a zustand `persist` store that holds one list (pinned scenarios, recent
 * certificates), through the app's one stored-value helper: the list is stored as a plain JSON
 * array under the store's name (the format the app has always written), read back through the
 * list's schema, at most `max` entries, and removed from storage when it is empty.
 */
import * as z from 'zod/mini';
import type { PersistStorage } from 'zustand/middleware';
import { storedValue, type StorageArea } from '../shared/stored-value.ts';

export interface ListState<T> {
  list: T[];
}

export function listStorage<S extends z.ZodMiniType>(
  area: StorageArea,
  itemSchema: S,
  max: number,
): PersistStorage<ListState<z.output<S>>> {
  const stored = (name: string) => storedValue(name, z.array(itemSchema), area);
  return {
    getItem: (name) => ({ state: { list: (stored(name).read() ?? []).slice(0, max) }, version: 0 }),
    setItem: (name, value) => {
      if (value.state.list.length === 0) stored(name).remove();
      else stored(name).write(value.state.list);
    },
    removeItem: (name) => stored(name).remove(),
  };
}
