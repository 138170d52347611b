/** One registry per server, so that tests can run several in one process. */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status'>;
  upstream: Histogram<'operation' | 'status'>;
  rateLimited: Counter;
  cache: Counter<'result'>;
  calculationCache: Counter<'result'>;
  refused: Counter<'status' | 'reason'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: 'emission_desk_http_requests_total',
      help: 'Requests answered, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
    }),
    upstream: new Histogram({
      name: 'emission_desk_upstream_duration_seconds',
      help: "The service's time to answer a call, by operation and status.",
      labelNames: ['operation', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'emission_desk_rate_limited_total',
      help: 'Calls past the rate limit.',
      registers: [registry],
    }),
    cache: new Counter({
      name: 'emission_desk_certificate_cache_total',
      help: 'Certificate reads answered from the cache (hit) or by the service (miss).',
      labelNames: ['result'],
      registers: [registry],
    }),
    calculationCache: new Counter({
      name: 'emission_desk_calculation_cache_total',
      help: 'Calculations answered without calling the service (hit: from the cache or an identical call under way) or by calling it (miss).',
      labelNames: ['result'],
      registers: [registry],
    }),
    refused: new Counter({
      name: 'emission_desk_http_refused_total',
      help: "Requests Node's HTTP layer answered itself, before the app (malformed, headers too large, too slow, CONNECT, a URL that is not valid), by status and reason.",
      labelNames: ['status', 'reason'],
      registers: [registry],
    }),
  };
}
