/**
 * The browser's fonts: the same Noto files as on Node, copied into the static build
 * (`{base}sandbox-fonts/`) and fetched when a file first needs them; Arabic and CJK only for a
 * text that has their characters (./../files/fonts.ts `loadFacesFor`). The canvas that draws the
 * images gets the same bytes as `FontFace`s of this worker (`self.fonts`).
 */
import {
  FACE_FAMILIES,
  FONT_FILES,
  fontBytes,
  type Face,
  type FontSource,
} from '../files/fonts.ts';

/** The folder of the font files in the static build, beside the worker script. */
export const FONTS_FOLDER = 'sandbox-fonts/';

export function fetchedFonts(
  folderUrl: URL,
  fetcher: (url: URL) => Promise<Response> = (url) => fetch(url),
): FontSource {
  return async (file) => {
    const response = await fetcher(new URL(file, folderUrl));
    if (!response.ok) throw new Error(`The font ${file} could not be loaded (${response.status}).`);
    return new Uint8Array(await response.arrayBuffer());
  };
}

interface FontFaceHost {
  add(font: FontFace): unknown;
}

const registered = new Set<string>();

/** Makes the faces' fonts (already loaded) drawable on this worker's canvases. */
export async function registerCanvasFaces(
  faces: readonly Face[],
  host: FontFaceHost,
): Promise<void> {
  const loading: Promise<FontFace>[] = [];
  for (const face of faces) {
    for (const weight of ['regular', 'bold'] as const) {
      const key = `${face}:${weight}`;
      if (registered.has(key)) continue;
      registered.add(key);
      const bytes = fontBytes(FONT_FILES[face][weight]);
      const font = new FontFace(FACE_FAMILIES[face], new Uint8Array(bytes).buffer, {
        weight: weight === 'bold' ? '700' : '400',
      });
      loading.push(
        font.load().then((loaded) => {
          host.add(loaded);
          return loaded;
        }),
      );
    }
  }
  await Promise.all(loading);
}
