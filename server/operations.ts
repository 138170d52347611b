/** The operator's routes: `/healthz`, `/readyz` (readiness.ts), `/metrics`, the runtime config. */
import { Hono } from 'hono';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../src/api/runtime-config.ts';
import type { ServerEnv } from './env.ts';
import type { Metrics } from './observability/metrics.ts';
import { appMetricsRoutes } from './observability/metrics-route.ts';
import { readiness } from './readiness.ts';
import type { ServerAppConfig } from './config.ts';
import type { SharedRedis } from './shared/redis.ts';

export interface OperationsOptions {
  config: ServerAppConfig;
  runtimeConfig: RuntimeConfig;
  metrics: Metrics;
  redis: SharedRedis | null;
  draining: () => boolean;
}

export function createOperations({
  config,
  runtimeConfig,
  metrics,
  redis,
  draining,
}: OperationsOptions): Hono<ServerEnv> {
  const operations = new Hono<ServerEnv>();
  operations.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      status: 'ok',
      service: config.service ? { configured: true, access: config.access } : { configured: false },
      sandbox: runtimeConfig.sandbox,
    });
  });
  operations.get('/readyz', async (c) => {
    const state = await readiness({ draining: draining(), redis });
    c.header('Cache-Control', 'no-store');
    return c.json({ status: state.status }, state.ready ? 200 : 503);
  });
  operations.route('/', appMetricsRoutes(metrics, config));
  operations.get(RUNTIME_CONFIG_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(runtimeConfig);
  });
  return operations;
}
