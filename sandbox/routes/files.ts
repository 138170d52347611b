/**
 * Certificate files: `{base}/files/{id}/certificate.pdf`, `facebook.jpg`, `twitter.jpg` and
 * `linkedin.jpg`. They need no credentials (the certificate links to them, and social networks and
 * browsers fetch them without headers); the unguessable record id is what guards them.
 */
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { isGuid } from '../../src/api/contract.ts';
import { CERTIFICATE_FILES, type CertificateFile } from '../certificate.ts';
import type { Bytes } from '../files/cache.ts';
import { renderSocialImage, type SocialNetwork } from '../files/images.ts';
import { renderCertificatePdf } from '../files/pdf.ts';
import { methodNotAllowed, problem } from '../problem.ts';
import { appCertificateLink, type RouteContext } from './context.ts';

/** Bumped whenever the rendering changes, so files cached on disk are made again. */
export const FILES_VERSION = 'v2';

const FILE_BY_NAME = new Map<string, CertificateFile>(
  Object.entries(CERTIFICATE_FILES).map(([kind, name]) => [name, kind as CertificateFile]),
);

function fileResponse(bytes: Bytes, contentType: string, filename: string): Response {
  return new Response(bytes, {
    headers: {
      'content-type': contentType,
      'content-length': String(bytes.byteLength),
      'content-disposition': `inline; filename="${filename}"`,
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
  const { options, store, files } = context;

  app.get('/files/:id/:file', async (c) => {
    const id = c.req.param('id');
    const kind = FILE_BY_NAME.get(c.req.param('file'));
    if (!kind) return problem({ status: 404, detail: 'No such certificate file.' });
    if (!isGuid(id)) {
      return problem({ status: 400, detail: 'The record id in the path must be a GUID.' });
    }
    const record = store.get(id);
    if (!record) return problem({ status: 404, detail: `No record has the id ${id}.` });
    const folder = `files/${record.id}/${FILES_VERSION}`;

    if (kind === 'pdf') {
      // The QR code holds the configured app address (never the request's Host), so there is one
      // PDF per record; a store reused under another configured address makes a new one.
      const link = appCertificateLink(options, record.id);
      const linkHash = createHash('sha256')
        .update(link ?? '')
        .digest('hex')
        .slice(0, 12);
      const bytes = await files.get(`${folder}/certificate-${linkHash}.pdf`, () =>
        renderCertificatePdf(record, link),
      );
      return fileResponse(bytes, 'application/pdf', `emission-certificate-${record.id}.pdf`);
    }
    const network: SocialNetwork = kind;
    const bytes = await files.get(`${folder}/${network}.jpg`, () =>
      renderSocialImage(record, network),
    );
    return fileResponse(bytes, 'image/jpeg', `emission-certificate-${network}-${record.id}.jpg`);
  });
  app.all('/files/:id/:file', () => methodNotAllowed('GET, HEAD'));
}
