/**
 * The sandbox in a browser: the same app as on Node (../service.ts) on IndexedDB records, files
 * kept in memory and images drawn on an OffscreenCanvas, with the demo credentials and the demo
 * records as a fresh Node sandbox has them.
 */
import { SANDBOX_DEMO_CREDENTIALS } from '../../src/api/credentials.ts';
import { demoRecords } from '../demo-records.ts';
import { useFontSource } from '../files/fonts.ts';
import type { ServiceOptions } from '../options.ts';
import { sandboxOn, type Sandbox } from '../service.ts';
import { fetchedFonts } from './fonts.ts';
import { IdbRecordStore } from './idb-store.ts';
import { canvasImages } from './images.ts';
import { MemoryFiles } from './memory-files.ts';

const DATABASE_NAME = 'emission-desk-sandbox';

export interface BrowserSandboxOptions {
  /** The app's address with its base path, no trailing slash (`https://x.github.io/emission-desk`). */
  appUrl: string;
  /** The page's origin: the start of every link the sandbox writes. */
  origin: string;
  /** `{base}sandbox`: where the sandbox answers. */
  basePath: string;
  /** The folder of the font files. */
  fontsUrl: URL;
  /** Where the worker's fonts go to be drawn on canvases (`self.fonts`). */
  fontFaces: { add(font: FontFace): unknown };
  /** How a font file is fetched (the worker's: through its cache, for offline use). */
  fetchFont?: (url: URL) => Promise<Response>;
}

/** The sandbox's options in a browser: what a Node sandbox without any SANDBOX_* setting has. */
function browserServiceOptions(
  options: Pick<BrowserSandboxOptions, 'appUrl' | 'origin' | 'basePath'>,
): ServiceOptions {
  return {
    basePath: options.basePath,
    publicUrl: options.origin,
    appUrl: options.appUrl,
    credentials: { ...SANDBOX_DEMO_CREDENTIALS },
    mealSpelling: 'both',
    latencyMs: 0,
    faults: false,
  };
}

export async function createBrowserSandbox(options: BrowserSandboxOptions): Promise<Sandbox> {
  useFontSource(fetchedFonts(options.fontsUrl, options.fetchFont));
  const records = await IdbRecordStore.open(DATABASE_NAME, demoRecords());
  return sandboxOn(browserServiceOptions(options), {
    records,
    files: new MemoryFiles(),
    images: canvasImages(options.fontFaces),
    describeStore: () => `store IndexedDB ${DATABASE_NAME} (${records.size} records)`,
  });
}
