/**
 * Every call of the service goes through here. A certificate read, whoever asks (`/api`, a
 * server-rendered page, a link preview), comes from the cache, else one call whose 200 is stored
 * (its 404 for a shorter time). Overlapping reads of one certificate, or identical calculations,
 * share one call, which runs until the latest deadline of its readers but never past
 * SERVICE_TIMEOUT_MS; each reader stops waiting at its own, so a page's short wait never cuts an
 * `/api` read short. Only complete answers are kept: a certificate only when the app's one reader
 * reads it (src/api/answers.ts); a cut, empty or garbled body, a 202 or a 204 is never stored.
 */
import { createHash } from 'node:crypto';
import {
  readCertificateAnswer,
  readCorrelationAnswer,
  withAbsoluteLinks,
} from '../../src/api/answers.ts';
import type { ServiceConfig } from '../config.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { CertificateCache } from '../shared/certificate-cache.ts';
import type { Operation } from './operations.ts';
import { callService, Deadline, type UpstreamRequest, type UpstreamResult } from './upstream.ts';

/** Its body is JSON the gateway wrote itself. */
export interface CalculationRequest {
  operation: Operation;
  body: string;
  accept?: string | undefined;
}

export interface Read {
  result: UpstreamResult;
  cache: 'hit' | 'miss' | null;
  /** When the service was called. */
  upstream?: { status: number | 'timeout' | 'unreachable'; ms: number };
}

/** `miss` is the service's 404 (0: never kept). */
export interface CacheSeconds {
  hit: number;
  miss: number;
}

/** A larger answer would take a share of the cache's memory that no calculation needs. */
const CALCULATION_CACHE_MAX_BYTES = 64 * 1024;

/** 0: neither cached nor shared. */
export interface CalculationCaching {
  cache: CertificateCache;
  seconds: number;
}

/** Two bodies that differ only in the order of their keys are the same calculation. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * URL and credentials digested together: a deployment never reads another's entries or shares its
 * limit, even on one Redis with one SERVICE_URL, and no key shows a credential.
 */
export function deploymentKey(service: Pick<ServiceConfig, 'url' | 'credentials'>): string {
  const { apiKey, apiAuth, apiSecret } = service.credentials;
  return createHash('sha256')
    .update(JSON.stringify([service.url, apiKey, apiAuth, apiSecret]))
    .digest('hex')
    .slice(0, 32);
}

/** Undefined when the body is not UTF-8 JSON in full (cut, empty, garbled). */
function jsonOf(body: Uint8Array): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)) };
  } catch {
    return undefined;
  }
}

function keepsCalculation(
  result: UpstreamResult,
): result is Extract<UpstreamResult, { kind: 'answer' }> {
  return (
    result.kind === 'answer' &&
    (result.status === 200 || result.status === 201) &&
    result.body.byteLength <= CALCULATION_CACHE_MAX_BYTES &&
    jsonOf(result.body) !== undefined
  );
}

interface SharedRead {
  read: Promise<Read>;
  /** `performance.now()` time: the latest deadline of its readers, never later than `latest`. */
  until: number;
  latest: number;
  timer: ReturnType<typeof setTimeout>;
  ended: Deadline;
}

function waitAtMost(read: Promise<Read>, ms: number): Promise<Read> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<Read>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          result: { kind: 'timeout' },
          cache: 'miss',
          upstream: { status: 'timeout', ms: Math.round(performance.now() - started) },
        }),
      ms,
    );
  });
  return Promise.race([read, gaveUp]).finally(() => clearTimeout(timer));
}

export class ServiceCalls {
  readonly #pending = new Map<string, SharedRead>();
  readonly #deploymentKey: string;

  constructor(
    private readonly service: ServiceConfig,
    private readonly cache: CertificateCache | null,
    private readonly metrics: Metrics | null,
    private readonly cacheSeconds: CacheSeconds = { hit: 60, miss: 0 },
    private readonly calculations: CalculationCaching | null = null,
  ) {
    this.#deploymentKey = deploymentKey(service);
  }

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

  async certificate(operation: Operation, timeoutMs?: number): Promise<Read> {
    const { cache } = this;
    if (!cache || !operation.certificateRead) {
      const read = await this.call({ operation, ...(timeoutMs ? { timeoutMs } : {}) });
      return operation.certificateRead ? this.#withAbsoluteLinks(read) : read;
    }
    const key = `${this.#deploymentKey}:${operation.upstreamPath}`;
    const hit = await cachedRead(cache, key);
    if (hit) {
      this.metrics?.cache.inc({ result: 'hit' });
      return hit;
    }
    this.metrics?.cache.inc({ result: 'miss' });
    const waitMs = timeoutMs ?? this.service.timeoutMs;
    const pending = this.#pending.get(key);
    const shared =
      pending && !pending.ended.aborted
        ? this.#join(pending, waitMs)
        : this.#share(key, (deadline) => this.#load(key, operation, deadline), waitMs);
    return waitAtMost(shared.read, waitMs);
  }

