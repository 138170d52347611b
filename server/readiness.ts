/**
 * `/readyz`: not while draining, nor while Redis (with REDIS_URL) does not answer a PING in time,
 * since every call is then refused; a Redis that hangs keeps its connection open, so only asking
 * tells. The service is no part of it: every replica shares it, so its outage would take every
 * replica out at once, and the static app with them. The answer says only the status.
 */
import type { SharedRedis } from './shared/redis.ts';

/** Well under a load balancer's check time-out. */
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
