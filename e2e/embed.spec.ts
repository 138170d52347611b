/**
 * The certificate card on other sites, in a real Chromium against the real server: a page of
 * another origin (a small HTTP server of this test on 127.0.0.1, the app on localhost) frames the
 * card, and is refused any other page of the app; the card runs no script and passes axe in both
 * looks; the oEmbed document a certificate page names is a valid oEmbed 1.0 `rich` document whose
 * `html` renders the card at its stated size; a certificates-only gateway site serves cards. Cards
 * and oEmbed are built from PUBLIC_URL only, so these run against a site of their own that sets it
 * (gateway-deployment.ts); the shared server of the run has none and serves no cards.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from '@playwright/test';
import { cardHeight } from '../src/shared/card-layout.ts';
import { gatewayDeployment, sandboxDeployment } from './gateway-deployment.ts';
import { expect, expectAccessible, expectNoHorizontalScroll, test } from './fixtures';

const DEMO_BERLIN = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const DEMO_DUBAI = 'c4e5f6a7-b8c9-4dae-9f01-23456789abcd';
const SPRING = '11111111-2222-4333-8444-555555555555';

// The site with the sandbox and PUBLIC_URL its own address: every test's baseURL.
const sandboxSite = sandboxDeployment();
test.use({ baseURL: async ({}, use) => use(sandboxSite.app) });

/**
 * A site of another origin: `/?html=<markup>` answers a page with that markup in its body, as a
 * hotel's page with an embed snippet pasted into it.
 */
