/**
 * `/readyz`: whether a load balancer should send this replica requests, from what this process
 * knows by itself, so that answering costs nothing and asks no one: not while it drains after
 * SIGTERM (503 at once), nor while its Redis (when REDIS_URL is set) is not connected. The service
 * is no part of it: every replica shares it, so an outage of the service would take every replica
 * out at once, and the static app with them. Its health is watched in the background instead
 * (observability/service-health.ts). The answer says only the status: nothing about what is
 * behind this replica.
 */
import type { SharedRedis } from './shared/redis.ts';

export interface Readiness {
  ready: boolean;
  status: 'ready' | 'draining' | 'not ready';
}

export function readiness({
  draining,
  redis,
}: {
  draining: boolean;
  redis: Pick<SharedRedis, 'connected'> | null;
}): Readiness {
  if (draining) return { ready: false, status: 'draining' };
  if (redis && !redis.connected()) return { ready: false, status: 'not ready' };
  return { ready: true, status: 'ready' };
}
