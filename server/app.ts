import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { requestLanguage } from '../src/shared/language.ts';
import { pageOf, shellFileName } from '../src/shared/pages.ts';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../src/api/runtime-config.ts';
import { CertificatePages, type Renderer } from './certificate-pages.ts';
import type { ServerConfig } from './config.ts';
import { createGateway, GATEWAY_BASE, gatewayOff } from './gateway/gateway.ts';
import { addToHead, escapeHtml } from './html.ts';
import { previewLanguage } from './link-preview/messages.ts';
import { previewOperation, PreviewSource, sharedPagePath } from './link-preview/preview.ts';
import { previewTags, previewTitle } from './link-preview/tags.ts';
import { problem } from './problem.ts';
import { securityHeaders } from './security-headers.ts';
import { compress, Shells } from './shells.ts';

/** The settings the app server uses; see config.ts. */
export type ServerAppConfig = Pick<
  ServerConfig,
  'service' | 'access' | 'rateLimit' | 'customService' | 'publicUrl' | 'publicSourceMaps'
>;

/** No service, no public URL: the server as `npm run dev` and most tests use it. */
export const PLAIN_SERVER_CONFIG: ServerAppConfig = {
  service: null,
  access: 'all',
  rateLimit: 120,
  customService: true,
  publicUrl: null,
  publicSourceMaps: false,
};

/** Node's request and response, when the app runs under @hono/node-server (not in app.request). */
type ServerEnv = { Bindings: Partial<HttpBindings> };

export interface ServerAppOptions {
  /** Folder of the production build; omitted in the dev server, where Vite serves the app. */
  distDir?: string;
  /** The sandbox service mounted under `/sandbox`, or null to run without it. */
  sandbox: { fetch: (request: Request) => Response | Promise<Response> } | null;
  config?: ServerAppConfig;
  /** Where the gateway writes its line per call (default: standard output). */
  log?: (line: string) => void;
  /** The certificate page renderer; by default the build's (certificate-pages.ts). */
  loadRenderer?: () => Promise<Renderer | null>;
}

export function runtimeConfigOf(config: ServerAppConfig, sandbox: boolean): RuntimeConfig {
  return {
    gateway: config.service
      ? { base: GATEWAY_BASE, access: config.access, emissionUnit: config.service.emissionUnit }
      : null,
    sandbox,
    customService: config.customService,
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  };
}

/**
 * The server behind `npm start`: the built app (its shells carrying the runtime config and, in
 * gateway mode, link preview tags), its security headers, the gateway at /api and the sandbox at
 * /sandbox, on one origin.
 */
