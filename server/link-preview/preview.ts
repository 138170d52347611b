/**
 * Link previews of the certificate pages (`/certificates/{id}`, `/certificates/correlation/{key}`)
 * in gateway mode: the certificate is read through the gateway's own call of the service, kept
 * briefly in a small cache, and a failed or slow read just leaves the tags out.
 */
import * as z from 'zod/mini';
import { certificateSchema, isGuid, type Certificate } from '../../src/api/contract.ts';
import type { ServiceConfig } from '../config.ts';
import { GATEWAY_BASE } from '../gateway/gateway.ts';
import { matchOperation, type Operation } from '../gateway/operations.ts';
import { callService } from '../gateway/upstream.ts';

/** How long a page waits for the certificate before it goes out without tags. */
export const PREVIEW_TIMEOUT_MS = 1_500;
const CACHE_TTL_MS = 60_000;
const FAILURE_TTL_MS = 10_000;
const CACHE_SIZE = 200;

/** The service operation behind a certificate page's path, or null for any other path. */
export function previewOperation(pathname: string): Operation | null {
  const segments = pathname.split('/');
  if (segments[1] !== 'certificates') return null;
  let target: string;
  if (segments.length === 3 && segments[2]) {
    target = `${GATEWAY_BASE}/certificates/${segments[2]}`;
  } else if (segments.length === 4 && segments[2] === 'correlation' && segments[3]) {
    target = `${GATEWAY_BASE}/certificates/${segments[3]}/correlation`;
  } else {
    return null;
  }
  const match = matchOperation('GET', target, GATEWAY_BASE);
  return match.ok ? match.operation : null;
}

/**
 * The path a certificate page's preview shares: the page's own, or for a page by booking
 * reference the record's page (null when the certificate has no record id), so that a shared
 * link never publishes the booking reference.
 */
export function sharedPagePath(pathname: string, certificate: Certificate): string | null {
  if (!pathname.startsWith('/certificates/correlation/')) return pathname;
  return certificate.id && isGuid(certificate.id) ? `/certificates/${certificate.id}` : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parsed(value: unknown): Certificate | null {
  if (!isObject(value)) return null;
  const result = z.safeParse(certificateSchema, value);
  if (result.success) return result.data;
  // A field of the wrong type is left out rather than losing the preview.
  const wrong = new Set(result.error.issues.map((issue) => issue.path[0]));
  const kept = Object.fromEntries(Object.entries(value).filter(([key]) => !wrong.has(key)));
  return z.safeParse(certificateSchema, kept).data ?? null;
}

const looksLikeCertificate = (value: unknown) =>
  isObject(value) && ['id', 'correlation', 'name', 'emission'].some((key) => key in value);

/**
 * The one certificate an answer is about: the certificate itself, or the only one in a list or in
 * a list wrapped in an object (the correlation answer's shape is not specified). Several: none.
 */
export function certificateOfAnswer(answer: unknown): Certificate | null {
  if (looksLikeCertificate(answer)) return parsed(answer);
  const list = Array.isArray(answer)
    ? answer
    : isObject(answer)
      ? Object.values(answer).find((entry) => Array.isArray(entry))
      : undefined;
  if (!Array.isArray(list)) return null;
  const certificates = list.filter(looksLikeCertificate);
  return certificates.length === 1 ? parsed(certificates[0]) : null;
}

interface Entry {
  certificate: Certificate | null;
  expires: number;
}

export class PreviewSource {
  readonly #cache = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<Certificate | null>>();

  constructor(
    private readonly service: ServiceConfig,
    private readonly timeoutMs = PREVIEW_TIMEOUT_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The certificate of a page, from the cache or the service; null when there is none. */
  async certificate(operation: Operation): Promise<Certificate | null> {
    const key = operation.upstreamPath;
    const cached = this.#cache.get(key);
    if (cached && cached.expires > this.now()) return cached.certificate;
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const load = this.#load(operation).finally(() => this.#pending.delete(key));
    this.#pending.set(key, load);
    return load;
  }

  async #load(operation: Operation): Promise<Certificate | null> {
    const result = await callService(this.service, { operation, timeoutMs: this.timeoutMs });
    let certificate: Certificate | null = null;
    if (result.kind === 'answer' && result.status === 200) {
      try {
        certificate = certificateOfAnswer(JSON.parse(new TextDecoder().decode(result.body)));
      } catch {
        certificate = null;
      }
    }
    this.#remember(operation.upstreamPath, {
      certificate,
      expires: this.now() + (certificate ? CACHE_TTL_MS : FAILURE_TTL_MS),
    });
    return certificate;
  }

  #remember(key: string, entry: Entry): void {
    this.#cache.delete(key);
    this.#cache.set(key, entry);
    // A Map keeps insertion order: the first key is the oldest.
    while (this.#cache.size > CACHE_SIZE) {
      const oldest = this.#cache.keys().next().value;
      if (oldest === undefined) break;
      this.#cache.delete(oldest);
    }
  }
}
