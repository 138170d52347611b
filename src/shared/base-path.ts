/**
 * Where the app is served from: Vite's `base` (`import.meta.env.BASE_URL`), `/` on the app's own
 * server, a folder such as `/emission-desk/` on a static host (`STATIC_BASE`, build/static.ts).
 * Every address the app builds for its own pages and files starts here.
 */

// Node runs some shared modules without Vite (the sandbox, the server's scripts): the root there.
const viteBase: string | undefined = (import.meta as { env?: { BASE_URL?: string } }).env?.BASE_URL;

/** Vite's mode of the static build (build/static.ts), which alone holds the static host's code. */
export const STATIC_MODE = 'static';

/** The app's base path, with its final slash: `/`, `/emission-desk/`. */
export const APP_BASE: string = normalizeBase(viteBase ?? '/');

/** The base as wouter takes it: without its final slash, empty at the root. */
export const ROUTER_BASE: string = APP_BASE.slice(0, -1);

/** The address of an app path (`/certificates/…`) under the base. */
export function underBase(path: string, base: string = APP_BASE): string {
  return `${base.slice(0, -1)}${path}`;
}

/**
 * The app path of an address path under the base (`/emission-desk/event` → `/event`); a path
 * outside it is returned as it is.
 */
export function withinBase(pathname: string, base: string = APP_BASE): string {
  const root = base.slice(0, -1);
  if (!root) return pathname;
  if (pathname === root) return '/';
  return pathname.startsWith(base) ? pathname.slice(root.length) : pathname;
}

/** A base path in one spelling: a leading and a final slash (`emission-desk` → `/emission-desk/`). */
export function normalizeBase(base: string): string {
  const trimmed = base.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
