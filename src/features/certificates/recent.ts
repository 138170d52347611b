/**
 * Certificates opened on this device: ids and names only, newest first, in local storage.
 */
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

export const RECENT_STORAGE_KEY = 'emission-desk.recent-certificates';
export const MAX_RECENT = 10;

const recentSchema = z.array(
  z.object({ id: z.string().check(z.maxLength(200)), name: z.optional(z.string()) }),
);
export type RecentCertificate = z.infer<typeof recentSchema>[number];

const EMPTY: RecentCertificate[] = [];
let cache: { raw: string | null; list: RecentCertificate[] } | undefined;
const listeners = new Set<() => void>();

function read(): RecentCertificate[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(RECENT_STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (cache && cache.raw === raw) return cache.list;
  let list = EMPTY;
  if (raw !== null) {
    try {
      list = z.safeParse(recentSchema, JSON.parse(raw)).data?.slice(0, MAX_RECENT) ?? EMPTY;
    } catch {
      list = EMPTY;
    }
  }
  cache = { raw, list };
  return list;
}

function write(list: RecentCertificate[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(RECENT_STORAGE_KEY);
    else localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage full or disabled: the list is a convenience, not a must
  }
  for (const listener of listeners) listener();
}

export function getRecent(): RecentCertificate[] {
  return read();
}

export function rememberCertificate(entry: RecentCertificate): void {
  const name = entry.name?.slice(0, 200);
  const current = read();
  const existing = current[0];
  if (existing && existing.id === entry.id && existing.name === name) return;
  write(
    [
      { id: entry.id, ...(name ? { name } : {}) },
      ...current.filter((e) => e.id !== entry.id),
    ].slice(0, MAX_RECENT),
  );
}

export function clearRecent(): void {
  write(EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecentCertificates(): RecentCertificate[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
