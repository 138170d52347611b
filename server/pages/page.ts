/** A page's shell in the reader's language, with a certificate page's render and preview tags. */
import type { Context } from 'hono';
import type { Certificate } from '../../src/api/contract.ts';
import { acceptedLanguages, requestLanguage, type Language } from '../../src/shared/language.ts';
import { shellFileName } from '../../src/shared/pages.ts';
import { viewCookie } from '../../src/shared/view-cookie.ts';
import type { ServerAppConfig } from '../config.ts';
import type { CertificatePages } from '../certificate-pages.ts';
import { pagePath, type CertificateRef } from '../certificate-paths.ts';
import type {
  CertificateRead,
  CertificateSource,
  CertificateSources,
  Unit,
} from '../certificate-source.ts';
import type { ServerEnv } from '../env.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { addToHead, withTitle } from '../html.ts';
import { embeddable, oembedHref } from '../embed/oembed.ts';
import { previewLanguage, previewText } from '../link-preview/messages.ts';
import { sharedRef } from '../link-preview/preview.ts';
import { previewTags, previewTitle } from '../link-preview/tags.ts';
import { compress, type Shell, type Shells } from '../shells.ts';

export interface PageSources {
  shells: Shells;
  certificatePages: CertificatePages;
  /** Link preview tags are read from this site's service only. */
  certificates: CertificateSources;
  config: Pick<ServerAppConfig, 'publicUrl'>;
  /** Pages then name their oEmbed. */
  embeds: boolean;
}

/** `folder` '' for the start page; `certificate` for a certificate's page (certificate-paths). */
export type PageAnswer = (
  c: Context<ServerEnv>,
  folder: string,
  status?: 200 | 404,
  certificate?: CertificateRef,
) => Promise<Response>;

export function pageAnswer(sources: PageSources): PageAnswer {
  const { shells, certificatePages, certificates, config, embeds } = sources;
  return async (c, folder, status = 200, ref) => {
    const language = requestLanguage(c.req.header('Cookie'), c.req.header('Accept-Language'));
    const shell = await shells.get(shellFileName(folder, language));
    c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    const cookie = c.req.header('Cookie');
    const read = ref ? requestReads(c, ref, viewCookie(cookie)?.unit ?? 'kg') : null;
    // The preview tags' certificate, from this site's service: read once with the page's own.
    const preview = read && certificates.gateway ? read(certificates.gateway) : null;
    const rendered =
      ref && read
        ? await certificatePages.render(shell.html, {
            ref,
            // Never the request's Host: without PUBLIC_URL the page's links are relative.
            origin: config.publicUrl ?? '',
            language,
            languages: acceptedLanguages(c.req.header('Accept-Language')),
            cookie,
            read,
          })
        : null;
    const previewed = preview ? await preview : null;
    const certificate = previewed?.kind === 'found' ? previewed.certificate : null;
    const html =
      ref && certificate
        ? withPreview(ref, rendered ?? shell.html, rendered === null, certificate, {
            language,
            publicUrl: config.publicUrl,
          })
        : rendered;
    const link =
      ref && embeds && config.publicUrl
        ? oembedLink(ref, certificate, language, config.publicUrl)
        : null;
    // The shell with only the link added holds no record's data: cached as the shell is.
    const personal = html !== null;
    return respond(c, shell, link ? addToHead(html ?? shell.html, link) : html, status, personal);
  };
}

/** One read per source, shared by the render and the preview tags, none past the caller's limit. */
function requestReads(
  c: Context<ServerEnv>,
  ref: CertificateRef,
  unit: Unit,
): (source: CertificateSource) => Promise<CertificateRead> | null {
  const reads = new Map<CertificateSource, Promise<CertificateRead>>();
  return (source) => {
    if (c.var.overLimit) return null;
    let read = reads.get(source);
    if (!read) {
      read = source.read(ref, unit);
      reads.set(source, read);
    }
    return read;
  };
}

function withPreview(
  ref: CertificateRef,
  html: string,
  unnamed: boolean,
  certificate: Certificate,
  { language, publicUrl }: { language: Language; publicUrl: string | null },
): string {
  // A correlation page's preview shares the record's page: its address holds no booking reference.
  const shared = sharedRef(ref, certificate);
  const tags = previewTags(certificate, {
    language: previewLanguage(language),
    pageUrl: publicUrl && shared ? `${publicUrl}${pagePath(shared)}` : null,
    secure: !publicUrl?.startsWith('http:'),
  });
  const named = unnamed
    ? withTitle(html, escapeHtml(previewTitle(certificate, previewLanguage(language))))
    : html;
  return addToHead(named, tags);
}

/**
 * Titled as the link preview is; it names the page at PUBLIC_URL with its booking reference
 * spelt once (pagePath), whatever spelling the page was asked by.
 */
function oembedLink(
  ref: CertificateRef,
  certificate: Certificate | null,
  language: Language,
  publicUrl: string,
): string | null {
  if (!embeddable(ref)) return null;
  const shared = pagePath((certificate && sharedRef(ref, certificate)) ?? ref);
  const title = certificate
    ? previewTitle(certificate, previewLanguage(language))
    : previewText(previewLanguage(language), 'certificates.certificate.kicker');
  const href = oembedHref(publicUrl, shared);
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href)}" title="${escapeHtml(title)}" />`;
}

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
