/**
 * Renders the static shell of a page with the app's own layout (src/app/Layout.tsx) and
 * `react-dom/server`, as the app renders it on a first visit by a browser in the given language:
 * default settings (the built-in sandbox and its demo credentials), online, and in `<main>` the
 * page's heading and introduction. Runs at build time in Vite's server-side module runner
 * (build/app-shell.ts); nothing here ships to the browser.
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { Layout } from '../../src/app/Layout.tsx';
import { reloadSettingsFromStorage } from '../../src/settings/store.ts';
import { loadLanguage, registerMessages, useT } from '../../src/i18n/index.ts';
import { bulk } from '../../src/i18n/messages/bulk.ts';
import { certificates } from '../../src/i18n/messages/certificates.ts';
import { event } from '../../src/i18n/messages/event.ts';
import { hotel } from '../../src/i18n/messages/hotel.ts';
import { settings } from '../../src/i18n/messages/settings.ts';
import type { Language } from '../../src/shared/language.ts';
import type { Page } from '../../src/shared/pages.ts';
import { PageTitle } from '../../src/ui/PageTitle.tsx';

for (const area of [event, hotel, bulk, certificates, settings]) registerMessages(area);

/** What the shell shows of a page before the page's own module has loaded. */
function PageIntro({ page }: { page: Page }) {
  const t = useT();
  return (
    <section className={page.section} aria-labelledby="page-title">
      <PageTitle title={t(page.title)} />
      <h1 id="page-title">{t(page.title)}</h1>
      <p className="lead">{t(page.intro)}</p>
    </section>
  );
}

/**
 * What the app reads of the browser while it renders the layout, for a first visit: the browser's
 * languages (the default language setting) and the page's origin (the sandbox's address, which
 * the service indicator does not show). Node has neither; they are set for the render only.
 */
async function asFirstVisit<T>(language: Language, render: () => Promise<T>): Promise<T> {
  const names = ['navigator', 'window'] as const;
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  const define = (name: string, value: unknown) =>
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  define('navigator', { languages: [language], onLine: true });
  define('window', { location: new URL('http://localhost/') });
  reloadSettingsFromStorage();
  try {
    return await render();
  } finally {
    names.forEach((name, index) => {
      const descriptor = saved[index];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    });
    reloadSettingsFromStorage();
  }
}

/** A page's shell: the document title the page renders (if any) and the markup of `#root`. */
export interface Shell {
  title: string | undefined;
  markup: string;
}

/** The shell of a page (or, for `null`, of every other path) in a language. */
export async function renderShell(page: Page | null, language: Language): Promise<Shell> {
  await loadLanguage(language);
  const markup = await asFirstVisit(language, async () =>
    renderToString(
      <Router ssrPath={page?.path ?? '/'}>
        <Layout>{page ? <PageIntro page={page} /> : null}</Layout>
      </Router>,
    ),
  );
  // React puts what belongs in the head before the markup: the page's <title>, which replaces
  // the head's (and a preload hint for an image, should the layout show one). #root holds only
  // what the app renders.
  const head = /^(?:<link rel="preload"[^>]*>|<title>([^<]*)<\/title>)*/.exec(markup)?.[0] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  // A message that is not registered is shown as its key: never ship a shell, in any language,
  // that says `bulk.intro`, in its text or in a label.
  const shown = /(?:>|(?:aria-label|title|alt)=")([a-z]+(?:\.[A-Za-z0-9]+)+)(?:<|")/.exec(
    markup,
  )?.[1];
  if (shown)
    throw new Error(
      `The ${page?.path ?? 'general'} ${language} shell shows the message key ${shown}.`,
    );
  return { title, markup: markup.slice(head.length) };
}
