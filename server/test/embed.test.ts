/**
 * The certificate card and oEmbed through the `npm start` server over real HTTP: the card is the
 * only framable answer, sets no cookie and runs no script; hostile record fields are cut,
 * stripped and escaped in the card and the oEmbed title; the card follows the caller's limit and
 * the certificate cache; certificate pages name their oEmbed document. Every address in them is
 * built from PUBLIC_URL: without it no card or document is served.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChild, stopChild } from '../../e2e/children.ts';
import { startSandbox } from '../../sandbox/test-support.ts';
import { cardHeight } from '../../src/shared/card-layout.ts';
import {
  FOREIGN_CREDENTIALS,
  startForeignService,
  type ForeignService,
} from '../test-fixtures/foreign-service.ts';
import {
  rawRequest,
  startServer,
  temporaryDist,
  type RawAnswer,
  type RunningServer,
} from './test-support.ts';

const SPRING = '11111111-2222-4333-8444-555555555555';
const HOSTILE = '99999999-8888-4777-8666-555555555555';
const LONG = '55555555-4444-4333-8222-111111111111';
const DEMO_BERLIN = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const PUBLIC_URL = 'https://desk.example.com';

let service: ForeignService;
let dist: ReturnType<typeof temporaryDist>;

const serviceEnv = (extra: Record<string, string> = {}) => ({
  SERVICE_URL: service.origin,
  SERVICE_API_KEY: FOREIGN_CREDENTIALS['x-api-key'],
  SERVICE_API_AUTH: FOREIGN_CREDENTIALS['x-api-auth'],
  SERVICE_API_SECRET: FOREIGN_CREDENTIALS['x-api-secret'],
  ...extra,
});

beforeAll(async () => {
  service = await startForeignService();
  dist = temporaryDist();
});
afterAll(async () => {
  await service.close();
  dist.remove();
});

function header(answer: RawAnswer, name: string): string | undefined {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The text a reader sees in an element of the card, tags and entities as they are. */
function element(html: string, className: string): string | undefined {
  return new RegExp(`<[a-z0-9]+ class="${className}"[^>]*>(.*?)</[a-z0-9]+>`).exec(html)?.[1];
}

