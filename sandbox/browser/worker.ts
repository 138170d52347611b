/**
 * The Service Worker of a static build (`{base}sandbox-worker.js`, one classic script made by
 * build/sandbox-worker.ts):
 *
 * - answers every request under `{base}sandbox` with the sandbox app, as the Node server does;
 * - keeps the app (every file of the build but the non-Latin fonts) in a cache named after the
 *   build's content hash, filled at install; a new build is a new cache, and the old one goes;
 * - serves the build's files from that cache first: a file of one build never changes, so the
 *   network is only asked for what is not cached yet (then kept, such as the Arabic and CJK fonts);
 * - answers a navigation under its scope with the page's shell in the reader's language, as the
 *   server picks it (deep links work offline and on hosts that know nothing of the app's paths).
 */
import { LANGUAGE_COOKIE, negotiateLanguage } from '../../src/shared/language.ts';
import { problem } from '../problem.ts';
import type { Sandbox } from '../service.ts';
import { FONTS_FOLDER } from './fonts.ts';
import { createBrowserSandbox } from './host.ts';
import { CACHE_PREFIX, isSandboxPath, shellFile } from './routing.ts';

/** Written into the script by the build. */
declare const SANDBOX_WORKER_BUILD: {
  /** The app's base path: `/` or `/emission-desk/`. */
  base: string;
  /** The content hash of the precached files. */
  version: string;
  /** The files to cache at install, relative to the base. */
  precache: readonly string[];
};

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly navigator: { readonly languages: readonly string[] };
  readonly fonts: { add(font: FontFace): unknown };
  readonly clients: { claim(): Promise<void> };
  readonly cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const BUILD = SANDBOX_WORKER_BUILD;
const BASE = new URL(BUILD.base, scope.location.origin);
const CACHE = `${CACHE_PREFIX}${BUILD.version}`;

/** Fetches through the build's cache, keeping what the network gives (the fonts, lazy files). */
async function cacheFirst(request: Request | URL): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

let sandbox: Promise<Sandbox> | null = null;
function startedSandbox(): Promise<Sandbox> {
  sandbox ??= createBrowserSandbox({
    appUrl: BASE.href.replace(/\/$/, ''),
    origin: BASE.origin,
    basePath: `${BUILD.base}sandbox`,
    fontsUrl: new URL(FONTS_FOLDER, BASE),
    fontFaces: scope.fonts,
    fetchFont: (url) => cacheFirst(url),
  });
  sandbox.catch(() => (sandbox = null));
  return sandbox;
}

async function answerSandbox(request: Request): Promise<Response> {
  let started: Sandbox;
  try {
    started = await startedSandbox();
  } catch (error) {
    console.error('The sandbox could not start in this browser:', error);
    return problem({
      status: 503,
      detail: 'The sandbox could not start in this browser (its storage is not available).',
    });
  }
  return started.fetch(request);
}

/** The reader's language as the server would pick it: the app's choice, else the browser's. */
async function readerLanguage() {
  const chosen = await scope.cookieStore?.get(LANGUAGE_COOKIE).catch(() => null);
  return negotiateLanguage(chosen?.value, scope.navigator.languages);
}

async function answerNavigation(request: Request, url: URL): Promise<Response> {
  const file = shellFile(url.pathname, BUILD.base, await readerLanguage());
  const cache = await caches.open(CACHE);
  const shell =
    (await cache.match(new URL(file, BASE))) ?? (await cache.match(new URL('index.html', BASE)));
  return shell ?? fetch(request);
}

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(BUILD.precache.map((file) => new URL(file, BASE).href)))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== BASE.origin) return;
  if (isSandboxPath(url.pathname, BUILD.base)) {
    event.respondWith(answerSandbox(request));
    return;
  }
  if (request.method !== 'GET' || !url.pathname.startsWith(BUILD.base)) return;
  event.respondWith(
    request.mode === 'navigate' ? answerNavigation(request, url) : cacheFirst(request),
  );
});
