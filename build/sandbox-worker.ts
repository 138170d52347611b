/**
 * The sandbox's Service Worker for a static build: `{outDir}/sandbox-worker.js`, one classic
 * script registered by the app at its base (src/settings/sandbox-worker.ts). This one keeps the
 * app for offline use and answers the app's navigations with its start page (deep links after the
 * first visit); the sandbox's routes (sandbox/browser/) join it in the same script.
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Files a static host serves that the worker does not keep (source maps, other languages' pages). */
const NOT_KEPT =
  /(?:\.map$|^404\.html$|^sandbox-worker\.js$|^\.vite\/|\/index\.[a-z]{2}\.html$|^index\.[a-z]{2}\.html$)/;

export async function buildSandboxWorker(options: { outDir: string; base: string }): Promise<void> {
  const { outDir, base } = options;
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !NOT_KEPT.test(file))
    .sort();
  const version = `${Date.now().toString(36)}-${files.length}`;
  await writeFile(path.join(outDir, 'sandbox-worker.js'), workerScript(base, files, version));
}

function workerScript(base: string, files: string[], version: string): string {
  return `'use strict';
// Emission Desk's worker: the app kept for offline use, navigations answered with its start page.
const BASE = ${JSON.stringify(base)};
const CACHE = 'emission-desk-' + ${JSON.stringify(version)};
const FILES = ${JSON.stringify(files.map((file) => base + file))};
const START = BASE + 'index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('emission-desk-') && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(BASE)) return;
  if (url.pathname.startsWith(BASE + 'sandbox/')) return;
  if (request.mode === 'navigate') {
    // A page of the app: its own shell where the build has one (event/index.html), else the start page.
    const own = url.pathname.endsWith('/') ? url.pathname + 'index.html' : url.pathname + '/index.html';
    event.respondWith(
      caches.open(CACHE).then(async (cache) =>
        (await cache.match(own)) || (await cache.match(START)) || fetch(request),
      ),
    );
    return;
  }
  event.respondWith(
    caches.open(CACHE).then(async (cache) => (await cache.match(url.pathname)) || fetch(request)),
  );
});
`;
}
