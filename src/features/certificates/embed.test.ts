import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../api/runtime-config.ts';
import { CARD_MAX_WIDTH, CARD_MIN_WIDTH } from '../../shared/card-layout.ts';
import { EMBED_WIDTHS, embedOrigin, embedPath, embedSnippet, embedTitle } from './embed.ts';
import { cardService, embedOffered } from './share.ts';

const ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const ORIGIN = 'https://desk.example.com';

const SANDBOX_SERVER: RuntimeConfig = {
  gateway: null,
  sandbox: true,
  customService: true,
  embeds: true,
};
const GATEWAY_SERVER: RuntimeConfig = {
  gateway: { base: '/api', access: 'certificates', emissionUnit: 'kg' },
  sandbox: false,
  customService: false,
  embeds: true,
};
/** A static host: no runtime config, so the default one, which says nothing of cards. */
const STATIC_HOST: RuntimeConfig = { gateway: null, sandbox: true, customService: true };

describe('EMBED_WIDTHS', () => {
  it('offers only widths the card is laid out for', () => {
    for (const width of EMBED_WIDTHS) {
      expect(width).toBeGreaterThanOrEqual(CARD_MIN_WIDTH);
      expect(width).toBeLessThanOrEqual(CARD_MAX_WIDTH);
    }
  });
});

describe('embedPath', () => {
  it('is the card of the record, with no query for the automatic look without QR code', () => {
    expect(embedPath(ID, { theme: 'auto', qr: false })).toBe(`/embed/certificates/${ID}`);
  });

  it('pins the preview’s language when given one, after the look', () => {
    expect(embedPath(ID, { theme: 'dark', qr: false, language: 'de' })).toBe(
      `/embed/certificates/${ID}?theme=dark&lang=de`,
    );
    expect(embedPath(ID, { theme: 'auto', qr: false, language: 'fr' })).toBe(
      `/embed/certificates/${ID}?lang=fr`,
    );
  });

  it('names the look and the QR code as the card reads them', () => {
    expect(embedPath(ID, { theme: 'dark', qr: false })).toBe(
      `/embed/certificates/${ID}?theme=dark`,
    );
    expect(embedPath(ID, { theme: 'light', qr: true })).toBe(
      `/embed/certificates/${ID}?theme=light&qr=1`,
    );
    expect(embedPath(ID, { theme: 'auto', qr: true })).toBe(`/embed/certificates/${ID}?qr=1`);
  });
});

describe('embedOrigin', () => {
  it('prefers the deployment’s public origin, without a trailing slash', () => {
    expect(embedOrigin('https://desk.example.com/', 'http://localhost:4173')).toBe(ORIGIN);
    expect(embedOrigin(undefined, 'http://localhost:4173')).toBe('http://localhost:4173');
  });
});

describe('embedTitle', () => {
  it('drops bidirectional controls and line breaks, and cuts a long name', () => {
    expect(embedTitle('Tagung\u202e gnikoob\u2066 Zürich\n2026', 'Certificate')).toBe(
      'Tagung gnikoob Zürich 2026',
    );
    const long = embedTitle('x'.repeat(5000), 'Certificate');
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('…')).toBe(true);
  });

  it('falls back to a word where the certificate has no name', () => {
    expect(embedTitle(undefined, 'Emission certificate')).toBe('Emission certificate');
    expect(embedTitle(' \u202a\u202c ', 'Emission certificate')).toBe('Emission certificate');
  });
});

describe('embedSnippet', () => {
  const code = {
    origin: ORIGIN,
    id: ID,
    width: 400,
    height: 240,
    title: 'Sustainability Summit Berlin',
    theme: 'auto',
    qr: false,
  } as const;

  it('is one iframe with an absolute address, size, title, lazy loading and no border', () => {
    expect(embedSnippet(code)).toBe(
      `<iframe src="${ORIGIN}/embed/certificates/${ID}" width="400" height="240"` +
        ` title="Sustainability Summit Berlin" loading="lazy"` +
        ` style="width:100%;max-width:400px;height:240px;border:0"></iframe>`,
    );
  });

  it('is as wide as its place up to the chosen width, never wider, at the card’s height', () => {
    const snippet = embedSnippet({ ...code, width: 560, height: 260 });
    expect(snippet).toContain(' style="width:100%;max-width:560px;height:260px;border:0"');
  });

  it('follows the chosen width, height, look and QR code', () => {
    const snippet = embedSnippet({ ...code, width: 560, height: 420, theme: 'dark', qr: true });
    expect(snippet).toContain(`src="${ORIGIN}/embed/certificates/${ID}?theme=dark&amp;qr=1"`);
    expect(snippet).toContain('width="560" height="420"');
  });

  it('grants the frame no powers', () => {
    expect(embedSnippet(code)).not.toMatch(/\sallow|sandbox=|<script/i);
  });

  it('keeps a hostile name inside its attribute', () => {
    const title = embedTitle(
      `"><script>alert(1)</script><img src=x onerror='x'>\u202eevil\u2069`,
      'Certificate',
    );
    const snippet = embedSnippet({ ...code, title });
    expect(snippet).toContain(
      ' title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&#39;x&#39;&gt;evil"',
    );
    // Only the iframe's own markup: one tag opened, one closed, and the rest escaped.
    expect(snippet.match(/</g)).toHaveLength(2);
    expect(snippet.match(/"/g)).toHaveLength(12);
    expect(snippet).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('embedOffered', () => {
  it('offers the card of a sandbox certificate where the server serves sandbox cards', () => {
    expect(cardService(SANDBOX_SERVER)).toBe('sandbox');
    expect(embedOffered(ID, 'sandbox', SANDBOX_SERVER)).toBe(true);
  });

  it('offers the card of this site’s service’s certificate', () => {
    expect(cardService(GATEWAY_SERVER)).toBe('gateway');
    expect(embedOffered(ID, 'gateway', GATEWAY_SERVER)).toBe(true);
  });

  it('offers no card of a custom service’s certificate, which the server cannot read', () => {
    expect(embedOffered(ID, 'custom', SANDBOX_SERVER)).toBe(false);
    expect(embedOffered(ID, 'custom', GATEWAY_SERVER)).toBe(false);
  });

  it('offers no card where the server’s cards read another service', () => {
    // With both, the server's cards read this site's service, not the sandbox.
    const both: RuntimeConfig = { ...GATEWAY_SERVER, sandbox: true };
    expect(embedOffered(ID, 'sandbox', both)).toBe(false);
    expect(embedOffered(ID, 'gateway', both)).toBe(true);
  });

  it('offers no card where the server serves none', () => {
    expect(cardService(STATIC_HOST)).toBeUndefined();
    expect(embedOffered(ID, 'sandbox', STATIC_HOST)).toBe(false);
    expect(embedOffered(ID, 'gateway', { ...GATEWAY_SERVER, embeds: false })).toBe(false);
  });

  it('offers no card of a certificate without a record id', () => {
    expect(embedOffered(undefined, 'sandbox', SANDBOX_SERVER)).toBe(false);
    expect(embedOffered('DEMO-BERLIN-2026', 'sandbox', SANDBOX_SERVER)).toBe(false);
  });
});
