/**
 * The social images in a browser: the same layout as the Node host's SVG (../files/image-layout.ts)
 * drawn on an OffscreenCanvas with the bundled Noto fonts, and saved as a JPEG. The browser's text
 * engine shapes Arabic and orders right-to-left runs, as Pango does on Node.
 */
import type { Language } from '../../src/shared/language.ts';
import { FONT_FAMILIES, loadFacesFor } from '../files/fonts.ts';
import {
  BRAND,
  socialImageLayout,
  type SocialNetwork,
  type TextLine,
} from '../files/image-layout.ts';
import { staySummary } from '../files/wording.ts';
import type { StoredRecord } from '../record.ts';
import { registerCanvasFaces } from './fonts.ts';

const FONT = `${FONT_FAMILIES}, sans-serif`;
const JPEG_QUALITY = 0.86;

type Context = OffscreenCanvasRenderingContext2D;

function text(
  context: Context,
  line: Pick<TextLine, 'text' | 'size'>,
  x: number,
  y: number,
  options: { bold?: boolean; color: string; align?: CanvasTextAlign; spacing?: number },
): number {
  context.font = `${options.bold ? 'bold ' : ''}${line.size}px ${FONT}`;
  context.fillStyle = options.color;
  context.textAlign = options.align ?? 'left';
  context.letterSpacing = `${options.spacing ?? 0}px`;
  context.fillText(line.text, x, y);
  return context.measureText(line.text).width;
}

function drawSocialImage(
  context: Context,
  record: StoredRecord,
  network: SocialNetwork,
  language: Language,
): void {
  const layout = socialImageLayout(record, network, language);
  const { width, height, margin, footerY, footerHeight, badge, figure, footer } = layout;
  const spacing = layout.letterSpacing;
  context.direction = 'ltr';
  context.textBaseline = 'alphabetic';

  context.fillStyle = BRAND.dark;
  context.fillRect(0, 0, width, height);
  context.fillStyle = BRAND.accent;
  context.fillRect(0, 0, 16, footerY);

  text(context, layout.kicker, margin, layout.kicker.y, {
    bold: true,
    color: BRAND.accent,
    spacing,
  });
  context.fillStyle = BRAND.demo;
  context.beginPath();
  context.roundRect(badge.x, badge.y, badge.width, badge.height, 8);
  context.fill();
  // SVG spreads letter-spacing after every letter, centred text included; so does the canvas.
  text(context, { text: badge.text, size: 26 }, badge.x + badge.width / 2, badge.textY, {
    bold: true,
    color: BRAND.white,
    align: 'center',
    spacing,
  });
  text(context, layout.name, margin, layout.name.y, { bold: true, color: BRAND.white });
  text(context, layout.guest, margin, layout.guest.y, { color: BRAND.light });
  const figureWidth = text(context, figure, margin, figure.y, { bold: true, color: BRAND.white });
  text(
    context,
    { text: figure.unit, size: figure.unitSize },
    margin + figureWidth + figure.unitGap,
    figure.y,
    { color: BRAND.white },
  );
  text(context, layout.summary, margin, layout.summary.y, { color: BRAND.light });

  context.fillStyle = BRAND.white;
  context.fillRect(0, footerY, width, footerHeight);
  const footerLine = { size: footer.size };
  text(context, { ...footerLine, text: footer.left }, margin, footer.y, {
    bold: true,
    color: BRAND.dark,
  });
  text(context, { ...footerLine, text: footer.right }, width - margin, footer.y, {
    color: BRAND.dark,
    align: 'right',
  });
}

/** The texts of an image that may need a font other than Latin. */
function imageTexts(record: StoredRecord, language: Language): string[] {
  return [record.name, record.guestName, staySummary(record, language)];
}

/** An image renderer for this worker: loads the fonts a record needs, draws, encodes. */
export function canvasImages(fonts: { add(font: FontFace): unknown }) {
  return async (
    record: StoredRecord,
    network: SocialNetwork,
    language: Language,
  ): Promise<Uint8Array> => {
    const faces = await loadFacesFor(imageTexts(record, language));
    await registerCanvasFaces(faces, fonts);
    const { width, height } = socialImageLayout(record, network, language);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw on an OffscreenCanvas.');
    drawSocialImage(context, record, network, language);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    return new Uint8Array(await blob.arrayBuffer());
  };
}
