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

/**
 * The certificate with its file links (PDF and social images) in the reader's language. The
 * built-in sandbox writes its files in the language its links ask for (`?lang=de`), so that a German
 * reader's PDF reads "74,9" as the page does. Only the sandbox's links are changed: a real
 * service's links are its own (they may be signed) and are opened exactly as given.
 */
export function withFileLanguage(
  certificate: Certificate,
  service: Service,
  language: Language,
): Certificate {
  if (service !== 'sandbox') return certificate;
  const localized: Certificate = { ...certificate };
  for (const field of FILE_FIELDS) {
    const link = certificate[field];
    if (typeof link === 'string' && link.trim() !== '')
      localized[field] = withLanguage(link, language);
  }
  return localized;
}
