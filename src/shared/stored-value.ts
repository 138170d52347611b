/**
 * The one way the app keeps a value in the browser: JSON under a key, in local storage (kept on
 * this device) or session storage (gone with the browser session), read back through a zod schema.
 * Whatever is stored is only a convenience: storage that is absent (a server render), full or
 * disabled, and a value that is not JSON or fails the schema, cost the value, never the page.
 */
import * as z from 'zod/mini';

export type StorageArea = 'local' | 'session';

export interface StoredValue<T> {
  readonly key: string;
  /** The stored value, or undefined when there is none or it fails the schema. */
  read(): T | undefined;
  write(value: T): void;
  remove(): void;
  /** Whether anything is stored under the key, without reading it. */
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
