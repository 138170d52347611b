/** The Node host's fonts: the files in `fonts/` beside this module, read when first drawn. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useFontSource } from './fonts.ts';

export const FONT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');

/** Draws with the files on disk; this module does so when first imported. */
export function useNodeFonts(): void {
  useFontSource((file) => new Uint8Array(readFileSync(path.join(FONT_DIR, file))));
}

useNodeFonts();

export * from './fonts.ts';
