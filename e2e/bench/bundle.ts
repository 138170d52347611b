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
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  files: string[];
  gzipBytes: number;
}

/** The routes and the lazy modules (by source path) that each needs before it can paint. */
export const ROUTE_MODULES: Record<string, string> = {
  '/event': 'src/features/event/',
  '/hotel': 'src/features/hotel/',
  '/certificates': 'src/features/certificates/',
  '/settings': 'src/features/settings/',
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

  return Object.entries(ROUTE_MODULES).map(([route, folder]) => {
    const pageKeys = Object.keys(manifest).filter(
      (key) => manifest[key]?.isDynamicEntry && key.startsWith(folder) && /\.lazy\.tsx?$/.test(key),
    );
    const files = closure([entryKey, ...pageKeys])
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => Boolean(file?.endsWith('.js')));
    return { route, files, gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0) };
  });
}
