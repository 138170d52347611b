/**
 * Social images of a certificate: an SVG rendered from the record, turned into a JPEG by sharp
 * (librsvg and Pango, which shape and order right-to-left text). The fonts come from the bundled
 * Noto fonts: FONTCONFIG_FILE points fontconfig at `fonts/fonts.conf` before the first image is
 * drawn, so a machine without those fonts draws the same images. Text is escaped for XML and
 * shortened to fit, since SVG text does not wrap. Each image says it is a demonstration.
 */
import path from 'node:path';
import sharp from 'sharp';
import { LOCALES, type Language } from '../../src/shared/language.ts';
import type { StoredRecord } from '../record.ts';
import { FONT_DIR, FONT_FAMILIES } from './fonts.ts';
import { drawableText } from './text-runs.ts';
import {
  FILE_WORDS,
  fill,
  formatEmissionFigure,
  readableDateTime,
  staySummary,
  truncate,
} from './wording.ts';

// Read by fontconfig when librsvg first lays out text, which is after this module is loaded.
process.env.FONTCONFIG_FILE ??= path.join(FONT_DIR, 'fonts.conf');

const SOCIAL_IMAGE_SIZES = {
  facebook: { width: 1200, height: 630 },
  twitter: { width: 1200, height: 675 },
  linkedin: { width: 1200, height: 627 },
} as const;
export type SocialNetwork = keyof typeof SOCIAL_IMAGE_SIZES;

const BRAND = {
  dark: '#0f5132',
  light: '#d1e7dd',
  accent: '#a3cfbb',
  white: '#ffffff',
  demo: '#b71c1c',
} as const;
const FONT = `${FONT_FAMILIES}, sans-serif`;
const MARGIN = 72;

/**
 * Text as SVG character data. Characters XML 1.0 does not allow (controls other than white space,
 * unpaired surrogates, U+FFFE and U+FFFF) would make the SVG unreadable for librsvg, so they are
 * replaced even though the API never stores them: a record could come from an edited store file.
 */
function escapeXml(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[\p{Cs}\uFFFE\uFFFF]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Characters of Noto Sans that fit a width, from its average advance (≈ 0.53 em, bold ≈ 0.63). */
function fittingChars(width: number, fontSize: number, bold: boolean): number {
  return Math.floor(width / (fontSize * (bold ? 0.63 : 0.53)));
}

export function socialImageSvg(
  record: StoredRecord,
  network: SocialNetwork,
  language: Language = 'en',
): string {
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
  const text = (value: string, max: number) => escapeXml(truncate(drawableText(value), max));

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${BRAND.dark}"/>
  <rect x="0" y="0" width="16" height="${footerY}" fill="${BRAND.accent}"/>
  <g font-family="${FONT}">
    <text x="${MARGIN}" y="104" font-size="${kickerSize}" font-weight="bold" letter-spacing="3" fill="${BRAND.accent}">${escapeXml(kicker)}</text>
    <rect x="${width - MARGIN - 330}" y="70" width="330" height="48" rx="8" fill="${BRAND.demo}"/>
    <text x="${width - MARGIN - 165}" y="103" font-size="26" font-weight="bold" letter-spacing="3" text-anchor="middle" fill="${BRAND.white}">${escapeXml(words.demonstrationWord)}</text>
    <text x="${MARGIN}" y="176" font-size="52" font-weight="bold" fill="${BRAND.white}">${text(record.name, fittingChars(inner, 52, true))}</text>
    <text x="${MARGIN}" y="228" font-size="30" fill="${BRAND.light}">${text(fill(words.imageGuest, { name: record.guestName }), fittingChars(inner, 30, false))}</text>
    <text x="${MARGIN}" y="${Math.round(footerY - 150)}" fill="${BRAND.white}"><tspan font-size="${figureSize}" font-weight="bold">${escapeXml(figure)}</tspan><tspan font-size="52" dx="24">${unit}</tspan></text>
    <text x="${MARGIN}" y="${footerY - 56}" font-size="${summarySize}" fill="${BRAND.light}">${text(summary, fittingChars(inner, summarySize, false))}</text>
  </g>
  <rect x="0" y="${footerY}" width="${width}" height="${footerHeight}" fill="${BRAND.white}"/>
  <g font-family="${FONT}" font-size="24" fill="${BRAND.dark}">
    <text x="${MARGIN}" y="${footerY + 48}" font-weight="bold">${escapeXml(words.imageFooter)}</text>
    <text x="${width - MARGIN}" y="${footerY + 48}" text-anchor="end">${escapeXml(readableDateTime(record.date, language))}</text>
  </g>
</svg>`;
}

/** A line of text drawn as the social images draw it (for checking which glyphs are drawn). */
export function renderTextLine(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="80"><rect width="600" height="80" fill="#fff"/><text x="10" y="55" font-family="${FONT}" font-size="40" fill="#000">${escapeXml(text)}</text></svg>`;
  return sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
}

export async function renderSocialImage(
  record: StoredRecord,
  network: SocialNetwork,
  language: Language = 'en',
): Promise<Buffer> {
  const { width, height } = SOCIAL_IMAGE_SIZES[network];
  return sharp(Buffer.from(socialImageSvg(record, network, language)))
    .resize(width, height, { fit: 'fill' })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}
