import { describe, expect, it } from 'vitest';
import { CARD_DEFAULT_WIDTH, CARD_MIN_WIDTH, cardHeight } from '../../src/shared/card-layout.ts';
import { cardPath, pagePath, type CertificateRef } from '../certificate-paths.ts';
import { embedSize, embeddedPage as refOfUrl, oembedDocument, oembedHref } from './oembed.ts';

/** The page and the card of the certificate page `url` names, as the server builds them. */
function embeddedPage(url: string, origin: string) {
  const ref: CertificateRef | null = refOfUrl(url, origin);
  return ref && { pagePath: pagePath(ref), cardPath: cardPath(ref) };
}

const SITE = 'https://desk.example.com';
const ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';

describe('embeddedPage', () => {
  it('accepts a certificate page of this site by record id or booking reference', () => {
    expect(embeddedPage(`${SITE}/certificates/${ID}`, SITE)).toEqual({
      pagePath: `/certificates/${ID}`,
      cardPath: `/embed/certificates/${ID}`,
    });
    expect(embeddedPage(`${SITE}/certificates/correlation/BOOK-42`, SITE)).toEqual({
      pagePath: '/certificates/correlation/BOOK-42',
      cardPath: '/embed/certificates/BOOK-42/correlation',
    });
  });

  it('reads a path from the site’s root against the site, and leaves query and fragment aside', () => {
    expect(embeddedPage(`/certificates/${ID}`, SITE)?.cardPath).toBe(`/embed/certificates/${ID}`);
    expect(embeddedPage(`${SITE}/certificates/${ID}?lang=de#files`, SITE)?.pagePath).toBe(
      `/certificates/${ID}`,
    );
  });

  it('keeps a booking reference percent-encoded as one path segment', () => {
    expect(embeddedPage(`${SITE}/certificates/correlation/Jos%C3%A9%20Q`, SITE)?.cardPath).toBe(
      '/embed/certificates/Jos%C3%A9%20Q/correlation',
    );
  });

  it.each([
    ['another origin', `https://evil.example/certificates/${ID}`],
    ['another scheme of this host', `http://desk.example.com/certificates/${ID}`],
    ['another port', `https://desk.example.com:8443/certificates/${ID}`],
    ['a look-alike host', `https://desk.example.com.evil.example/certificates/${ID}`],
    ['credentials before an origin', `https://desk.example.com@evil.example/certificates/${ID}`],
    ['credentials on this origin', `https://user:secret@desk.example.com/certificates/${ID}`],
    ['a protocol-relative URL', `//evil.example/certificates/${ID}`],
    ['a backslash path', `/\\evil.example/certificates/${ID}`],
    ['javascript:', 'javascript:alert(document.domain)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a path not from the root', `certificates/${ID}`],
    ['another page', `${SITE}/event`],
    ['the lookup', `${SITE}/certificates`],
    ['a card itself', `${SITE}/embed/certificates/${ID}`],
    ['a record id that is none', `${SITE}/certificates/not-an-id`],
    ['a longer path', `${SITE}/certificates/${ID}/files`],
    ['dot segments out of the certificates', `${SITE}/certificates/%2e%2e/event`],
    ['an encoded slash in a booking reference', `${SITE}/certificates/correlation/a%2Fb`],
    ['a control character in a booking reference', `${SITE}/certificates/correlation/a%0Ab`],
    ['a broken escape in a booking reference', `${SITE}/certificates/correlation/a%E0%A4`],
    ['an empty booking reference', `${SITE}/certificates/correlation/`],
    ['an address of outsize length', `${SITE}/certificates/correlation/${'K'.repeat(3000)}`],
    ['no URL at all', 'not a url'],
  ])('refuses %s', (_name, url) => {
    expect(embeddedPage(url, SITE)).toBeNull();
  });
});

describe('embedSize', () => {
  const height = cardHeight({ qr: false });

  it('is the default width without maxwidth, and the card’s height', () => {
    expect(embedSize(undefined, undefined)).toEqual({
      ok: true,
      width: CARD_DEFAULT_WIDTH,
      height,
    });
  });

  it('takes maxwidth where it is narrower, never wider than the default', () => {
    expect(embedSize('320', undefined)).toEqual({ ok: true, width: 320, height });
    expect(embedSize(String(CARD_MIN_WIDTH), undefined)).toMatchObject({
      ok: true,
      width: CARD_MIN_WIDTH,
    });
    expect(embedSize('1200', undefined)).toMatchObject({ ok: true, width: CARD_DEFAULT_WIDTH });
  });

  it('answers 404 for maxima the card cannot fit (oEmbed: no representation to return)', () => {
    expect(embedSize(String(CARD_MIN_WIDTH - 1), undefined)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(embedSize(undefined, String(height - 1))).toMatchObject({ ok: false, status: 404 });
    expect(embedSize(undefined, String(height))).toMatchObject({ ok: true, height });
  });

  it.each(['wide', '-300', '300.5', '1e3', ' 300'])('answers 400 for maxwidth %j', (value) => {
    expect(embedSize(value, undefined)).toMatchObject({ ok: false, status: 400 });
    expect(embedSize(undefined, value)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('oembedDocument', () => {
  it('is a rich oEmbed 1.0 document whose html is the card’s iframe, with no powers', () => {
    const document = oembedDocument({
      origin: SITE,
      cardPath: `/embed/certificates/${ID}`,
      title: 'Gala "A" <B> · Emission certificate',
      width: 320,
      height: 198,
    });
    expect(document).toEqual({
      version: '1.0',
      type: 'rich',
      title: 'Gala "A" <B> · Emission certificate',
      provider_name: 'Emission Desk',
      provider_url: `${SITE}/`,
      cache_age: 3600,
      width: 320,
      height: 198,
      html: `<iframe src="${SITE}/embed/certificates/${ID}" width="320" height="198" title="Gala &quot;A&quot; &lt;B&gt; · Emission certificate" loading="lazy" style="width:100%;max-width:320px;height:198px;border:0"></iframe>`,
    });
    expect(document.html).not.toMatch(/\sallow/);
  });

  it('is named from a page by an href whose url reads back to the page', () => {
    const href = oembedHref(SITE, `/certificates/${ID}`);
    const url = new URL(href).searchParams.get('url') ?? '';
    expect(href.startsWith(`${SITE}/oembed?`)).toBe(true);
    expect(embeddedPage(url, SITE)?.pagePath).toBe(`/certificates/${ID}`);
    const relative = oembedHref('', '/certificates/correlation/BOOK-42');
    expect(relative).toBe('/oembed?url=%2Fcertificates%2Fcorrelation%2FBOOK-42&format=json');
  });
});

describe('cardHeight', () => {
  it('grows by the QR code’s row', () => {
    expect(cardHeight({ qr: true })).toBeGreaterThan(cardHeight({ qr: false }) + 100);
  });
});