export function createServerApp({
  distDir,
  sandbox,
  config = PLAIN_SERVER_CONFIG,
  log,
  loadRenderer,
}: ServerAppOptions): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const runtimeConfig = runtimeConfigOf(config, sandbox !== null);

  app.notFound((c) => problem({ status: 404, detail: `There is nothing at ${shortPath(c)}.` }));
  app.onError((error) => {
    console.error('Request failed:', error);
    return problem({ status: 500, detail: 'The server failed to answer this request.' });
  });

  if (config.publicUrl?.startsWith('https:')) {
    app.use('*', async (c, next) => {
      await next();
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    });
  }

  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      status: 'ok',
      service: config.service ? { configured: true, access: config.access } : { configured: false },
      sandbox: sandbox !== null,
    });
  });
  app.get(RUNTIME_CONFIG_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(runtimeConfig);
  });

  if (config.service) {
    const gateway = createGateway({
      service: config.service,
      access: config.access,
      rateLimit: config.rateLimit,
      ...(log ? { log } : {}),
    });
    app.all(GATEWAY_BASE, (c) => gateway.fetch(c.req.raw, c.env));
    app.all(`${GATEWAY_BASE}/*`, (c) => gateway.fetch(c.req.raw, c.env));
  } else {
    app.all(GATEWAY_BASE, () => gatewayOff());
    app.all(`${GATEWAY_BASE}/*`, () => gatewayOff());
  }

  app.all('/sandbox', (c) => (sandbox ? sandbox.fetch(c.req.raw) : unavailable()));
  app.all('/sandbox/*', (c) => (sandbox ? sandbox.fetch(c.req.raw) : unavailable()));

  if (distDir) {
    const root = path.relative(process.cwd(), distDir) || '.';
    const shells = new Shells(distDir, runtimeConfig);
    const previews = config.service ? new PreviewSource(config.service) : null;
    const certificatePages = new CertificatePages({
      distDir,
      runtime: runtimeConfig,
      sandbox,
      previews,
      ...(loadRenderer ? { loadRenderer } : {}),
    });
    app.use('*', async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
    });
    // The app's pages and files are read, never written: other methods are not allowed.
    app.use('*', async (c, next) => {
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
      return problem({
        status: 405,
        detail: 'This address can only be read (GET or HEAD).',
        headers: { allow: 'GET, HEAD' },
      });
    });
    // Source maps stay private unless SOURCE_MAPS=public.
    // The build's server-side renderer (certificate-pages.ts) is read by this server only.
    app.get('/server/*', (c) =>
      problem({ status: 404, detail: `There is nothing at ${shortPath(c)}.` }),
    );
    if (!config.publicSourceMaps) {
      app.get('*', async (c, next) => {
        if (!/\.map(\.(br|gz))?$/i.test(c.req.path)) return next();
        return problem({ status: 404, detail: `There is nothing at ${shortPath(c)}.` });
      });
    }
    /** A page of the app: its static shell, in the reader's language, Brotli when accepted. */
    const page = async (c: Context, folder: string) => {
      const language = requestLanguage(c.req.header('Cookie'), c.req.header('Accept-Language'));
      const shell = await shells.get(shellFileName(folder, language));
      c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      let html = await certificatePages.render(shell.html, {
        pathname: c.req.path,
        // Never the request's Host: without PUBLIC_URL the page's links are relative.
        origin: config.publicUrl ?? '',
        language,
        cookie: c.req.header('Cookie'),
      });
      const operation = previews ? previewOperation(c.req.path) : null;
      if (previews && operation && config.service) {
        const certificate = await previews.certificate(operation);
        if (certificate) {
          // A correlation page's preview shares the record's page: its address holds no booking
          // reference.
          const shared = sharedPagePath(c.req.path, certificate);
          const tags = previewTags(certificate, {
            language: previewLanguage(language),
            unit: config.service.emissionUnit,
            pageUrl: config.publicUrl && shared ? `${config.publicUrl}${shared}` : null,
          });
          // A page the server did not render (a correlation page) is named by its certificate.
          const named =
            html ??
            shell.html.replace(
              /<title>[^<]*<\/title>/,
              () =>
                `<title>${escapeHtml(previewTitle(certificate, previewLanguage(language)))}</title>`,
            );
          html = addToHead(named, tags);
        }
      }
      // A page with a certificate in it holds a guest's data: no shared cache may keep it, and
      // the browser does not store it either.
      c.header('Cache-Control', html === null ? 'no-cache' : 'private, no-store');
      if (/\bbr\b/.test(c.req.header('Accept-Encoding') ?? '')) {
        c.header('Content-Encoding', 'br');
        c.header('Content-Type', 'text/html; charset=UTF-8');
        return c.body(new Uint8Array(html === null ? shell.brotli : compress(html)));
      }
      return c.html(html ?? shell.html);
    };
    app.get('/', (c) => page(c, ''));
    app.get('/:page{[a-z]+}', (c, next) => {
      const name = c.req.param('page');
      // Pages with a static shell of their own (src/shared/pages.ts, server/render/shell.tsx).
      return pageOf(name) ? page(c, name) : next();
    });
    // Hashed file names change with their content: a browser may keep them for good.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('/assets/*', serveStatic({ root, precompressed: true }));
    app.use(
      '*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_p, c) => c.header('Cache-Control', 'no-cache'),
      }),
    );
    app.get('*', (c) => {
      if (c.req.path.startsWith('/assets/')) {
        return problem({ status: 404, detail: `There is nothing at ${shortPath(c)}.` });
      }
      return page(c, '');
    });
  }
  return app;
}

/** The request's path for an error message, never longer than a line. */
function shortPath(c: Context): string {
  const { pathname } = new URL(c.req.url);
  return pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname;
}

function unavailable(): Response {
  return problem({
    status: 503,
    detail: 'The built-in sandbox service is not running on this server.',
  });
}
