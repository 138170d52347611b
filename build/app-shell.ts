/**
 * A static app shell for each top-level page, written at build time as `<page>/index.html` (a Vite
 * plugin of `npm run build`).
 *
 * The page shows its header, navigation, title and introduction as soon as the HTML is in, before
 * any JavaScript runs: its style sheets are inline (`inlineStyles`); React then renders the same
 * markup over it, since the shell is rendered from the app's own layout (server/render/shell.tsx,
 * with `react-dom/server`). Each page's HTML also names its route module and its chunks
 * (`modulepreload` links beside the entry's module script, where the browser's preload scanner
 * finds them), so they download in parallel with the entry instead of after it.
 * Paths without a page of their own (a certificate by id, for instance) get `index.html`, with the
 * header and navigation only, and the certificate page's links.
 * Every file is written in each language of the app (`index.html`, `index.de.html`,
 * `index.fr.html`, `index.it.html`); the server picks one per request (src/shared/language.ts), so
 * a French reader sees French from the first frame. Each also preloads that language's message
 * catalogs of `common` and the page's areas (src/shared/message-areas.ts), and no other language's:
 * the app renders the page with its text without waiting for another round trip. The pages are
 * those of src/shared/pages.ts.
 */
import { createHash } from 'node:crypto';
import { createServer, isRunnableDevEnvironment, type Plugin, type Rolldown } from 'vite';
import { withTitle } from '../server/html.ts';
import type { Shell } from '../server/render/shell.tsx';
import { common } from '../src/i18n/messages/common.ts';
import { de } from '../src/i18n/messages/de/common.ts';
import { fr } from '../src/i18n/messages/fr/common.ts';
import { it } from '../src/i18n/messages/it/common.ts';
import { LANGUAGES, type Language } from '../src/shared/language.ts';
import { messageFile, type MessageArea } from '../src/shared/message-areas.ts';
import {
  featureModule,
  OTHER_PATHS_AREAS,
  OTHER_PATHS_MODULE,
  PAGES,
  shellFileName,
  type Page,
} from '../src/shared/pages.ts';
import { STYLE_HASHES_FILE } from '../server/style-hashes.ts';

type RenderShell = (page: Page | null, language: Language) => Promise<Shell>;

/** The `<noscript>` text of each language, from the app's catalogs (index.html has the English). */
const NO_SCRIPT: Record<Language, string> = {
  en: common.en['app.noscript'],
  de: de['app.noscript'],
  fr: fr['app.noscript'],
  it: it['app.noscript'],
};

/** Every shell's markup, rendered by render.tsx in Vite's server-side module runner. */
async function renderShells(root: string): Promise<Map<string, Shell>> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    clearScreen: false,
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const environment = server.environments.ssr;
    if (!environment || !isRunnableDevEnvironment(environment))
      throw new Error('Vite has no server-side module runner.');
    const { renderShell } = (await environment.runner.import('/server/render/shell.tsx')) as {
      renderShell: RenderShell;
    };
    const shells = new Map<string, Shell>();
    for (const language of LANGUAGES) {
      for (const page of [null, ...PAGES]) {
        shells.set(shellKey(page, language), await renderShell(page, language));
      }
    }
    return shells;
  } finally {
    await server.close();
  }
}

const shellKey = (page: Page | null, language: Language) => `${page?.path ?? ''} ${language}`;

/** The chunk of a source file (`src/...`). */
function findChunk(bundle: Rolldown.OutputBundle, file: string): Rolldown.OutputChunk {
  const chunk = Object.values(bundle).find(
    (item): item is Rolldown.OutputChunk =>
      item.type === 'chunk' && Boolean(item.facadeModuleId?.endsWith(`/${file}`)),
  );
  if (!chunk) throw new Error(`No chunk for ${file}.`);
  return chunk;
}

/** The chunks and every chunk they import statically, and their stylesheets. */
function closure(bundle: Rolldown.OutputBundle, chunks: Rolldown.OutputChunk[]) {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    const item = bundle[fileName];
    if (item?.type !== 'chunk') return;
    files.add(fileName);
    const meta = (item as Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } })
      .viteMetadata;
    meta?.importedCss.forEach((file) => css.add(file));
    item.imports.forEach(visit);
  };
  chunks.forEach((chunk) => visit(chunk.fileName));
  return { files, css };
}

