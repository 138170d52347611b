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
 *
 * The host says where the bytes come from (`useFontSource`): Node reads the files at once
 * (./node-fonts.ts); a browser fetches them, so `loadFacesFor` fetches what a text needs first.
 */
import fontkit from '@pdf-lib/fontkit';

export type Face = 'latin' | 'arabic' | 'cjk';
/** In order of preference: the first face that has a character draws it. */
export const FACES: readonly Face[] = ['latin', 'arabic', 'cjk'];

export const FONT_FILES: Readonly<Record<Face, { regular: string; bold: string }>> = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  arabic: { regular: 'NotoSansArabic-Regular.ttf', bold: 'NotoSansArabic-Bold.ttf' },
  cjk: { regular: 'NotoSansCJKsc-Subset.otf', bold: 'NotoSansCJKsc-Subset.otf' },
};

/** The font families as fontconfig and CSS name them. */
export const FACE_FAMILIES: Readonly<Record<Face, string>> = {
  latin: 'Noto Sans',
  arabic: 'Noto Sans Arabic',
  cjk: 'Noto Sans CJK SC',
};
export const FONT_FAMILIES = FACES.map((face) => `'${FACE_FAMILIES[face]}'`).join(', ');

/** The bytes of a font file: at once (a file on disk) or later (a download). */
export type FontSource = (file: string) => Uint8Array | Promise<Uint8Array>;

let source: FontSource | null = null;
const bytesCache = new Map<string, Uint8Array>();
const pending = new Map<string, Promise<Uint8Array>>();
const coverage = new Map<Face, { hasGlyphForCodePoint(codePoint: number): boolean }>();

/** Where this host's font bytes come from; set once, before the first file is drawn. */
export function useFontSource(next: FontSource): void {
  source = next;
  bytesCache.clear();
  pending.clear();
  coverage.clear();
}

function read(file: string): Uint8Array | Promise<Uint8Array> {
  const cached = bytesCache.get(file) ?? pending.get(file);
  if (cached) return cached;
  if (!source) throw new Error('No font source: the sandbox host sets one with useFontSource.');
  const bytes = source(file);
  if (bytes instanceof Uint8Array) {
    bytesCache.set(file, bytes);
    return bytes;
  }
  const loading = bytes.then((loaded) => {
    bytesCache.set(file, loaded);
    return loaded;
  });
  pending.set(file, loading);
  loading.catch(() => pending.delete(file));
  return loading;
}

/** The bytes of a bundled font file, read once; a downloaded one must be loaded first. */
export function fontBytes(file: string): Uint8Array {
  const bytes = read(file);
  if (bytes instanceof Uint8Array) return bytes;
  throw new Error(`The font ${file} is not loaded yet (loadFacesFor loads it).`);
}

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

/**
 * Loads the faces these texts need, in order of preference: Latin always, and a later face only
 * when the faces before it lack one of the characters. Afterwards `faceFor` answers for every
 * character of the texts as it would with every font at hand. Returns the faces loaded.
 */
export async function loadFacesFor(texts: readonly string[]): Promise<Face[]> {
  let rest = [...new Set(Array.from(texts.join(''), (char) => char.codePointAt(0) ?? 0))];
  const loaded: Face[] = [];
  for (const face of FACES) {
    if (loaded.length > 0 && rest.length === 0) break;
    await Promise.all([read(FONT_FILES[face].regular), read(FONT_FILES[face].bold)]);
    loaded.push(face);
    rest = rest.filter((codePoint) => !coverageOf(face).hasGlyphForCodePoint(codePoint));
  }
  return loaded;
}
