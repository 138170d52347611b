/**
 * The fonts the certificate files are drawn with, shipped in `fonts/` with their licence (SIL Open
 * Font License 1.1, `fonts/OFL.txt`), so a machine without fonts draws the same files:
 *
 * - Noto Sans Regular and Bold: Latin, Greek, Cyrillic and common symbols;
 * - Noto Sans Arabic Regular and Bold: Arabic script (shaped into its joined forms);
 * - Noto Sans CJK SC, a subset (regular only; bold text uses it too): CJK symbols and punctuation,
 *   Hiragana, Katakana, full-width forms and the 9,788 ideographs of GB 2312 and JIS X 0208, which
 *   cover everyday Simplified Chinese and Japanese (4.6 MB; the full font is 16 MB).
 *
 * Not covered, and drawn as a placeholder: Korean Hangul, rarer ideographs, other scripts and
 * emoji (there is no monochrome emoji font that pdf-lib can embed within the size budget).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';

export const FONT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');

export type Face = 'latin' | 'arabic' | 'cjk';
/** In order of preference: the first face that has a character draws it. */
export const FACES: readonly Face[] = ['latin', 'arabic', 'cjk'];

export const FONT_FILES: Readonly<Record<Face, { regular: string; bold: string }>> = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  arabic: { regular: 'NotoSansArabic-Regular.ttf', bold: 'NotoSansArabic-Bold.ttf' },
  cjk: { regular: 'NotoSansCJKsc-Subset.otf', bold: 'NotoSansCJKsc-Subset.otf' },
};

/** The font families as fontconfig names them (for the SVG of the social images). */
export const FONT_FAMILIES = "'Noto Sans', 'Noto Sans Arabic', 'Noto Sans CJK SC'";

const bytesCache = new Map<string, Uint8Array>();

/** The bytes of a bundled font file, read once. */
export function fontBytes(file: string): Uint8Array {
  let bytes = bytesCache.get(file);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(path.join(FONT_DIR, file)));
    bytesCache.set(file, bytes);
  }
  return bytes;
}

const coverage = new Map<Face, { hasGlyphForCodePoint(codePoint: number): boolean }>();

function coverageOf(face: Face) {
  let font = coverage.get(face);
  if (!font) {
    font = fontkit.create(fontBytes(FONT_FILES[face].regular));
    coverage.set(face, font);
  }
  return font;
}

/** The bundled face that draws this character, or null when none does. */
export function faceFor(codePoint: number): Face | null {
  return FACES.find((face) => coverageOf(face).hasGlyphForCodePoint(codePoint)) ?? null;
}
