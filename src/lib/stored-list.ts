/**
 * A list kept in the browser (pinned scenarios, recent certificates) as a zustand store, through
 * the app's one stored-value helper: stored as a plain JSON array under its key (the format the
 * app has always written), read back through the list's schema, at most `max` entries, and removed
 * from storage when it is empty.
 */
import * as z from 'zod/mini';
import { create } from 'zustand';
import { storedValue, type StorageArea } from '../shared/stored-value.ts';

export interface ListState<T> {
  list: T[];
}

export function storedList<S extends z.ZodMiniType>(
  key: string,
  area: StorageArea,
  itemSchema: S,
  max: number,
) {
  type Item = z.output<S>;
  const stored = storedValue(key, z.array(itemSchema), area);
  const read = (): Item[] => (stored.read() ?? []).slice(0, max);
  const useList = create<ListState<Item>>()(() => ({ list: read() }));
  let reading = false;
  useList.subscribe(({ list }) => {
    if (reading) return;
    if (list.length === 0) stored.remove();
    else stored.write(list);
  });
  return {
    useList,
    /** Reads the list again (another tab changed it), without writing it back. */
    reload(): void {
      reading = true;
      try {
        useList.setState({ list: read() });
      } finally {
        reading = false;
      }
    },
  };
}
