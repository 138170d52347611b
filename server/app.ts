import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { HTTPException } from 'hono/http-exception';
import { parse } from 'regexparam';
import type { SandboxHost } from '../sandbox/metered.ts';
import { requestLanguage } from '../src/shared/language.ts';
import { OTHER_ROUTES, PAGES, pageOf, shellFileName } from '../src/shared/pages.ts';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../src/api/runtime-config.ts';
import { CertificatePages, type Renderer } from './certificate-pages.ts';
import type { ServerConfig } from './config.ts';
import { ServiceCalls } from './gateway/certificate-reads.ts';
import { createGateway, GATEWAY_BASE, gatewayOff } from './gateway/gateway.ts';
import { addToHead, escapeHtml, withTitle } from './html.ts';
import { previewLanguage } from './link-preview/messages.ts';
import { previewOperation, PreviewSource, sharedPagePath } from './link-preview/preview.ts';
import { previewTags, previewTitle } from './link-preview/tags.ts';
import { createLogger, type Logger } from './observability/logger.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { appMetricsRoutes } from './observability/metrics-route.ts';
import { requestInfo } from './observability/request-info.ts';
import { callerGone, CLIENT_CLOSED_REQUEST, requestLog } from './observability/request-log.ts';
import { problem } from './problem.ts';
import { serverProblemType } from '../src/api/problem.ts';
import { readiness } from './readiness.ts';
import { appHeadersByPath, DATA_SECURITY_HEADERS, defaultHeaders } from './security-headers.ts';
import { compress, Shells } from './shells.ts';
import {
  memoryCertificateCache,
  redisCertificateCache,
  type CertificateCache,
} from './shared/certificate-cache.ts';
import { callerAddress, limitKey, trustFunction } from './shared/client-address.ts';
import { createRateLimit } from './shared/rate-limit.ts';
import type { SharedRedis } from './shared/redis.ts';

/** The settings the app server uses; see config.ts. */
export type ServerAppConfig = Pick<
  ServerConfig,
  | 'service'
  | 'access'
  | 'rateLimit'
  | 'customService'
  | 'publicUrl'
  | 'publicSourceMaps'
  | 'certificateCacheSeconds'
  | 'trustProxy'
  | 'metricsToken'
  | 'metricsPort'
  | 'certificateMissCacheSeconds'
  | 'logFormat'
  | 'logLevel'
>;

/** No service, no public URL: the server as `npm run dev` and most tests use it. */
export const PLAIN_SERVER_CONFIG: ServerAppConfig = {
  service: null,
  access: 'all',
  rateLimit: 120,
  customService: true,
  publicUrl: null,
  publicSourceMaps: false,
  certificateCacheSeconds: 60,
  trustProxy: { kind: 'none' },
  metricsToken: null,
  metricsPort: null,
  certificateMissCacheSeconds: 10,
  logFormat: null,
  logLevel: 'info',
};

/** Node's request and response, when the app runs under @hono/node-server (not in app.request). */
type ServerEnv = { Bindings: Partial<HttpBindings> };

export interface ServerAppOptions {
  /** Folder of the production build; omitted in the dev server, where Vite serves the app. */
  distDir?: string;
  /** The sandbox service mounted under `/sandbox`, or null to run without it. */
  sandbox: {
    fetch: (request: Request, host?: SandboxHost) => Response | Promise<Response>;
  } | null;
  config?: ServerAppConfig;
  /** The certificate page renderer; by default the build's (certificate-pages.ts). */
  loadRenderer?: () => Promise<Renderer | null>;
  /** One line per request, and the server's events (default: standard output, see logger.ts). */
  logger?: Logger;
  metrics?: Metrics;
  /** The Redis every replica shares (REDIS_URL), or null: limit and cache in this process. */
  redis?: SharedRedis | null;
  /** Whether the server drains after SIGTERM: `/readyz` then answers 503. */
  draining?: () => boolean;
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
 * gateway mode, link preview tags), the gateway at /api and the sandbox at /sandbox, on one origin,
 * with the security headers (security-headers.ts) on every answer (on its built files, those that
 * act on a file).
 */
