import { createRootRoute, createRoute, createRouter, redirect } from '@tanstack/react-router';
import { calculatorsOffered, getRuntimeConfig, getSettings } from '../settings/store.ts';
import { Layout } from './Layout.tsx';
import { NotFound } from './NotFound.tsx';
import { RouteError } from './RouteError.tsx';
import { eventRouteOptions } from '../features/event/route.ts';
import { hotelRouteOptions } from '../features/hotel/route.ts';

const rootRoute = createRootRoute({ component: Layout });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    const home = calculatorsOffered(getSettings(), getRuntimeConfig()) ? '/event' : '/certificates';
    throw redirect({ to: home, replace: true });
  },
});

const eventRoute = createRoute({ getParentRoute: () => rootRoute, ...eventRouteOptions }).lazy(() =>
  import('../features/event/EventPage.lazy.tsx').then((m) => m.Route),
);

const hotelRoute = createRoute({ getParentRoute: () => rootRoute, ...hotelRouteOptions }).lazy(() =>
  import('../features/hotel/HotelPage.lazy.tsx').then((m) => m.Route),
);

const bulkRoute = createRoute({ getParentRoute: () => rootRoute, path: '/bulk' }).lazy(() =>
  import('../features/bulk/BulkPage.lazy.tsx').then((m) => m.Route),
);

const certificatesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/certificates',
}).lazy(() => import('../features/certificates/LookupPage.lazy.tsx').then((m) => m.Route));

const certificateByIdRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/certificates/$id',
}).lazy(() => import('../features/certificates/CertificatePage.lazy.tsx').then((m) => m.ByIdRoute));

const certificateByCorrelationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/certificates/correlation/$key',
}).lazy(() =>
  import('../features/certificates/CertificatePage.lazy.tsx').then((m) => m.ByCorrelationRoute),
);

const settingsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/settings' }).lazy(() =>
  import('../features/settings/SettingsPage.lazy.tsx').then((m) => m.Route),
);

const routeTree = rootRoute.addChildren([
  indexRoute,
  eventRoute,
  hotelRoute,
  bulkRoute,
  certificatesRoute,
  certificateByIdRoute,
  certificateByCorrelationRoute,
  settingsRoute,
]);

export const router = createRouter({
  routeTree,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  defaultPreload: 'intent',
  scrollRestoration: true,
  // One scroll position per page: a calculation, a lever or a language change only changes the
  // search params, and must not throw the reader back to the top of the page.
  getScrollRestorationKey: (location) => location.pathname,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
