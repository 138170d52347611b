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

class PageLoadFailed extends Error {}

let pageLoads = 0;
/** A hover's preload of another page that fails must not reload this one. */
export const loadingPage = (): boolean => pageLoads > 0;

/**
 * The module registers its message areas as it loads; they load in the reader's language before
 * the page renders. A failed load is forgotten, so the next try loads again.
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

/** In matching order; the top-level ones are the page table's (src/shared/pages.ts). */
export const ROUTES = [
  { path: '/event', page: event },
  { path: '/hotel', page: hotel },
  { path: '/bulk', page: bulk },
  { path: '/certificates', page: lookup },
  { path: '/certificates/correlation/:key', page: certificatesByKey },
  { path: '/certificates/:id', page: certificateById },
  { path: '/settings', page: settings },
] as const;

/** Matched as the `<Route>`s below match it (wouter's default parser). */
export const routeOf = (path: string) =>
  ROUTES.find(({ path: pattern }) => matchRoute(parse, pattern, path)[0]);

export function preloadPage(path: string): Promise<unknown> {
  return routeOf(path)?.page.preload() ?? Promise.resolve();
}
setPreloader((path) => void preloadPage(path).catch(() => undefined));

/** A page whose module is gone (a deploy since this tab opened) reloads once at its address. */
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
