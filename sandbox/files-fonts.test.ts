/**
 * Names in any of the bundled scripts are drawn in the PDF (read back as text) and in the social
 * images (not as missing-glyph boxes); an emoji, which no bundled font has, becomes "(emoji)".
 */
import { describe, expect, it } from 'vitest';
import { demoRecords } from './demo-records.ts';
import { renderTextLine, socialImageSvg } from './files/images.ts';
import { renderCertificatePdf } from './files/pdf.ts';
import { pdfText } from './test-support.ts';

const NAMES = [
  ['Arabic', 'عمر حداد'],
  ['Greek', 'Αλέξανδρος Παπαδόπουλος'],
  ['Cyrillic', 'Пётр Чайковский'],
  ['Chinese', '王小明'],
  ['Japanese', 'さくら 東京'],
] as const;

/** Code points no font has (plane 16 private use): drawn as missing-glyph boxes. */
const MISSING = '\u{10FFFD}';
const METHODOLOGY = 'https://sandbox.example/methodology';

function difference(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let index = 0; index < a.length; index += 1) {
    if (Math.abs((a[index] ?? 0) - (b[index] ?? 0)) > 64) differing += 1;
  }
  return differing;
}

describe('names in other scripts', () => {
  const [record] = demoRecords();
  if (!record) throw new Error('no demo record');

  it.each(NAMES)('prints a %s name in the PDF, read back as text', async (_script, name) => {
    const pdf = await renderCertificatePdf({ ...record, guestName: name, name }, null, METHODOLOGY);
    const text = (await pdfText(pdf)).normalize('NFC');
    // Read back word by word: PDF.js puts right-to-left runs into logical order.
    for (const word of name.split(' ')) expect(text).toContain(word.normalize('NFC'));
    expect(text).not.toContain('?');
  });

  it('prints an emoji as a readable placeholder in the PDF and the images', async () => {
    const name = 'Klima-Gipfel 🌍';
    const pdf = await renderCertificatePdf({ ...record, name }, null, METHODOLOGY);
    expect(await pdfText(pdf)).toContain('Klima-Gipfel (emoji)');
    const svg = socialImageSvg({ ...record, name }, 'facebook');
    expect(svg).toContain('Klima-Gipfel (emoji)');
    expect(svg).not.toContain('🌍');
  });

  it.each(NAMES)('draws a %s name in the images with glyphs, not boxes', async (_script, name) => {
    const drawn = await renderTextLine(name);
    const boxes = await renderTextLine(
      Array.from(name, (char) => (char === ' ' ? ' ' : MISSING)).join(''),
    );
    // Boxes for every letter look alike whatever the letter; real glyphs do not.
    expect(difference(drawn, boxes)).toBeGreaterThan(300);
  });

  it('marks the PDF and the images as a demonstration', async () => {
    const pdf = await renderCertificatePdf(record, null, METHODOLOGY);
    expect(await pdfText(pdf)).toContain('DEMONSTRATION');
    expect(socialImageSvg(record, 'twitter')).toContain('DEMONSTRATION');
  });
});
