/**
 * A page of the app: its static shell in the reader's language, with, for a certificate's page,
 * the certificate rendered into it (certificate-pages.ts) and its link preview tags read through
 * the gateway, Brotli when accepted.
 */
import type { Context } from 'hono';
import type { Certificate } from '../../src/api/contract.ts';
import { acceptedLanguages, requestLanguage, type Language } from '../../src/shared/language.ts';
import { shellFileName } from '../../src/shared/pages.ts';
import type { ServerAppConfig } from '../app.ts';
import type { CertificatePages } from '../certificate-pages.ts';
import type { CertificateRead } from '../certificate-source.ts';
import type { ServerEnv } from '../env.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { addToHead, withTitle } from '../html.ts';
import { canonicalPagePath, embeddedPath, oembedHref } from '../embed/oembed.ts';
import { previewLanguage, previewText } from '../link-preview/messages.ts';
import { previewOperation, type PreviewSource, sharedPagePath } from '../link-preview/preview.ts';
import { previewTags, previewTitle } from '../link-preview/tags.ts';
import { compress, type Shell, type Shells } from '../shells.ts';

export interface PageSources {
  shells: Shells;
  certificatePages: CertificatePages;
  /** Certificates read through the gateway for link previews, or null without a service. */
  previews: PreviewSource | null;
  config: Pick<ServerAppConfig, 'publicUrl' | 'service'>;
  /** Whether this server serves certificate cards (PUBLIC_URL set): pages then name their oEmbed. */
  embeds: boolean;
}

/** Answers the page whose shell is in `folder` ('' for the start page). */
export type PageAnswer = (
  c: Context<ServerEnv>,
  folder: string,
  status?: 200 | 404,
) => Promise<Response>;

export function pageAnswer(sources: PageSources): PageAnswer {
  const { shells, certificatePages, previews, config, embeds } = sources;
  return async (c, folder, status = 200) => {
    const language = requestLanguage(c.req.header('Cookie'), c.req.header('Accept-Language'));
    const shell = await shells.get(shellFileName(folder, language));
    c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    // One read per page, for its rendering and its preview tags.
    const gatewayCertificate = previews ? previewRead(c, previews) : null;
    const rendered = await certificatePages.render(shell.html, {
      pathname: c.req.path,
      // Never the request's Host: without PUBLIC_URL the page's links are relative.
      origin: config.publicUrl ?? '',
      language,
      languages: acceptedLanguages(c.req.header('Accept-Language')),
      cookie: c.req.header('Cookie'),
      ...(previews ? { gatewayCertificate } : {}),
    });
    const read = config.service && gatewayCertificate ? await gatewayCertificate : null;
    const certificate = read?.kind === 'found' ? read.certificate : null;
    const html = certificate
      ? withPreview(c.req.path, rendered ?? shell.html, rendered === null, certificate, {
          language,
          publicUrl: config.publicUrl,
        })
      : rendered;
    const link =
      embeds && config.publicUrl
        ? oembedLink(c.req.path, certificate, language, config.publicUrl)
        : null;
    // The shell with only the link added holds no record's data: cached as the shell is.
    const personal = html !== null;
    return respond(c, shell, link ? addToHead(html ?? shell.html, link) : html, status, personal);
  };
}

/**
 * The certificate a page at this path shows, read through the gateway (counted and cached), or
 * null: not a certificate's page, or past the caller's limit. The route names it in the log.
 */
function previewRead(
  c: Context<ServerEnv>,
  previews: PreviewSource,
): Promise<CertificateRead> | null {
  const operation = previewOperation(c.req.path);
  if (!operation) return null;
  c.set(
    'route',
    operation.name === 'certificate-by-id' ? '/certificates/:id' : '/certificates/correlation/:key',
  );
  return c.var.overLimit ? null : previews.read(operation);
}

/** The page with the certificate's preview tags; a page the server did not render named by it. */
function withPreview(
  path: string,
  html: string,
  unnamed: boolean,
  certificate: Certificate,
  { language, publicUrl }: { language: Language; publicUrl: string | null },
): string {
  // A correlation page's preview shares the record's page: its address holds no booking
  // reference.
  const shared = sharedPagePath(path, certificate);
  const tags = previewTags(certificate, {
    language: previewLanguage(language),
    pageUrl: publicUrl && shared ? `${publicUrl}${shared}` : null,
    secure: !publicUrl?.startsWith('http:'),
  });
  const named = unnamed
    ? withTitle(html, escapeHtml(previewTitle(certificate, previewLanguage(language))))
    : html;
  return addToHead(named, tags);
}

/**
 * The `<link>` that names a certificate page's oEmbed document (server/embed/oembed.ts), titled
 * as its link preview is; null for any other page. It names the page at PUBLIC_URL, its booking
 * reference spelt once (canonicalPagePath), whatever spelling the page was asked by.
 */
function oembedLink(
  path: string,
  certificate: Certificate | null,
  language: Language,
  publicUrl: string,
): string | null {
  const page = embeddedPath(path);
  if (!page) return null;
  const shared = certificate ? (sharedPagePath(path, certificate) ?? page.pagePath) : page.pagePath;
  const title = certificate
    ? previewTitle(certificate, previewLanguage(language))
    : previewText(previewLanguage(language), 'certificates.certificate.kicker');
  const href = oembedHref(publicUrl, canonicalPagePath(shared));
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href)}" title="${escapeHtml(title)}" />`;
}

/** The page (the shell itself where `html` is null), Brotli when the caller takes it. */
function respond(
  c: Context<ServerEnv>,
  shell: Shell,
  html: string | null,
  status: 200 | 404,
  personal: boolean,
): Response {
  // A page with a certificate in it holds a guest's data: no shared cache may keep it, and the
  // browser does not store it either.
  c.header('Cache-Control', personal ? 'private, no-store' : 'no-cache');
  if (/\bbr\b/.test(c.req.header('Accept-Encoding') ?? '')) {
    c.header('Content-Encoding', 'br');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(new Uint8Array(html === null ? shell.brotli : compress(html)), status);
  }
  return c.html(html ?? shell.html, status);
}
