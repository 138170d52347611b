/**
 * What a certificate's social image shows and where: one layout for both hosts' painters (an SVG
 * turned into a JPEG by sharp on Node, an OffscreenCanvas in a browser). Text is shortened to fit,
 * since neither wraps it, and what no bundled font draws is already a readable placeholder. Each
 * image says it is a demonstration.
 */
import { LOCALES, type Language } from '../../src/shared/language.ts';
import type { StoredRecord } from '../record.ts';
import { drawableText } from './text-runs.ts';
import {
  FILE_WORDS,
  fill,
  formatEmissionFigure,
  readableDateTime,
  staySummary,
  truncate,
} from './wording.ts';

export const SOCIAL_IMAGE_SIZES = {
  facebook: { width: 1200, height: 630 },
  twitter: { width: 1200, height: 675 },
  linkedin: { width: 1200, height: 627 },
} as const;
export type SocialNetwork = keyof typeof SOCIAL_IMAGE_SIZES;

export const BRAND = {
  dark: '#0f5132',
  light: '#d1e7dd',
  accent: '#a3cfbb',
  white: '#ffffff',
  demo: '#b71c1c',
} as const;

/** A line of text: its baseline `y`, size in px, and the text as drawn. */
export interface TextLine {
  text: string;
  y: number;
  size: number;
}

export interface SocialImageLayout {
  width: number;
  height: number;
  margin: number;
  footerY: number;
  footerHeight: number;
  /** The badge: a red box at the top right that says "demonstration". */
  badge: { x: number; y: number; width: number; height: number; text: string; textY: number };
  /** Upper case, letter-spaced, in the accent colour; ends before the badge. */
  kicker: TextLine;
  name: TextLine;
  guest: TextLine;
  /** The figure in large type and its unit after it, 24 px apart, on one baseline. */
  figure: TextLine & { unit: string; unitSize: number; unitGap: number };
  summary: TextLine;
  /** The footer's two ends: the sandbox's line on the left, the stay's date on the right. */
  footer: { left: string; right: string; y: number; size: number };
  letterSpacing: number;
}

const MARGIN = 72;

/** Characters of Noto Sans that fit a width, from its average advance (≈ 0.53 em, bold ≈ 0.63). */
function fittingChars(width: number, fontSize: number, bold: boolean): number {
  return Math.floor(width / (fontSize * (bold ? 0.63 : 0.53)));
}

export function socialImageLayout(
  record: StoredRecord,
  network: SocialNetwork,
  language: Language = 'en',
): SocialImageLayout {
  const words = FILE_WORDS[language];
  const { width, height } = SOCIAL_IMAGE_SIZES[network];
  const inner = width - 2 * MARGIN;
  // The figure and unit the app's page shows for this certificate (kg, or t from 1,000 kg).
  const { value: figure, unit } = formatEmissionFigure(record.emission, language);
  // The figure is as large as fits next to its unit ("kg CO₂e", about 230 px at 52 px).
  const figureSize = Math.min(150, Math.floor((inner - 250) / (figure.length * 0.7)));
  // The top line ends before the badge: its size shrinks for a long title (French, Italian).
  const kicker = `${words.title} · ${words.hotelStay}`.toLocaleUpperCase(LOCALES[language]);
  const kickerWidth = inner - 330 - 24;
  const kickerSize = Math.min(26, Math.floor((kickerWidth / kicker.length - 3) / 0.68));
  // The stay's summary is longer in some languages: smaller type down to 20 px before it is cut.
  const summary = staySummary(record, language);
  const summarySize = Math.max(20, Math.min(26, Math.floor(inner / (summary.length * 0.53))));
  const footerHeight = 76;
  const footerY = height - footerHeight;
  // What no bundled font draws becomes a readable placeholder ("(emoji)"), never a glyph box.
  const text = (value: string, max: number) => truncate(drawableText(value), max);
  const guest = fill(words.imageGuest, { name: record.guestName });

  return {
    width,
    height,
    margin: MARGIN,
    footerY,
    footerHeight,
    badge: {
      x: width - MARGIN - 330,
      y: 70,
      width: 330,
      height: 48,
      text: words.demonstrationWord,
      textY: 103,
    },
    kicker: { text: kicker, y: 104, size: kickerSize },
    name: { text: text(record.name, fittingChars(inner, 52, true)), y: 176, size: 52 },
    guest: { text: text(guest, fittingChars(inner, 30, false)), y: 228, size: 30 },
    figure: {
      text: figure,
      y: Math.round(footerY - 150),
      size: figureSize,
      unit,
      unitSize: 52,
      unitGap: 24,
    },
    summary: {
      text: text(summary, fittingChars(inner, summarySize, false)),
      y: footerY - 56,
      size: summarySize,
    },
    footer: {
      left: words.imageFooter,
      right: readableDateTime(record.date, language),
      y: footerY + 48,
      size: 24,
    },
    letterSpacing: 3,
  };
}
