/**
 * Link previews of the certificate pages (`/certificates/{id}`, `/certificates/correlation/{key}`)
 * in gateway mode: the certificate is read through the gateway's certificate reads (the same cache
 * as `/api`, server/gateway/certificate-reads.ts), and a failed or slow read just leaves the tags
 * out.
 */
import { readCorrelationAnswer, type AnswerContext } from '../../src/api/answers.ts';
import { isGuid, type Certificate } from '../../src/api/contract.ts';
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

/**
 * The path a certificate page's preview shares: the page's own, or for a page by booking
 * reference the record's page (null when the certificate has no record id), so that a shared
 * link never publishes the booking reference.
 */
export function sharedPagePath(pathname: string, certificate: Certificate): string | null {
  if (!pathname.startsWith('/certificates/correlation/')) return pathname;
  return certificate.id && isGuid(certificate.id) ? `/certificates/${certificate.id}` : null;
}

/**
 * The one certificate an answer is about, read as the app reads it (answers.ts: envelopes, the
 * stated unit, links against the service's URL): the certificate itself, or the only one in a list
 * or in a list wrapped in an object. Several, none or an answer the app would refuse: none.
 */
export function certificateOfAnswer(answer: unknown, context: AnswerContext): Certificate | null {
  try {
    const certificates = readCorrelationAnswer(answer, context);
    return certificates.length === 1 ? (certificates[0] ?? null) : null;
  } catch {
    return null;
  }
}

export class PreviewSource {
  constructor(
    private readonly calls: ServiceCalls,
    /** How this site's service's answers are read: its URL and unit setting. */
    private readonly context: AnswerContext,
    private readonly timeoutMs = PREVIEW_TIMEOUT_MS,
  ) {}

  /** The certificate of a page, from the cache or the service; null when there is none. */
  async certificate(operation: Operation): Promise<Certificate | null> {
    const { result } = await this.calls.certificate(operation, this.timeoutMs);
    if (result.kind !== 'answer' || result.status !== 200) return null;
    try {
      return certificateOfAnswer(JSON.parse(new TextDecoder().decode(result.body)), this.context);
    } catch {
      return null;
    }
  }
}
