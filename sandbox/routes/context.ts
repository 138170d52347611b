/** What the route modules share: options, the store, the file cache. */
import type { Language } from '../../src/shared/language.ts';
import type { RecordStore } from '../store.ts';
import type { FileCache } from '../files/cache.ts';
import type { SandboxOptions } from '../options.ts';

export interface RouteContext {
  options: SandboxOptions;
  store: RecordStore;
  files: FileCache;
  now: () => Date;
}

/**
 * The prefix of every link the sandbox writes: the configured public origin plus the base path.
 * Never the request's `Host`, which any client can set. Without a configured origin the links are
 * origin-free (`/sandbox/files/…`), which the client resolves against the address it called.
 */
export function serviceUrl(options: Pick<SandboxOptions, 'publicUrl' | 'basePath'>): string {
  return (options.publicUrl ?? '') + options.basePath;
}

/** The app's address of a certificate (for the PDF's QR code), or null with no configured origin. */
export function appCertificateLink(
  options: Pick<SandboxOptions, 'publicUrl' | 'appUrl'>,
  id: string,
): string | null {
  const app = options.appUrl ?? options.publicUrl;
  return app ? `${app}/certificates/${id}` : null;
}

/**
 * Where the sandbox serves the page that explains its emission model to readers, in their
 * language, which its PDF points to.
 */
export function methodologyUrl(
  options: Pick<SandboxOptions, 'publicUrl' | 'basePath'>,
  language: Language = 'en',
): string {
  return `${serviceUrl(options)}/methodology?lang=${language}`;
}