export function appShell(): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'emission-desk-app-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'] as Rolldown.OutputAsset | undefined;
      if (!html || typeof html.source !== 'string') return;
      if (!html.source.includes(NO_SCRIPT.en))
        throw new Error('index.html has no <noscript> text.');
      const shells = await renderShells(root);
      if (!/<script type="module"[^>]*><\/script>/.test(html.source))
        throw new Error('index.html has no module script.');
      // The shell paints from its HTML alone: its scripts ask for a low fetch priority, so that on
      // a slow connection they do not share the bandwidth with the document. They are still in
      // the head, where the preload scanner finds them at once.
      const template = html.source.replace(
        /<(script type="module"|link rel="modulepreload")/g,
        '<$1 fetchpriority="low"',
      );
      const inLanguage = (source: string, language: Language) =>
        language === 'en'
          ? source
          : source
              .replace('<html lang="en">', `<html lang="${language}">`)
              .replace(NO_SCRIPT.en, NO_SCRIPT[language]);
      const withShell = (source: string, page: Page | null, language: Language) => {
        const shell = shells.get(shellKey(page, language));
        if (shell === undefined) throw new Error(`No shell for ${shellKey(page, language)}.`);
        // The page's title (already escaped by React) replaces the app's name in the head.
        const titled = shell.title ? withTitle(source, shell.title) : source;
        return inLanguage(titled, language).replace(
          '<div id="root"></div>',
          `<div id="root">${shell.markup}</div>`,
        );
      };
      const withLinks = (
        source: string,
        module: string,
        areas: readonly MessageArea[],
        language: Language,
      ) => {
        const messages = (['common', ...areas] as const).map((area) =>
          findChunk(bundle, messageFile(language, area)),
        );
        const { files, css } = closure(bundle, [
          findChunk(bundle, featureModule(module)),
          ...messages,
        ]);
        const stylesheets = [...css]
          .filter((file) => !template.includes(file))
          .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
        const preloads = [...files]
          .filter((file) => !template.includes(file))
          .map(
            (file) =>
              `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">`,
          );
        const links = [...stylesheets, ...preloads].map((tag) => `    ${tag}\n`).join('');
        return inlineStyles(source.replace('  </head>', `${links}  </head>`));
      };
      const styleHashes = new Set<string>();
      // The first paint needs the HTML alone: the page's style sheets go into one inline <style>
      // in place of the first link, allowed by its hash in the policy (style-hashes.json, read by
      // the server). Each link stays, `disabled`: the browser does not fetch it, and Vite's loader,
      // which skips a style sheet a link already names, does not fetch it for the page's module.
      const inlineStyles = (source: string) => {
        const links = [...source.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
        const first = links[0];
        if (!first) throw new Error('A page shell names no style sheet.');
        const css = links
          .map(([, href = '']) => {
            const asset = bundle[href.slice(base.length)];
            if (asset?.type !== 'asset') throw new Error(`No style sheet ${href}.`);
            return String(asset.source).trim();
          })
          .join('\n');
        if (/<\/style/i.test(css)) throw new Error('A style sheet holds "</style".');
        styleHashes.add(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
        let html = source.replace(first[0], `<style>${css}</style>\n    ${first[0]}`);
        for (const [tag] of links) html = html.replace(tag, tag.replace('>', ' disabled>'));
        return html;
      };

      for (const language of LANGUAGES) {
        // Paths without a page of their own are mostly shared certificate links.
        const fallback = withLinks(
          withShell(template, null, language),
          OTHER_PATHS_MODULE,
          OTHER_PATHS_AREAS,
          language,
        );
        if (language === 'en') html.source = fallback;
        else
          this.emitFile({ type: 'asset', fileName: shellFileName('', language), source: fallback });
        for (const page of PAGES) {
          this.emitFile({
            type: 'asset',
            fileName: shellFileName(page.path.slice(1), language),
            source: withLinks(
              withShell(template, page, language),
              page.module,
              page.areas,
              language,
            ),
          });
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: STYLE_HASHES_FILE,
        source: `${JSON.stringify({ styleSrc: [...styleHashes].sort() }, null, 2)}\n`,
      });
      // The same for static hosting: docs/deploy/nginx.conf includes this file.
      this.emitFile({
        type: 'asset',
        fileName: 'nginx-style-src.conf',
        source: `set $style_src "${["'self'", ...[...styleHashes].sort()].join(' ')}";\n`,
      });
    },
  };
}
