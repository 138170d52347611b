import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Redirect, Route, Switch, useLocation } from 'wouter';
import { loadLanguage } from '../i18n/index.ts';
import { getSettings, useCalculatorsOffered } from '../settings/store.ts';
import { Routing, setPreloader } from '../routing/router.tsx';
import { Layout } from './Layout.tsx';
import { NotFound } from './NotFound.tsx';
import { mayReloadAfterDeploy, reloadOnceAfterDeploy } from './reload-after-deploy.ts';
import { RouteError } from './RouteError.tsx';

/** A page's module could not be loaded: the network, or a chunk of an older build gone after a deploy. */
class PageLoadFailed extends Error {}

let pageLoads = 0;
/**
 * Whether a page's module is loading. Its failure is the page's to handle (PageErrorBoundary
 * reloads once where the reader is going), not a reason to reload where the reader is: a hover's
 * preload of another page must not reload this one.
 */
export const loadingPage = (): boolean => pageLoads > 0;

/**
 * A page module loaded on demand; `preload` starts the download early (a hover, the start-up).
 * The module registers the message areas it uses as it loads; they load in the reader's language
 * before the page renders (the page's static shell has preloaded them already). A failed load is
 * forgotten, so that the next try (a retry, another visit) loads again.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    if (loading) return loading;
    pageLoads++;
    loading = load()
      .catch((error: unknown) => {
        throw new PageLoadFailed('The page could not be loaded.', { cause: error });
      })
      .then(async (page) => {
        await loadLanguage(getSettings().language);
        return page;
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      })
      .finally(() => pageLoads--);
    return loading;
  };
  return { Page: lazy(preload), preload };
}

const event = lazyPage(() => import('../features/event/EventPage.lazy.tsx'));
const hotel = lazyPage(() => import('../features/hotel/HotelPage.lazy.tsx'));
const lookup = lazyPage(() => import('../features/certificates/LookupPage.lazy.tsx'));
const certificateById = lazyPage(() =>
  import('../features/certificates/CertificatePage.lazy.tsx').then((m) => ({
    default: m.CertificateByIdPage,
  })),
);
const certificatesByKey = lazyPage(() =>
  import('../features/certificates/CertificatePage.lazy.tsx').then((m) => ({
    default: m.CertificateByCorrelationPage,
  })),
);
const bulk = lazyPage(() => import('../features/bulk/BulkPage.lazy.tsx'));
const settings = lazyPage(() => import('../features/settings/SettingsPage.lazy.tsx'));

/**
 * The app's routes, in matching order (wouter patterns); the top-level ones are the page table's
 * (src/shared/pages.ts, checked by router.test.ts).
 */
export const ROUTES = [
  { path: '/event', page: event },
  { path: '/hotel', page: hotel },
  { path: '/bulk', page: bulk },
  { path: '/certificates', page: lookup },
  { path: '/certificates/correlation/:key', page: certificatesByKey },
  { path: '/certificates/:id', page: certificateById },
  { path: '/settings', page: settings },
] as const;

/** The route that renders `path`, matched as the `<Route>`s below match it (wouter's default parser). */
export const routeOf = (path: string) =>
  ROUTES.find(({ path: pattern }) => matchRoute(parse, pattern, path)[0]);

/** Starts loading the module of the page at `path`; resolves when it is in. */
export function preloadPage(path: string): Promise<unknown> {
  return routeOf(path)?.page.preload() ?? Promise.resolve();
}
setPreloader((path) => void preloadPage(path).catch(() => undefined));

/**
 * The error boundary of every page: the page failed, the shell and the other pages still work. A
 * page whose module is gone (a deploy since this tab opened) reloads once at its address instead.
 */
class PageErrorBoundary extends Component<
  { children: ReactNode },
  { error: unknown; reloading: boolean }
> {
  override state = { error: null, reloading: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, reloading: error instanceof PageLoadFailed && mayReloadAfterDeploy() };
  }
  override componentDidCatch() {
    if (this.state.reloading && !reloadOnceAfterDeploy()) this.setState({ reloading: false });
  }
  override render() {
    if (this.state.reloading) return null;
    return this.state.error ? (
      <RouteError reset={() => this.setState({ error: null })} />
    ) : (
      this.props.children
    );
  }
}

/** `/` opens the event calculator, or the certificates where this site offers no calculator. */
function Home() {
  return <Redirect to={useCalculatorsOffered() ? '/event' : '/certificates'} replace />;
}

function Pages() {
  const [path] = useLocation();
  return (
    // A new page starts without the previous page's error.
    <PageErrorBoundary key={routeOf(path)?.path ?? path}>
      <Suspense fallback={null}>
        <Switch>
          <Route path="/" component={Home} />
          {ROUTES.map(({ path: pattern, page }) => (
            <Route key={pattern} path={pattern} component={page.Page} />
          ))}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <Routing>
      <Layout>
        <Pages />
      </Layout>
    </Routing>
  );
}
