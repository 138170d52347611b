/** The app's pages and files, mounted at `/`: read, never written. */
import path from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { parse } from 'regexparam';
import { OTHER_ROUTES, PAGES, pageOf } from '../../src/shared/pages.ts';
import type { RuntimeConfig } from '../../src/api/runtime-config.ts';
import type { ServerAppConfig } from '../config.ts';
import { CertificatePages, type Renderer } from '../certificate-pages.ts';
import { CERTIFICATE_ROUTES } from '../certificate-paths.ts';
import type { CertificateSources } from '../certificate-source.ts';
import type { ServerEnv } from '../env.ts';
import { problem } from '../../src/shared/problem-response.ts';
import { Shells } from '../shells.ts';
import { pageAnswer, type PageAnswer } from './page.ts';

export interface PagesOptions {
  distDir: string;
  config: ServerAppConfig;
  runtimeConfig: RuntimeConfig;
  certificates: CertificateSources;
  /** Past it, pages read nothing from the service. */
  pageLimit: MiddlewareHandler<ServerEnv>;
  loadRenderer?: () => Promise<Renderer | null>;
}

export function createPages(options: PagesOptions): Hono<ServerEnv> {
  const { distDir, config, certificates } = options;
  const pages = new Hono<ServerEnv>();
  // A certificate page that reads this site's service counts against the caller's limit.
  if (certificates.gateway) pages.use('/certificates/*', options.pageLimit);
  const page = pageAnswer({
    shells: new Shells(distDir, options.runtimeConfig),
    certificatePages: new CertificatePages({
      distDir,
      runtime: options.runtimeConfig,
      certificates,
      ...(options.loadRenderer ? { loadRenderer: options.loadRenderer } : {}),
    }),
    certificates,
    config,
    embeds: options.runtimeConfig.embeds === true,
  });
  pages.use('*', readOnly);
  keepPrivate(pages, config.publicSourceMaps);
  pages.get('/', (c) => page(c, ''));
  pages.get('/:page{[a-z]+}', (c, next) =>
    pageOf(c.req.param('page')) ? page(c, c.req.param('page')) : next(),
  );
  serveFiles(pages, path.relative(process.cwd(), distDir) || '.');
  // After the files: a built file under /certificates (the lookup page's shells) is served as is.
  pages.get(CERTIFICATE_ROUTES.page, (c) => page(c, '', 200, { by: 'id', id: c.req.param('id') }));
  pages.get(CERTIFICATE_ROUTES.pageByKey, (c) =>
    page(c, '', 200, { by: 'key', key: c.req.param('key') }),
  );
  pages.get('*', (c) => notFoundPage(c, page));
  return pages;
}

const readOnly: MiddlewareHandler<ServerEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  return problem({
    status: 405,
    detail: 'This address can only be read (GET or HEAD).',
    headers: { allow: 'GET, HEAD' },
  });
};

/** The renderer is read by this server only; source maps stay private unless SOURCE_MAPS=public. */
function keepPrivate(pages: Hono<ServerEnv>, publicSourceMaps: boolean): void {
  pages.get('/server/*', nothingHere);
  if (publicSourceMaps) return;
  pages.get('*', async (c, next) =>
    /\.map(\.(br|gz))?$/i.test(c.req.path) ? nothingHere(c) : next(),
  );
}

function serveFiles(pages: Hono<ServerEnv>, root: string): void {
  // Hashed file names change with their content: a browser may keep them for good.
  pages.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  pages.use('/assets/*', serveStatic({ root, precompressed: true }));
  pages.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_p, c) => c.header('Cache-Control', 'no-cache'),
    }),
  );
}

function notFoundPage(c: Context<ServerEnv>, page: PageAnswer): Response | Promise<Response> {
  if (c.req.path.startsWith('/assets/')) return nothingHere(c);
  // Not a path of the app: 404, with the shell in which the app shows its not-found page.
  return page(c, '', isAppPath(c.req.path) ? 200 : 404);
}

/** As regexparam (wouter's matcher) reads them. */
const APP_ROUTES = ['/', ...PAGES.map((page) => page.path), ...OTHER_ROUTES].map(
  (route) => parse(route).pattern,
);

/** A trailing slash included, as in the app's router. */
function isAppPath(path: string): boolean {
  return APP_ROUTES.some((pattern) => pattern.test(path));
}

export function nothingHere(c: Context): Response {
  const { pathname } = new URL(c.req.url);
  const shown = pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname;
  return problem({ status: 404, detail: `There is nothing at ${shown}.` });
}
