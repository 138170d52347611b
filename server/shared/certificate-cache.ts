/**
 * Successful certificate reads, kept CERTIFICATE_CACHE_SECONDS: in Redis when REDIS_URL is set
 * (every replica reads what one of them fetched), else in this process (a small LRU). Only a 200
 * answer of a certificate read is ever stored; calculations and errors never are.
 */
import type { Redis } from 'ioredis';

export interface CachedAnswer {
  contentType: string;
  body: ArrayBuffer;
}

export interface CertificateCache {
  get(key: string): Promise<CachedAnswer | null>;
  set(key: string, answer: CachedAnswer): Promise<void>;
}

const PREFIX = 'emission-desk:certificate:';
const MEMORY_ENTRIES = 500;

export function redisCertificateCache(redis: Redis, seconds: number): CertificateCache {
  return {
    async get(key) {
      const stored = await redis.getBuffer(PREFIX + key);
      if (!stored) return null;
      const newline = stored.indexOf(10);
      if (newline === -1) return null;
      const body = stored.subarray(newline + 1);
      return {
        contentType: stored.subarray(0, newline).toString('utf8'),
        body: body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
      };
    },
    async set(key, answer) {
      const value = Buffer.concat([
        Buffer.from(`${answer.contentType.replace(/[\r\n]/g, '')}\n`),
        Buffer.from(answer.body),
      ]);
      await redis.set(PREFIX + key, value, 'EX', seconds);
    },
  };
}

export function memoryCertificateCache(seconds: number, now = Date.now): CertificateCache {
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
    set(key, answer) {
      entries.delete(key);
      entries.set(key, { answer, expires: now() + seconds * 1000 });
      // A Map keeps insertion order: the first key is the oldest.
      while (entries.size > MEMORY_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return Promise.resolve();
    },
  };
}
