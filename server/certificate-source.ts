/**
 * Where the server reads a certificate for a page, a card, oEmbed or a link preview: this site's
 * service through the gateway's reads and cache (server/gateway/certificate-reads.ts), or the
 * built-in sandbox, chosen once (server/app.ts).
 */
import {
  readCertificateAnswer,
  readCorrelationAnswer,
  refusalOf,
  type AnswerContext,
  type AnswerRefusal,
} from '../src/api/answers.ts';
import type { Certificate } from '../src/api/contract.ts';
import { credentialHeaders, SANDBOX_DEMO_CREDENTIALS } from '../src/api/credentials.ts';
import type { CertificateRef } from './certificate-paths.ts';
import type { ServiceCalls } from './gateway/certificate-reads.ts';
import { certificateOperation } from './gateway/operations.ts';

/** Then a page, a card or a preview goes without. */
const CERTIFICATE_READ_TIMEOUT_MS = 1_500;

export type CertificateRead =
  | { kind: 'found'; certificate: Certificate }
  | { kind: 'missing' }
  /** `refusal` says why the app refuses the answer, in its words. */
  | { kind: 'failed'; refusal?: AnswerRefusal };

/** A booking reference names one certificate; several or none are none to show. */
export function readCertificateRead(
  answer: unknown,
  byKey: boolean,
  context: AnswerContext,
): CertificateRead {
  try {
    if (!byKey) return { kind: 'found', certificate: readCertificateAnswer(answer, context) };
    const found = readCorrelationAnswer(answer, context);
    if (found.length !== 1 || !found[0]) return { kind: 'missing' };
    const [{ certificate, refusal }] = found;
    return certificate ? { kind: 'found', certificate } : { kind: 'failed', refusal };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { kind: 'failed', refusal };
  }
}

export type Fetch = (request: Request) => Response | Promise<Response>;

export type Unit = 'kg' | 't';

export interface CertificateSource {
  /** By the name the app's settings give it. */
  readonly service: 'gateway' | 'sandbox';
  /** `unit` is the reader's setting, for a service that states none (the sandbox). */
  read(ref: CertificateRef, unit?: Unit): Promise<CertificateRead>;
}

/**
 * `site` is what a first visit reads (the gateway, else the sandbox), used by cards, oEmbed and a
 * page whose reader chose no service; `gateway` and `sandbox` for a reader who chose one.
 */
export interface CertificateSources {
  site: CertificateSource | null;
  gateway: CertificateSource | null;
  sandbox: CertificateSource | null;
}

export function certificateSources(
  gateway: CertificateSource | null,
  sandbox: CertificateSource | null,
): CertificateSources {
  return { site: gateway ?? sandbox, gateway, sandbox };
}

export class ServiceCertificates implements CertificateSource {
  readonly service = 'gateway';

  constructor(
    private readonly calls: ServiceCalls,
    private readonly context: AnswerContext,
    private readonly timeoutMs = CERTIFICATE_READ_TIMEOUT_MS,
  ) {}

  async read(ref: CertificateRef): Promise<CertificateRead> {
    const operation =
      ref.by === 'id'
        ? certificateOperation('certificate-by-id', ref.id)
        : certificateOperation('certificate-by-correlation', ref.key);
    if (!operation) return { kind: 'missing' };
    const { result } = await this.calls.certificate(operation, this.timeoutMs);
    if (result.kind === 'answer' && result.status === 404) return { kind: 'missing' };
    if (result.kind !== 'answer' || result.status !== 200) return { kind: 'failed' };
    let answer: unknown;
    try {
      answer = JSON.parse(new TextDecoder().decode(result.body));
    } catch {
      return { kind: 'failed' };
    }
    return readCertificateRead(answer, ref.by === 'key', this.context);
  }
}

/** With its demo credentials, links below `origin` (PUBLIC_URL, or '' for relative links). */
export class SandboxCertificates implements CertificateSource {
  readonly service = 'sandbox';

  constructor(
    private readonly sandbox: { fetch: Fetch },
    private readonly origin: string,
  ) {}

  async read(ref: CertificateRef, unit: Unit = 'kg'): Promise<CertificateRead> {
    const path =
      ref.by === 'id'
        ? `/sandbox/certificates/${encodeURIComponent(ref.id)}`
        : `/sandbox/certificates/${encodeURIComponent(ref.key)}/correlation`;
    try {
      const response = await this.sandbox.fetch(
        new Request(`http://sandbox.internal${path}`, {
          headers: { accept: 'application/json', ...credentialHeaders(SANDBOX_DEMO_CREDENTIALS) },
          signal: AbortSignal.timeout(CERTIFICATE_READ_TIMEOUT_MS),
        }),
      );
      if (response.status === 404 || response.status === 400) return { kind: 'missing' };
      if (response.status !== 200) return { kind: 'failed' };
      const context = {
        baseUrl: this.origin ? `${this.origin}/sandbox` : '',
        fallbackUnit: unit,
      };
      return readCertificateRead(await response.json(), ref.by === 'key', context);
    } catch {
      return { kind: 'failed' };
    }
  }
}
