import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheList } from './sandbox-worker.ts';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the files the worker caches at install', () => {
  it('are the app’s files, without precompressed twins, server settings, fonts or itself', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'emission-desk-precache-'));
    const files = [
      'index.html',
      'index.html.gz',
      'index.de.html',
      'event/index.de.html',
      'assets/index-abc.js',
      'assets/index-abc.js.br',
      'templates/bulk-events.csv',
      '.vite/manifest.json',
      'style-hashes.json',
      'nginx-style-src.conf',
      'sandbox-fonts/NotoSans-Regular.ttf',
      'sandbox-worker.js',
    ];
    for (const file of files) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), file);
    }
    expect((await precacheList(dir)).sort()).toEqual(
      [
        'assets/index-abc.js',
        'event/index.de.html',
        'index.de.html',
        'index.html',
        'templates/bulk-events.csv',
      ].sort(),
    );
  });
});
