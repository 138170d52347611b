/**
 * `/readyz`: whether a load balancer should send this replica requests. Not while it drains after
 * SIGTERM, nor while its Redis (when configured) or the service (in gateway mode) cannot be
 * reached, each asked with a short time-out. The answer names no address and no secret.
 */
import type { ServiceConfig } from './config.ts';
import type { SharedRedis } from './shared/redis.ts';

export const READINESS_TIMEOUT_MS = 1_000;

export type Check = 'ok' | 'unreachable' | 'off';

export interface Readiness {
  ready: boolean;
  status: 'ready' | 'draining' | 'not ready';
  redis: Check;
  service: Check;
}

/** Any HTTP answer of the service's base URL (even 401 or 404) shows that it can be reached. */
async function serviceCheck(service: ServiceConfig | null): Promise<Check> {
  if (!service) return 'off';
  try {
    const response = await fetch(service.url, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(READINESS_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return 'ok';
  } catch {
    return 'unreachable';
  }
}

export async function readiness({
  draining,
  redis,
  service,
}: {
  draining: boolean;
  redis: SharedRedis | null;
  service: ServiceConfig | null;
}): Promise<Readiness> {
  const [redisCheck, serviceState] = await Promise.all([
    redis ? redis.reachable().then((ok): Check => (ok ? 'ok' : 'unreachable')) : ('off' as const),
    serviceCheck(service),
  ]);
  const healthy = redisCheck !== 'unreachable' && serviceState !== 'unreachable';
  return {
    ready: !draining && healthy,
    status: draining ? 'draining' : healthy ? 'ready' : 'not ready',
    redis: redisCheck,
    service: serviceState,
  };
}
