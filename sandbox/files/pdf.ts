/**
 * The certificate as an A4 PDF (pdf-lib). The standard Helvetica fonts cover WinAnsi only, so
 * drawn text falls back to plain letters for other characters; the document's metadata (title,
 * subject, keywords) keeps every name exactly as stored.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { StoredRecord } from '../record.ts';
import { EMISSION_UNIT } from '../model.ts';
import { formatFigure } from '../../src/api/figures.ts';
import { countryName, plural, roomTypeName } from './wording.ts';

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const DARK_GREEN = rgb(0x0f / 255, 0x51 / 255, 0x32 / 255);
const LIGHT_GREEN = rgb(0xd1 / 255, 0xe7 / 255, 0xdd / 255);
const ACCENT = rgb(0xa3 / 255, 0xcf / 255, 0xbb / 255);
const TEXT = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const WHITE = rgb(1, 1, 1);

/** Letters that Unicode does not decompose into a base letter and a mark. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i' };

/** Invisible characters the font lacks: joiners, direction marks, variation selectors, controls. */
const INVISIBLE = /^[\p{Cf}\p{Cc}\p{M}]$/u;

/** Text the font can draw: accents dropped where needed, invisible marks left out, anything else shown as "?". */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text)
    .map((char) => {
      if (supported.has(char.codePointAt(0) ?? 0)) return char;
      if (INVISIBLE.test(char)) return '';
      const plain = (PLAIN_LETTERS[char] ?? char).normalize('NFD').replace(/\p{M}/gu, '');
      return Array.from(plain).every((c) => supported.has(c.codePointAt(0) ?? 0)) && plain
        ? plain
        : '?';
    })
    .join('');
}

/** The longest start of `text` (ending with "...") that fits `maxWidth`. */
function fitted(font: PDFFont, text: string, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && font.widthOfTextAtSize(chars.join('') + '...', size) > maxWidth) {
    chars.pop();
  }
  return chars.join('') + '...';
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
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

function detailRows(record: StoredRecord): [string, string][] {
  return [
    ['Guest', record.guestName],
    ['Hotel country', `${countryName(record.countryCode)} (${record.countryCode})`],
    ['Hotel rating', `${record.star} ${record.star === 1 ? 'star' : 'stars'}`],
    ['Room type', `${roomTypeName(record.roomType)} (${record.roomType})`],
    ['Number of people', String(record.numberOfPeople)],
    ['Breakfast', record.breakfast ? 'Included' : 'Not included'],
    ['Length of stay', plural(record.days, 'day', 'days')],
    ['Date', record.date],
    ['Correlation key', record.correlation],
    ['Record id', record.id],
  ];
}

function drawBody(page: PDFPage, fonts: Fonts, record: StoredRecord): void {
  const width = A4.width - 2 * MARGIN;
  const draw = (text: string, x: number, y: number, size: number, font: PDFFont, color = TEXT) =>
    page.drawText(fitted(font, drawable(font, text), size, A4.width - MARGIN - x), {
      x,
      y,
      size,
      font,
      color,
    });

  page.drawRectangle({ x: 0, y: A4.height - 130, width: A4.width, height: 130, color: DARK_GREEN });
  draw('Emission certificate', MARGIN, A4.height - 70, 30, fonts.bold, WHITE);
  draw('Hotel stay · Emission Desk', MARGIN, A4.height - 98, 13, fonts.regular, ACCENT);

  draw(record.name, MARGIN, A4.height - 190, 22, fonts.bold);
  draw(`Stay of ${record.guestName}`, MARGIN, A4.height - 214, 13, fonts.regular, MUTED);

  const boxTop = A4.height - 250;
  page.drawRectangle({ x: MARGIN, y: boxTop - 96, width, height: 96, color: LIGHT_GREEN });
  draw('Emission of this stay', MARGIN + 20, boxTop - 28, 11, fonts.regular, DARK_GREEN);
  const figure = formatFigure(record.emission, 'en-US');
  draw(figure, MARGIN + 20, boxTop - 74, 36, fonts.bold, DARK_GREEN);
  const unitX = MARGIN + 20 + fonts.bold.widthOfTextAtSize(figure, 36) + 10;
  draw(EMISSION_UNIT, unitX, boxTop - 74, 18, fonts.regular, DARK_GREEN);

  let y = boxTop - 135;
  for (const [label, value] of detailRows(record)) {
    draw(label, MARGIN, y, 10, fonts.regular, MUTED);
    draw(value, MARGIN + 130, y, 12, fonts.regular);
    page.drawLine({
      start: { x: MARGIN, y: y - 8 },
      end: { x: A4.width - MARGIN, y: y - 8 },
      thickness: 0.5,
      color: LIGHT_GREEN,
    });
    y -= 26;
  }
}

function drawFooter(page: PDFPage, fonts: Fonts, link: string): void {
  const qrSize = 118;
  const qrX = A4.width - MARGIN - qrSize;
  drawQrCode(page, link, qrX, 92, qrSize);
  const caption = 'Scan to open this certificate in Emission Desk:';
  page.drawText(caption, { x: MARGIN, y: 180, size: 10, font: fonts.bold, color: DARK_GREEN });
  page.drawText(fitted(fonts.regular, drawable(fonts.regular, link), 9, qrX - MARGIN - 16), {
    x: MARGIN,
    y: 164,
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });
  const notes = [
    `Emission in ${EMISSION_UNIT}, calculated by the Emission Desk sandbox from its documented model`,
    '(docs/methodology.md): room-nights by country, star rating, room type and breakfast.',
    'A demonstration certificate of the sandbox service, not of the production service.',
  ];
  notes.forEach((line, index) =>
    page.drawText(line, {
      x: MARGIN,
      y: 60 - index * 11,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    }),
  );
}

/** `link` is the app's address of this certificate, encoded in the QR code. */
export async function renderCertificatePdf(
  record: StoredRecord,
  link: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const created = new Date(record.createdAt);
  pdf.setTitle(`Emission certificate: ${record.name}`);
  pdf.setSubject(
    `Hotel stay of ${record.guestName}: ${formatFigure(record.emission, 'en-US')} ${EMISSION_UNIT}`,
  );
  pdf.setKeywords([record.id, record.correlation, record.guestName]);
  pdf.setAuthor('Emission Desk sandbox');
  pdf.setCreator('Emission Desk sandbox');
  pdf.setProducer('Emission Desk sandbox (pdf-lib)');
  pdf.setLanguage('en');
  if (!Number.isNaN(created.getTime())) {
    pdf.setCreationDate(created);
    pdf.setModificationDate(created);
  }
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const page = pdf.addPage([A4.width, A4.height]);
  drawBody(page, fonts, record);
  drawFooter(page, fonts, link);
  return pdf.save();
}
