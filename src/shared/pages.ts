/**
 * The app's pages in navigation order, from which the router, the navigation, the shells and the
 * server derive. `areas`: the message areas besides `common` the page registers.
 */
import type { Language } from './language.ts';
import type { MessageArea } from './message-areas.ts';

// prettier-ignore
export const PAGES = [
  { path: '/event', nav: 'nav.event', title: 'event.title', intro: 'event.intro', section: 'page event-page', module: 'event/EventPage', areas: ['event'] },
  { path: '/hotel', nav: 'nav.hotel', title: 'hotel.title', intro: 'hotel.intro', section: 'page hotel', module: 'hotel/HotelPage', areas: ['hotel'] },
  { path: '/bulk', nav: 'nav.bulk', title: 'bulk.title', intro: 'bulk.intro', section: 'page bulk', module: 'bulk/BulkPage', areas: ['bulk', 'event', 'hotel'] },
  { path: '/certificates', nav: 'nav.certificates', title: 'certificates.title', intro: 'certificates.lookup.intro', section: 'page', module: 'certificates/LookupPage', areas: ['certificates'] },
  { path: '/settings', nav: 'nav.settings', title: 'settings.title', intro: 'settings.intro', section: 'page', module: 'settings/SettingsPage', areas: ['settings'] },
] as const satisfies readonly { areas: readonly MessageArea[]; [field: string]: unknown }[];

/**
 * Routes below the pages, as src/app/router.tsx matches them. Any path that is none of these, a
 * page or `/` gets a 404 from the server (with the same shell, which shows the not-found page).
 */
export const OTHER_ROUTES = ['/certificates/correlation/:key', '/certificates/:id'] as const;

export const OTHER_PATHS_MODULE = 'certificates/CertificatePage';
export const OTHER_PATHS_AREAS: readonly MessageArea[] = ['certificates'];

export type Page = (typeof PAGES)[number];

export const featureModule = (module: string) => `src/features/${module}.lazy.tsx`;

export const pageOf = (segment: string): Page | undefined =>
  PAGES.find((page) => page.path === `/${segment}`);

/** `event/index.html` in English, `event/index.de.html` in German; folder '' for other paths. */
export function shellFileName(folder: string, language: Language): string {
  const name = language === 'en' ? 'index.html' : `index.${language}.html`;
  return folder ? `${folder}/${name}` : name;
}
