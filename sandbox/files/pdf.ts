/**
 * The certificate as an A4 PDF (pdf-lib). Text is drawn with the bundled Noto fonts (./fonts.ts),
 * embedded as subsets through fontkit, which also shapes Arabic; runs of mixed direction are put in
 * visual order by ./text-runs.ts. What no bundled font covers is drawn as a placeholder. The
 * document's metadata (title, subject, keywords) keeps every name exactly as stored. A sandbox
 * certificate says, visibly, that it is a demonstration.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, degrees, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Language } from '../../src/shared/language.ts';
import type { StoredRecord } from '../record.ts';
import { FACES, FONT_FILES, fontBytes, loadFacesFor, type Face } from './fonts.ts';
import { visualRuns } from './text-runs.ts';
import {
  FILE_WORDS,
  countryName,
  fill,
  formatCount,
  formatEmissionFigure,
  plural,
  readableDateTime,
  roomTypeName,
} from './wording.ts';

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const DARK_GREEN = rgb(0x0f / 255, 0x51 / 255, 0x32 / 255);
const LIGHT_GREEN = rgb(0xd1 / 255, 0xe7 / 255, 0xdd / 255);
const ACCENT = rgb(0xa3 / 255, 0xcf / 255, 0xbb / 255);
const TEXT = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const WHITE = rgb(1, 1, 1);
const DEMO_RED = rgb(0.72, 0.11, 0.11);

type Fonts = Record<Face, { regular: PDFFont; bold: PDFFont }>;

/** Embeds the faces the record's texts need (Latin always); a face not needed stands in as Latin. */
async function embedFonts(pdf: PDFDocument, texts: readonly string[]): Promise<Fonts> {
  pdf.registerFontkit(fontkit);
  await loadFacesFor(texts);
  const needed = new Set<Face>(['latin']);
  for (const text of texts) for (const run of visualRuns(text)) needed.add(run.face);
  const embedded = new Map<string, Promise<PDFFont>>();
  const embed = (file: string) => {
    let font = embedded.get(file);
    if (!font) {
      font = pdf.embedFont(fontBytes(file), { subset: true });
      embedded.set(file, font);
    }
    return font;
  };
  const entries = await Promise.all(
    FACES.map(async (face) => {
      const files = FONT_FILES[needed.has(face) ? face : 'latin'];
      return [
        face,
        { regular: await embed(files.regular), bold: await embed(files.bold) },
      ] as const;
    }),
  );
  return Object.fromEntries(entries) as Fonts;
}

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: RGB;
}

function runsWidth(fonts: Fonts, text: string, style: TextStyle): number {
  return visualRuns(text).reduce((width, run) => {
    const font = fonts[run.face][style.bold ? 'bold' : 'regular'];
    return width + font.widthOfTextAtSize(run.text, style.size);
  }, 0);
}

/** The longest start of `text` (ending with "...") that fits `maxWidth`. */
function fitted(fonts: Fonts, text: string, style: TextStyle, maxWidth: number): string {
  if (runsWidth(fonts, text, style) <= maxWidth) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && runsWidth(fonts, chars.join('') + '...', style) > maxWidth) {
    chars.pop();
  }
  return chars.join('') + '...';
}

/** Draws `text` from `x`, run by run, shortened to end before `maxX`; answers its width. */
function drawText(
  page: PDFPage,
  fonts: Fonts,
  text: string,
  at: { x: number; y: number; maxX?: number },
  style: TextStyle,
): number {
  const shown = fitted(fonts, text, style, (at.maxX ?? A4.width - MARGIN) - at.x);
  let x = at.x;
  for (const run of visualRuns(shown)) {
    const font = fonts[run.face][style.bold ? 'bold' : 'regular'];
    page.drawText(run.text, { x, y: at.y, size: style.size, font, color: style.color ?? TEXT });
    x += font.widthOfTextAtSize(run.text, style.size);
  }
  return x - at.x;
}

function drawQrCode(page: PDFPage, link: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: WHITE });
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      page.drawRectangle({
        x: x + (quiet + start) * cell,
        y: y + size - (quiet + row + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color: DARK_GREEN,
      });
    }
  }
}

function detailRows(record: StoredRecord, language: Language): [string, string][] {
  const words = FILE_WORDS[language];
  const { label } = words;
  return [
    [label.guest, record.guestName],
    [label.country, countryName(record.countryCode, language)],
    [label.rating, plural(record.star, words.stars, language)],
    [label.roomType, roomTypeName(record.roomType, language)],
    [label.people, formatCount(record.numberOfPeople, language)],
    [label.breakfast, record.breakfast ? words.breakfastIncluded : words.breakfastNotIncluded],
    [label.length, plural(record.days, words.days, language)],
    [label.date, readableDateTime(record.date, language)],
    [label.correlation, record.correlation],
    [label.id, record.id],
  ];
}

/** A band across the page and a large diagonal word: no one takes it for a real certificate. */
function drawDemonstrationMark(page: PDFPage, fonts: Fonts, language: Language): void {
  const size = 96;
  const word = FILE_WORDS[language].demonstrationWord;
  const width = fonts.latin.bold.widthOfTextAtSize(word, size);
  const angle = Math.atan2(A4.height, A4.width);
  page.drawText(word, {
    x: A4.width / 2 - (Math.cos(angle) * width) / 2,
    y: A4.height / 2 - (Math.sin(angle) * width) / 2,
    size,
    font: fonts.latin.bold,
    color: DEMO_RED,
    opacity: 0.1,
    rotate: degrees((angle * 180) / Math.PI),
  });
  page.drawRectangle({ x: 0, y: A4.height - 152, width: A4.width, height: 22, color: DEMO_RED });
  drawText(
    page,
    fonts,
    FILE_WORDS[language].demonstrationBand,
    { x: MARGIN, y: A4.height - 145 },
    { size: 10, bold: true, color: WHITE },
  );
}

