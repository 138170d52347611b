/** Which of its scope's requests the static build's worker answers, and with what. */
import type { Language } from '../../src/shared/language.ts';
import { pageOf, shellFileName } from '../../src/shared/pages.ts';

/** The start of the names of the worker's caches; the rest is the build's content hash. */
export const CACHE_PREFIX = 'emission-desk-';

/** Whether a path is the sandbox's (`{base}sandbox` or under it). */
export function isSandboxPath(pathname: string, base: string): boolean {
  const sandbox = `${base}sandbox`;
  return pathname === sandbox || pathname.startsWith(`${sandbox}/`);
}

/**
 * The shell file (relative to the base) for a navigation to `pathname`, as the server picks it: the
 * page's own shell for a page's path (`/event`, `/event/`), else the shell of every other path (a
 * certificate's `/certificates/{id}` too), in `language`.
 */
export function shellFile(pathname: string, base: string, language: Language): string {
  const rest = (pathname.startsWith(base) ? pathname.slice(base.length) : '').replace(/\/$/, '');
  const folder = /^[a-z]+$/.test(rest) && pageOf(rest) !== undefined ? rest : '';
  return shellFileName(folder, language);
}
