import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
  files: string[];
  gzipBytes: number;
  /** The stylesheets of the same chunks, which the page also waits for. */
  cssGzipBytes: number;
}

/** The routes and the lazy route module (by source path) that each needs before it can paint. */
export const ROUTE_MODULES: Record<string, string> = {
  '/event': 'src/features/event/EventPage.lazy.tsx',
  '/hotel': 'src/features/hotel/HotelPage.lazy.tsx',
  '/bulk': 'src/features/bulk/BulkPage.lazy.tsx',
  '/certificates': 'src/features/certificates/LookupPage.lazy.tsx',
  '/certificates/:id': 'src/features/certificates/CertificatePage.lazy.tsx',
  '/settings': 'src/features/settings/SettingsPage.lazy.tsx',
};

/**
 * The JavaScript (gzip bytes) each route needs for its first paint: the entry chunk, the route's
 * lazy page module, and everything they import statically. Dynamic imports (loaded on demand, such
 * as the QR code) are not counted.
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

  return Object.entries(ROUTE_MODULES).map(([route, page]) => {
    if (!manifest[page]) throw new Error(`The build manifest has no chunk for ${page}.`);
    const chunks = closure([entryKey, page]).map((key) => manifest[key]);
    const files = chunks
      .map((chunk) => chunk?.file)
      .filter((file): file is string => Boolean(file?.endsWith('.js')));
    const css = [...new Set(chunks.flatMap((chunk) => chunk?.css ?? []))];
    return {
      route,
      files,
      gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0),
      cssGzipBytes: css.reduce((sum, file) => sum + gzipOf(file), 0),
    };
  });
}
