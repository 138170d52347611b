/**
 * The name a certificate's file is saved under, for people: "Emissionszertifikat – Sustainability
 * Summit Berlin.pdf". One builder for the page's download links and the sandbox's
 * `Content-Disposition`, so that a file saves under the same name whichever of the two the
 * browser takes (it takes the header's over the link's).
 */
import { plainText } from './text.ts';

/** The certificate's files, and what each adds to the name after the certificate's. */
const FILE_KINDS = {
  pdf: { detail: '', extension: 'pdf' },
  facebook: { detail: 'Facebook', extension: 'jpg' },
  twitter: { detail: 'X', extension: 'jpg' },
  linkedin: { detail: 'LinkedIn', extension: 'jpg' },
  qr: { detail: 'QR', extension: 'png' },
} as const;

export type CertificateFileKind = keyof typeof FILE_KINDS;

/** The most characters of the record's name a file name keeps (file systems allow 255 bytes). */
const NAME_MAX = 80;

/**
 * Characters no file name may hold: control characters, path separators, quotes (which end the
 * header's quoted name) and the ones Windows refuses.
 */
// eslint-disable-next-line no-control-regex -- control characters are what is taken out here
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\/:*?"<>|]/g;

/** Half of a surrogate pair without its other half: no character at all, and no UTF-8 for it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A part of a file name: without unsafe characters, one space between words, no dot at either end. */
function safeFileNamePart(value: string, max = NAME_MAX): string {
  return plainText(value.replace(LONE_SURROGATE, ' ').normalize('NFC').trim(), max)
    .replace(/'/g, '’')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

/**
 * The file's name: `title` (the certificate's kind in the reader's language, "Emission
 * certificate"), the record's name where it has one, and for an image its network.
 */
export function certificateFileName(
  title: string,
  name: string | undefined,
  kind: CertificateFileKind,
): string {
  const { detail, extension } = FILE_KINDS[kind];
  const parts = [safeFileNamePart(title), safeFileNamePart(name ?? ''), detail].filter(Boolean);
  return `${parts.join(' – ') || 'certificate'}.${extension}`;
}

/**
 * The name in printable ASCII, for the `filename` of a `Content-Disposition` beside its UTF-8
 * `filename*`, which old clients do not read: accents dropped, other letters `_`.
 */
function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\u0020-\u007e]/g, '_')
    .replace(/["\\]/g, '_');
}

/**
 * A `Content-Disposition` (RFC 6266) naming the file for people: `filename*` in UTF-8 (RFC 8187)
 * and an ASCII `filename` for clients that do not read it. `fileName` is one made by
 * certificateFileName.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encoded}`;
}
