/**
 * The app's top-level pages, in navigation order: the one list that the router, the navigation,
 * the static shell written at build time (server/render/shell.tsx) and the server all derive from. Adding a
 * page is one line here, plus its route in src/app/router.tsx and its page module.
 *
 * - `nav`, `title`, `intro`: message keys of the navigation label, the page's heading and its
 *   introduction (the static shell shows the heading and introduction before any script runs);
 * - `section`: the class of the page's section, as the page renders it;
 * - `module`: the page's lazy route module (`src/features/<module>.lazy.tsx`), whose chunks the
 *   shell preloads;
 * - `areas`: the message areas besides `common` that the page module registers
 *   (`registerAreas`), whose catalogs in the shell's language the shell preloads too.
 *
 * Imports nothing: the server imports it too.
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
 * The app's routes below the pages, as src/app/router.tsx matches them (wouter patterns): they get
 * the shell of every other path. Any path that is neither these, a page nor `/` is not the app's:
 * the server answers it 404 (with the same shell, where the app shows its not-found page).
 */
export const OTHER_ROUTES = ['/certificates/correlation/:key', '/certificates/:id'] as const;

/** The page module of every other path (mostly shared certificate links), and its message areas. */
export const OTHER_PATHS_MODULE = 'certificates/CertificatePage';
export const OTHER_PATHS_AREAS: readonly MessageArea[] = ['certificates'];

export type Page = (typeof PAGES)[number];

/** The source file of a page module named in the table. */
export const featureModule = (module: string) => `src/features/${module}.lazy.tsx`;

/** The page of a top-level path segment (`event` for /event), if there is one. */
export const pageOf = (segment: string): Page | undefined =>
  PAGES.find((page) => page.path === `/${segment}`);

/**
 * The static shell's file for a folder (`event`, or '' for the shell of every other path) and a
 * language: `event/index.html` in English, `event/index.de.html` in German.
 */
export function shellFileName(folder: string, language: Language): string {
  const name = language === 'en' ? 'index.html' : `index.${language}.html`;
  return folder ? `${folder}/${name}` : name;
}
