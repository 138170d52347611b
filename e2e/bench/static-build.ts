/**
 * The static demo (`npm run build:static`), built into a scratch folder so that the measured server
 * build stays as it is: each route's first-paint JavaScript, judged as the server build's, and the
 * sandbox's worker script, which a browser downloads once, in the background, never for a paint.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WORKER_FILE } from '../../build/sandbox-worker.ts';
import { buildStatic } from '../../build/static.ts';
import { measureRouteBundles, type RouteBundle } from './bundle.ts';

export async function measureStaticBuild(): Promise<{
  routes: RouteBundle[];
  worker: { bytes: number; gzipBytes: number };
}> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'emission-desk-static-'));
  try {
    await buildStatic({ outDir: dir, base: '/' });
    const script = await readFile(path.join(dir, WORKER_FILE));
    return {
      routes: measureRouteBundles(dir),
      worker: { bytes: script.byteLength, gzipBytes: gzipSync(script, { level: 9 }).byteLength },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
