/**
 * The app's routing on top of wouter (docs/decisions/0008-performance.md, "Router and start-up"):
 * typed paths, search params read and written as values, `Link` with `aria-current`, preloading a
 * page's module on intent, scroll kept on a search change and reset on a page change, and asking
 * before leaving a page that says so (`useBlocker`). wouter keeps the location and matches paths.
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

/** The path of a certificate by its record id, and of the certificates of a correlation key. */
export const certificatePath = (id: string): AppPath => `/certificates/${encodeURIComponent(id)}`;
export const correlationPath = (key: string): AppPath =>
  `/certificates/correlation/${encodeURIComponent(key)}`;

/** A path with its search params, as the address bar shows them. */
function href(to: AppPath, search?: Search): string {
  const query = search ? stringifySearch(search) : '';
  return query ? `${to}?${query}` : to;
}

// Preloading: the app registers how to load the module of a path (src/app/router.tsx).
let preloader: (path: string) => void = () => undefined;
export function setPreloader(preload: (path: string) => void): void {
  preloader = preload;
}

// Asking before leaving: each active blocker holds the question to ask.
const blockers = new Set<{ message: string }>();
const confirmLeaving = (): boolean =>
  [...blockers].every((blocker) => window.confirm(blocker.message));

/**
 * While `when` holds, leaving the page by a link or a navigation of the app asks `message` first
 * and stays when the user declines; closing or reloading the tab asks the browser's own question.
 * Back and forward are not asked (the browser has moved already): a page that must not lose its
 * work keeps it when it unmounts and carries on when the reader comes back.
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

/** Every navigation of the app passes here (wouter's `aroundNav`). */
const aroundNav: AroundNavHandler = (navigate, to, options) => {
  if (blockers.size > 0 && !confirmLeaving()) return;
  scrollToTop = new URL(to, window.location.href).pathname !== window.location.pathname;
  navigate(to, options);
};

/**
 * Resets the scroll position when the page (the path) changes by a link or a navigation; keeps
 * it when only the search params change, and leaves back and forward to the browser.
 */
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

/** The app's routing: every route, link and navigation inside it goes through this module. */
export function Routing({ children }: { children: ReactNode }) {
  return (
    <Router hook={useEscapedLocation} aroundNav={aroundNav}>
      {children}
    </Router>
  );
}

export interface NavigateTo {
  /** The path; the current one when omitted (a change of search params). */
  to?: AppPath;
  search?: Search;
  replace?: boolean;
}

/** Navigates to a path and search params; a change of search params alone keeps the scroll. */
export function useNavigate(): (target: NavigateTo) => void {
  const [path, navigate] = useLocation();
  return ({ to, search, replace }) => navigate(href(to ?? (path as AppPath), search), { replace });
}

/**
 * The current search params of a page's search schema, as values (`120` a number, `DE` a
 * string); never throws: a value of the wrong kind is dropped (search-params.ts).
 */
export function useSearch<S extends SearchSchema>(schema: S): SearchOf<S> {
  const search = useWouterSearch();
  return useMemo(() => searchValidator(schema)(parseSearch(search)), [schema, search]);
}

/** The path of the current page, as in the address bar (escapes kept). */
export function usePath(): string {
  return useLocation()[0];
}

/** The path params of the route that rendered the page (`id` of /certificates/:id), decoded. */
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

/** Is `to` the current page, or a page under it (/certificates for a certificate)? */
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

/** A link within the app: navigates without a reload, preloads its page on hover or focus. */
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
