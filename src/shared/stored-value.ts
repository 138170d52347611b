/**
 * The one way the app keeps a value in the browser, read back through a zod schema. Storage that
 * is absent (a server render), full or disabled, or a value that fails the schema, costs the
 * value, never the page.
 */
import * as z from 'zod/mini';

export type StorageArea = 'local' | 'session';

export interface StoredValue<T> {
  readonly key: string;
  read(): T | undefined;
  write(value: T): void;
  remove(): void;
  exists(): boolean;
}

function storageOf(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // A browser that refuses storage to this page throws on access.
    return undefined;
  }
}

export function storedValue<S extends z.ZodMiniType>(
  key: string,
  schema: S,
  area: StorageArea,
): StoredValue<z.output<S>> {
  const attempt = <R>(action: (storage: Storage) => R, otherwise: R): R => {
    try {
      const storage = storageOf(area);
      return storage ? action(storage) : otherwise;
    } catch {
      return otherwise;
    }
  };
  return {
    key,
    read: () =>
      attempt((storage) => {
        const raw = storage.getItem(key);
        if (raw === null) return undefined;
        const parsed = z.safeParse(schema, JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
      }, undefined),
    write: (value) => attempt((storage) => storage.setItem(key, JSON.stringify(value)), undefined),
    remove: () => attempt((storage) => storage.removeItem(key), undefined),
    exists: () => attempt((storage) => storage.getItem(key) !== null, false),
  };
}
