/**
 * Certificate files: `{base}/files/{id}/certificate.pdf`, `facebook.jpg`, `twitter.jpg` and
 * `linkedin.jpg`. They need no credentials (the certificate links to them, and social networks and
 * browsers fetch them without headers); the unguessable record id is what guards them.
 *
 * Each is written in the language of its `lang` query parameter (`en`, `de`, `fr` or `it`; any
 * other value, or none, is English), which the app adds for its reader: one file per language.
 */
import type { Hono } from 'hono';
import type { Language } from '../../src/shared/language.ts';
import { isGuid } from '../../src/api/contract.ts';
import { certificateFileName, contentDisposition } from '../../src/shared/file-names.ts';
import { CERTIFICATE_FILES, type CertificateFile } from '../certificate.ts';
import type { SocialNetwork } from '../files/image-layout.ts';
import { renderCertificatePdf } from '../files/pdf.ts';
import { FILE_WORDS, fileLanguage } from '../files/wording.ts';
import { sha256Hex } from '../hash.ts';
import { metered } from '../metered.ts';
import type { Bytes } from '../platform.ts';
import { methodNotAllowed, problem } from '../problem.ts';
import { appCertificateLink, methodologyUrl, type RouteContext } from './context.ts';

/** Bumped whenever the rendering changes, so files cached on disk are made again. */
export const FILES_VERSION = 'v4';

const FILE_BY_NAME = new Map<string, CertificateFile>(
  Object.entries(CERTIFICATE_FILES).map(([kind, name]) => [name, kind as CertificateFile]),
);

function fileResponse(
  bytes: Bytes,
  contentType: string,
  fileName: string,
  language: Language,
): Response {
  return new Response(bytes, {
    headers: {
      'content-type': contentType,
      'content-language': language,
      'content-length': String(bytes.byteLength),
      // Inline: "Open PDF" shows it in a tab; saved from there or by "Download", it keeps the
      // name the page offers (the browser takes this name over the link's).
      'content-disposition': contentDisposition('inline', fileName),
      // A guest's certificate: the browser may keep it a day, a shared cache never.
      'cache-control': 'private, max-age=86400',
      'cross-origin-resource-policy': 'cross-origin',
      // The browser's own PDF and image views style their page inline; nothing else may load,
      // and no page may frame the file.
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}

export function registerFileRoutes(app: Hono, context: RouteContext): void {
  const { options, store, files, images } = context;

  // Each render costs about 0.1 s of CPU: metered like a record write.
  app.get('/files/:id/:file', metered, async (c) => {
    const id = c.req.param('id');
    const kind = FILE_BY_NAME.get(c.req.param('file'));
    if (!kind) return problem({ status: 404, detail: 'No such certificate file.' });
    if (!isGuid(id)) {
      return problem({ status: 400, detail: 'The record id in the path must be a GUID.' });
    }
    const record = store.get(id);
    if (!record) return problem({ status: 404, detail: `No record has the id ${id}.` });
    const language = fileLanguage(c.req.query('lang'));
    const folder = `files/${record.id}/${FILES_VERSION}/${language}`;

    if (kind === 'pdf') {
      // The QR code holds the configured app address and the footer the sandbox's (never the
      // request's Host), so there is one PDF per record; a store reused under other configured
      // addresses makes a new one.
      const link = appCertificateLink(options, record.id);
      const methodology = methodologyUrl(options, language);
      const linkHash = sha256Hex(`${link ?? ''} ${methodology}`).slice(0, 12);
      const bytes = await files.get(`${folder}/certificate-${linkHash}.pdf`, () =>
        renderCertificatePdf(record, link, methodology, language),
      );
      const name = certificateFileName(FILE_WORDS[language].title, record.name, 'pdf');
      return fileResponse(bytes, 'application/pdf', name, language);
    }
    const network: SocialNetwork = kind;
    const bytes = await files.get(`${folder}/${network}.jpg`, () =>
      images(record, network, language),
    );
    const name = certificateFileName(FILE_WORDS[language].title, record.name, network);
    return fileResponse(bytes, 'image/jpeg', name, language);
  });
  app.all('/files/:id/:file', () => methodNotAllowed('GET, HEAD'));
}
