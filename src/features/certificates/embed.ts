import * as z from 'zod/mini';
import { cardFrame } from '../../shared/card-frame.ts';
import { plainText } from '../../shared/text.ts';
import { storedValue } from '../../shared/stored-value.ts';

/** Each within CARD_MIN_WIDTH–CARD_MAX_WIDTH; narrower where the page has less room. */
export const EMBED_WIDTHS = [320, 400, 560] as const;
type EmbedWidth = (typeof EMBED_WIDTHS)[number];

/** `auto`, the card's default, follows the reader's light or dark setting. */
export const EMBED_THEMES = ['auto', 'light', 'dark'] as const;
type EmbedTheme = (typeof EMBED_THEMES)[number];

export interface EmbedChoices {
  width: EmbedWidth;
  theme: EmbedTheme;
  qr: boolean;
}

export const DEFAULT_EMBED_CHOICES: EmbedChoices = { width: 400, theme: 'auto', qr: false };

/** Session storage: someone embedding several certificates chooses once, for no longer. */
export const storedEmbedChoices = storedValue(
  'emission-desk.embed',
  z.object({
    width: z.union(EMBED_WIDTHS.map((width) => z.literal(width))),
    theme: z.enum(EMBED_THEMES),
    qr: z.boolean(),
  }),
  'session',
);

/** `language` pins the preview to the page's; the code leaves it to each reader's browser. */
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

export function embedOrigin(publicUrl: string | undefined, pageOrigin: string): string {
  return (publicUrl ?? pageOrigin).replace(/\/+$/, '');
}

/** On one line, cut, without bidirectional controls. */
export function embedTitle(name: string | undefined, fallback: string): string {
  const line = plainText(name ?? '', 120)
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
  return line || fallback;
}

export interface EmbedCode extends EmbedChoices {
  origin: string;
  id: string;
  /** The card's own at the chosen QR code. */
  height: number;
  title: string;
}

export function embedSnippet({ origin, id, width, height, title, theme, qr }: EmbedCode): string {
  return cardFrame({ src: `${origin}${embedPath(id, { theme, qr })}`, width, height, title });
}
