/**
 * The static demo's worker script (build/sandbox-worker.ts): the sandbox a browser downloads once,
 * measured in gzip as the bundle part measures the pages' JavaScript. Built into a scratch folder,
 * so the measured build stays as it is.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSandboxWorker, WORKER_FILE } from '../../build/sandbox-worker.ts';

export async function measureSandboxWorker(): Promise<{ bytes: number; gzipBytes: number }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'emission-desk-worker-'));
  try {
    await buildSandboxWorker({ outDir: dir, base: '/' });
    const script = await readFile(path.join(dir, WORKER_FILE));
    return { bytes: script.byteLength, gzipBytes: gzipSync(script, { level: 9 }).byteLength };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
