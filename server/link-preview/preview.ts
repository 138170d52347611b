/** In gateway mode; a failed or slow read just leaves the tags out. */
import { isGuid, type Certificate } from '../../src/api/contract.ts';
import type { CertificateRef } from '../certificate-paths.ts';

/** A page by booking reference shares the record's page: a link never publishes the reference. */
export function sharedRef(ref: CertificateRef, certificate: Certificate): CertificateRef | null {
  if (ref.by === 'id') return ref;
  return certificate.id && isGuid(certificate.id) ? { by: 'id', id: certificate.id } : null;
}
