/**
 * A static shell for each page, written at build time as `<page>/index.html` in each language (the
 * server picks one per request, so a French reader sees French from the first frame). It paints
 * the header, navigation, title and introduction before any script runs, its style sheets inline;
 * React renders the same markup over it, as the shell is rendered from the app's own layout
 * (server/render/shell.tsx). It names its route module, chunks and that language's catalogs as
 * `modulepreload` links beside the entry, where the preload scanner finds them, so they download
 * with the entry instead of after it. The pages are those of src/shared/pages.ts.
 */
import { createHash } from 'node:crypto';
import { createServer, isRunnableDevEnvironment, type Plugin } from 'vite';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
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

/** From the app's catalogs (index.html has the English). */
const NO_SCRIPT: Record<Language, string> = {
  en: common.en['app.noscript'],
  de: de['app.noscript'],
  fr: fr['app.noscript'],
  it: it['app.noscript'],
};

/** Rendered by server/render/shell.tsx in Vite's server-side module runner. */
async function renderShells(root: string, base: string): Promise<Map<string, Shell>> {
  const server = await createServer({
    root,
    // The shells' links are under the build's base, as the app's (src/shared/base-path.ts).
    base,
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

function findChunk(bundle: OutputBundle, file: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' && Boolean(item.facadeModuleId?.endsWith(`/${file}`)),
  );
  if (!chunk) throw new Error(`No chunk for ${file}.`);
  return chunk;
}

/** Their static imports too, and their stylesheets. */
function closure(bundle: OutputBundle, chunks: OutputChunk[]) {
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
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html || typeof html.source !== 'string') return;
      if (!html.source.includes(NO_SCRIPT.en))
        throw new Error('index.html has no <noscript> text.');
      const shells = await renderShells(root, base);
      if (!/<script type="module"[^>]*><\/script>/.test(html.source))
        throw new Error('index.html has no module script.');
      // The scripts ask for a low fetch priority, so that on a slow connection they do not share
      // the bandwidth with the document; in the head, the preload scanner still finds them at once.
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
      // The page's style sheets go into one inline <style> in place of the first link, allowed by
      // its hash (style-hashes.json, read by server/style-hashes.ts). Each link stays, `disabled`:
      // the browser does not fetch it, and Vite's loader, which skips a style sheet a link already
      // names, does not fetch it for the page's module either.
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
