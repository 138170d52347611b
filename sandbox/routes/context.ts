/** What the route modules share: options, the store, the file cache. */
import type { RecordStore } from '../store.ts';
import type { FileCache } from '../files/cache.ts';
import type { SandboxOptions } from '../options.ts';

export interface RouteContext {
  options: SandboxOptions;
  store: RecordStore;
  files: FileCache;
  now: () => Date;
}

/** Origin of the request plus the base path: the prefix of every absolute link the sandbox makes. */
export function serviceUrl(request: Request, basePath: string): string {
  return new URL(request.url).origin + basePath;
}
