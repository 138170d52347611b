/**
 * Certificate pages rendered on the server (certificate-pages.ts): the reader's certificate in
 * the page's HTML, in the reader's language and unit, with the answer for the app's start; the
 * plain shell wherever the server cannot read the reader's service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../src/api/runtime-config.ts';
import { PAGE_DATA_ELEMENT_ID } from '../src/shared/page-data.ts';
import { VIEW_COOKIE } from '../src/shared/view-cookie.ts';
import { startSandbox } from '../sandbox/test-support.ts';
import { CertificatePages, withRoot } from './certificate-pages.ts';
import { pageRef } from './certificate-paths.ts';
import { certificateSources, SandboxCertificates, type Fetch } from './certificate-source.ts';

const BERLIN = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const SHELL =
  '<!doctype html><html lang="en"><head><title>Emission Desk</title></head><body>' +
  '<div id="root"><div class="shell"><main></main></div></div>\n    <noscript>Emission Desk needs JavaScript.</noscript></body></html>';

let env: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  env = await startSandbox({ basePath: '/sandbox' });
});
afterAll(() => env.dispose());

const ORIGIN = 'http://localhost:4173';

/** The sandbox as the only certificate source, links below ORIGIN. */
const sandboxOnly = (sandbox: { fetch: Fetch }) =>
  certificateSources(null, new SandboxCertificates(sandbox, ORIGIN));

function pages(runtime: RuntimeConfig = DEFAULT_RUNTIME_CONFIG) {
  return new CertificatePages({
    distDir: '/nonexistent',
    runtime,
    certificates: sandboxOnly(env.sandbox),
    loadRenderer: () => import('./render/certificate-page.tsx'),
  });
}

function refOf(pathname: string) {
  const ref = pageRef(pathname);
  if (!ref) throw new Error(`${pathname} is no certificate page`);
  return ref;
}

const request = (pathname: string, language: 'en' | 'de' = 'en', cookie?: string) => ({
  ref: refOf(pathname),
  origin: ORIGIN,
  language,
  cookie,
});

function pageData(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

describe('a certificate page rendered on the server', () => {
  it('shows a first-time reader the sandbox certificate, titled, with its answer for the app', async () => {
    const html = await pages().render(SHELL, request(`/certificates/${BERLIN}`));
    expect(html).not.toBeNull();
    expect(html).toContain('<title>Sustainability Summit Berlin · Emission Desk</title>');
    expect(html).toMatch(/<h1[^>]*><bdi>Sustainability Summit Berlin<\/bdi><\/h1>/);
    expect(html).toContain('class="certificate__emission-value">74.9</span>');
    expect(html).toContain('data-testid="certificate-demo"');
    expect(html).toContain('<noscript>Emission Desk needs JavaScript.</noscript>');
    // The query cache the page was rendered from, dehydrated: the certificate under its key.
    // Its key names the service, not the page's address: the app's page asks for the same one.
    expect(pageData(html ?? '')).toMatchObject({
      state: {
        queries: [
          {
            queryKey: [
              'certificates',
              'detail',
              { service: 'sandbox', version: 0, reportedUnit: 'kg' },
              BERLIN,
            ],
            state: {
              status: 'success',
              data: { id: BERLIN, name: 'Sustainability Summit Berlin' },
            },
          },
        ],
      },
    });
  });

  it('is in the reader’s language, and reads the figure in the unit the reader set', async () => {
    const html = await pages().render(
      SHELL,
      request(`/certificates/${BERLIN}`, 'de', `other=1; ${VIEW_COOKIE}=sandbox.t`),
    );
    expect(html).toContain('Emissionszertifikat');
    // The reader says this service reports tonnes: 74.85 is read as 74.85 t, shown by the rule
    // as 74,9 t, with the exact figure in kilograms as its title.
    expect(html).toMatch(/class="certificate__emission-value">74,9<\/span> <span[^>]*>t CO₂e/);
    expect(html).toContain('74.850 kg CO₂e');
  });

  it('leaves the shell alone for a reader of a custom service, an unknown id or another path', async () => {
    const renderer = pages();
    const custom = `${VIEW_COOKIE}=custom.kg`;
    expect(
      await renderer.render(SHELL, request(`/certificates/${BERLIN}`, 'en', custom)),
    ).toBeNull();
    const unknown = '0b9e7c55-2f4d-4c1a-9a8e-000000000000';
    expect(await renderer.render(SHELL, request(`/certificates/${unknown}`))).toBeNull();
    expect(await renderer.render(SHELL, request('/certificates/not-an-id'))).toBeNull();
    expect(await renderer.render(SHELL, request(`/certificates/correlation/DEMO`))).toBeNull();
  });

  it('leaves it alone where this site’s service is the default and its gateway cannot be read', async () => {
    const runtime: RuntimeConfig = {
      ...DEFAULT_RUNTIME_CONFIG,
      gateway: { base: '/api', access: 'all', emissionUnit: 'kg' },
    };
    expect(await pages(runtime).render(SHELL, request(`/certificates/${BERLIN}`))).toBeNull();
    // A reader who chose the sandbox still gets it.
    const sandbox = `${VIEW_COOKIE}=sandbox.kg`;
    expect(
      await pages(runtime).render(SHELL, request(`/certificates/${BERLIN}`, 'en', sandbox)),
    ).toContain('Sustainability Summit Berlin');
  });

  it('sends the plain shell when no renderer is built', async () => {
    const plain = new CertificatePages({
      distDir: '/nonexistent',
      runtime: DEFAULT_RUNTIME_CONFIG,
      certificates: sandboxOnly(env.sandbox),
    });
    expect(await plain.render(SHELL, request(`/certificates/${BERLIN}`))).toBeNull();
  });
  it("puts a name with replacement patterns ($& and $') into the title as it is", async () => {
    const name = "Gala $& $' <Night>";
    const withName = new CertificatePages({
      distDir: '/nonexistent',
      runtime: DEFAULT_RUNTIME_CONFIG,
      certificates: sandboxOnly({
        fetch: () => Response.json({ id: BERLIN, name, emission: 12 }),
      }),
      loadRenderer: () => import('./render/certificate-page.tsx'),
    });
    const html = (await withName.render(SHELL, request(`/certificates/${BERLIN}`))) ?? '';
    expect(html).toContain('<title>Gala $&amp; $&#x27; &lt;Night&gt; · Emission Desk</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe('withRoot', () => {
  it('replaces what #root holds and nothing else', () => {
    expect(withRoot(SHELL, '<p>x</p>')).toBe(
      SHELL.replace('<div class="shell"><main></main></div>', '<p>x</p>'),
    );
  });
});
