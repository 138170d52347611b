/**
 * A deep link on a static host: the host has no file for `/emission-desk/certificates/…`, sends
 * its `404.html` (build/static.ts), which opens the app's start page with the path in `?deep-link=`;
 * the app puts it back in the address before its router reads it.
 */
import { underBase, withinBase } from './base-path.ts';

export const HANDOVER_PARAM = 'deep-link';

interface Address {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The address to show instead of this one, or null to keep it: the path handed over by
 * `404.html` (at the base only, and only a path of this origin), and a path's final slash dropped
 * (a static host adds one to `/event` for the folder that holds its page).
 */
export function restoredAddress(address: Address, base: string): string | null {
  const path = withinBase(address.pathname, base);
  if (path === '/' && address.pathname.startsWith(base)) {
    const handed = new URLSearchParams(address.search).get(HANDOVER_PARAM);
    if (handed === null) return null;
    if (!handed.startsWith('/') || handed.startsWith('//') || handed.startsWith('/\\'))
      return underBase('/', base);
    const target = new URL(underBase(handed, base), address.origin);
    return target.origin === address.origin
      ? `${target.pathname}${target.search}${target.hash}`
      : underBase('/', base);
  }
  if (path.length > 1 && path.endsWith('/') && address.pathname.startsWith(base)) {
    return `${underBase(path.replace(/\/+$/, ''), base)}${address.search}${address.hash}`;
  }
  return null;
}
