import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { RuntimeConfig } from '../src/api/runtime-config.ts';
import type { Renderer } from './certificate-pages.ts';
import {
  certificateSources,
  SandboxCertificates,
  ServiceCertificates,
  type CertificateSources,
} from './certificate-source.ts';
import { PLAIN_SERVER_CONFIG, type ServerAppConfig } from './config.ts';
import type { ServerEnv } from './env.ts';
import { createEmbeds } from './embed/embed-app.ts';
import { deploymentKey, ServiceCalls } from './gateway/certificate-reads.ts';
import { createGateway, createGatewayOff, GATEWAY_BASE } from './gateway/gateway.ts';
import { createLogger, type Logger } from './observability/logger.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import {
  callerGone,
  CLIENT_CLOSED_REQUEST,
  requestIdOf,
  requestLog,
} from './observability/request-log.ts';
import { createOperations } from './operations.ts';
import { createPages, nothingHere } from './pages/pages-app.ts';
import { problem } from '../src/shared/problem-response.ts';
import { createSandboxApp, type MountedSandbox } from './sandbox-app.ts';
import { readStyleHashes } from './style-hashes.ts';
import { securityHeaders } from './security-headers.ts';
import {
  CALCULATION_PREFIX,
  memoryAnswers,
  memoryCertificateCache,
  redisCertificateCache,
  type CertificateCache,
} from './shared/certificate-cache.ts';
import { callerAddress, limitKey, trustFunction } from './shared/client-address.ts';
import { createRateLimit, type RateLimit } from './shared/rate-limit.ts';
import type { SharedRedis } from './shared/redis.ts';

export interface ServerAppOptions {
  /** Omitted in the dev server, where Vite serves the app. */
  distDir?: string;
  sandbox: MountedSandbox | null;
  config?: ServerAppConfig;
  /** By default the build's (certificate-pages.ts). */
  loadRenderer?: () => Promise<Renderer | null>;
  /** Default: standard output (server/observability/logger.ts). */
  logger?: Logger;
  metrics?: Metrics;
  /** Null: limit and cache in this process. */
  redis?: SharedRedis | null;
  /** While draining, `/readyz` answers 503. */
  draining?: () => boolean;
}

/** Vite names a built worker after its module (`parse.worker.ts`). */
const WORKER_SCRIPTS = '/assets/:script{.+\\.worker-[\\w-]+\\.js}';

function runtimeConfigOf(
  config: ServerAppConfig,
  sandbox: boolean,
  sandboxFiles?: string,
): RuntimeConfig {
  return {
    gateway: config.service
      ? { base: GATEWAY_BASE, access: config.access, emissionUnit: config.service.emissionUnit }
      : null,
    sandbox,
    ...(sandbox && sandboxFiles ? { sandboxFiles } : {}),
    customService: config.customService,
    embeds: embedsServed(config, sandbox),
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  };
}

/**
 * Needs PUBLIC_URL: another site's page links to the card and its QR code by an absolute address,
 * which is never taken from the request's Host.
 */
function embedsServed(
  config: Pick<ServerAppConfig, 'publicUrl' | 'service'>,
  sandbox: boolean,
): boolean {
  return config.publicUrl !== null && (sandbox || config.service !== null);
}

/**
 * A table of mounted apps (the operator's routes, /api, /sandbox, the pages) inside the middleware
 * that wraps them all. `app.route` makes their routes this app's own: one context (env.ts), one
 * dispatch.
 */
