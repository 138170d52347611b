/** Kept as a plain JSON array (the format already stored in browsers), removed when empty. */
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
    /** Another tab changed it: read without writing back. */
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
