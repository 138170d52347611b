/**
 * Link previews of the certificate pages (`/certificates/{id}`, `/certificates/correlation/{key}`)
 * in gateway mode: the certificate is read from this site's service (server/certificate-source.ts,
 * through the same cache as `/api`), and a failed or slow read just leaves the tags out.
 */
import { isGuid, type Certificate } from '../../src/api/contract.ts';
import type { CertificateRef } from '../certificate-paths.ts';

/**
 * The certificate a page's preview shares: the page's own, or for a page by booking reference
 * the record's page (null when the certificate has no record id), so that a shared link never
 * publishes the booking reference.
 */
export function sharedRef(ref: CertificateRef, certificate: Certificate): CertificateRef | null {
  if (ref.by === 'id') return ref;
  return certificate.id && isGuid(certificate.id) ? { by: 'id', id: certificate.id } : null;
}