function otherSite() {
  const state = { origin: '', server: null as Server | null };

  test.beforeAll(async () => {
    const server = createServer((request, response) => {
      const html = new URL(request.url ?? '/', 'http://host.invalid').searchParams.get('html');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><head><title>A hotel’s page</title></head><body><main><h1>Our stays</h1>${html ?? ''}</main></body></html>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.server = server;
    state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    const { server } = state;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return state;
}

/** The other site's page with `markup` in it. */
function hostPage(origin: string, markup: string): string {
  return `${origin}/?html=${encodeURIComponent(markup)}`;
}

function frame(src: string, name: string, width = 400, height = 400): string {
  return `<iframe name="${name}" src="${src}" width="${width}" height="${height}" title="${name}"></iframe>`;
}

/** The card's own height inside a frame taller than it: what its document's content takes. */
async function naturalHeight(page: Page, name: string): Promise<number> {
  const inner = page.frame({ name });
  if (!inner) throw new Error(`no frame ${name}`);
  return inner.evaluate(() => document.body.getBoundingClientRect().height);
}

async function expectCard(card: FrameLocator, name: string, emission: string | RegExp) {
  await expect(card.getByText(name, { exact: true })).toBeVisible();
  await expect(card.getByText(emission)).toBeVisible();
  await expect(card.getByRole('link', { name: /Open the full certificate/ })).toBeVisible();
}

test.describe('the certificate card on another site', () => {
  const site = otherSite();

  test('renders inside a page of another origin, at the height oEmbed states from 280 to 600 px', async ({
    page,
    baseURL,
  }) => {
    const card = `${baseURL}/embed/certificates/${DEMO_BERLIN}`;
    await page.goto(
      hostPage(
        site.origin,
        [
          frame(card, 'narrow', 280, 500),
          frame(card, 'wide', 600, 500),
          frame(`${card}?qr=1`, 'qr', 280, 500),
        ].join(''),
      ),
    );
    await expectCard(
      page.frameLocator('iframe[name="narrow"]'),
      'Sustainability Summit Berlin',
      '74.9 kilograms of CO₂e',
    );
    await expectCard(
      page.frameLocator('iframe[name="wide"]'),
      'Sustainability Summit Berlin',
      '74.9 kilograms of CO₂e',
    );
    await expect(
      page.frameLocator('iframe[name="qr"]').getByRole('img', { name: /QR code of the link/ }),
    ).toBeVisible();
    expect(await naturalHeight(page, 'narrow')).toBe(cardHeight({ qr: false }));
    expect(await naturalHeight(page, 'wide')).toBe(cardHeight({ qr: false }));
    expect(await naturalHeight(page, 'qr')).toBe(cardHeight({ qr: true }));
    // The link opens the full page in a new tab, never inside the other site's frame.
    const link = page
      .frameLocator('iframe[name="wide"]')
      .getByRole('link', { name: /Open the full certificate/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', `${baseURL}/certificates/${DEMO_BERLIN}`);
  });

  test('is the only page of the app another origin can frame', async ({ browser, baseURL }) => {
    // A page of its own: the refusals are reported as policy violations, which is the point here.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
      });
      await page.goto(
        hostPage(
          site.origin,
          [
            frame(`${baseURL}/embed/certificates/${DEMO_BERLIN}`, 'card'),
            frame(`${baseURL}/certificates/${DEMO_BERLIN}`, 'page'),
            frame(`${baseURL}/event`, 'event'),
          ].join(''),
        ),
      );
      await expectCard(
        page.frameLocator('iframe[name="card"]'),
        'Sustainability Summit Berlin',
        '74.9 kilograms of CO₂e',
      );
      await expect.poll(() => refusals.length).toBe(2);
      for (const name of ['page', 'event']) {
        const refused = page.frameLocator(`iframe[name="${name}"]`);
        await expect(refused.getByText('Sustainability Summit Berlin')).toHaveCount(0);
        await expect(refused.getByRole('heading', { level: 1 })).toHaveCount(0);
        await expect(refused.getByRole('navigation')).toHaveCount(0);
      }
    } finally {
      await context.close();
    }
  });
});

test.describe('the card on its own', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no script and passes axe in the ${colorScheme} look of the reader’s system`, async ({
      page,
      baseURL,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${baseURL}/embed/certificates/${DEMO_BERLIN}?qr=1`);
      await expect(page.getByText('Sustainability Summit Berlin', { exact: true })).toBeVisible();
      await expect(page.locator('script')).toHaveCount(0);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(colorScheme === 'dark' ? 'rgb(15, 29, 23)' : 'rgb(255, 255, 255)');
      await expectAccessible(page);
    });
  }

  test('follows theme= over the reader’s system, and passes axe in both', async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${baseURL}/embed/certificates/${DEMO_BERLIN}?theme=dark&lang=de`);
    await expect(page.getByText('74,9 Kilogramm CO₂e')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(15, 29, 23)',
    );
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${baseURL}/embed/certificates/${DEMO_BERLIN}?theme=light`);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    await expectAccessible(page);
  });

  test('fits a phone’s 320 px: the figure whole, nothing scrolls sideways', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${baseURL}/embed/certificates/DEMO-BERLIN-2026/correlation?lang=it`);
    const figure = page.getByText('74,9 chilogrammi di CO₂e');
    await expect(figure).toBeVisible();
    // Not cut by the ellipsis: the figure's line is as wide as its text.
    expect(await figure.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });

  test('keeps every name, figure and stay whole at 280 px, in every language', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 280, height: 400 });
    const demoRecords = [DEMO_BERLIN, '8a1d2e3f-4b5c-4d6e-8f70-9a1b2c3d4e5f', DEMO_DUBAI];
    for (const id of demoRecords) {
      for (const lang of ['en', 'de', 'fr', 'it']) {
        await page.goto(`${baseURL}/embed/certificates/${id}?lang=${lang}`);
        const whole = await page.evaluate(() =>
          ['.name', '.emission', '.stay'].map((selector) => {
            const element = document.querySelector(selector);
            return element !== null &&
              element.textContent !== '' &&
              element.scrollWidth <= element.clientWidth &&
              element.scrollHeight <= element.clientHeight
              ? 'whole'
              : `${selector} cut: ${element?.textContent ?? 'missing'}`;
          }),
        );
        expect(whole, `${id} in ${lang}`).toEqual(['whole', 'whole', 'whole']);
      }
    }
  });

  test('for an unknown certificate says so in words, with a link to the lookup', async ({
    page,
    baseURL,
  }) => {
    const answer = await page.goto(
      `${baseURL}/embed/certificates/00000000-0000-4000-8000-000000000000`,
    );
    expect(answer?.status()).toBe(404);
    await expect(page.getByText('No certificate found', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Look up a certificate/ })).toHaveAttribute(
      'href',
      `${baseURL}/certificates`,
    );
    await expectAccessible(page);
  });
});

/** Checks a value against oEmbed 1.0 §2.3.4: the fields every type has, and those of `rich`. */
function expectOEmbedRich(document: Record<string, unknown>): void {
  const positiveInteger = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
  expect(document.version, 'version').toBe('1.0');
  expect(document.type, 'type').toBe('rich');
  expect(typeof document.html, 'html').toBe('string');
  expect(positiveInteger(document.width), 'width').toBe(true);
  expect(positiveInteger(document.height), 'height').toBe(true);
  for (const field of ['title', 'author_name', 'provider_name'] as const) {
    if (field in document) expect(typeof document[field], field).toBe('string');
  }
  for (const field of ['author_url', 'provider_url'] as const) {
    if (field in document) expect(URL.canParse(String(document[field])), field).toBe(true);
  }
  if ('cache_age' in document) expect(Number.isInteger(document.cache_age)).toBe(true);
  // A thumbnail's three fields come together or not at all.
  const thumbnail = ['thumbnail_url', 'thumbnail_width', 'thumbnail_height'];
  const present = thumbnail.filter((field) => field in document);
  expect(present.length === 0 || present.length === 3, 'thumbnail fields').toBe(true);
  const known = new Set([
    'version',
    'type',
    'html',
    'width',
    'height',
    'title',
    'author_name',
    'author_url',
    'provider_name',
    'provider_url',
    'cache_age',
    ...thumbnail,
  ]);
  expect(Object.keys(document).filter((field) => !known.has(field))).toEqual([]);
}

test.describe('oEmbed', () => {
  const site = otherSite();

  test('a certificate page names a valid rich document whose html renders the card on another site', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto(`/certificates/${DEMO_BERLIN}`);
    const href = await page
      .locator('link[rel="alternate"][type="application/json+oembed"]')
      .getAttribute('href');
    expect(href).not.toBeNull();
    const answer = await request.get(new URL(href ?? '', baseURL).href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/json/);
    expect(answer.headers()['access-control-allow-origin']).toBe('*');
    const oembed = (await answer.json()) as Record<string, unknown>;
    expectOEmbedRich(oembed);
    expect(oembed.title).toBe('Sustainability Summit Berlin · Demonstration certificate');
    expect(oembed.provider_name).toBe('Emission Desk');
    expect(oembed.html).not.toMatch(/<script|\sallow/i);

    await page.goto(hostPage(site.origin, String(oembed.html)));
    const card = page.frameLocator('iframe');
    await expectCard(card, 'Sustainability Summit Berlin', '74.9 kilograms of CO₂e');
    const size = await page
      .locator('iframe')
      .evaluate((element: HTMLIFrameElement) => [element.clientWidth, element.clientHeight]);
    expect(size).toEqual([oembed.width, oembed.height]);
    const inner = page.frames().find((candidate) => candidate.url().includes('/embed/'));
    expect(await inner?.evaluate(() => document.documentElement.scrollHeight)).toBe(oembed.height);
  });
});

test.describe('a certificates-only gateway site', () => {
  const site = otherSite();
  const state = gatewayDeployment({ SANDBOX: 'off', GATEWAY_ACCESS: 'certificates' });

  test('serves cards that another site frames, by record id and by booking reference', async ({
    page,
  }) => {
    await page.goto(
      hostPage(
        site.origin,
        frame(`${state.app}/embed/certificates/${SPRING}`, 'id') +
          frame(`${state.app}/embed/certificates/FOREIGN-ONE/correlation?lang=fr`, 'key'),
      ),
    );
    await expectCard(
      page.frameLocator('iframe[name="id"]'),
      'Spring retreat',
      '1.23 tonnes of CO₂e',
    );
    const byKey = page.frameLocator('iframe[name="key"]');
    await expect(byKey.getByText('Spring retreat', { exact: true })).toBeVisible();
    await expect(byKey.getByText('1,23 tonne de CO₂e')).toBeVisible();
    await expect(byKey.getByText('Client\u202f: Ana Souza')).toBeVisible();
  });
});