export function createServerApp({
  distDir,
  sandbox,
  config = PLAIN_SERVER_CONFIG,
  loadRenderer,
  logger = createLogger(config.logFormat, config.logLevel),
  metrics = createMetrics(),
  redis = null,
  draining = () => false,
}: ServerAppOptions): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const runtimeConfig = runtimeConfigOf(config, sandbox !== null);

  // First, so that every answer has them, errors and /api, /sandbox and /healthz included.
  app.use(
    '*',
    defaultHeaders(appHeadersByPath({ hsts: config.publicUrl?.startsWith('https:') ?? false })),
  );
  for (const data of [GATEWAY_BASE, `${GATEWAY_BASE}/*`, '/sandbox', '/sandbox/*']) {
    app.use(data, defaultHeaders(DATA_SECURITY_HEADERS));
  }

  app.notFound((c) => problem({ status: 404, detail: `There is nothing at ${shortPath(c)}.` }));
  app.onError((error, c) => {
    // A middleware's own refusal (bearer-auth's 401) goes out as it is.
    if (error instanceof HTTPException) return error.getResponse();
    // A body that stopped coming because its caller went away: no failure of this server, and
    // nobody to answer (the request's line says 499).
    if (callerGone(c)) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    logger.error({ err: error }, 'Request failed');
    return problem({ status: 500, detail: 'The server failed to answer this request.' });
  });
  app.use('*', requestLog(logger, metrics));
  // While draining, every answer closes its connection: the caller's next request goes elsewhere.
  app.use('*', async (c, next) => {
    await next();
    if (draining()) c.res.headers.set('Connection', 'close');
  });

  const trust = trustFunction(config.trustProxy);
  const limit = createRateLimit({
    limit: config.rateLimit,
    redis: redis?.client ?? null,
    key: (c) => limitKey(callerAddress(c.env?.incoming, trust)),
    logger,
    onLimited: () => metrics.rateLimited.inc(),
  });
  const cache: CertificateCache | null =
    config.certificateCacheSeconds === 0
      ? null
      : redis
        ? redisCertificateCache(redis.client)
        : memoryCertificateCache();
  const calls = config.service
    ? new ServiceCalls(config.service, cache, metrics, {
        hit: config.certificateCacheSeconds,
        miss: config.certificateMissCacheSeconds,
      })
    : null;

  // Liveness: the process answers. Readiness (/readyz) is the load balancer's question.
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      status: 'ok',
      service: config.service ? { configured: true, access: config.access } : { configured: false },
      sandbox: sandbox !== null,
    });
  });
  app.get('/readyz', (c) => {
    const state = readiness({ draining: draining(), redis });
    c.header('Cache-Control', 'no-store');
    return c.json({ status: state.status }, state.ready ? 200 : 503);
  });
  app.route('/', appMetricsRoutes(metrics, config));
  app.get(RUNTIME_CONFIG_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(runtimeConfig);
  });

  if (calls) {
    const gateway = createGateway({ access: config.access, calls });
    app.use(GATEWAY_BASE, limit.api);
    app.use(`${GATEWAY_BASE}/*`, limit.api);
    // Its routes become this app's own (no second dispatch per call).
    app.route(GATEWAY_BASE, gateway);
  } else {
    app.all(GATEWAY_BASE, () => gatewayOff());
    app.all(`${GATEWAY_BASE}/*`, () => gatewayOff());
  }

  // The sandbox's costly routes (its record writes and file renders) count against the same limit
  // as the gateway, on the routes its own router matches (`/sandbox/records/` included).
  const toSandbox = (c: Context<ServerEnv>) =>
    sandbox ? sandbox.fetch(c.req.raw, { meter: (next) => limit.api(c, next) }) : unavailable();
  app.all('/sandbox', toSandbox);
  app.all('/sandbox/*', toSandbox);

  if (distDir) {
    const root = path.relative(process.cwd(), distDir) || '.';
    const shells = new Shells(distDir, runtimeConfig);
    const previews =
      calls && config.service
        ? new PreviewSource(calls, {
            baseUrl: config.service.url,
            fallbackUnit: config.service.emissionUnit,
          })
        : null;
    // A certificate page that reads this site's service counts against the caller's limit.
    if (previews) app.use('/certificates/*', limit.page);
    const certificatePages = new CertificatePages({
      distDir,
      runtime: runtimeConfig,
      sandbox,
      previews,
      ...(loadRenderer ? { loadRenderer } : {}),
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
    const page = async (c: Context, folder: string, status: 200 | 404 = 200) => {
      const language = requestLanguage(c.req.header('Cookie'), c.req.header('Accept-Language'));
      const shell = await shells.get(shellFileName(folder, language));
      c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      const operation = previews ? previewOperation(c.req.path) : null;
      if (operation) {
        requestInfo(c.req.raw).route =
          operation.name === 'certificate-by-id'
            ? '/certificates/:id'
            : '/certificates/correlation/:key';
      }
      // One read per page, for its rendering and its preview tags; none past the limit.
      const gatewayCertificate =
        previews && operation && !requestInfo(c.req.raw).overLimit
          ? previews.certificate(operation)
          : null;
      let html = await certificatePages.render(shell.html, {
        pathname: c.req.path,
        // Never the request's Host: without PUBLIC_URL the page's links are relative.
        origin: config.publicUrl ?? '',
        language,
        cookie: c.req.header('Cookie'),
        ...(previews ? { gatewayCertificate } : {}),
      });
      if (gatewayCertificate && config.service) {
        const certificate = await gatewayCertificate;
        if (certificate) {
          // A correlation page's preview shares the record's page: its address holds no booking
          // reference.
          const shared = sharedPagePath(c.req.path, certificate);
          const tags = previewTags(certificate, {
            language: previewLanguage(language),
            pageUrl: config.publicUrl && shared ? `${config.publicUrl}${shared}` : null,
          });
          // A page the server did not render (a correlation page) is named by its certificate.
          const named =
            html ??
            withTitle(shell.html, escapeHtml(previewTitle(certificate, previewLanguage(language))));
          html = addToHead(named, tags);
        }
      }
      // A page with a certificate in it holds a guest's data: no shared cache may keep it, and
      // the browser does not store it either.
      c.header('Cache-Control', html === null ? 'no-cache' : 'private, no-store');
      if (/\bbr\b/.test(c.req.header('Accept-Encoding') ?? '')) {
        c.header('Content-Encoding', 'br');
        c.header('Content-Type', 'text/html; charset=UTF-8');
        return c.body(new Uint8Array(html === null ? shell.brotli : compress(html)), status);
      }
      return c.html(html ?? shell.html, status);
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
      if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
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
      // Not a path of the app: 404, with the shell in which the app shows its not-found page.
      return page(c, '', isAppPath(c.req.path) ? 200 : 404);
    });
  }
  return app;
}

/** The app's routes as regexparam (wouter's matcher) reads them: `/`, the pages and the others. */
const APP_ROUTES = ['/', ...PAGES.map((page) => page.path), ...OTHER_ROUTES].map(
  (route) => parse(route).pattern,
);

/** Whether the app has a page at `path` (a trailing slash, as in the app's router, included). */
export function isAppPath(path: string): boolean {
  return APP_ROUTES.some((pattern) => pattern.test(path));
}

/** The request's path for an error message, never longer than a line. */
function shortPath(c: Context): string {
  const { pathname } = new URL(c.req.url);
  return pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname;
}

function unavailable(): Response {
  return problem({
    status: 503,
    type: serverProblemType('no-sandbox'),
    detail: 'The built-in sandbox service is not running on this server.',
  });
}
