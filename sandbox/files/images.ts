/**
 * Social images of a certificate on the Node host: the layout (./image-layout.ts) written as an
 * SVG and turned into a JPEG by sharp (librsvg and Pango, which shape and order right-to-left
 * text). The fonts come from the bundled Noto fonts: FONTCONFIG_FILE points fontconfig at
 * `fonts/fonts.conf` before the first image is drawn, so a machine without those fonts draws the
 * same images. Text is escaped for XML.
 */
import path from 'node:path';
import sharp from 'sharp';
import type { Language } from '../../src/shared/language.ts';
import type { StoredRecord } from '../record.ts';
import {
  BRAND,
  SOCIAL_IMAGE_SIZES,
  socialImageLayout,
  type SocialNetwork,
} from './image-layout.ts';
import { FONT_DIR, FONT_FAMILIES } from './node-fonts.ts';

// Read by fontconfig when librsvg first lays out text, which is after this module is loaded.
process.env.FONTCONFIG_FILE ??= path.join(FONT_DIR, 'fonts.conf');

const FONT = `${FONT_FAMILIES}, sans-serif`;

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

export function socialImageSvg(
  record: StoredRecord,
  network: SocialNetwork,
  language: Language = 'en',
): string {
  const layout = socialImageLayout(record, network, language);
  const { width, height, margin, footerY, footerHeight, badge, kicker, name, guest } = layout;
  const { figure, summary, footer, letterSpacing } = layout;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${BRAND.dark}"/>
  <rect x="0" y="0" width="16" height="${footerY}" fill="${BRAND.accent}"/>
  <g font-family="${FONT}">
    <text x="${margin}" y="${kicker.y}" font-size="${kicker.size}" font-weight="bold" letter-spacing="${letterSpacing}" fill="${BRAND.accent}">${escapeXml(kicker.text)}</text>
    <rect x="${badge.x}" y="${badge.y}" width="${badge.width}" height="${badge.height}" rx="8" fill="${BRAND.demo}"/>
    <text x="${badge.x + badge.width / 2}" y="${badge.textY}" font-size="26" font-weight="bold" letter-spacing="${letterSpacing}" text-anchor="middle" fill="${BRAND.white}">${escapeXml(badge.text)}</text>
    <text x="${margin}" y="${name.y}" font-size="${name.size}" font-weight="bold" fill="${BRAND.white}">${escapeXml(name.text)}</text>
    <text x="${margin}" y="${guest.y}" font-size="${guest.size}" fill="${BRAND.light}">${escapeXml(guest.text)}</text>
    <text x="${margin}" y="${figure.y}" fill="${BRAND.white}"><tspan font-size="${figure.size}" font-weight="bold">${escapeXml(figure.text)}</tspan><tspan font-size="${figure.unitSize}" dx="${figure.unitGap}">${figure.unit}</tspan></text>
    <text x="${margin}" y="${summary.y}" font-size="${summary.size}" fill="${BRAND.light}">${escapeXml(summary.text)}</text>
  </g>
  <rect x="0" y="${footerY}" width="${width}" height="${footerHeight}" fill="${BRAND.white}"/>
  <g font-family="${FONT}" font-size="${footer.size}" fill="${BRAND.dark}">
    <text x="${margin}" y="${footer.y}" font-weight="bold">${escapeXml(footer.left)}</text>
    <text x="${width - margin}" y="${footer.y}" text-anchor="end">${escapeXml(footer.right)}</text>
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
