/**
 * Certificates on other sites (docs/decisions/0015-certificate-card-and-oembed.md): the card under
 * `/embed/`, the one route other sites may frame, and `/oembed`. Both read where a first visit to
 * the certificate page reads, counted against the caller's limit. Every address comes from
 * PUBLIC_URL; without it, or without a certificate source, no cards (404). The card reads no cookie
 * and sets none.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { RuntimeConfig } from '../../src/api/runtime-config.ts';
import { isGuid } from '../../src/api/contract.ts';
import { acceptedLanguages, isLanguage, negotiateLanguage } from '../../src/shared/language.ts';
import type { ServerAppConfig } from '../config.ts';
import {
  CERTIFICATE_ROUTES,
  cardPath,
  pagePath,
  type CertificateRef,
} from '../certificate-paths.ts';
import type { CertificateRead, CertificateSource } from '../certificate-source.ts';
import type { ServerEnv } from '../env.ts';
import { previewLanguage, type PreviewLanguage } from '../link-preview/messages.ts';
import { sharedRef } from '../link-preview/preview.ts';
import { previewTitle } from '../link-preview/tags.ts';
import { nothingHere } from '../pages/pages-app.ts';
import { problem } from '../../src/shared/problem-response.ts';
import { certificateCard, problemCard, type CardProblem, type CardTheme } from './card.ts';
import { embedSize, embeddedPage, OEMBED_CACHE_AGE, oembedDocument } from './oembed.ts';

export interface EmbedsOptions {
  config: Pick<ServerAppConfig, 'publicUrl'>;
  runtimeConfig: RuntimeConfig;
  certificates: CertificateSource | null;
  /** Past it, pages read nothing. */
  pageLimit: MiddlewareHandler<ServerEnv>;
}

type Read = CertificateRead | { kind: 'limited' };

const PROBLEM_STATUS = { 'not-found': 404, limited: 429, failed: 502 } as const;

export function createEmbeds(options: EmbedsOptions): Hono<ServerEnv> {
  const { config, runtimeConfig, certificates } = options;
  const embeds = new Hono<ServerEnv>();

  // Never the request's Host (app.ts, `embedsServed`).
  const source = runtimeConfig.embeds === true ? certificates : null;
  const origin = source ? config.publicUrl : null;
  // Read only; and without a certificate to show or PUBLIC_URL, nothing is served.
  embeds.use('/embed/*', readOnly(origin !== null));
  embeds.use('/oembed', readOnly(origin !== null));
  if (origin === null || source === null) return embeds;
  embeds.use('/embed/certificates/*', options.pageLimit);
  embeds.use('/oembed', options.pageLimit);
  const served: Served = {
    origin,
    demo: source.service === 'sandbox',
    read: async (c, ref) => (c.var.overLimit ? { kind: 'limited' } : source.read(ref)),
  };

  embeds.get(CERTIFICATE_ROUTES.card, (c) => {
    const id = c.req.param('id');
    return cardAnswer(c, served, { by: 'id', id }, isGuid(id));
  });
  embeds.get(CERTIFICATE_ROUTES.cardByKey, (c) =>
    cardAnswer(c, served, { by: 'key', key: c.req.param('key') }, true),
  );
  embeds.get('/embed/*', nothingHere);
  embeds.get('/oembed', (c) => oembedAnswer(c, served));
  return embeds;
}

interface Served {
  origin: string;
  /** Its figures are illustrative, as its page says. */
  demo: boolean;
  read: (c: Context<ServerEnv>, ref: CertificateRef) => Promise<Read>;
}

/** `valid`: whether its id can be one at all. */
async function cardAnswer(
  c: Context<ServerEnv>,
  { origin, demo, read }: Served,
  ref: CertificateRef,
  valid: boolean,
) {
  const language = readerLanguage(c);
  const theme = themeOf(c.req.query('theme'));
  // A card holds a guest's name: kept by no cache, like the page (repeats come from the server's
  // certificate cache).
  c.header('Cache-Control', 'private, no-store');
  c.header('Vary', 'Accept-Language');
  const answer = valid ? await read(c, ref) : ({ kind: 'missing' } as const);
  if (answer.kind !== 'found') {
    const kind: CardProblem =
      answer.kind === 'missing' ? 'not-found' : answer.kind === 'limited' ? 'limited' : 'failed';
    if (kind === 'limited') c.header('Retry-After', '60');
    const html = problemCard(kind, {
      language,
      theme,
      lookupHref: `${origin}/certificates`,
      refusal: answer.kind === 'failed' ? answer.refusal : undefined,
    });
    return c.html(html, PROBLEM_STATUS[kind]);
  }
  const shared = pagePath(sharedRef(ref, answer.certificate) ?? ref);
  const html = await certificateCard(answer.certificate, {
    language,
    theme,
    pageHref: `${origin}${shared}`,
    qrLink: c.req.query('qr') === '1' ? `${origin}${shared}` : null,
    demo,
  });
  return c.html(html);
}

async function oembedAnswer(c: Context<ServerEnv>, { origin, demo, read }: Served) {
  // Read by other sites' scripts and servers; it holds only what the public card shows.
  const shared = { 'access-control-allow-origin': '*', vary: 'Accept-Language' };
  const refuse = (status: 400 | 404 | 429 | 501 | 502, detail: string) =>
    problem({ status, detail, headers: shared });
  const format = c.req.query('format');
  if (format !== undefined && format !== 'json') {
    return refuse(501, 'Only the JSON format of oEmbed is served.');
  }
  const url = c.req.query('url');
  if (!url) return refuse(400, 'The url parameter names the certificate page to embed.');
  const page = embeddedPage(url, origin);
  if (!page) return refuse(404, 'Only the certificate pages of this site can be embedded.');
  const size = embedSize(c.req.query('maxwidth'), c.req.query('maxheight'));
  if (!size.ok) return refuse(size.status, size.detail);
  const answer = await read(c, page);
  if (answer.kind === 'missing') return refuse(404, 'There is no such certificate.');
  if (answer.kind === 'limited') {
    return problem({
      status: 429,
      detail: 'Too many requests from this address: try again after the time given.',
      headers: { ...shared, 'retry-after': '60' },
    });
  }
  if (answer.kind === 'failed') return refuse(502, 'The certificate could not be read.');
  const document = oembedDocument({
    origin,
    cardPath: cardPath(page),
    title: previewTitle(answer.certificate, readerLanguage(c), demo),
    width: size.width,
    height: size.height,
  });
  return c.json(document, 200, {
    ...shared,
    // What any reader of the page's link may see: the certificate's name and the card's address.
    'cache-control': `public, max-age=${OEMBED_CACHE_AGE}`,
  });
}

/** `lang` pins the language; else the reader's browser's (never a cookie: cards read none). */
function readerLanguage(c: Context<ServerEnv>): PreviewLanguage {
  const pinned = c.req.query('lang');
  return previewLanguage(
    negotiateLanguage(
      pinned && isLanguage(pinned) ? pinned : null,
      acceptedLanguages(c.req.header('Accept-Language')),
    ),
  );
}

function themeOf(value: string | undefined): CardTheme {
  return value === 'light' || value === 'dark' ? value : null;
}

/** A server that serves no cards answers 404. */
function readOnly(served: boolean): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    if (!served) return nothingHere(c);
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return problem({
      status: 405,
      detail: 'This address can only be read (GET or HEAD).',
      headers: { allow: 'GET, HEAD' },
    });
  };
}
