import type { Certificate } from '../../api/contract.ts';
import type { Service } from '../../settings/store.ts';
import type { Language } from '../../shared/language.ts';
import { SOCIAL_NETWORKS } from './share.ts';

const FILE_FIELDS = [
  'certificateUrl',
  ...SOCIAL_NETWORKS.map(({ field }) => field),
] as const satisfies readonly (keyof Certificate)[];

/** The link with `lang=<language>` in its query, before any fragment; relative links stay so. */
export function withLanguage(link: string, language: Language): string {
  const hash = link.indexOf('#');
  const path = hash === -1 ? link : link.slice(0, hash);
  const fragment = hash === -1 ? '' : link.slice(hash);
  const kept = path.replace(/([?&])lang=[^&]*(&|$)/, (_whole, before: string, after: string) =>
    after ? before : '',
  );
  const separator = kept.includes('?') ? (/[?&]$/.test(kept) ? '' : '&') : '?';
  return `${kept}${separator}lang=${encodeURIComponent(language)}${fragment}`;
}

/** A link's address, relative ones on a stand-in origin (a prefix and a link both relative share it). */
function address(link: string): URL | null {
  try {
    return new URL(link, 'http://page.invalid/');
  } catch {
    return null;
  }
}

/**
 * Whether `link` is one of the files at `prefix` (the runtime config's `sandboxFiles`): the same
 * origin and its path, once resolved (no `..` out of it), under the prefix's.
 */
export function isSandboxFile(link: string, prefix: string | undefined): boolean {
  if (!prefix) return false;
  const url = address(link);
  const start = address(prefix);
  if (!url || !start || url.username || url.password) return false;
  return url.origin === start.origin && url.pathname.startsWith(start.pathname);
}

/**
 * The sandbox writes its files in the language its links ask for (`?lang=de`), so a German
 * reader's PDF reads "74,9" as the page does. A real service's links are its own (they may be
 * signed) and are opened exactly as given.
 */
export function withFileLanguage(
  certificate: Certificate,
  service: Service,
  language: Language,
  sandboxFiles?: string,
): Certificate {
  let localized: Certificate | null = null;
  for (const field of FILE_FIELDS) {
    const link = certificate[field];
    if (
      typeof link === 'string' &&
      link.trim() !== '' &&
      (service === 'sandbox' || isSandboxFile(link, sandboxFiles))
    ) {
      localized ??= { ...certificate };
      localized[field] = withLanguage(link, language);
    }
  }
  return localized ?? certificate;
}
