/**
 * The static build's Service Worker: `buildSandboxWorker({ outDir, base })` runs after the client
 * build and writes `{outDir}/sandbox-worker.js`, one classic script (no module: every browser with
 * Service Workers runs it) holding the sandbox (sandbox/browser/worker.ts), and copies the fonts
 * the sandbox draws its files with into `{outDir}/sandbox-fonts/`. The list of files the worker
 * caches at install is read from `{outDir}`, and the cache is named after their content, so each
 * build replaces the cache of the one before.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { FONT_FILES } from '../sandbox/files/fonts.ts';
import { FONTS_FOLDER } from '../sandbox/browser/fonts.ts';

export const WORKER_FILE = 'sandbox-worker.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = path.join(ROOT, 'sandbox/browser/worker.ts');
const FONT_DIR = path.join(ROOT, 'sandbox/files/fonts');

/** Files of the build that are not the app: precompressed twins and the server's own settings. */
const NOT_CACHED = [/\.(gz|br)$/, /^nginx-style-src\.conf$/, /^style-hashes\.json$/];
/** The fonts every certificate file needs, cached at install; the others when first needed. */
const INSTALL_FONTS = [FONT_FILES.latin.regular, FONT_FILES.latin.bold];

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** What the worker caches at install, relative to the base: the app, its pages and Latin fonts. */
export async function precacheList(outDir: string): Promise<string[]> {
  const files = await filesUnder(outDir);
  return files.filter(
    (file) =>
      file !== WORKER_FILE &&
      !file.startsWith('.') &&
      !file.startsWith(FONTS_FOLDER) &&
      !NOT_CACHED.some((pattern) => pattern.test(path.posix.basename(file))),
  );
}

async function copyFonts(outDir: string): Promise<string[]> {
  const target = path.join(outDir, FONTS_FOLDER);
  await mkdir(target, { recursive: true });
  const files = [...new Set(Object.values(FONT_FILES).flatMap((face) => Object.values(face)))];
  for (const file of [...files, 'OFL.txt']) {
    await copyFile(path.join(FONT_DIR, file), path.join(target, file));
  }
  return INSTALL_FONTS.map((file) => `${FONTS_FOLDER}${file}`);
}

async function contentHash(outDir: string, files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(outDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export async function buildSandboxWorker(options: { outDir: string; base: string }): Promise<void> {
  const outDir = path.resolve(options.outDir);
  const base = options.base.endsWith('/') ? options.base : `${options.base}/`;
  const precache = [...(await precacheList(outDir)), ...(await copyFonts(outDir))];
  const version = await contentHash(outDir, precache);
  const scratch = path.join(outDir, '.sandbox-worker-build');
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    define: {
      SANDBOX_WORKER_BUILD: JSON.stringify({ base, version, precache: [...precache, WORKER_FILE] }),
      // Libraries that look at the environment (hono, qrcode) find a browser's.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: scratch,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'sandboxWorker', fileName: () => WORKER_FILE },
    },
  });
  await copyFile(path.join(scratch, WORKER_FILE), path.join(outDir, WORKER_FILE));
  await rm(scratch, { recursive: true, force: true });
}
