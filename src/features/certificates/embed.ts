/**
 * "Embed on your site": the certificate card's address (`/embed/certificates/{id}`, served by this
 * site's server) and the `<iframe>` code a site owner pastes into their page.
 */
import * as z from 'zod/mini';
import { cardFrame } from '../../shared/card-frame.ts';
import { plainText } from '../../shared/text.ts';
import { storedValue } from '../../shared/stored-value.ts';

/**
 * The widths offered, in CSS pixels, each within the card's layout (CARD_MIN_WIDTH–CARD_MAX_WIDTH):
 * the widest the card is drawn, narrower where the page has less room.
 */
export const EMBED_WIDTHS = [320, 400, 560] as const;
type EmbedWidth = (typeof EMBED_WIDTHS)[number];

/** `auto` follows the reader's light or dark setting (the card's default: no `theme`). */
export const EMBED_THEMES = ['auto', 'light', 'dark'] as const;
type EmbedTheme = (typeof EMBED_THEMES)[number];

export interface EmbedChoices {
  width: EmbedWidth;
  theme: EmbedTheme;
  qr: boolean;
}

export const DEFAULT_EMBED_CHOICES: EmbedChoices = { width: 400, theme: 'auto', qr: false };

/**
 * The choices, kept for the browser session: someone embedding several certificates chooses once.
 * Session storage, as nothing about them is worth keeping on the device.
 */
export const storedEmbedChoices = storedValue(
  'emission-desk.embed',
  z.object({
    width: z.union(EMBED_WIDTHS.map((width) => z.literal(width))),
    theme: z.enum(EMBED_THEMES),
    qr: z.boolean(),
  }),
  'session',
);

/**
 * The card's path on this site, with the chosen look and QR code; with `language`, pinned to it
 * (the preview, in the page's language; the code leaves it to each reader's browser).
 */
export function embedPath(
  id: string,
  { theme, qr, language }: Pick<EmbedChoices, 'theme' | 'qr'> & { language?: string },
): string {
  const query = new URLSearchParams();
  if (theme !== 'auto') query.set('theme', theme);
  if (qr) query.set('qr', '1');
  if (language) query.set('lang', language);
  const search = query.toString();
  return `/embed/certificates/${encodeURIComponent(id)}${search ? `?${search}` : ''}`;
}

/** The origin the code points at: the deployment's public one, else the page's own. */
export function embedOrigin(publicUrl: string | undefined, pageOrigin: string): string {
  return (publicUrl ?? pageOrigin).replace(/\/+$/, '');
}

/** The frame's title: the certificate's name on one line, cut, without bidirectional controls. */
export function embedTitle(name: string | undefined, fallback: string): string {
  const line = plainText(name ?? '', 120)
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
  return line || fallback;
}

export interface EmbedCode extends EmbedChoices {
  /** Where the card is served: `embedOrigin`. */
  origin: string;
  id: string;
  /** The frame's height: the card's own at the chosen QR code. */
  height: number;
  /** The frame's title (`embedTitle`). */
  title: string;
}

/** The `<iframe>` to paste (`cardFrame`): the card's absolute address, up to the chosen width. */
export function embedSnippet({ origin, id, width, height, title, theme, qr }: EmbedCode): string {
  return cardFrame({ src: `${origin}${embedPath(id, { theme, qr })}`, width, height, title });
}
