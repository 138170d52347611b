/**
 * `/metrics` is for the operator, not the public: on the app's port only behind METRICS_TOKEN; with
 * METRICS_PORT on that port alone, which a firewall keeps private; otherwise 404.
 */
import { Hono, type Handler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import type { ServerConfig } from '../config.ts';
import { problem } from '../../src/shared/problem-response.ts';
import type { Metrics } from './metrics.ts';

const METRICS_PATH = '/metrics';

type MetricsSettings = Pick<ServerConfig, 'metricsToken' | 'metricsPort'>;

function metricsAnswer(metrics: Metrics): Handler {
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  };
}

const notServed: Handler = () =>
  problem({ status: 404, detail: `There is nothing at ${METRICS_PATH}.` });

export function appMetricsRoutes(metrics: Metrics, settings: MetricsSettings): Hono {
  const app = new Hono();
  if (settings.metricsToken && settings.metricsPort === null) {
    app.get(METRICS_PATH, bearerAuth({ token: settings.metricsToken }), metricsAnswer(metrics));
  } else {
    app.all(METRICS_PATH, notServed);
  }
  return app;
}

export function createMetricsApp(metrics: Metrics, settings: MetricsSettings): Hono {
  const app = new Hono();
  if (settings.metricsToken) app.use(METRICS_PATH, bearerAuth({ token: settings.metricsToken }));
  app.get(METRICS_PATH, metricsAnswer(metrics));
  app.notFound(() => problem({ status: 404, detail: 'This port serves /metrics only.' }));
  return app;
}
