/** Fonts that a host fetches (a browser): only the faces a text needs, then the same answers. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FONT_DIR, useNodeFonts } from './node-fonts.ts';
import { faceFor, fontBytes, FONT_FILES, loadFacesFor, useFontSource } from './fonts.ts';

let fetched: string[] = [];

beforeEach(() => {
  fetched = [];
  useFontSource(async (file) => {
    fetched.push(file);
    return new Uint8Array(await readFile(path.join(FONT_DIR, file)));
  });
});

// Test files share a module graph: later ones draw with the Node host's fonts again.
afterAll(useNodeFonts);

describe('fonts fetched when needed', () => {
  it('fetches only the Latin fonts for a Latin, Greek or Cyrillic text', async () => {
    expect(await loadFacesFor(['Jürgen Weiß', 'Αλέξανδρος', 'Пётр'])).toEqual(['latin']);
    expect(fetched.sort()).toEqual([FONT_FILES.latin.bold, FONT_FILES.latin.regular].sort());
  });

  it('fetches the Arabic fonts for Arabic, and the CJK font only for what Arabic lacks', async () => {
    expect(await loadFacesFor(['عمر حداد'])).toEqual(['latin', 'arabic']);
    expect(fetched).not.toContain(FONT_FILES.cjk.regular);
    expect(await loadFacesFor(['王小明'])).toEqual(['latin', 'arabic', 'cjk']);
    expect(fetched.filter((file) => file === FONT_FILES.latin.regular)).toHaveLength(1);
  });

  it('answers which face draws a character as with every font at hand', async () => {
    await loadFacesFor(['عمر 王 😀']);
    expect(faceFor('ع'.codePointAt(0) ?? 0)).toBe('arabic');
    expect(faceFor('王'.codePointAt(0) ?? 0)).toBe('cjk');
    expect(faceFor('a'.codePointAt(0) ?? 0)).toBe('latin');
    expect(faceFor('😀'.codePointAt(0) ?? 0)).toBeNull();
  });

  it('says plainly that a fetched font is not there yet, rather than drawing without it', () => {
    expect(() => fontBytes(FONT_FILES.arabic.regular)).toThrow(/not loaded yet/);
  });
});
