import { isGuid } from '../../api/contract.ts';
import type { RuntimeConfig } from '../../api/runtime-config.ts';
import { safeHref } from '../../lib/safe-url.ts';
import { underBase } from '../../shared/base-path.ts';
import type { Service } from '../../settings/store.ts';

export const SOCIAL_NETWORKS = [
  { network: 'facebook', field: 'certificateFacebookUrl', width: 1200, height: 630 },
  { network: 'twitter', field: 'certificateTwitterUrl', width: 1200, height: 675 },
  { network: 'linkedin', field: 'certificateLinkedinUrl', width: 1200, height: 627 },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['network'];

/**
 * Where the certificate page is publicly viewable (the gateway holds the credentials, and the page
 * carries link preview tags) its address is shared; otherwise the image made for that network.
 */
export function shareUrl(network: SocialNetwork, url: string, text: string): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

export function certificateAppLink(id: string, origin = window.location.origin): string {
  return `${origin}${underBase(`/certificates/${encodeURIComponent(id)}`)}`;
}

export function publicPageUrl(
  pathname: string,
  publicUrl: string | undefined,
  origin = window.location.origin,
): string {
  return `${(publicUrl ?? origin).replace(/\/+$/, '')}${pathname}`;
}

/** No credentials, no referrer; undefined when it cannot be fetched (another site without CORS). */
export async function imageFile(url: unknown, name: string): Promise<File | undefined> {
  const href = safeHref(url);
  if (!href) return undefined;
  try {
    const response = await fetch(href, {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'force-cache',
    });
    if (!response.ok) return undefined;
    const blob = await response.blob();
    const type = blob.type || 'image/jpeg';
    if (!type.startsWith('image/')) return undefined;
    return new File([blob], name, { type });
  } catch {
    return undefined;
  }
}

/** As for a certificate page's first visit; none where the server serves no cards. */
export function cardService(runtime: RuntimeConfig): Service | undefined {
  if (!runtime.embeds) return undefined;
  return runtime.gateway ? 'gateway' : runtime.sandbox ? 'sandbox' : undefined;
}

/**
 * A card by booking reference would publish the reference, and a card from another service would
 * show another certificate. Never for a custom service, which only the reader's browser can call.
 */
export function embedOffered(
  id: string | undefined,
  service: Service,
  runtime: RuntimeConfig,
): boolean {
  return id !== undefined && isGuid(id) && cardService(runtime) === service;
}
