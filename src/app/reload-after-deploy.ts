/**
 * A tab opened before a deploy asks for a chunk the new build no longer has: reload once at the
 * same address (which holds what the user typed). If the chunk is still missing right after, the
 * error goes on to the error page: the last reload's time is kept in sessionStorage. Offline, a
 * reload would only bring the browser's error page.
 */
const RELOADED_AT_KEY = 'emission-desk:reloaded-after-deploy';
export const RELOAD_GUARD_MS = 30_000;

type Guard = Pick<Storage, 'getItem' | 'setItem'>;

export function mayReloadAfterDeploy(
  storage: Guard = window.sessionStorage,
  now = Date.now(),
  online = navigator.onLine,
): boolean {
  if (!online) return false;
  try {
    return now - (Number(storage.getItem(RELOADED_AT_KEY)) || 0) >= RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

export function reloadOnceAfterDeploy(
  storage: Guard = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
  online = navigator.onLine,
): boolean {
  if (!mayReloadAfterDeploy(storage, now, online)) return false;
  try {
    storage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Without storage there is no guard against a loop: let the error show instead.
    return false;
  }
  reload();
  return true;
}
