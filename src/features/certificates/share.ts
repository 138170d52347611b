import { safeHref } from '../../lib/safe-url.ts';

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
  return `${origin}/certificates/${encodeURIComponent(id)}`;
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

/** A file name for a download, from the certificate's name. */
export function downloadName(name: string | undefined, suffix: string): string {
  const base = (name ?? 'certificate')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${base || 'certificate'}-${suffix}`;
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
