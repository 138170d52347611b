/**
 * The app's routing on top of wouter (docs/decisions/0001-router.md): every route, link and
 * navigation goes through this module.
 */
import { useEffect, useMemo, type AnchorHTMLAttributes, type ReactNode } from 'react';
import {
  Link as WouterLink,
  Router,
  useLocation,
  useParams as useWouterParams,
  useSearch as useWouterSearch,
  type AroundNavHandler,
  type BaseLocationHook,
} from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { ROUTER_BASE } from '../shared/base-path.ts';
import type { Page } from '../shared/pages.ts';
import {
  parseSearch,
  searchValidator,
  stringifySearch,
  type SearchOf,
  type SearchSchema,
  type SearchValue,
} from './search-params.ts';

/** Every path the app links to (the page table's, and certificates); a typo is a type error. */
export type AppPath = '/' | Page['path'] | `/certificates/${string}`;

export type Search = Record<string, SearchValue | undefined>;

export const certificatePath = (id: string): AppPath => `/certificates/${encodeURIComponent(id)}`;
export const correlationPath = (key: string): AppPath =>
  `/certificates/correlation/${encodeURIComponent(key)}`;

function href(to: AppPath, search?: Search): string {
  const query = search ? stringifySearch(search) : '';
  return query ? `${to}?${query}` : to;
}

// The app registers how to load a path's module (src/app/router.tsx).
let preloader: (path: string) => void = () => undefined;
export function setPreloader(preload: (path: string) => void): void {
  preloader = preload;
}

const blockers = new Set<{ message: string }>();
const confirmLeaving = (): boolean =>
  [...blockers].every((blocker) => window.confirm(blocker.message));

/**
 * While `when` holds, leaving by an app navigation asks `message` first. Back and forward are not
 * asked (the browser has moved already): a page that must not lose work keeps it on unmount.
 */
export function useBlocker(when: boolean, message: string): void {
  useEffect(() => {
    if (!when) return;
    const blocker = { message };
    blockers.add(blocker);
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      blockers.delete(blocker);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, message]);
}

// Set by a navigation of the app to another path, so the new page starts at the top; back and
// forward leave it unset, and the browser restores the position it had.
let scrollToTop = false;

const aroundNav: AroundNavHandler = (navigate, to, options) => {
  if (blockers.size > 0 && !confirmLeaving()) return;
  scrollToTop = new URL(to, window.location.href).pathname !== window.location.pathname;
  navigate(to, options);
};

/** Scrolls to the top on a path change by the app; a search change or back/forward keeps it. */
export function useScrollReset(): void {
  const [path] = useLocation();
  useEffect(() => {
    if (scrollToTop) window.scrollTo(0, 0);
    scrollToTop = false;
  }, [path]);
}

/**
 * The browser's location with its escapes kept: wouter decodes the path with `decodeURI`, which
 * leaves `%2F` but turns `%2520` into `%20`, so a param could no longer be told from its escape.
 * Escaping `%` first makes that decoding give the path exactly as in the address bar, and
 * `useParams` decodes each param once.
 */
const useEscapedLocation: BaseLocationHook = (options) => {
  const [path, navigate] = useBrowserLocation(options);
  return [path.replaceAll('%', '%25'), navigate];
};

export function Routing({ children }: { children: ReactNode }) {
  return (
    <Router base={ROUTER_BASE} hook={useEscapedLocation} aroundNav={aroundNav}>
      {children}
    </Router>
  );
}

export interface NavigateTo {
  to?: AppPath;
  search?: Search;
  replace?: boolean;
}

export function useNavigate(): (target: NavigateTo) => void {
  const [path, navigate] = useLocation();
  return ({ to, search, replace }) => navigate(href(to ?? (path as AppPath), search), { replace });
}

/** Never throws: a value of the wrong kind is dropped (search-params.ts). */
export function useSearch<S extends SearchSchema>(schema: S): SearchOf<S> {
  const search = useWouterSearch();
  return useMemo(() => searchValidator(schema)(parseSearch(search)), [schema, search]);
}

export function usePath(): string {
  return useLocation()[0];
}

export function useParams<P extends string>(): Partial<Record<P, string>> {
  const params: Partial<Record<string, string>> = {};
  for (const [name, value] of Object.entries(useWouterParams())) {
    if (value !== undefined) params[name] = decodePathPart(value);
  }
  return params as Partial<Record<P, string>>;
}

function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part; // a malformed escape is shown as typed
  }
}

function useIsActive(to: AppPath): boolean {
  const [path] = useLocation();
  return path === to || (to !== '/' && path.startsWith(`${to}/`));
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: AppPath;
  search?: Search;
  /** Marks the link `aria-current="page"` while its page is shown (the navigation). */
  current?: boolean;
  children: ReactNode;
};

export function Link({ to, search, current, onMouseEnter, onFocus, ...props }: LinkProps) {
  const active = useIsActive(to);
  return (
    <WouterLink
      {...props}
      href={href(to, search)}
      aria-current={current && active ? 'page' : undefined}
      onMouseEnter={(event) => {
        preloader(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloader(to);
        onFocus?.(event);
      }}
    />
  );
}
