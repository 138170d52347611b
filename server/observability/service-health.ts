/**
 * Any HTTP answer to a HEAD of the base URL, even 401 or 404, shows the service can be reached.
 * Readiness does not depend on it (readiness.ts): the checks are this process's own.
 */
import type { Logger } from 'pino';
import { Gauge } from 'prom-client';
import type { ServiceConfig } from '../config.ts';
import type { Metrics } from './metrics.ts';

const SERVICE_CHECK_INTERVAL_MS = 5_000;
const SERVICE_CHECK_TIMEOUT_MS = 1_000;

async function reachable(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** The timer keeps no process alive. */
export function watchServiceHealth({
  service,
  metrics,
  logger,
  intervalMs = SERVICE_CHECK_INTERVAL_MS,
}: {
  service: ServiceConfig;
  metrics: Metrics;
  logger: Logger;
  intervalMs?: number;
}): { stop: () => void } {
  // Registered at the first result: no figure says 0 before the service was asked.
  let gauge: Gauge | null = null;
  let up: boolean | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = async () => {
    const now = await reachable(service.url, Math.min(SERVICE_CHECK_TIMEOUT_MS, intervalMs));
    if (stopped) return;
    gauge ??= new Gauge({
      name: 'emission_desk_service_up',
      help: 'Whether the service answered the last background check (1) or not (0).',
      registers: [metrics.registry],
    });
    gauge.set(now ? 1 : 0);
    // The first result is logged only when it is bad news; the URL is in the start line already.
    if (now !== up && (up !== null || !now)) {
      if (now) logger.info('The service is reachable again');
      else logger.warn('The service cannot be reached: gateway calls answer 502 until it is back');
    }
    up = now;
    // The next check is planned once this one is done: checks never pile up.
    timer = setTimeout(() => void check(), intervalMs);
    timer.unref();
  };
  void check();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
