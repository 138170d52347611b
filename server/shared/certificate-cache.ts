/**
 * Answers of the service, kept in Redis when REDIS_URL is set (every replica reads what one of
 * them fetched), else in this process (a small LRU). Two caches of this kind: certificate reads,
 * of which only the 200 answer (CERTIFICATE_CACHE_SECONDS) and the 404 (CERTIFICATE_MISS_CACHE_SECONDS,
 * so that a guessed id costs one call of the service, not one per guess) are stored; and
 * calculations, of which only 200 and 201 answers are (CALCULATION_CACHE_SECONDS); in both, only
 * complete answers (certificate-reads.ts decides). No other answer is ever stored. The caller's
 * keys name the deployment, its service and credentials (certificate-reads.ts): two deployments on
 * one Redis never read each other's entries.
 */
import type { Redis } from 'ioredis';

export interface CachedAnswer {
  status: number;
  contentType: string;
  body: ArrayBuffer;
}

export interface CertificateCache {
  get(key: string): Promise<CachedAnswer | null>;
  set(key: string, answer: CachedAnswer, seconds: number): Promise<void>;
}

const PREFIX = 'emission-desk:certificate:';
/** Calculations apart from certificates: a key of one can never read the other's entry. */
export const CALCULATION_PREFIX = 'emission-desk:calculation:';
const MEMORY_ENTRIES = 500;

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

export function memoryCertificateCache(
  now = Date.now,
  maxEntries = MEMORY_ENTRIES,
): CertificateCache {
  const entries = new Map<string, { answer: CachedAnswer; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry || entry.expires <= now()) {
        entries.delete(key);
        return Promise.resolve(null);
      }
      return Promise.resolve(entry.answer);
    },
    set(key, answer, seconds) {
      entries.delete(key);
      entries.set(key, { answer, expires: now() + seconds * 1000 });
      // A Map keeps insertion order: the first key is the oldest.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return Promise.resolve();
    },
  };
}
