/**
 * Persistence for zustand stores (`persist` middleware) over the browser's Web Storage, the way the
 * app's stores use it: JSON under one key, and a value written by an older, hand-written store (not
 * yet in zustand's `{ state, version }` envelope) read as version 0, so that the store's `migrate`
 * converts it once and it is written back in the new form.
 *
 *   persist(creator, { name: KEY, version: 1, storage: webStorage(() => localStorage), migrate })
 */
import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** The JSON under `key`, or undefined when there is none or it is not JSON. */
export function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** A stored value as zustand's envelope; an old store's bare value becomes version 0. */
export function asEnvelope<S>(value: unknown): StorageValue<S> | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && 'state' in value && 'version' in value) {
    const { state, version } = value as { state: unknown; version: unknown };
    return { state: state as S, version: typeof version === 'number' ? version : 0 };
  }
  return { state: value as S, version: 0 };
}

/** A PersistStorage over a Web Storage (absent outside a browser: then nothing persists). */
export function webStorage<S>(storage: () => Storage | undefined): PersistStorage<S> {
  const get = () => (typeof window === 'undefined' ? undefined : storage());
  return {
    getItem: (key) => asEnvelope<S>(readJson(get(), key)),
    setItem: (key, value) => get()?.setItem(key, JSON.stringify(value)),
    removeItem: (key) => get()?.removeItem(key),
  };
}
