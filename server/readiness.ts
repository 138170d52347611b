/**
 * `/readyz`: whether a load balancer should send this replica requests: not while it drains after
 * SIGTERM (503 at once), nor while its Redis (when REDIS_URL is set) is not connected or does not
 * answer a PING within READY_REDIS_DEADLINE_MS, since every call is then refused (503). A Redis
 * that hangs keeps its connection open, so only asking it tells. The service is no part of it:
 * every replica shares it, so an outage of the service would take every replica out at once, and
 * the static app with them. Its health is watched in the background instead
 * (observability/service-health.ts). The answer says only the status: nothing about what is
 * behind this replica.
 */
import type { SharedRedis } from './shared/redis.ts';

/** How long `/readyz` waits for Redis: well under a load balancer's check time-out. */
export const READY_REDIS_DEADLINE_MS = 250;

export interface Readiness {
  ready: boolean;
  status: 'ready' | 'draining' | 'not ready';
}

const NOT_READY: Readiness = { ready: false, status: 'not ready' };

export async function readiness({
  draining,
  redis,
}: {
  draining: boolean;
  redis: Pick<SharedRedis, 'connected' | 'ping'> | null;
}): Promise<Readiness> {
  if (draining) return { ready: false, status: 'draining' };
  if (redis) {
    if (!redis.connected()) return NOT_READY;
    if (!(await redis.ping(READY_REDIS_DEADLINE_MS))) return NOT_READY;
  }
  return { ready: true, status: 'ready' };
}
