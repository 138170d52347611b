/**
 * The one rate limit: gateway calls, certificate pages that read the service and the sandbox's
 * record writes share one budget per caller. With REDIS_URL every replica sees the same counts. If
 * the store cannot be reached the limit fails safe: an API call gets 503, a page reads nothing.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import { MemoryStore, rateLimiter, type ClientRateLimitInfo, type Store } from 'hono-rate-limiter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { problem } from '../../src/shared/problem-response.ts';
import { serverProblemType } from '../../src/api/problem.ts';
import type { ServerEnv } from '../env.ts';

/** Unless the deployment sets one (GATEWAY_RATE_WINDOW_S). */
const RATE_LIMIT_WINDOW_MS = 60_000;

export interface RateLimitOptions {
  /** Calls per window per caller; 0 turns the limit off. */
  limit: number;
  /** The window the calls are counted in; a caller past the limit waits at most this long. */
  windowMs?: number;
  redis: Redis | null;
  /** Their address, or their IPv6 /64. */
  key: (c: Context) => string;
  logger: Logger;
  onLimited?: () => void;
}

export interface RateLimit {
  api: MiddlewareHandler<ServerEnv>;
  page: MiddlewareHandler<ServerEnv>;
}

/**
 * A hash of caller → calls and the window it counts (Redis's clock), both without expiry: a key
 * that expires can be evicted when Redis is full (`volatile-lru`, docs/deploy), and counters with a
 * time to live would go first under a flood of cache writes. Windows are fixed, as the library's
 * own RedisStore's are.
 */
const COUNT_SCRIPT = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local windowMs = tonumber(ARGV[2])
local window = tostring(math.floor(now / windowMs))
local resetIn = (tonumber(window) + 1) * windowMs - now
if redis.call('GET', KEYS[2]) ~= window then
  redis.call('UNLINK', KEYS[1])
  redis.call('SET', KEYS[2], window)
end
local delta = tonumber(ARGV[3])
if delta < 0 and tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0') <= 0 then
  return {0, resetIn}
end
return {redis.call('HINCRBY', KEYS[1], ARGV[1], delta), resetIn}
`;
const COUNT_SHA = createHash('sha1').update(COUNT_SCRIPT).digest('hex');

/**
 * In one hash slot, should the Redis be a cluster. A window length has keys of its own: two
 * deployments with different windows on one Redis would otherwise drop each other's counts.
 */
function countKeys(windowMs: number): readonly [counts: string, window: string] {
  const length = windowMs === RATE_LIMIT_WINDOW_MS ? '' : `:${windowMs}ms`;
  return [`emission-desk:{rate}:counts${length}`, `emission-desk:{rate}:window${length}`];
}

function redisStore(redis: Redis, windowMs = RATE_LIMIT_WINDOW_MS): Store<ServerEnv> {
  const [countsKey, windowKey] = countKeys(windowMs);
  const count = async (key: string, delta: 1 | -1): Promise<ClientRateLimitInfo> => {
    const args = [countsKey, windowKey, key, String(windowMs), String(delta)] as const;
    let answer: unknown;
    try {
      answer = await redis.evalsha(COUNT_SHA, 2, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      answer = await redis.eval(COUNT_SCRIPT, 2, ...args);
    }
    const [hits, resetIn] = answer as [number, number];
    return { totalHits: hits, resetTime: new Date(Date.now() + resetIn) };
  };
  return {
    increment: (key) => count(key, 1),
    decrement: async (key) => {
      await count(key, -1);
    },
    resetKey: async (key) => {
      await redis.hdel(countsKey, key);
    },
  };
}

const SAFE_POLICIES = new Set(['volatile-lru', 'volatile-lfu', 'volatile-ttl', 'volatile-random']);

/**
 * Warns when `maxmemory` and its policy let the cache undo the limit: evicting counters
 * (`allkeys-*`) or refusing their writes (`noeviction`). A Redis refusing CONFIG goes unchecked.
 */
export async function checkEvictionPolicy(redis: Redis, logger: Logger): Promise<void> {
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  try {
    const [, maxmemory] = (await redis.config('GET', 'maxmemory')) as string[];
    const [, policy] = (await redis.config('GET', 'maxmemory-policy')) as string[];
    if (Number(maxmemory) === 0 || !policy || SAFE_POLICIES.has(policy)) return;
    logger.warn(
      { maxmemoryPolicy: policy },
      'Redis has a maxmemory and a policy that lets cached answers undo the rate limit: use volatile-lru (docs/deploy)',
    );
  } catch {
    // CONFIG refused or Redis gone: nothing to say.
  }
}

/** The wait until the caller's window ends: never longer than a window, at least a second. */
function retryAfterSeconds(c: Context, windowMs: number): number {
  const windowSeconds = Math.ceil(windowMs / 1000);
  const info = c.get('rateLimit' as never) as { resetTime?: Date } | undefined;
  const reset = info?.resetTime?.getTime();
  if (reset === undefined) return windowSeconds;
  return Math.min(windowSeconds, Math.max(1, Math.ceil((reset - Date.now()) / 1000)));
}

const pages = new WeakSet<Request>();

function overLimit(options: RateLimitOptions, windowMs: number): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    c.set('rateLimited', true);
    options.onLimited?.();
    if (pages.has(c.req.raw)) {
      c.set('overLimit', true);
      await next();
      return;
    }
    return problem({
      status: 429,
      type: serverProblemType('rate-limited'),
      detail: 'Too many requests from this address: try again after the time given.',
      headers: { 'retry-after': String(retryAfterSeconds(c, windowMs)) },
    });
  };
}

export function createRateLimit(options: RateLimitOptions): RateLimit {
  if (options.limit <= 0) {
    const pass: MiddlewareHandler<ServerEnv> = (_c, next) => next();
    return { api: pass, page: pass };
  }
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const store = options.redis ? redisStore(options.redis, windowMs) : new MemoryStore<ServerEnv>();
  const limiter = rateLimiter<ServerEnv>({
    windowMs,
    limit: options.limit,
    standardHeaders: false,
    store,
    keyGenerator: options.key,
    handler: overLimit(options, windowMs),
  });
  let storeFailed = 0;
  const guarded =
    (page: boolean): MiddlewareHandler<ServerEnv> =>
    async (c, next) => {
      if (page) pages.add(c.req.raw);
      let passed = false;
      try {
        return await limiter(c, async () => {
          passed = true;
          await next();
        });
      } catch (error) {
        // An error of the handlers after the limit is theirs: pass it on.
        if (passed) throw error;
        const now = Date.now();
        if (now - storeFailed > 10_000) {
          storeFailed = now;
          options.logger.error(
            { code: (error as NodeJS.ErrnoException).code ?? (error as Error).name },
            'The rate limit could not be checked: refusing until its store answers',
          );
        }
        // Not the caller's doing: logged apart from the limit's refusals, and not counted as one.
        c.set('limitUnavailable', true);
        if (page) {
          c.set('overLimit', true);
          await next();
          return;
        }
        return problem({
          status: 503,
          type: serverProblemType('limit-unavailable'),
          detail: 'The service is not available right now: try again in a moment.',
          headers: { 'retry-after': '5' },
        });
      }
    };
  return { api: guarded(false), page: guarded(true) };
}
