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

/** What every shell is written from: the build's output, its index.html and its base. */
interface ShellBuild {
  bundle: Rolldown.OutputBundle;
  /** index.html, its scripts at a low fetch priority. */
  template: string;
  base: string;
  shells: Map<string, Shell>;
  /** The hashes of the inline styles written so far, for the policy. */
  styleHashes: Set<string>;
}

async function shellBuild(
  bundle: Rolldown.OutputBundle,
  source: string,
  root: string,
  base: string,
): Promise<ShellBuild> {
  if (!source.includes(NO_SCRIPT.en)) throw new Error('index.html has no <noscript> text.');
  const shells = await renderShells(root, base);
  if (!/<script type="module"[^>]*><\/script>/.test(source))
    throw new Error('index.html has no module script.');
  // The scripts ask for a low fetch priority, so that on a slow connection they do not share
  // the bandwidth with the document; in the head, the preload scanner still finds them at once.
  const template = source.replace(
    /<(script type="module"|link rel="modulepreload")/g,
    '<$1 fetchpriority="low"',
  );
  return { bundle, template, base, shells, styleHashes: new Set() };
}

function inLanguage(source: string, language: Language): string {
  return language === 'en'
    ? source
    : source
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replace(NO_SCRIPT.en, NO_SCRIPT[language]);
}

function withShell(build: ShellBuild, page: Page | null, language: Language): string {
  const shell = build.shells.get(shellKey(page, language));
  if (shell === undefined) throw new Error(`No shell for ${shellKey(page, language)}.`);
  // The page's title (already escaped by React) replaces the app's name in the head.
  const titled = shell.title ? withTitle(build.template, shell.title) : build.template;
  return inLanguage(titled, language).replace(
    '<div id="root"></div>',
    `<div id="root">${shell.markup}</div>`,
  );
}

function withLinks(
  build: ShellBuild,
  source: string,
  module: string,
  areas: readonly MessageArea[],
  language: Language,
): string {
  const { bundle, template, base } = build;
  const messages = (['common', ...areas] as const).map((area) =>
    findChunk(bundle, messageFile(language, area)),
  );
  const { files, css } = closure(bundle, [findChunk(bundle, featureModule(module)), ...messages]);
  const stylesheets = [...css]
    .filter((file) => !template.includes(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
  const preloads = [...files]
    .filter((file) => !template.includes(file))
    .map(
      (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">`,
    );
  const links = [...stylesheets, ...preloads].map((tag) => `    ${tag}\n`).join('');
  return inlineStyles(build, source.replace('  </head>', `${links}  </head>`));
}

// The first paint needs the HTML alone: the page's style sheets go into one inline <style>
// in place of the first link, allowed by its hash in the policy (style-hashes.json, read by
// the server). Each link stays, `disabled`: the browser does not fetch it, and Vite's loader,
// which skips a style sheet a link already names, does not fetch it for the page's module.
function inlineStyles(build: ShellBuild, source: string): string {
  const links = [...source.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
  const first = links[0];
  if (!first) throw new Error('A page shell names no style sheet.');
  const css = links
    .map(([, href = '']) => {
      const asset = build.bundle[href.slice(build.base.length)];
      if (asset?.type !== 'asset') throw new Error(`No style sheet ${href}.`);
      return String(asset.source).trim();
    })
    .join('\n');
  if (/<\/style/i.test(css)) throw new Error('A style sheet holds "</style".');
  build.styleHashes.add(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  let html = source.replace(first[0], `<style>${css}</style>\n    ${first[0]}`);
  for (const [tag] of links) html = html.replace(tag, tag.replace('>', ' disabled>'));
  return html;
}

/** A page's file (or, for `null`, that of every other path) in a language. */
function pageHtml(build: ShellBuild, page: Page | null, language: Language): string {
  // Paths without a page of their own are mostly shared certificate links.
  return withLinks(
    build,
    withShell(build, page, language),
    page?.module ?? OTHER_PATHS_MODULE,
    page?.areas ?? OTHER_PATHS_AREAS,
    language,
  );
}

type EmitAsset = (fileName: string, source: string) => void;

function emitStyleHashes(build: ShellBuild, emit: EmitAsset): void {
  const hashes = [...build.styleHashes].sort();
  emit(STYLE_HASHES_FILE, `${JSON.stringify({ styleSrc: hashes }, null, 2)}\n`);
  // The same for static hosting: docs/deploy/nginx.conf includes this file.
  emit('nginx-style-src.conf', `set $style_src "${["'self'", ...hashes].join(' ')}";\n`);
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
      const build = await shellBuild(bundle, html.source, root, base);
      const emit: EmitAsset = (fileName, source) =>
        this.emitFile({ type: 'asset', fileName, source });
      for (const language of LANGUAGES) {
        const fallback = pageHtml(build, null, language);
        if (language === 'en') html.source = fallback;
        else emit(shellFileName('', language), fallback);
        for (const page of PAGES) {
          emit(shellFileName(page.path.slice(1), language), pageHtml(build, page, language));
        }
      }
      emitStyleHashes(build, emit);
    },
  };
}
