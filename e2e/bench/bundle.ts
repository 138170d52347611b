import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES, type Language } from '../../src/shared/language.ts';
import { messageFile, type MessageArea } from '../../src/shared/message-areas.ts';
import {
  featureModule,
  OTHER_PATHS_AREAS,
  OTHER_PATHS_MODULE,
  PAGES,
} from '../../src/shared/pages.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  /** What a reader of each language downloads before the first paint (gzip bytes). */
  languages: Record<Language, { files: string[]; gzipBytes: number }>;
  /** The largest of the languages' figures: what the budget is judged on. */
  gzipBytes: number;
  /** The stylesheets of the same chunks, which the page also waits for. */
  cssGzipBytes: number;
}

/**
 * The routes, the lazy route module (by source path) that each needs before it can paint, and the
 * message areas that module registers (besides `common`).
 */
export const ROUTE_MODULES: Record<string, { module: string; areas: readonly MessageArea[] }> = {
  ...Object.fromEntries(
    PAGES.map((page) => [page.path, { module: featureModule(page.module), areas: page.areas }]),
  ),
  '/certificates/:id': { module: featureModule(OTHER_PATHS_MODULE), areas: OTHER_PATHS_AREAS },
};

/**
 * The JavaScript (gzip bytes) each route needs for its first paint, for a reader of each language:
 * the entry chunk, the route's lazy page module, that language's message catalogs of `common` and
 * the route's areas (which the page's static shell preloads), and everything they import
 * statically. Dynamic imports (loaded on demand, such as the QR code) are not counted.
 */
export function measureRouteBundles(distDir: string): RouteBundle[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk.');
  const gzipCache = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };

  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return [...seen];
  };

  const known = (key: string) => {
    if (!manifest[key]) throw new Error(`The build manifest has no chunk for ${key}.`);
    return key;
  };

  return Object.entries(ROUTE_MODULES).map(([route, { module, areas }]) => {
    const chunksOf = (language: Language) =>
      closure([
        entryKey,
        known(module),
        ...(['common', ...areas] as const).map((area) => known(messageFile(language, area))),
      ]).map((key) => manifest[key]);
    const languages = Object.fromEntries(
      LANGUAGES.map((language) => {
        const files = chunksOf(language)
          .map((chunk) => chunk?.file)
          .filter((file): file is string => Boolean(file?.endsWith('.js')));
        return [language, { files, gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0) }];
      }),
    ) as RouteBundle['languages'];
    const css = [...new Set(chunksOf('en').flatMap((chunk) => chunk?.css ?? []))];
    return {
      route,
      languages,
      gzipBytes: Math.max(...LANGUAGES.map((language) => languages[language].gzipBytes)),
      cssGzipBytes: css.reduce((sum, file) => sum + gzipOf(file), 0),
    };
  });
}
