/**
 * What the server writes into the pages it sends: the runtime config, link preview tags of
 * certificate pages (gateway mode), and absolute URLs only from PUBLIC_URL, never from Host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID } from '../../src/api/runtime-config.ts';
import {
  FOREIGN_CREDENTIALS,
  startForeignService,
  type ForeignService,
} from '../test-fixtures/foreign-service.ts';
import { rawRequest, startServer, temporaryDist, type RunningServer } from './test-support.ts';

let service: ForeignService;
let dist: ReturnType<typeof temporaryDist>;

const serviceEnv = () => ({
  SERVICE_URL: service.origin,
  SERVICE_API_KEY: FOREIGN_CREDENTIALS['x-api-key'],
  SERVICE_API_AUTH: FOREIGN_CREDENTIALS['x-api-auth'],
  SERVICE_API_SECRET: FOREIGN_CREDENTIALS['x-api-secret'],
});

beforeAll(async () => {
  service = await startForeignService();
  dist = temporaryDist();
});
afterAll(async () => {
  await service.close();
  dist.remove();
});

function runtimeConfigOf(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

describe('the runtime config', () => {
  it('is in every page, and says there is no gateway when no service is configured and no embeds without PUBLIC_URL', async () => {
    const server = await startServer(
      { DIST_DIR: dist.dir },
      { distDir: dist.dir, sandbox: { fetch: () => new Response() } },
    );
    try {
      for (const path of ['/', '/event', '/certificates/x', '/no-such-page']) {
        const page = await rawRequest(server.port, { path });
        expect(parseRuntimeConfig(JSON.stringify(runtimeConfigOf(page.body)))).toEqual({
          gateway: null,
          sandbox: true,
          customService: true,
          embeds: false,
        });
      }
      const json = await rawRequest(server.port, { path: '/runtime-config.json' });
      expect(JSON.parse(json.body)).toEqual({
        gateway: null,
        sandbox: true,
        customService: true,
        embeds: false,
      });
    } finally {
      await server.close();
    }
  });

  it('tells the app where this server’s sandbox’s files are, when a sandbox is mounted', async () => {
    const filesUrl = 'http://localhost:4173/sandbox/files/';
    const server = await startServer(
      { DIST_DIR: dist.dir },
      { distDir: dist.dir, sandbox: { fetch: () => new Response(), filesUrl } },
    );
    try {
      const page = await rawRequest(server.port, { path: '/certificates/x' });
      expect(parseRuntimeConfig(JSON.stringify(runtimeConfigOf(page.body)))).toMatchObject({
        sandbox: true,
        sandboxFiles: filesUrl,
      });
    } finally {
      await server.close();
    }
  });

  it('tells the app about the gateway, its access and the public URL, and holds no credential', async () => {
    const server = await startServer(
      {
        ...serviceEnv(),
        GATEWAY_ACCESS: 'certificates',
        GATEWAY_CUSTOM_SERVICE: 'off',
        PUBLIC_URL: 'https://desk.example.com',
        SERVICE_EMISSION_UNIT: 't',
      },
      { distDir: dist.dir },
    );
    try {
      const page = await rawRequest(server.port, { path: '/settings' });
      expect(runtimeConfigOf(page.body)).toEqual({
        gateway: { base: '/api', access: 'certificates', emissionUnit: 't' },
        sandbox: false,
        customService: false,
        embeds: true,
        publicUrl: 'https://desk.example.com',
      });
      for (const secret of Object.values(FOREIGN_CREDENTIALS))
        expect(page.body).not.toContain(secret);
      expect(page.body).not.toContain(service.origin);
    } finally {
      await server.close();
    }
  });
});

describe('link preview tags', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(
      { ...serviceEnv(), PUBLIC_URL: 'https://desk.example.com' },
      { distDir: dist.dir },
    );
  });
  afterAll(() => server.close());

  it('describe a certificate page by record id', async () => {
    const page = await rawRequest(server.port, {
      path: '/certificates/11111111-2222-4333-8444-555555555555',
    });
    const html = page.body;
    expect(metaContent(html, 'og:title')).toBe('Spring retreat · Emission certificate');
    expect(metaContent(html, 'og:description')).toBe(
      'Guest: Ana Souza · 1.23 tonnes of CO₂e · a stay of 3 days in Portugal from 14 April 2026',
    );
    expect(metaContent(html, 'og:image')).toBe('https://files.foreign.example/c/1-facebook.jpg');
    expect(metaContent(html, 'og:url')).toBe(
      'https://desk.example.com/certificates/11111111-2222-4333-8444-555555555555',
    );
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(
      'https://files.foreign.example/c/1-twitter.jpg',
    );
  });

  it('describe a page by correlation key, in the reader’s language', async () => {
    const page = await rawRequest(server.port, {
      path: '/certificates/correlation/FOREIGN-ONE',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(metaContent(page.body, 'og:title')).toBe('Spring retreat · Emissionszertifikat');
    expect(metaContent(page.body, 'og:description')).toBe(
      'Gast: Ana Souza · 1,23 Tonnen CO₂e · ein Aufenthalt von 3 Tagen in Portugal ab 14. April 2026',
    );
  });

  it('name the certificate in a correlation page’s title and share the record’s page, never the booking reference', async () => {
    const page = await rawRequest(server.port, { path: '/certificates/correlation/FOREIGN-ONE' });
    expect(page.body).toContain('<title>Spring retreat · Emission certificate</title>');
    expect(metaContent(page.body, 'og:url')).toBe(
      'https://desk.example.com/certificates/11111111-2222-4333-8444-555555555555',
    );
    expect(page.body).not.toContain('FOREIGN-ONE');
  });

  it('describe a page in French or Italian for a reader whose browser prefers it', async () => {
    const french = await rawRequest(server.port, {
      path: '/certificates/correlation/FOREIGN-ONE',
      headers: { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.5' },
    });
    expect(french.body).toContain('<html lang="fr">');
    expect(metaContent(french.body, 'og:title')).toBe('Spring retreat · Certificat d’émissions');
    expect(metaContent(french.body, 'og:description')).toBe(
      'Client\u202f: Ana Souza · 1,23 tonne de CO₂e · un séjour de 3 jours (Portugal) à partir du 14 avril 2026',
    );
    const italian = await rawRequest(server.port, {
      path: '/certificates/correlation/FOREIGN-ONE',
      headers: { 'accept-language': 'it-IT,it;q=0.9' },
    });
    expect(italian.body).toContain('<html lang="it">');
    expect(metaContent(italian.body, 'og:title')).toBe(
      'Spring retreat · Certificato delle emissioni',
    );
    expect(metaContent(italian.body, 'og:description')).toBe(
      'Ospite: Ana Souza · 1,23 tonnellate di CO₂e · un soggiorno di 3 giorni (Portogallo) dal giorno 14 aprile 2026',
    );
  });

  it('escape every value: a record named "><script> gives inert text, and only https images', async () => {
    const page = await rawRequest(server.port, {
      path: '/certificates/99999999-8888-4777-8666-555555555555',
    });
    const html = page.body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Emission certificate" />',
    );
    expect(metaContent(html, 'og:description')).toBe(
      'Guest: O&#39;Brien &amp; &lt;Sons&gt; · 0.4 kilograms of CO₂e · a stay of 1 day in Ireland from 1 May 2026',
    );
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'twitter:image')).toBeUndefined();
    expect(html.match(/<script/g)).toHaveLength(1); // the runtime config only
  });

  it('say "summary" where an https page has no https image to show, "summary_large_image" where it has', async () => {
    const without = await rawRequest(server.port, {
      path: '/certificates/99999999-8888-4777-8666-555555555555',
    });
    expect(metaContent(without.body, 'og:image')).toBeUndefined();
    expect(metaContent(without.body, 'twitter:card')).toBe('summary');
    const long = await rawRequest(server.port, {
      path: '/certificates/55555555-4444-4333-8222-111111111111',
    });
    expect(metaContent(long.body, 'twitter:card')).toBe('summary');
    const withImage = await rawRequest(server.port, {
      path: '/certificates/11111111-2222-4333-8444-555555555555',
    });
    expect(metaContent(withImage.body, 'twitter:card')).toBe('summary_large_image');
  });

  it('are left out when the service has no such certificate, and the page still comes', async () => {
    const page = await rawRequest(server.port, {
      path: '/certificates/00000000-0000-4000-8000-000000000000',
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>root/index.html</title>');
    expect(page.body).not.toContain('og:title');
  });

  it('come from a short cache: a second view does not call the service again', async () => {
    const path = '/certificates/correlation/FOREIGN-HOSTILE';
    await rawRequest(server.port, { path });
    service.received.length = 0;
    const again = await rawRequest(server.port, { path });
    expect(metaContent(again.body, 'og:title')).toContain('Emission certificate');
    expect(service.received).toEqual([]);
  });

  it('are compressed with the page when the browser accepts Brotli', async () => {
    const response = await fetch(
      `${server.origin}/certificates/11111111-2222-4333-8444-555555555555`,
      {
        headers: { 'accept-encoding': 'br' },
      },
    );
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('og:title');
  });
});

describe('link preview images on an http page', () => {
  it('name an http image, as the page itself may link it, and never a script link', async () => {
    const server = await startServer(
      { ...serviceEnv(), PUBLIC_URL: 'http://desk.example.com' },
      { distDir: dist.dir },
    );
    try {
      for (const language of ['en', 'de']) {
        const page = await rawRequest(server.port, {
          path: '/certificates/99999999-8888-4777-8666-555555555555',
          headers: { 'accept-language': language },
        });
        expect(page.body).toContain(`<html lang="${language}">`);
        expect(metaContent(page.body, 'og:image')).toBe(
          'http://files.foreign.example/c/2-facebook.jpg',
        );
        // Its own image is a script link: the Facebook one stands in.
        expect(metaContent(page.body, 'twitter:image')).toBe(
          'http://files.foreign.example/c/2-facebook.jpg',
        );
        expect(metaContent(page.body, 'twitter:card')).toBe('summary_large_image');
        expect(page.body).not.toContain('javascript:');
      }
      const long = await rawRequest(server.port, {
        path: '/certificates/55555555-4444-4333-8222-111111111111',
      });
      expect(metaContent(long.body, 'og:image')).toBeUndefined();
      expect(metaContent(long.body, 'twitter:card')).toBe('summary');
    } finally {
      await server.close();
    }
  });
});

describe('absolute URLs', () => {
  it('come from PUBLIC_URL and never from the Host header', async () => {
    const server = await startServer(
      { ...serviceEnv(), PUBLIC_URL: 'https://desk.example.com' },
      { distDir: dist.dir },
    );
    try {
      const page = await rawRequest(server.port, {
        path: '/certificates/11111111-2222-4333-8444-555555555555',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(page.body).toContain('https://desk.example.com/certificates/');
      expect(page.body).not.toContain('evil.example');
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await server.close();
    }
  });

  it('are left out without PUBLIC_URL: no og:url, no HSTS, nothing from Host', async () => {
    const server = await startServer(serviceEnv(), { distDir: dist.dir });
    try {
      const page = await rawRequest(server.port, {
        path: '/certificates/11111111-2222-4333-8444-555555555555',
        headers: { host: 'evil.example' },
      });
      expect(metaContent(page.body, 'og:title')).toBeDefined();
      expect(metaContent(page.body, 'og:url')).toBeUndefined();
      expect(page.body).not.toContain('evil.example');
      expect(page.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
