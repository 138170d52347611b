/**
 * The service's health, watched in the background while the process runs a gateway: a HEAD of its
 * base URL every few seconds (any HTTP answer, even 401 or 404, shows that it can be reached), the
 * result in `/metrics` (`emission_desk_service_up`, 1 or 0, once the first check has an answer)
 * and a log line whenever it changes. Readiness does not depend on it (readiness.ts): the checks
 * are this process's own, never a caller's.
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

/** Starts the checks (the first at once); `stop` ends them. The timer keeps no process alive. */
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
  // Registered here, at the first result: a server without a gateway has no such figure, and
  // none says 0 before the service was asked.
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
    // The first result is logged only when it is bad news; after that, every change. The URL is
    // in the start line already, and never a credential.
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
