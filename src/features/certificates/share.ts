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
 * The network's own share page for a public address. Where the certificate page is publicly
 * viewable (this site's service holds the credentials, and the page carries link preview tags), the
 * page's address is shared; otherwise the image made for that network, which is public (the page
 * needs credentials to show the certificate) and sized for the network's preview.
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

/** The app's own address of a certificate, for copying, the share sheet and the QR code. */
export function certificateAppLink(id: string, origin = window.location.origin): string {
  return `${origin}${underBase(`/certificates/${encodeURIComponent(id)}`)}`;
}

/**
 * The address to share for the page at `pathname` where it is publicly viewable: on the
 * deployment's public origin when it has one, else on the page's own.
 */
export function publicPageUrl(
  pathname: string,
  publicUrl: string | undefined,
  origin = window.location.origin,
): string {
  return `${(publicUrl ?? origin).replace(/\/+$/, '')}${pathname}`;
}

/**
 * The image as a file for the system share sheet, fetched as a plain public file: no credentials,
 * no referrer. Undefined when it cannot be fetched (e.g. another site without CORS).
 */
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

/**
 * The service the server reads a card's certificate from: this site's service where it has one,
 * else the built-in sandbox (as it does for a certificate page's first visit); none where it serves
 * no cards (a static host, or a server with neither).
 */
export function cardService(runtime: RuntimeConfig): Service | undefined {
  if (!runtime.embeds) return undefined;
  return runtime.gateway ? 'gateway' : runtime.sandbox ? 'sandbox' : undefined;
}

/**
 * Whether the page offers the card: its certificate has a record id (a card by booking reference
 * would publish the reference) and was read from the service the server's cards read, so the card
 * shows the same certificate. Never for a custom service, which only the reader's browser can call.
 */
export function embedOffered(
  id: string | undefined,
  service: Service,
  runtime: RuntimeConfig,
): boolean {
  return id !== undefined && isGuid(id) && cardService(runtime) === service;
}
