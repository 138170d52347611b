/** What the route modules share: options, and the host's store, file cache and image painter. */
import type { Language } from '../../src/shared/language.ts';
import type { ServiceOptions, SandboxOptions } from '../options.ts';
import type { FileStorage, ImageRenderer, RecordStorage } from '../platform.ts';

export interface RouteContext {
  options: ServiceOptions;
  store: RecordStorage;
  files: FileStorage;
  images: ImageRenderer;
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