  /** Only a calculation that does call the service counts against the rate limit. */
  async calculationWithoutCall(request: CalculationRequest): Promise<Read | null> {
    const { calculations } = this;
    if (!calculations) return null;
    const key = this.#calculationKey(request);
    const hit = await cachedRead(calculations.cache, key);
    if (hit) {
      this.metrics?.calculationCache.inc({ result: 'hit' });
      return hit;
    }
    const pending = this.#pending.get(key);
    if (!pending || pending.ended.aborted) return null;
    this.metrics?.calculationCache.inc({ result: 'hit' });
    const waitMs = this.service.timeoutMs;
    const read = await waitAtMost(this.#join(pending, waitMs).read, waitMs);
    return { ...read, cache: 'hit' };
  }

  async calculate(request: CalculationRequest): Promise<Read> {
    const { calculations } = this;
    if (!calculations) return this.call(request);
    this.metrics?.calculationCache.inc({ result: 'miss' });
    const key = this.#calculationKey(request);
    const waitMs = this.service.timeoutMs;
    const pending = this.#pending.get(key);
    const shared =
      pending && !pending.ended.aborted
        ? this.#join(pending, waitMs)
        : this.#share(
            key,
            async (deadline) => {
              const read = await this.call({ ...request, deadline });
              const { result } = read;
              if (keepsCalculation(result)) {
                await calculations.cache
                  .set(
                    key,
                    {
                      status: result.status,
                      contentType: result.headers['content-type'] ?? 'application/json',
                      body: result.body.slice().buffer,
                    },
                    calculations.seconds,
                  )
                  .catch(() => undefined);
              }
              return { ...read, cache: 'miss' };
            },
            waitMs,
          );
    return waitAtMost(shared.read, waitMs);
  }

  #calculationKey(request: CalculationRequest): string {
    const canonical = canonicalJson(JSON.parse(request.body));
    const hash = createHash('sha256')
      .update(`${request.operation.name}\n${request.accept ?? ''}\n${canonical}`)
      .digest('hex');
    return `${this.#deploymentKey}:${hash}`;
  }

  #share(key: string, load: (deadline: Deadline) => Promise<Read>, waitMs: number): SharedRead {
    const ended = new Deadline();
    const now = performance.now();
    const shared: SharedRead = {
      ended,
      until: now + waitMs,
      latest: now + this.service.timeoutMs,
      timer: setTimeout(() => ended.abort(), waitMs),
      read: load(ended).finally(() => {
        clearTimeout(shared.timer);
        // A call that ended at its deadline may have been replaced by a newer one meanwhile.
        if (this.#pending.get(key) === shared) this.#pending.delete(key);
      }),
    };
    this.#pending.set(key, shared);
    return shared;
  }

  /** Joining again and again must not hold a call (and its connection) open at a caller's will. */
  #join(shared: SharedRead, waitMs: number): SharedRead {
    const now = performance.now();
    const until = Math.min(now + waitMs, shared.latest);
    if (until > shared.until) {
      clearTimeout(shared.timer);
      shared.until = until;
      shared.timer = setTimeout(() => shared.ended.abort(), until - now);
    }
    return shared;
  }

  /** The browser reads the answer via the gateway: a link relative to the service fails there. */
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

  /** A booking reference's list is kept only when every certificate in it reads. */
  #readsAsAsked(operation: Operation, result: { body: Uint8Array }): boolean {
    const json = jsonOf(result.body);
    if (!json) return false;
    const context = { baseUrl: this.service.url, fallbackUnit: this.service.emissionUnit };
    try {
      if (operation.name === 'certificate-by-correlation') {
        return readCorrelationAnswer(json.value, context).every((entry) => entry.certificate);
      }
      readCertificateAnswer(json.value, context);
      return true;
    } catch {
      return false;
    }
  }

  async #load(key: string, operation: Operation, deadline: Deadline): Promise<Read> {
    const read = this.#withAbsoluteLinks(await this.call({ operation, deadline }));
    const { result } = read;
    if (result.kind === 'answer' && (result.status === 200 || result.status === 404)) {
      const seconds = result.status === 200 ? this.cacheSeconds.hit : this.cacheSeconds.miss;
      if (seconds > 0 && (result.status === 404 || this.#readsAsAsked(operation, result))) {
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

async function cachedRead(cache: Pick<CertificateCache, 'get'>, key: string): Promise<Read | null> {
  try {
    const cached = await cache.get(key);
    if (!cached) return null;
    return {
      result: {
        kind: 'answer',
        status: cached.status,
        headers: { 'content-type': cached.contentType },
        body: new Uint8Array(cached.body),
      },
      cache: 'hit',
    };
  } catch {
    return null;
  }
}
