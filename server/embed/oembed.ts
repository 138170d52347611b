/** oEmbed 1.0 (https://oembed.com), for this site's certificate pages only. */
import { isGuid } from '../../src/api/contract.ts';
import { cardFrame } from '../../src/shared/card-frame.ts';
import { CARD_DEFAULT_WIDTH, CARD_MIN_WIDTH, cardHeight } from '../../src/shared/card-layout.ts';
import { pageRef, type CertificateRef } from '../certificate-paths.ts';

const PROVIDER_NAME = 'Emission Desk';
/** The card itself is read live. */
export const OEMBED_CACHE_AGE = 3600;
const URL_MAX_LENGTH = 2048;

/**
 * Null for another origin or scheme, credentials in it, or a path other than a certificate page's
 * (certificate-paths.ts) that can have a card. A path alone is read against `origin`.
 */
export function embeddedPage(url: string, origin: string): CertificateRef | null {
  if (url.length > URL_MAX_LENGTH) return null;
  // An absolute URL, or a path from the site's root; nothing relative to an unknown page.
  if (!url.startsWith('/') && !URL.canParse(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.origin !== origin || parsed.username || parsed.password) return null;
  const ref = pageRef(parsed.pathname);
  return ref && embeddable(ref) ? ref : null;
}

/** A record id that can be one, or a booking reference of one segment with no control character. */
export function embeddable(ref: CertificateRef): boolean {
  if (ref.by === 'id') return isGuid(ref.id);
  const { key } = ref;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  return key.trim() !== '' && !/[/\\\u0000-\u001f\u007f]/.test(key) && key !== '.' && key !== '..';
}

export type SizeAnswer =
  { ok: true; width: number; height: number } | { ok: false; status: 400 | 404; detail: string };

function pixels(value: string | undefined): number | null | undefined {
  if (value === undefined || value === '') return undefined;
  return /^\d{1,6}$/.test(value) ? Number(value) : null;
}

/** oEmbed 1.0 §2.2: the maxima must be respected; a card that cannot fit them is a 404 (§2.3.4). */
export function embedSize(maxwidth: string | undefined, maxheight: string | undefined): SizeAnswer {
  const width = pixels(maxwidth);
  const height = pixels(maxheight);
  if (width === null || height === null) {
    return {
      ok: false,
      status: 400,
      detail: 'maxwidth and maxheight must be whole numbers of pixels.',
    };
  }
  const chosen = Math.min(width ?? CARD_DEFAULT_WIDTH, CARD_DEFAULT_WIDTH);
  const cardAt = cardHeight({ qr: false });
  if (chosen < CARD_MIN_WIDTH || (height !== undefined && height < cardAt)) {
    return {
      ok: false,
      status: 404,
      detail: `The certificate card needs at least ${CARD_MIN_WIDTH} × ${cardAt} pixels.`,
    };
  }
  return { ok: true, width: chosen, height: cardAt };
}

export interface OEmbedDocument {
  version: '1.0';
  type: 'rich';
  title: string;
  provider_name: string;
  provider_url: string;
  cache_age: number;
  html: string;
  width: number;
  height: number;
}

export function oembedDocument({
  origin,
  cardPath,
  title,
  width,
  height,
}: {
  origin: string;
  cardPath: string;
  title: string;
  width: number;
  height: number;
}): OEmbedDocument {
  // The certificate page's own code: as wide as its place up to `width`, never wider.
  const html = cardFrame({ src: `${origin}${cardPath}`, width, height, title });
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: PROVIDER_NAME,
    provider_url: `${origin}/`,
    cache_age: OEMBED_CACHE_AGE,
    html,
    width,
    height,
  };
}

export function oembedHref(origin: string, pagePath: string): string {
  return `${origin}/oembed?url=${encodeURIComponent(`${origin}${pagePath}`)}&format=json`;
}
