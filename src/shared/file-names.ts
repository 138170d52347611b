/**
 * One builder for the page's download links and the sandbox's `Content-Disposition`, so a file
 * saves under the same name whichever the browser takes (it takes the header's).
 */
import { plainText } from './text.ts';

const FILE_KINDS = {
  pdf: { detail: '', extension: 'pdf' },
  facebook: { detail: 'Facebook', extension: 'jpg' },
  twitter: { detail: 'X', extension: 'jpg' },
  linkedin: { detail: 'LinkedIn', extension: 'jpg' },
  qr: { detail: 'QR', extension: 'png' },
} as const;

export type CertificateFileKind = keyof typeof FILE_KINDS;

/** File systems allow 255 bytes. */
const NAME_MAX = 80;

/** Quotes end the header's quoted name; the rest Windows refuses. */
// eslint-disable-next-line no-control-regex -- control characters are what is taken out here
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\/:*?"<>|]/g;

/** Has no UTF-8 encoding. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function safeFileNamePart(value: string, max = NAME_MAX): string {
  return plainText(value.replace(LONE_SURROGATE, ' ').normalize('NFC').trim(), max)
    .replace(/'/g, '’')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

/** `title` is the certificate's kind in the reader's language ("Emission certificate"). */
export function certificateFileName(
  title: string,
  name: string | undefined,
  kind: CertificateFileKind,
): string {
  const { detail, extension } = FILE_KINDS[kind];
  const parts = [safeFileNamePart(title), safeFileNamePart(name ?? ''), detail].filter(Boolean);
  return `${parts.join(' – ') || 'certificate'}.${extension}`;
}

/** For the `filename` beside `filename*`, which old clients do not read. */
function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\u0020-\u007e]/g, '_')
    .replace(/["\\]/g, '_');
}

/** RFC 6266: `filename*` in UTF-8 (RFC 8187) and an ASCII `filename`. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encoded}`;
}
