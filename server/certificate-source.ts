/**
 * Where the server reads a certificate for a page, a card, an oEmbed document or a link preview:
 * one interface, `CertificateSource`, with two kinds, this site's service through the gateway's
 * certificate reads and cache (server/gateway/certificate-reads.ts), or the built-in sandbox. The
 * server chooses them once (server/app.ts) and hands them to every reader. A read finds the
 * certificate, or none (the service has no such record, or several share the booking reference),
 * or fails (no answer in time, or one the app does not understand, so no figure of it is shown).
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

/** How long a page, a card or a preview waits for a certificate before it goes without. */
const CERTIFICATE_READ_TIMEOUT_MS = 1_500;

export type CertificateRead =
  | { kind: 'found'; certificate: Certificate }
  | { kind: 'missing' }
  /** No answer in time, or one the app refuses to read (`refusal` says why, in the app's words). */
  | { kind: 'failed'; refusal?: AnswerRefusal };

/**
 * A certificate answer read as the app reads it (src/api/answers.ts), for a page by record id or
 * by booking reference: a reference names one certificate; several or none are none to show. An
 * answer the app refuses is a failed read that says why.
 */
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

/** The reader's unit setting, for figures whose answer states none. */
export type Unit = 'kg' | 't';

export interface CertificateSource {
  /**
   * The service it reads, by the name the app's settings give it: this site's service (through
   * the gateway) or the built-in sandbox, whose figures are illustrative.
   */
  readonly service: 'gateway' | 'sandbox';
  /**
   * The certificate `ref` names. `unit` is the reader's setting, for a service that states none
   * (the sandbox); this site's service has its own (EMISSION_UNIT).
   */
  read(ref: CertificateRef, unit?: Unit): Promise<CertificateRead>;
}

/**
 * The certificate sources of this server, chosen once (server/app.ts): `site` is the one a first
 * visit reads (this site's service, else the sandbox; null with neither), used by cards, oEmbed
 * and a page whose reader chose no service; `gateway` and `sandbox` each where this server can
 * read it, for a page whose reader chose one in the settings.
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

/**
 * This site's service's certificates, through the gateway's certificate reads: from the cache or
 * the service, telling a certificate the service does not have (404, or a booking reference that
 * names several or none) from a read that failed or an answer the app refuses.
 */
export class ServiceCertificates implements CertificateSource {
  readonly service = 'gateway';

  constructor(
    private readonly calls: ServiceCalls,
    /** How this site's service's answers are read: its URL and unit setting. */
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

/**
 * The built-in sandbox's certificates, read as the app reads the sandbox: with its demo
 * credentials, links below `origin` (PUBLIC_URL, or '' for relative links), figures without a
 * stated unit in the reader's unit.
 */
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
