/**
 * A tab opened before a deploy asks for a lazy chunk of the old build, which the new one no
 * longer has. The page reloads itself once, at the same address (which holds what the user typed),
 * and gets the new build. If the chunk is still missing right after that reload, the error goes on
 * to the route's error page instead of reloading again: the time of the last reload is kept in
 * sessionStorage. Offline, a reload would only bring the browser's own error page: no reload.
 */
const RELOADED_AT_KEY = 'emission-desk:reloaded-after-deploy';
/** Another reload only this long after the last one. */
export const RELOAD_GUARD_MS = 30_000;

type Guard = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether a reload now would be the first within the guard's time (and the reader is online). */
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

/** Reloads the page if `mayReloadAfterDeploy` allows it and the guard can be kept; whether it did. */
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
