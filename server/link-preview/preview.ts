/**
 * Link previews of the certificate pages (`/certificates/{id}`, `/certificates/correlation/{key}`)
 * in gateway mode: the certificate is read through the gateway's certificate reads (the same cache
 * as `/api`, server/gateway/certificate-reads.ts), and a failed or slow read just leaves the tags
 * out.
 */
import * as z from 'zod/mini';
import { certificateSchema, type Certificate } from '../../src/api/contract.ts';
import type { ServiceCalls } from '../gateway/certificate-reads.ts';
import { GATEWAY_BASE } from '../gateway/gateway.ts';
import { matchOperation, type Operation } from '../gateway/operations.ts';

/** How long a page waits for the certificate before it goes out without tags. */
export const PREVIEW_TIMEOUT_MS = 1_500;

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

export class PreviewSource {
  constructor(
    private readonly calls: ServiceCalls,
    private readonly timeoutMs = PREVIEW_TIMEOUT_MS,
  ) {}

  /** The certificate of a page, from the cache or the service; null when there is none. */
  async certificate(operation: Operation): Promise<Certificate | null> {
    const { result } = await this.calls.certificate(operation, this.timeoutMs);
    if (result.kind !== 'answer' || result.status !== 200) return null;
    try {
      return certificateOfAnswer(JSON.parse(new TextDecoder().decode(result.body)));
    } catch {
      return null;
    }
  }
}
