/**
 * Every certificate read of the service, whoever asks (an `/api` call, a server-rendered page, a
 * link preview), goes through here: from the cache when it holds the answer, else one call of the
 * service, whose 200 answer is stored (and its 404, for a shorter time). Reads of one certificate
 * that overlap in this process share one call.
 */
import { createHash } from 'node:crypto';
import { withAbsoluteLinks } from '../../src/api/answers.ts';
import type { ServiceConfig } from '../config.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { CertificateCache } from '../shared/certificate-cache.ts';
import type { Operation } from './operations.ts';
import { callService, type UpstreamRequest, type UpstreamResult } from './upstream.ts';

export interface Read {
  result: UpstreamResult;
  cache: 'hit' | 'miss' | null;
  /** The service's status and time, when it was called. */
  upstream?: { status: number | 'timeout' | 'unreachable'; ms: number };
}

/** How long the cache keeps a certificate (`hit`) and the service's 404 for one (`miss`; 0: never). */
export interface CacheSeconds {
  hit: number;
  miss: number;
}

/** A short name of the service for cache keys: entries of another service are never read. */
export function serviceKey(service: Pick<ServiceConfig, 'url'>): string {
  return createHash('sha256').update(service.url).digest('hex').slice(0, 16);
}

export class ServiceCalls {
  readonly #pending = new Map<string, Promise<Read>>();
  readonly #serviceKey: string;

  constructor(
    private readonly service: ServiceConfig,
    private readonly cache: CertificateCache | null,
    private readonly metrics: Metrics | null,
    private readonly cacheSeconds: CacheSeconds = { hit: 60, miss: 0 },
  ) {
    this.#serviceKey = serviceKey(service);
  }

  /** One call of the service, timed and counted. */
  async call(request: UpstreamRequest): Promise<Read> {
    const started = performance.now();
    const result = await callService(this.service, request);
    const ms = performance.now() - started;
    const status = 'status' in result ? result.status : result.kind;
    this.metrics?.upstream.observe(
      { operation: request.operation.name, status: String(status) },
      ms / 1000,
    );
    return { result, cache: null, upstream: { status, ms: Math.round(ms) } };
  }

  /** A certificate read: the cache first, the service on a miss. */
  async certificate(operation: Operation, timeoutMs?: number): Promise<Read> {
    const { cache } = this;
    if (!cache || !operation.certificateRead) {
      const read = await this.call({ operation, ...(timeoutMs ? { timeoutMs } : {}) });
      return operation.certificateRead ? this.#withAbsoluteLinks(read) : read;
    }
    const key = `${this.#serviceKey}:${operation.upstreamPath}`;
    try {
      const cached = await cache.get(key);
      if (cached) {
        this.metrics?.cache.inc({ result: 'hit' });
        return {
          result: {
            kind: 'answer',
            status: cached.status,
            headers: { 'content-type': cached.contentType },
            body: new Uint8Array(cached.body),
          },
          cache: 'hit',
        };
      }
    } catch {
      // A cache that cannot answer is a miss.
    }
    this.metrics?.cache.inc({ result: 'miss' });
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const load = this.#load(key, operation, timeoutMs).finally(() => this.#pending.delete(key));
    this.#pending.set(key, load);
    return load;
  }

  /**
   * A certificate answer's file links resolved against the service's URL: the browser reads the
   * answer through the gateway, against whose address a link relative to the service would point
   * elsewhere. An answer that is not JSON is passed on as it came.
   */
  #withAbsoluteLinks(read: Read): Read {
    const { result } = read;
    if (result.kind !== 'answer' || result.status !== 200) return read;
    let answer: unknown;
    try {
      answer = JSON.parse(new TextDecoder().decode(result.body));
    } catch {
      return read;
    }
    const body = new TextEncoder().encode(
      JSON.stringify(withAbsoluteLinks(answer, this.service.url)),
    );
    return { ...read, result: { ...result, body: new Uint8Array(body) } };
  }

  async #load(key: string, operation: Operation, timeoutMs: number | undefined): Promise<Read> {
    const read = this.#withAbsoluteLinks(
      await this.call({ operation, ...(timeoutMs ? { timeoutMs } : {}) }),
    );
    const { result } = read;
    if (result.kind === 'answer' && (result.status === 200 || result.status === 404)) {
      const seconds = result.status === 200 ? this.cacheSeconds.hit : this.cacheSeconds.miss;
      if (seconds > 0) {
        await this.cache
          ?.set(
            key,
            {
              status: result.status,
              contentType: result.headers['content-type'] ?? 'application/json',
              body: result.body.slice().buffer,
            },
            seconds,
          )
          .catch(() => undefined);
      }
    }
    return { ...read, cache: 'miss' };
  }
}
