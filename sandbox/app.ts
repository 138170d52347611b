/**
 * The sandbox on Node: its records in a JSON Lines file and its certificate files on disk in the
 * store folder, its images drawn by sharp. The app itself is ./service.ts, the same in a browser.
 */
import path from 'node:path';
import { demoRecords } from './demo-records.ts';
import { FileCache } from './files/cache.ts';
import { renderSocialImage } from './files/images.ts';
import type { SandboxOptions } from './options.ts';
import { sandboxOn, type Sandbox } from './service.ts';
import { RecordStore } from './store.ts';

export { sandboxOptionsFromEnv } from './options-env.ts';
export type { SandboxOptions } from './options.ts';
export type { Sandbox } from './service.ts';

function displayPath(target: string): string {
  const relative = path.relative(process.cwd(), target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : target;
}

/** Says in the log what opening the store dropped, so no loss goes unnoticed. */
function reportStoreLoad(store: RecordStore, log: (message: string) => void): void {
  const { skippedLines, tornBytes } = store.loadReport;
  if (skippedLines > 0) {
    log(
      `Sandbox: ${skippedLines} damaged ${skippedLines === 1 ? 'line' : 'lines'} of ${displayPath(store.file)} skipped (not valid records); the other ${store.size} records are served.`,
    );
  }
  if (tornBytes > 0) {
    log(
      `Sandbox: an incomplete last line of ${displayPath(store.file)} (${tornBytes} bytes, from an interrupted write) was cut off.`,
    );
  }
}

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const log = options.log ?? ((message: string) => console.warn(message));
  const store = await RecordStore.open(options.storeDir, demoRecords());
  reportStoreLoad(store, log);
  const files = await FileCache.open(options.storeDir, 'files', {
    ...(options.filesMaxBytes === undefined ? {} : { maxDiskBytes: options.filesMaxBytes }),
    log,
  });
  return sandboxOn(options, {
    records: store,
    files,
    images: renderSocialImage,
    describeStore: () => `store ${displayPath(store.file)} (${store.size} records)`,
  });
}
