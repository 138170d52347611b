/**
 * One certificate read for a page or a card, from the built-in sandbox (here) or this site's
 * service (link-preview/preview.ts, through the gateway's cache): the certificate, none (the
 * service has no such record, or several share the booking reference), or a read that failed
 * (no answer in time, or one the app does not understand, so no figure of it is shown).
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
import { PREVIEW_TIMEOUT_MS } from './link-preview/preview.ts';

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

/** The sandbox's path of a certificate page's path, or null for any other path. */
function sandboxPath(pagePath: string): { path: string; byKey: boolean } | null {
  const byId = /^\/certificates\/([^/]+)$/.exec(pagePath)?.[1];
  if (byId) return { path: `/sandbox/certificates/${byId}`, byKey: false };
  const byKey = /^\/certificates\/correlation\/([^/]+)$/.exec(pagePath)?.[1];
  return byKey ? { path: `/sandbox/certificates/${byKey}/correlation`, byKey: true } : null;
}

/**
 * The certificate of a page at `pagePath` from the built-in sandbox, read as the app reads the
 * sandbox: with its demo credentials, links below the page's origin (`reader.origin`, '' for
 * relative links), figures without a stated unit in the reader's unit.
 */
export async function readSandboxCertificate(
  sandbox: { fetch: Fetch },
  pagePath: string,
  reader: { origin: string; unit: 'kg' | 't' },
): Promise<CertificateRead> {
  const target = sandboxPath(pagePath);
  if (!target) return { kind: 'missing' };
  try {
    const response = await sandbox.fetch(
      new Request(`http://sandbox.internal${target.path}`, {
        headers: { accept: 'application/json', ...credentialHeaders(SANDBOX_DEMO_CREDENTIALS) },
        signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
      }),
    );
    if (response.status === 404 || response.status === 400) return { kind: 'missing' };
    if (response.status !== 200) return { kind: 'failed' };
    const context = {
      baseUrl: reader.origin ? `${reader.origin}/sandbox` : '',
      fallbackUnit: reader.unit,
    };
    return readCertificateRead(await response.json(), target.byKey, context);
  } catch {
    return { kind: 'failed' };
  }
}
