/**
 * Link previews of the certificate pages (`/certificates/{id}`, `/certificates/correlation/{key}`)
 * in gateway mode: the certificate is read through the gateway's certificate reads (the same cache
 * as `/api`, server/gateway/certificate-reads.ts), and a failed or slow read just leaves the tags
 * out.
 */
import type { AnswerContext } from '../../src/api/answers.ts';
import { isGuid, type Certificate } from '../../src/api/contract.ts';
import { readCertificateRead, type CertificateRead } from '../certificate-source.ts';
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

export class PreviewSource {
  constructor(
    private readonly calls: ServiceCalls,
    /** How this site's service's answers are read: its URL and unit setting. */
    private readonly context: AnswerContext,
    private readonly timeoutMs = PREVIEW_TIMEOUT_MS,
  ) {}

  /**
   * The certificate of a page, from the cache or the service, telling a certificate the service
   * does not have (404, or a booking reference that names several or none) from a read that
   * failed or an answer the app refuses.
   */
  async read(operation: Operation): Promise<CertificateRead> {
    const { result } = await this.calls.certificate(operation, this.timeoutMs);
    if (result.kind === 'answer' && result.status === 404) return { kind: 'missing' };
    if (result.kind !== 'answer' || result.status !== 200) return { kind: 'failed' };
    let answer: unknown;
    try {
      answer = JSON.parse(new TextDecoder().decode(result.body));
    } catch {
      return { kind: 'failed' };
    }
    return readCertificateRead(
      answer,
      operation.name === 'certificate-by-correlation',
      this.context,
    );
  }
}
