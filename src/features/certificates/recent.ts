/**
 * Certificates opened on this device: ids and names only, newest first, in local storage (a
 * zustand store; other tabs' changes arrive through the storage event).
 */
import * as z from 'zod/mini';
import { storedList } from '../../lib/stored-list.ts';

const RECENT_STORAGE_KEY = 'emission-desk.recent-certificates';
export const MAX_RECENT = 10;

const recentSchema = z.object({
  id: z.string().check(z.maxLength(200)),
  name: z.optional(z.string()),
});
export type RecentCertificate = z.infer<typeof recentSchema>;

const EMPTY: RecentCertificate[] = [];

const recent = storedList(RECENT_STORAGE_KEY, 'local', recentSchema, MAX_RECENT);
const useRecentStore = recent.useList;

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === RECENT_STORAGE_KEY || event.key === null) {
      recent.reload();
    }
  });
}

export function getRecent(): RecentCertificate[] {
  return useRecentStore.getState().list;
}

export function rememberCertificate(entry: RecentCertificate): void {
  const name = entry.name?.slice(0, 200);
  const current = getRecent();
  const existing = current[0];
  if (existing && existing.id === entry.id && existing.name === name) return;
  useRecentStore.setState({
    list: [
      { id: entry.id, ...(name ? { name } : {}) },
      ...current.filter((e) => e.id !== entry.id),
    ].slice(0, MAX_RECENT),
  });
}

export function clearRecent(): void {
  useRecentStore.setState({ list: EMPTY });
}

export function useRecentCertificates(): RecentCertificate[] {
  return useRecentStore((state) => state.list);
}