function oembedLink(html: string): { href: string; title: string } | null {
  const match =
    /<link rel="alternate" type="application\/json\+oembed" href="([^"]*)" title="([^"]*)" \/>/.exec(
      html,
    );
  return match?.[1] !== undefined && match[2] !== undefined
    ? { href: match[1].replaceAll('&amp;', '&'), title: match[2] }
    : null;
}

describe('the card with the built-in sandbox', () => {
  let server: RunningServer;
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox({ basePath: '/sandbox' });
    server = await startServer({ PUBLIC_URL }, { distDir: dist.dir, sandbox: env.sandbox });
  });
  afterAll(async () => {
    await server.close();
    await env.dispose();
  });

  it('may be framed by any site, loaded across origins, and runs no script', async () => {
    const card = await rawRequest(server.port, { path: `/embed/certificates/${DEMO_BERLIN}` });
    expect(card.status).toBe(200);
    expect(header(card, 'content-type')).toBe('text/html; charset=UTF-8');
    const policy = header(card, 'content-security-policy') ?? '';
    expect(policy).toContain('frame-ancestors *');
    expect(policy).toContain("script-src 'none'");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(header(card, 'x-frame-options')).toBeUndefined();
    expect(header(card, 'cross-origin-resource-policy')).toBe('cross-origin');
    expect(header(card, 'x-content-type-options')).toBe('nosniff');
    expect(header(card, 'cache-control')).toBe('private, no-store');
    expect(header(card, 'vary')).toBe('Accept-Language');
    expect(header(card, 'set-cookie')).toBeUndefined();
    expect(card.body).not.toMatch(/<script/i);
    expect(card.body).not.toMatch(/\son[a-z]+=/i);
    // The one inline style is the one the policy allows by its hash.
    const styles = [...card.body.matchAll(/<style>(.*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(card.body).not.toMatch(/\sstyle=/);
  });

  it('is the only answer other sites may frame', async () => {
    for (const path of [
      '/',
      '/event',
      `/certificates/${DEMO_BERLIN}`,
      '/certificates/correlation/DEMO-BERLIN-2026',
      '/no-such-page',
      '/sandbox/openapi.json',
      `/oembed?url=%2Fcertificates%2F${DEMO_BERLIN}`,
    ]) {
      const answer = await rawRequest(server.port, { path });
      expect(header(answer, 'x-frame-options'), path).toBe('DENY');
      expect(header(answer, 'content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(header(answer, 'content-security-policy'), path).not.toContain('frame-ancestors *');
    }
  });

  it('shows the certificate in the reader’s language, its figure by the app’s rule', async () => {
    const card = await rawRequest(server.port, {
      path: `/embed/certificates/${DEMO_BERLIN}`,
      headers: { 'accept-language': 'de-CH,de;q=0.9', cookie: 'emission_desk_lang=fr' },
    });
    expect(card.body).toContain('<html lang="de">');
    expect(element(card.body, 'name')).toBe('Sustainability Summit Berlin');
    expect(element(card.body, 'guest')).toBe('Gast: Jürgen Weiß');
    expect(element(card.body, 'emission')).toBe('74,9 Kilogramm CO₂e');
    expect(element(card.body, 'stay')).toBe(
      'Ein Aufenthalt von 3 Tagen in Deutschland ab 12. März 2026',
    );
    expect(card.body).toContain(
      `<a href="${PUBLIC_URL}/certificates/${DEMO_BERLIN}" target="_blank" rel="noopener">Vollständiges Zertifikat öffnen`,
    );
    // No raw date or code on the card.
    expect(card.body).not.toContain('2026-03-12');
    expect(card.body).not.toMatch(/>DE</);
  });

  it('pins its language with lang=, its look with theme=, and shows the QR code with qr=1', async () => {
    const card = await rawRequest(server.port, {
      path: `/embed/certificates/${DEMO_BERLIN}?lang=it&theme=dark&qr=1&x=1`,
      headers: { 'accept-language': 'de' },
    });
    expect(card.body).toContain('<html lang="it" class="dark">');
    expect(card.body).toContain('<article class="card card--qr">');
    expect(card.body).toMatch(/<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="/);
    expect(card.body).toContain('Apri il certificato completo');
  });

  it('by booking reference shows the one certificate it names, and links to its record’s page', async () => {
    const card = await rawRequest(server.port, {
      path: '/embed/certificates/DEMO-BERLIN-2026/correlation',
    });
    expect(card.status).toBe(200);
    expect(element(card.body, 'name')).toBe('Sustainability Summit Berlin');
    expect(card.body).toContain(`href="${PUBLIC_URL}/certificates/${DEMO_BERLIN}"`);
  });

  it('says in words that there is no such certificate, with a link to the lookup, still framable', async () => {
    for (const path of [
      '/embed/certificates/00000000-0000-4000-8000-000000000000',
      '/embed/certificates/not-a-record-id',
      '/embed/certificates/NO-SUCH-KEY/correlation',
    ]) {
      const card = await rawRequest(server.port, { path });
      expect(card.status, path).toBe(404);
      expect(element(card.body, 'name'), path).toBe('No certificate found');
      expect(card.body, path).toContain(`href="${PUBLIC_URL}/certificates"`);
      expect(header(card, 'content-security-policy'), path).toContain('frame-ancestors *');
      expect(card.body, path).not.toMatch(/<script/i);
    }
  });

  it('answers anything else under /embed with problem+json, never a page of the app', async () => {
    for (const path of ['/embed', '/embed/', '/embed/x', `/embed/certificates/${DEMO_BERLIN}/`]) {
      const answer = await rawRequest(server.port, { path });
      expect(answer.status, path).toBe(404);
      expect(header(answer, 'content-type'), path).toBe('application/problem+json');
    }
  });

  it('answers HEAD like GET, and refuses to be written to', async () => {
    const head = await rawRequest(server.port, {
      method: 'HEAD',
      path: `/embed/certificates/${DEMO_BERLIN}`,
    });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(header(head, 'content-security-policy')).toContain('frame-ancestors *');
    const post = await rawRequest(server.port, {
      method: 'POST',
      path: `/embed/certificates/${DEMO_BERLIN}`,
    });
    expect(post.status).toBe(405);
  });

  it('is named by every certificate page, plain or rendered, in an oEmbed link that resolves', async () => {
    const page = await rawRequest(server.port, { path: `/certificates/${DEMO_BERLIN}` });
    const link = oembedLink(page.body);
    const pageUrl = (path: string) => encodeURIComponent(`${PUBLIC_URL}${path}`);
    expect(link?.href).toBe(
      `${PUBLIC_URL}/oembed?url=${pageUrl(`/certificates/${DEMO_BERLIN}`)}&format=json`,
    );
    const byKey = await rawRequest(server.port, {
      path: '/certificates/correlation/DEMO-BERLIN-2026',
    });
    expect(oembedLink(byKey.body)?.href).toBe(
      `${PUBLIC_URL}/oembed?url=${pageUrl('/certificates/correlation/DEMO-BERLIN-2026')}&format=json`,
    );
    // Other pages name none.
    for (const path of ['/', '/certificates', '/event'])
      expect(oembedLink((await rawRequest(server.port, { path })).body), path).toBeNull();

    const document = await rawRequest(server.port, {
      path: (link?.href ?? '').slice(PUBLIC_URL.length),
    });
    expect(document.status).toBe(200);
    expect(header(document, 'access-control-allow-origin')).toBe('*');
    const body = JSON.parse(document.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'Sustainability Summit Berlin · Demonstration certificate',
      provider_name: 'Emission Desk',
      provider_url: `${PUBLIC_URL}/`,
      width: 400,
      height: cardHeight({ qr: false }),
    });
    expect(body.html).toBe(
      `<iframe src="${PUBLIC_URL}/embed/certificates/${DEMO_BERLIN}" width="400" height="${cardHeight({ qr: false })}" title="Sustainability Summit Berlin · Demonstration certificate" loading="lazy" style="width:100%;max-width:400px;height:${cardHeight({ qr: false })}px;border:0"></iframe>`,
    );
  });

  it('oEmbed refuses other sites’ URLs, other paths, XML and sizes it cannot honour', async () => {
    const asked = async (query: string) =>
      (await rawRequest(server.port, { path: `/oembed?${query}` })).status;
    const page = encodeURIComponent(`${PUBLIC_URL}/certificates/${DEMO_BERLIN}`);
    expect(
      await asked(`url=${encodeURIComponent(`https://evil.example/certificates/${DEMO_BERLIN}`)}`),
    ).toBe(404);
    expect(await asked(`url=${encodeURIComponent(`${PUBLIC_URL}/event`)}`)).toBe(404);
    // The address the server was asked at is not the site's.
    expect(
      await asked(`url=${encodeURIComponent(`${server.origin}/certificates/${DEMO_BERLIN}`)}`),
    ).toBe(404);
    expect(await asked(`url=${encodeURIComponent('javascript:alert(1)')}`)).toBe(404);
    expect(await asked(`url=${page}&format=xml`)).toBe(501);
    expect(await asked(`url=${page}&maxwidth=200`)).toBe(404);
    expect(await asked(`url=${page}&maxheight=100`)).toBe(404);
    expect(await asked(`url=${page}&maxwidth=wide`)).toBe(400);
    expect(await asked('format=json')).toBe(400);
    expect(await asked(`url=${page}&maxwidth=320`)).toBe(200);
  });
});

describe('the card with this site’s service (gateway)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(
      serviceEnv({ PUBLIC_URL: 'https://desk.example.com', GATEWAY_ACCESS: 'certificates' }),
      { distDir: dist.dir },
    );
  });
  afterAll(() => server.close());

  it('shows the certificate of a certificates-only site, links absolute from PUBLIC_URL, and passes on no cookie of the service', async () => {
    const card = await rawRequest(server.port, {
      path: `/embed/certificates/${SPRING}?qr=1`,
      headers: { host: 'evil.example' },
    });
    expect(card.status).toBe(200);
    expect(element(card.body, 'emission')).toBe('1.23 tonnes of CO₂e');
    expect(element(card.body, 'guest')).toBe('Guest: Ana Souza');
    expect(card.body).toContain(`href="https://desk.example.com/certificates/${SPRING}"`);
    expect(card.body).toContain(
      `QR code of the link https://desk.example.com/certificates/${SPRING}`,
    );
    expect(card.body).not.toContain('evil.example');
    expect(header(card, 'set-cookie')).toBeUndefined();
    expect(header(card, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('escapes markup in a record: inert text in the card and the oEmbed title', async () => {
    const card = await rawRequest(server.port, { path: `/embed/certificates/${HOSTILE}` });
    expect(card.body).not.toContain('<script>');
    expect(element(card.body, 'name')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(element(card.body, 'guest')).toBe('Guest: O&#39;Brien &amp; &lt;Sons&gt;');
    const document = await rawRequest(server.port, {
      path: `/oembed?url=${encodeURIComponent(`https://desk.example.com/certificates/${HOSTILE}`)}`,
    });
    const body = JSON.parse(document.body) as { title: string; html: string };
    expect(body.title).toBe('"><script>alert(1)</script> · Emission certificate');
    expect(body.html).toContain(
      'title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Emission certificate"',
    );
    expect(body.html).not.toContain('<script');
  });

  it('cuts a 5,000-character name and drops its bidirectional controls, in the card and the oEmbed title', async () => {
    const card = await rawRequest(server.port, { path: `/embed/certificates/${LONG}` });
    const name = element(card.body, 'name') ?? '';
    expect(name.length).toBeLessThanOrEqual(500);
    expect(name.startsWith('Long NNN')).toBe(true);
    expect(name.endsWith('…')).toBe(true);
    expect(card.body).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(element(card.body, 'guest')).toBe('Guest: &lt;script&gt;alert(2)&lt;/script&gt;Guest');
    const document = await rawRequest(server.port, {
      path: `/oembed?url=${encodeURIComponent(`https://desk.example.com/certificates/${LONG}`)}`,
    });
    const { title } = JSON.parse(document.body) as { title: string };
    expect(title).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(title.length).toBeLessThan(560);
    expect(title).toMatch(/^Long N+… · Emission certificate$/);
  });

  it('comes from the certificate cache: two cards, one call of the service', async () => {
    const path = '/embed/certificates/FOREIGN-ONE/correlation';
    service.received.length = 0;
    const first = await rawRequest(server.port, { path });
    const second = await rawRequest(server.port, { path, headers: { 'accept-language': 'fr' } });
    expect(first.status).toBe(200);
    expect(element(second.body, 'emission')).toBe('1,23 tonne de CO₂e');
    expect(service.received.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it('names the oEmbed document from PUBLIC_URL on certificate pages, titled as the link preview', async () => {
    const page = await rawRequest(server.port, {
      path: '/certificates/correlation/FOREIGN-ONE',
      headers: { host: 'evil.example' },
    });
    expect(oembedLink(page.body)).toEqual({
      href: `https://desk.example.com/oembed?url=${encodeURIComponent(`https://desk.example.com/certificates/${SPRING}`)}&format=json`,
      title: 'Spring retreat · Emission certificate',
    });
  });
});

describe('the card and the caller’s limit', () => {
  it('reads nothing past the limit and says so in a 429 card', async () => {
    const server = await startServer(serviceEnv({ GATEWAY_RATE_LIMIT: '2', PUBLIC_URL }), {
      distDir: dist.dir,
    });
    try {
      const path = `/embed/certificates/${SPRING}`;
      expect((await rawRequest(server.port, { path })).status).toBe(200);
      expect((await rawRequest(server.port, { path })).status).toBe(200);
      service.received.length = 0;
      const over = await rawRequest(server.port, { path });
      expect(over.status).toBe(429);
      expect(element(over.body, 'name')).toBe('Too many requests');
      expect(header(over, 'retry-after')).toBe('60');
      expect(header(over, 'content-security-policy')).toContain('frame-ancestors *');
      expect(service.received).toEqual([]);
      const oembed = await rawRequest(server.port, {
        path: `/oembed?url=${encodeURIComponent(`/certificates/${SPRING}`)}`,
      });
      expect(oembed.status).toBe(429);
    } finally {
      await server.close();
    }
  });
});

describe('the card and the caller’s limit on a server with only the sandbox', () => {
  it('counts each card and oEmbed document: past the limit, a 429 card and a 429 document', async () => {
    const env = await startSandbox({ basePath: '/sandbox' });
    const server = await startServer(
      { GATEWAY_RATE_LIMIT: '2', PUBLIC_URL },
      { distDir: dist.dir, sandbox: env.sandbox },
    );
    try {
      const path = `/embed/certificates/${DEMO_BERLIN}?qr=1`;
      expect((await rawRequest(server.port, { path })).status).toBe(200);
      const oembed = `/oembed?url=${encodeURIComponent(`${PUBLIC_URL}/certificates/${DEMO_BERLIN}`)}`;
      expect((await rawRequest(server.port, { path: oembed })).status).toBe(200);
      const over = await rawRequest(server.port, { path });
      expect(over.status).toBe(429);
      expect(element(over.body, 'name')).toBe('Too many requests');
      expect(header(over, 'retry-after')).toBe('60');
      expect(over.body).not.toContain('Sustainability Summit Berlin');
      const overDocument = await rawRequest(server.port, { path: oembed });
      expect(overDocument.status).toBe(429);
      expect(header(overDocument, 'retry-after')).toBe('60');
    } finally {
      await server.close();
      await env.dispose();
    }
  });
});

describe('a server without PUBLIC_URL', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox({ basePath: '/sandbox' });
  });
  afterAll(() => env.dispose());

  for (const mode of ['sandbox', 'service'] as const) {
    it(`with the ${mode}: serves no card or oEmbed document whatever the Host, names none, and its runtime config says embeds are off`, async () => {
      const server = await startServer(
        mode === 'service' ? serviceEnv() : {},
        mode === 'service' ? { distDir: dist.dir } : { distDir: dist.dir, sandbox: env.sandbox },
      );
      try {
        const id = mode === 'service' ? SPRING : DEMO_BERLIN;
        const host = { host: 'evil.example' };
        for (const path of [`/embed/certificates/${id}`, `/embed/certificates/${id}?qr=1`]) {
          const card = await rawRequest(server.port, { path, headers: host });
          expect(card.status, path).toBe(404);
          expect(header(card, 'content-type'), path).toBe('application/problem+json');
          expect(card.body, path).not.toContain('evil.example');
        }
        for (const url of [`http://evil.example/certificates/${id}`, `/certificates/${id}`]) {
          const oembed = await rawRequest(server.port, {
            path: `/oembed?url=${encodeURIComponent(url)}`,
            headers: host,
          });
          expect(oembed.status, url).toBe(404);
          expect(oembed.body, url).not.toContain('iframe');
          expect(header(oembed, 'cache-control'), url).not.toMatch(/public/);
        }
        const page = await rawRequest(server.port, {
          path: `/certificates/${id}`,
          headers: host,
        });
        expect(page.status).toBe(200);
        expect(oembedLink(page.body)).toBeNull();
        const runtime = await rawRequest(server.port, { path: '/runtime-config.json' });
        expect(JSON.parse(runtime.body)).toMatchObject({ embeds: false });
      } finally {
        await server.close();
      }
    });
  }

  it('says so in its start line', async () => {
    let output = '';
    const child = startChild(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        DIST_DIR: dist.dir,
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await expect.poll(() => output, { timeout: 20_000 }).toMatch(/served at/);
      await expect
        .poll(() => output, { timeout: 5_000 })
        .toContain('Embeds are off: certificate cards and /oembed need PUBLIC_URL');
    } finally {
      await stopChild(child);
    }
  }, 30_000);
});

describe('a correlation page’s oEmbed link', () => {
  it('escapes a booking reference’s = once, however the page was asked for', async () => {
    const env = await startSandbox({ basePath: '/sandbox' });
    const server = await startServer({ PUBLIC_URL }, { distDir: dist.dir, sandbox: env.sandbox });
    try {
      const named = encodeURIComponent(`${PUBLIC_URL}/certificates/correlation/KEY=1`);
      for (const path of ['/certificates/correlation/KEY%3D1', '/certificates/correlation/KEY=1']) {
        const page = await rawRequest(server.port, { path });
        const href = oembedLink(page.body)?.href ?? '';
        expect(href, path).toBe(`${PUBLIC_URL}/oembed?url=${named}&format=json`);
        expect(href, path).not.toContain('%253D');
      }
    } finally {
      await server.close();
      await env.dispose();
    }
  });
});

describe('a server that cannot serve cards (no sandbox, no service)', () => {
  it('answers 404 for cards and oEmbed, and its pages name no oEmbed document', async () => {
    const server = await startServer({}, { distDir: dist.dir });
    try {
      const card = await rawRequest(server.port, { path: `/embed/certificates/${DEMO_BERLIN}` });
      expect(card.status).toBe(404);
      expect(header(card, 'content-type')).toBe('application/problem+json');
      const oembed = await rawRequest(server.port, {
        path: `/oembed?url=%2Fcertificates%2F${DEMO_BERLIN}`,
      });
      expect(oembed.status).toBe(404);
      const page = await rawRequest(server.port, { path: `/certificates/${DEMO_BERLIN}` });
      expect(oembedLink(page.body)).toBeNull();
    } finally {
      await server.close();
    }
  });
});
