/**
 * Answers of the service, in Redis when REDIS_URL is set (every replica reads what one fetched),
 * else in this process (least recently used out first, MEMORY_CACHE_BYTES for both caches
 * together). What is stored is decided in gateway/certificate-reads.ts, whose keys name the
 * deployment: two deployments on one Redis never read each other's entries.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

interface CachedAnswer {
  status: number;
  contentType: string;
  body: ArrayBuffer;
}

export interface CertificateCache {
  get(key: string): Promise<CachedAnswer | null>;
  set(key: string, answer: CachedAnswer, seconds: number): Promise<void>;
}

const PREFIX = 'emission-desk:certificate:';
/** A key of one cache can never read the other's entry. */
export const CALCULATION_PREFIX = 'emission-desk:calculation:';
/** Stored as one value: `{status} {content type}\n{body}`. */
export function redisCertificateCache(redis: Redis, prefix = PREFIX): CertificateCache {
  return {
    async get(key) {
      const stored = await redis.getBuffer(prefix + key);
      if (!stored) return null;
      const newline = stored.indexOf(10);
      if (newline === -1) return null;
      const head = /^([1-5]\d\d) (.*)$/.exec(stored.subarray(0, newline).toString('utf8'));
      if (!head) return null;
      const body = stored.subarray(newline + 1);
      return {
        status: Number(head[1]),
        contentType: head[2] ?? '',
        body: body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
      };
    },
    async set(key, answer, seconds) {
      const value = Buffer.concat([
        Buffer.from(`${answer.status} ${answer.contentType.replace(/[\r\n]/g, '')}\n`),
        Buffer.from(answer.body),
      ]);
      await redis.set(prefix + key, value, 'EX', seconds);
    },
  };
}

/** Key, type and bookkeeping, estimated: a flood of tiny answers must not overrun the bound. */
const ENTRY_OVERHEAD_BYTES = 256;

/** Both caches share one bound. */
export type MemoryAnswers = LRUCache<string, CachedAnswer>;

export function memoryAnswers(maxBytes: number, now?: () => number): MemoryAnswers {
  return new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer, key) =>
      answer.body.byteLength + answer.contentType.length + key.length + ENTRY_OVERHEAD_BYTES,
    ...(now ? { perf: { now } } : {}),
  });
}

/** An answer larger than the whole bound is not kept. */
export function memoryCertificateCache(answers: MemoryAnswers, prefix = PREFIX): CertificateCache {
  return {
    get(key) {
      return Promise.resolve(answers.get(prefix + key) ?? null);
    },
    set(key, answer, seconds) {
      answers.set(prefix + key, answer, { ttl: seconds * 1000 });
      return Promise.resolve();
    },
  };
}
