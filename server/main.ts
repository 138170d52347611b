/**
 * `npm start` / `npm run serve`: the production build with the sandbox and, when SERVICE_URL is
 * set, the gateway, on one origin. `npm run build` compiles this file into the build's
 * `server/main.js`: no TypeScript compiler at run time. On SIGTERM (a rolling deploy) the server
 * drains: it closes the connections that carry no request at once, lets the calls in flight
 * finish, each answer closing its connection, and exits 0 after the last (or at
 * SHUTDOWN_GRACE_SECONDS). Node's header and request time-outs keep running.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { Server as NetServer, type Socket } from 'node:net';
import pino from 'pino';
import { createServerApp } from './app.ts';
import { ConfigError, configFromEnv, ownOrigin, type ServerConfig } from './config.ts';
import { createHttpServer } from './http-server.ts';
import { loadSandbox } from './load-sandbox.ts';
import {
  createLogger,
  endLogStream,
  isPretty,
  LOG_BATCH_BYTES,
  LOG_FLUSH_MS,
} from './observability/logger.ts';
import { createMetrics } from './observability/metrics.ts';
import { watchServiceHealth } from './observability/service-health.ts';
import { createMetricsApp } from './observability/metrics-route.ts';
import { checkEvictionPolicy } from './shared/rate-limit.ts';
import { connectRedis } from './shared/redis.ts';

let config: ServerConfig;
try {
  config = configFromEnv(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`The server cannot start: ${error.message}`);
  process.exit(1);
}
const distDir = path.resolve(config.distDir);

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(
    `No build found in ${path.relative(process.cwd(), distDir) || '.'}: run "npm run build" first (npm start does it for you).`,
  );
  process.exit(1);
}

// Lines are written in batches, which exit ends (endLogStream): docs/performance.md, "Where a
// forwarded calculation's time goes".
const logStream = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
setInterval(() => logStream.flush(), LOG_FLUSH_MS).unref();
const logger = createLogger(config.logFormat, config.logLevel, logStream);
const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : null;
if (redis) void checkEvictionPolicy(redis.client, logger);
let draining = false;

// A malformed SANDBOX_* setting stops the start like any other setting.
let sandbox: Awaited<ReturnType<typeof loadSandbox>> = null;
try {
  sandbox = config.sandbox ? await loadSandbox('/sandbox', ownOrigin(config)) : null;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`The server cannot start: ${error.message}`);
  process.exit(1);
}
const metrics = createMetrics();
const app = createServerApp({
  distDir,
  sandbox,
  config,
  logger,
  metrics,
  redis,
  draining: () => draining,
});
// The service's health, for /metrics and the log, never /readyz (readiness.ts). Watched from when
// the server listens, so a service on this server (`npm run demo:gateway`) is not reported
// unreachable at every start.
let serviceHealth: ReturnType<typeof watchServiceHealth> | null = null;
// METRICS_PORT: /metrics on a port of its own, which the public address never reaches.
let metricsServer: ReturnType<typeof createHttpServer> | null = null;
if (config.metricsPort !== null) {
  const listening = createHttpServer(createMetricsApp(metrics, config).fetch, config.host);
  listening.listen(config.metricsPort, config.host, () => {
    const address = listening.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    logger.info(`Metrics: ${ownOrigin({ ...config, publicUrl: null, port })}/metrics`);
  });
  metricsServer = listening;
}
const server = createHttpServer(app.fetch, config.host, {
  logger,
  metrics,
  hsts: config.publicUrl?.startsWith('https:') ?? false,
  refuseDotSegments: true,
});

let inFlight = 0;
server.on('request', (_request, response) => {
  inFlight++;
  response.once('close', () => {
    inFlight--;
    // A keep-alive answer that was already under way at SIGTERM leaves its connection idle.
    if (draining) afterPendingReads(closeQuietConnections);
  });
});
const connections = new Set<Socket>();
server.on('connection', (socket: Socket) => {
  connections.add(socket);
  socket.once('close', () => connections.delete(socket));
});

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const origin = ownOrigin({ ...config, publicUrl: null, port });
  const publicNote = config.publicUrl ? ` (public URL ${config.publicUrl})` : '';
  logger.info(`Emission Desk is served at ${origin}/${publicNote}`);
  if (sandbox) logger.info(`Sandbox service: ${origin}/sandbox (${sandbox.describe()})`);
  if (config.publicUrl === null && (sandbox || config.service)) {
    logger.info(
      'Embeds are off: certificate cards and /oembed need PUBLIC_URL, the address other sites link to (never taken from the request)',
    );
  }
  if (config.service) {
    const window =
      config.rateWindowSeconds === 60 ? 'a minute' : `per ${config.rateWindowSeconds} s`;
    const limit =
      config.rateLimit > 0 ? `${config.rateLimit} calls ${window} per address` : 'no rate limit';
    const shared = redis ? 'shared in Redis' : 'in this process';
    const calculations =
      config.calculationCacheSeconds > 0
        ? `calculations kept ${config.calculationCacheSeconds} s`
        : 'calculations not kept';
    logger.info(
      `Gateway: ${origin}/api forwards to ${config.service.url} (access: ${config.access}; ${limit}; ${calculations}; limit and caches ${shared})`,
    );
    if (!exiting) serviceHealth = watchServiceHealth({ service: config.service, metrics, logger });
  }
});

const EXIT_FLUSH_MS = 2_000;
let exiting = false;
async function exit(code: number) {
  if (exiting) return;
  exiting = true;
  serviceHealth?.stop();
  server.closeAllConnections();
  metricsServer?.closeAllConnections();
  metricsServer?.close();
  await Promise.allSettled([sandbox?.close(), redis?.close()]);
  logger.info('Stopped');
  if (isPretty(config.logFormat)) logger.flush(() => process.exit(code));
  else void endLogStream(logStream, EXIT_FLUSH_MS).then(() => process.exit(code));
}

/**
 * After the loop's next turn, which reads what arrived on the connections its last turn accepted:
 * a request already here is then answered rather than reset.
 */
function afterPendingReads(step: () => void) {
  setImmediate(() => setImmediate(step));
}

/** One that has sent any part of a request stays until its answer has gone out. */
function closeQuietConnections() {
  server.closeIdleConnections();
  for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
}

function drain(signal: string) {
  if (draining) return;
  draining = true;
  logger.info(
    { signal, inFlight, graceSeconds: config.shutdownGraceSeconds },
    'Draining: no new connections, /readyz answers 503, calls in flight may finish',
  );
  setTimeout(() => {
    logger.warn({ inFlight }, 'Grace period over: closing the calls still open');
    void exit(0);
  }, config.shutdownGraceSeconds * 1000).unref();
  if (!server.listening) {
    void exit(0);
    return;
  }
  // Closing the listener resets the connections the system completed but Node has not accepted
  // yet: it waits for this turn of the loop, which accepts those that were waiting with the signal.
  setImmediate(() => {
    // Stops accepting, and calls back once the last connection has closed. Not `server.close()`:
    // for an HTTP server that also stops Node's checks of the header and request time-outs, and a
    // request sent slowly would then hold the process for the whole grace time.
    NetServer.prototype.close.call(server, () => void exit(0));
    afterPendingReads(closeQuietConnections);
  });
}
process.on('SIGTERM', () => drain('SIGTERM'));
process.on('SIGINT', () => drain('SIGINT'));
