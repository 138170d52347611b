/**
 * A tab opened before a deploy asks for a lazy chunk of the old build, which the new one no
 * longer has: Vite then fires `vite:preloadError`. The page reloads itself once, at the same
 * address (which holds what the user typed), and gets the new build. If the chunk is still
 * missing right after that reload, the error goes on to the route's error page instead of
 * reloading again: the time of the last reload is kept in sessionStorage.
 */
export const RELOADED_AT_KEY = 'emission-desk:reloaded-after-deploy';
/** Another reload only this long after the last one. */
export const RELOAD_GUARD_MS = 30_000;

export function reloadOnceAfterDeploy(
  event: Event,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): void {
  let last = 0;
  try {
    last = Number(storage.getItem(RELOADED_AT_KEY)) || 0;
  } catch {
    return;
  }
  if (now - last < RELOAD_GUARD_MS) return;
  try {
    storage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Without storage there is no guard against a loop: let the error show instead.
    return;
  }
  event.preventDefault();
  reload();
}