function drawBody(page: PDFPage, fonts: Fonts, record: StoredRecord, language: Language): void {
  const words = FILE_WORDS[language];
  const width = A4.width - 2 * MARGIN;
  const draw = (text: string, x: number, y: number, style: TextStyle) =>
    drawText(page, fonts, text, { x, y }, style);

  page.drawRectangle({ x: 0, y: A4.height - 130, width: A4.width, height: 130, color: DARK_GREEN });
  draw(words.title, MARGIN, A4.height - 70, { size: 30, bold: true, color: WHITE });
  draw(`${words.hotelStay} · Emission Desk`, MARGIN, A4.height - 98, { size: 13, color: ACCENT });
  drawDemonstrationMark(page, fonts, language);

  draw(record.name, MARGIN, A4.height - 190, { size: 22, bold: true });
  draw(fill(words.stayOf, { name: record.guestName }), MARGIN, A4.height - 214, {
    size: 13,
    color: MUTED,
  });

  const boxTop = A4.height - 250;
  page.drawRectangle({ x: MARGIN, y: boxTop - 96, width, height: 96, color: LIGHT_GREEN });
  draw(words.emissionOfStay, MARGIN + 20, boxTop - 28, { size: 11, color: DARK_GREEN });
  // The figure and unit the app's page shows for this certificate (kg, or t from 1,000 kg).
  const figure = formatEmissionFigure(record.emission, language);
  const figureWidth = draw(figure.value, MARGIN + 20, boxTop - 74, {
    size: 36,
    bold: true,
    color: DARK_GREEN,
  });
  const unitX = MARGIN + 20 + figureWidth + 10;
  draw(figure.unit, unitX, boxTop - 74, { size: 18, color: DARK_GREEN });

  const rows = detailRows(record, language);
  // The values start after the longest label (French and Italian labels are long).
  const labelStyle: TextStyle = { size: 10, color: MUTED };
  const labelsWidth = Math.max(...rows.map(([label]) => runsWidth(fonts, label, labelStyle)));
  const valueX = MARGIN + Math.max(130, Math.ceil(labelsWidth) + 14);
  let y = boxTop - 135;
  for (const [label, value] of rows) {
    draw(label, MARGIN, y, labelStyle);
    draw(value, valueX, y, { size: 12 });
    page.drawLine({
      start: { x: MARGIN, y: y - 8 },
      end: { x: A4.width - MARGIN, y: y - 8 },
      thickness: 0.5,
      color: LIGHT_GREEN,
    });
    y -= 26;
  }
}

function drawFooter(
  page: PDFPage,
  fonts: Fonts,
  link: string | null,
  methodologyUrl: string,
  language: Language,
): void {
  const words = FILE_WORDS[language];
  const qrSize = 118;
  const qrX = A4.width - MARGIN - qrSize;
  if (link) {
    drawQrCode(page, link, qrX, 92, qrSize);
    drawText(
      page,
      fonts,
      words.scanToOpen,
      { x: MARGIN, y: 180 },
      { size: 10, bold: true, color: DARK_GREEN },
    );
    drawText(page, fonts, link, { x: MARGIN, y: 164, maxX: qrX - 16 }, { size: 9, color: MUTED });
  }
  const notes = [
    words.modelNote,
    words.modelScope,
    fill(words.methodology, { url: methodologyUrl }),
    words.notProduction,
  ];
  notes.forEach((line, index) =>
    drawText(page, fonts, line, { x: MARGIN, y: 66 - index * 11 }, { size: 8, color: MUTED }),
  );
}

/**
 * `link` is the app's address of this certificate, encoded in the QR code (none when null);
 * `methodologyUrl` the address of the page that explains the sandbox's model to readers, in
 * `language` (`{base}/methodology?lang=de`), which is the language of the whole PDF.
 */
export async function renderCertificatePdf(
  record: StoredRecord,
  link: string | null,
  methodologyUrl: string,
  language: Language = 'en',
): Promise<Uint8Array> {
  const words = FILE_WORDS[language];
  const pdf = await PDFDocument.create();
  const created = new Date(record.createdAt);
  pdf.setTitle(`${words.title}: ${record.name}`);
  pdf.setSubject(
    `${fill(words.stayOf, { name: record.guestName })}: ${formatEmissionFigure(record.emission, language).text}`,
  );
  pdf.setKeywords([record.id, record.correlation, record.guestName]);
  pdf.setAuthor('Emission Desk sandbox');
  pdf.setCreator('Emission Desk sandbox');
  pdf.setProducer('Emission Desk sandbox (pdf-lib)');
  pdf.setLanguage(language);
  if (!Number.isNaN(created.getTime())) {
    pdf.setCreationDate(created);
    pdf.setModificationDate(created);
  }
  const fonts = await embedFonts(pdf, [
    record.name,
    record.guestName,
    record.correlation,
    link ?? '',
    methodologyUrl,
  ]);
  const page = pdf.addPage([A4.width, A4.height]);
  drawBody(page, fonts, record, language);
  drawFooter(page, fonts, link, methodologyUrl, language);
  return pdf.save();
}