export function createServerApp(options: ServerAppOptions): Hono<ServerEnv> {
  const { config = PLAIN_SERVER_CONFIG, sandbox, redis = null, draining = () => false } = options;
  const logger = options.logger ?? createLogger(config.logFormat, config.logLevel);
  const metrics = options.metrics ?? createMetrics();
  const runtimeConfig = runtimeConfigOf(config, sandbox !== null, sandbox?.filesUrl);
  const limit = rateLimitOf(config, redis, logger, metrics);
  const calls = serviceCallsOf(config, redis, metrics);
  const certificates = certificateSourcesOf(config, calls, sandbox);

  const app = new Hono<ServerEnv>();
  // Around all else, so every answer has them, errors included; each mount below names its set.
  const headers = securityHeaders({
    hsts: config.publicUrl?.startsWith('https:') ?? false,
    styleHashes: options.distDir ? readStyleHashes(options.distDir) : [],
  });
  app.use(headers.all);
  app.use(requestId({ headerName: '', generator: requestIdOf }));
  app.use(requestLog(logger, metrics));
  // While draining, every answer closes its connection: the caller's next request goes elsewhere.
  app.use(async (c, next) => {
    await next();
    if (draining()) c.res.headers.set('Connection', 'close');
  });
  app.notFound(nothingHere);
  app.onError((error, c) => {
    // A middleware's own refusal (bearer-auth's 401) goes out as it is.
    if (error instanceof HTTPException) return error.getResponse();
    // A body that stopped coming because its caller went away: no failure of this server, and
    // nobody to answer (the request's line says 499).
    if (callerGone(c)) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    logger.error({ err: error }, 'Request failed');
    return problem({ status: 500, detail: 'The server failed to answer this request.' });
  });

  app.route('/', createOperations({ config, runtimeConfig, metrics, redis, draining }));
  app.use(`${GATEWAY_BASE}/*`, headers.set('data'));
  if (calls) {
    // The limit is applied inside: a calculation answered from the cache does not count.
    app.route(GATEWAY_BASE, createGateway({ access: config.access, calls, limit: limit.api }));
  } else {
    app.route(GATEWAY_BASE, createGatewayOff());
  }
  app.use('/sandbox/*', headers.set('data'));
  app.route('/sandbox', createSandboxApp(sandbox, limit.api));
  // Before the pages: nothing under /embed is ever one of the app's pages.
  app.use('/embed/*', headers.set('card'));
  app.use('/oembed/*', headers.set('data'));
  app.route(
    '/',
    createEmbeds({ config, runtimeConfig, certificates: certificates.site, pageLimit: limit.page }),
  );
  if (options.distDir) {
    const { distDir, loadRenderer } = options;
    const pages = { distDir, config, runtimeConfig, certificates, pageLimit: limit.page };
    app.use('/assets/*', headers.set('file'));
    app.use(WORKER_SCRIPTS, headers.set('worker'));
    app.route('/', createPages({ ...pages, ...(loadRenderer ? { loadRenderer } : {}) }));
  }
  return app;
}

function certificateSourcesOf(
  config: ServerAppConfig,
  calls: ServiceCalls | null,
  sandbox: MountedSandbox | null,
): CertificateSources {
  const service =
    calls && config.service
      ? new ServiceCertificates(calls, {
          baseUrl: config.service.url,
          fallbackUnit: config.service.emissionUnit,
        })
      : null;
  // Links in a sandbox certificate are below PUBLIC_URL, never the request's Host ('' : relative).
  return certificateSources(
    service,
    sandbox ? new SandboxCertificates(sandbox, config.publicUrl ?? '') : null,
  );
}

/** Per deployment and caller's address: two deployments on one Redis count their callers apart. */
function rateLimitOf(
  config: ServerAppConfig,
  redis: SharedRedis | null,
  logger: Logger,
  metrics: Metrics,
): RateLimit {
  const trust = trustFunction(config.trustProxy);
  const deployment = config.service ? deploymentKey(config.service) : 'no-service';
  return createRateLimit({
    limit: config.rateLimit,
    windowMs: config.rateWindowSeconds * 1000,
    redis: redis?.client ?? null,
    key: (c) => `${deployment}:${limitKey(callerAddress(c.env?.incoming, trust))}`,
    logger,
    onLimited: () => metrics.rateLimited.inc(),
  });
}

function serviceCallsOf(
  config: ServerAppConfig,
  redis: SharedRedis | null,
  metrics: Metrics,
): ServiceCalls | null {
  if (!config.service) return null;
  // Without Redis both caches share one bound in this process, least recently used out first.
  const answers = memoryAnswers(config.memoryCacheBytes);
  const store = (prefix?: string): CertificateCache =>
    redis ? redisCertificateCache(redis.client, prefix) : memoryCertificateCache(answers, prefix);
  const cache = config.certificateCacheSeconds === 0 ? null : store();
  const calculations =
    config.calculationCacheSeconds === 0
      ? null
      : { cache: store(CALCULATION_PREFIX), seconds: config.calculationCacheSeconds };
  return new ServiceCalls(
    config.service,
    cache,
    metrics,
    { hit: config.certificateCacheSeconds, miss: config.certificateMissCacheSeconds },
    calculations,
  );
}
