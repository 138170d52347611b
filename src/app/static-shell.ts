/**
 * A static app shell for each top-level page, written at build time as `<route>/index.html`.
 *
 * The page shows its header, navigation, title and introduction as soon as the HTML and the main
 * stylesheet are in, before any JavaScript runs; React then renders the same markup over it. Each
 * page's HTML also names its route module, its chunks and its stylesheet (modulepreload and
 * stylesheet links), so they download in parallel with the entry instead of after it.
 * Paths without a page of their own (a certificate by id, for instance) get `index.html`, with the
 * header and navigation only, and the certificate page's links.
 * Every file is written in each language of the app (`index.html`, `index.de.html`); the server
 * picks one per request (shell-language.ts), so a German reader sees German from the first frame.
 */
import type { Plugin } from 'vite';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { LANGUAGES, type Language } from '../api/settings.ts';
import { common } from '../i18n/messages/common.ts';
import { event } from '../i18n/messages/event.ts';
import { hotel } from '../i18n/messages/hotel.ts';
import { certificates } from '../i18n/messages/certificates.ts';
import { settings } from '../i18n/messages/settings.ts';
import { german } from '../i18n/messages/de/index.ts';
import { shellFileName } from './shell-language.ts';

const english = { ...common.en, ...event.en, ...hotel.en, ...certificates.en, ...settings.en };
type Key = keyof typeof english;
const messages = (language: Language) => (language === 'de' ? german : english);

interface ShellPage {
  path: string;
  module: string;
  pageClass: string;
  title: Key;
  intro: Key;
}

const PAGES: ShellPage[] = [
  {
    path: '/event',
    module: 'src/features/event/EventPage.lazy.tsx',
    pageClass: 'page event-page',
    title: 'event.title',
    intro: 'event.intro',
  },
  {
    path: '/hotel',
    module: 'src/features/hotel/HotelPage.lazy.tsx',
    pageClass: 'page hotel',
    title: 'hotel.title',
    intro: 'hotel.intro',
  },
  {
    path: '/certificates',
    module: 'src/features/certificates/LookupPage.lazy.tsx',
    pageClass: 'page',
    title: 'certificates.title',
    intro: 'certificates.lookup.intro',
  },
  {
    path: '/settings',
    module: 'src/features/settings/SettingsPage.lazy.tsx',
    pageClass: 'page',
    title: 'settings.title',
    intro: 'settings.intro',
  },
];

const CERTIFICATE_MODULE = 'src/features/certificates/CertificatePage.lazy.tsx';

const NAV: { path: string; label: Key }[] = [
  { path: '/event', label: 'nav.event' },
  { path: '/hotel', label: 'nav.hotel' },
  { path: '/bulk', label: 'nav.bulk' },
  { path: '/certificates', label: 'nav.certificates' },
  { path: '/settings', label: 'nav.settings' },
];

const NO_SCRIPT: Record<Language, string> = {
  en: 'Emission Desk needs JavaScript.',
  de: 'Emission Desk braucht JavaScript.',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The markup of the app's Layout with its default settings (built-in sandbox, demo credentials). */
function shellMarkup(page: ShellPage | null, language: Language): string {
  const t = messages(language);
  const service = t['service.sandbox'];
  const creds = t['service.credentialsSet'];
  const nav = NAV.map(
    (item) =>
      `<li><a class="nav-link" href="${item.path}"${
        page?.path === item.path ? ' aria-current="page"' : ''
      }>${escapeHtml(t[item.label])}</a></li>`,
  ).join('');
  const main = page
    ? `<section class="${page.pageClass}" aria-labelledby="page-title"><h1 id="page-title">${escapeHtml(
        t[page.title],
      )}</h1><p class="lead">${escapeHtml(t[page.intro])}</p></section>`
    : '';
  return (
    `<div class="shell"><a class="skip-link" href="#main">${escapeHtml(t['app.skipToContent'])}</a>` +
    `<header class="shell__header"><div class="shell__bar"><a class="brand" href="/event">` +
    `<img src="/favicon.svg" alt="" width="28" height="28"><span>${escapeHtml(t['app.name'])}</span></a>` +
    `<a class="service-indicator" href="/settings" aria-label="${escapeHtml(
      `${t['service.indicatorLabel']}: ${service}, ${creds}`,
    )}"><span class="dot dot--sandbox" aria-hidden="true"></span>` +
    `<span class="service-indicator__name">${escapeHtml(service)}</span>` +
    `<span class="service-indicator__creds">${escapeHtml(creds)}</span></a></div>` +
    `<nav aria-label="${escapeHtml(t['nav.label'])}" class="shell__nav"><ul>${nav}</ul></nav></header>` +
    `<main id="main" class="shell__main" tabindex="-1">${main}</main></div>`
  );
}

function findChunk(bundle: OutputBundle, module: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' && Boolean(item.facadeModuleId?.endsWith(`/${module}`)),
  );
}

/** The chunk and every chunk it imports statically, and their stylesheets. */
function closure(bundle: OutputBundle, chunk: OutputChunk) {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    const item = bundle[fileName];
    if (item?.type !== 'chunk') return;
    files.add(fileName);
    const meta = (item as OutputChunk & { viteMetadata?: { importedCss: Set<string> } })
      .viteMetadata;
    meta?.importedCss.forEach((file) => css.add(file));
    item.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return { files, css };
}

export function appShell(): Plugin {
  let base = '/';
  return {
    name: 'emission-desk-app-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html || typeof html.source !== 'string') return;
      // The shell paints from HTML and CSS alone: scripts load after the stylesheets, not before.
      if (!html.source.includes(NO_SCRIPT.en))
        throw new Error('index.html has no <noscript> text.');
      const template = html.source
        .replace(
          '<script type="module" crossorigin',
          '<script type="module" fetchpriority="low" crossorigin',
        )
        .replaceAll(
          '<link rel="modulepreload" crossorigin',
          '<link rel="modulepreload" fetchpriority="low" crossorigin',
        );
      const inLanguage = (source: string, language: Language) =>
        language === 'en'
          ? source
          : source
              .replace('<html lang="en">', `<html lang="${language}">`)
              .replace(NO_SCRIPT.en, NO_SCRIPT[language]);
      const withShell = (source: string, page: ShellPage | null, language: Language) =>
        inLanguage(source, language).replace(
          '<div id="root"></div>',
          `<div id="root">${shellMarkup(page, language)}</div>`,
        );
      const withLinks = (source: string, module: string) => {
        const chunk = findChunk(bundle, module);
        if (!chunk) throw new Error(`No chunk for ${module}.`);
        const { files, css } = closure(bundle, chunk);
        const links = [
          ...[...css]
            .filter((file) => !template.includes(file))
            .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
          ...[...files]
            .filter((file) => !template.includes(file))
            .map(
              (file) =>
                `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">`,
            ),
        ].join('\n    ');
        return source.replace('  </head>', `    ${links}\n  </head>`);
      };

      for (const language of LANGUAGES) {
        // Paths without a page of their own are mostly shared certificate links.
        const fallback = withLinks(withShell(template, null, language), CERTIFICATE_MODULE);
        if (language === 'en') html.source = fallback;
        else
          this.emitFile({ type: 'asset', fileName: shellFileName('', language), source: fallback });
        for (const page of PAGES) {
          this.emitFile({
            type: 'asset',
            fileName: shellFileName(page.path.slice(1), language),
            source: withLinks(withShell(template, page, language), page.module),
          });
        }
      }
    },
  };
}
