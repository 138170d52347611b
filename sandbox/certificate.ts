/** The certificate of a record (spec 2.1) with absolute links to its files. */
import type { StoredRecord } from './record.ts';

export const CERTIFICATE_FILES = {
  pdf: 'certificate.pdf',
  facebook: 'facebook.jpg',
  twitter: 'twitter.jpg',
  linkedin: 'linkedin.jpg',
} as const;
export type CertificateFile = keyof typeof CERTIFICATE_FILES;

/**
 * Spec 2.1, every field present, and the stay's star rating: the spec's certificate has no field
 * for it, yet the certificate's PDF shows it, so the answer carries it too (`star`).
 */
export interface SandboxCertificate {
  id: string;
  correlation: string;
  name: string;
  guestName: string;
  countryCode: string;
  roomType: string;
  numberOfPeople: number;
  breakfast: boolean;
  days: number;
  star: number;
  emission: number;
  date: string;
  certificateUrl: string;
  certificateFacebookUrl: string;
  certificateTwitterUrl: string;
  certificateLinkedinUrl: string;
}

/** `{serviceUrl}/files/{id}/{file}`; serviceUrl is the request's origin plus the base path. */
function certificateFileUrl(serviceUrl: string, id: string, file: CertificateFile): string {
  return `${serviceUrl}/files/${encodeURIComponent(id)}/${CERTIFICATE_FILES[file]}`;
}

export function certificateOf(record: StoredRecord, serviceUrl: string): SandboxCertificate {
  return {
    id: record.id,
    correlation: record.correlation,
    name: record.name,
    guestName: record.guestName,
    countryCode: record.countryCode,
    roomType: record.roomType,
    numberOfPeople: record.numberOfPeople,
    breakfast: record.breakfast,
    days: record.days,
    star: record.star,
    emission: record.emission,
    date: record.date,
    certificateUrl: certificateFileUrl(serviceUrl, record.id, 'pdf'),
    certificateFacebookUrl: certificateFileUrl(serviceUrl, record.id, 'facebook'),
    certificateTwitterUrl: certificateFileUrl(serviceUrl, record.id, 'twitter'),
    certificateLinkedinUrl: certificateFileUrl(serviceUrl, record.id, 'linkedin'),
  };
}
