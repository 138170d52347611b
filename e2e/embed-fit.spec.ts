/**
 * The embed code on a phone's page, and the embed panel to axe. A hotel pastes the Wide code
 * (560 pixels) into its own page: read on a 390 or 320 px phone, the page scrolls no sideways and
 * the card shows the certificate's whole name, wrapped rather than cut, and the whole card. With
 * the panel open, axe finds nothing at all (not only nothing serious) in the card's light and dark
 * looks: the preview's card adds no second main landmark and no jump in the page's headings.
 * Cards are served only where PUBLIC_URL is set: a site of its own sets it (gateway-deployment.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cardHeight } from '../src/shared/card-layout.ts';
import { sandboxDeployment } from './gateway-deployment.ts';
import { expect, expectNoHorizontalScroll, PHONE_VIEWPORT, test } from './fixtures';

const BERLIN = {
  id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
  name: 'Sustainability Summit Berlin',
};

const site = sandboxDeployment();
test.use({ baseURL: async ({}, use) => use(site.app) });

/** What each language's page and card call things. */
const LANGUAGES = {
  en: {
    locale: 'en-GB',
    toggle: 'Embed on your site',
    wide: 'Wide (560 pixels)',
    code: 'Code for your page',
    looks: ['Light', 'Dark'],
    preview: 'Preview of the card',
    open: /Open the full certificate/,
  },
  de: {
    locale: 'de-DE',
    toggle: 'Auf Ihrer Website einbetten',
    wide: 'Breit (560 Pixel)',
    code: 'Code für Ihre Seite',
    looks: ['Hell', 'Dunkel'],
    preview: 'Vorschau der Karte',
    open: /Vollständiges Zertifikat öffnen/,
  },
} as const;
type Language = keyof typeof LANGUAGES;

/** Opens the certificate page in `language` and its embed panel. */
async function openPanel(page: Page, language: Language): Promise<void> {
  const words = LANGUAGES[language];
  await page.addInitScript(
    ({ chosen, app }) => {
      // The app's page only: the card in the preview's frame and the hotel's page keep no storage.
      if (window !== window.top || location.origin !== app) return;
      localStorage.setItem('emission-desk.settings', JSON.stringify({ language: chosen }));
    },
    { chosen: language, app: site.app },
  );
  await page.goto(`/certificates/${BERLIN.id}`);
  await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeFocused();
  await page.getByRole('button', { name: words.toggle }).click();
  await expect(page.getByRole('textbox', { name: words.code })).toBeVisible();
}

/**
 * A hotel's site, of another origin than the app's (a small HTTP server of this test on
 * 127.0.0.1): `/?lang=…&snippet=…` answers its page with the snippet pasted into its text.
 */
const hotel = { origin: '', server: null as Server | null };

test.beforeAll(async () => {
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://host.invalid').searchParams;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hotelPage(query.get('lang') === 'de' ? 'de' : 'en', query.get('snippet') ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hotel.server = server;
  hotel.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  const { server } = hotel;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The hotel's page as a phone shows it, with `snippet` pasted into its text. */
function hotelPage(language: string, snippet: string): string {
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Hotel Adlon: our commitment</title>',
    '<style>body{margin:0;font:16px/1.5 sans-serif}main{padding:16px}</style></head>',
    '<body><main><h1>Our commitment</h1><p>Our summit’s footprint, certified:</p>',
    snippet,
    '<p>Thank you for staying with us.</p></main></body></html>',
  ].join('');
}

for (const language of ['en', 'de'] as const) {
  const words = LANGUAGES[language];

  test.describe(`the Wide code on a phone’s page, in ${language}`, () => {
    test.use({ locale: words.locale });

    for (const width of [390, 320, 800]) {
      test(`at ${width} px is as wide as its place up to 560 px, scrolls no sideways, and shows the whole card and name`, async ({
        page,
      }, testInfo) => {
        await openPanel(page, language);
        await page.getByRole('radio', { name: words.wide }).check();
        const snippet = await page.getByRole('textbox', { name: words.code }).inputValue();
        expect(snippet).toContain('width="560"');

        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${hotel.origin}/?lang=${language}&snippet=${encodeURIComponent(snippet)}`);
        const frame = page.locator('iframe');
        const card = page.frameLocator('iframe');
        const name = card.getByText(BERLIN.name, { exact: true });
        await expect(name).toBeVisible();
        await expect(card.getByRole('link', { name: words.open })).toBeVisible();

        await expectNoHorizontalScroll(page);
        // The frame lies within the page's column: never wider than its place.
        const box = await frame.boundingBox();
        expect(box).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width - 16);
        expect(box?.width).toBe(Math.min(560, width - 32));
        expect(box?.height).toBe(cardHeight({ qr: false }));
        // The name whole: wrapped onto the lines it needs, no ellipsis, nothing clipped.
        const nameFits = await name.evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth &&
            element.scrollHeight <= element.clientHeight,
        );
        expect(nameFits, 'the name is not cut').toBe(true);
        // The whole card inside its frame: nothing of it lies beyond the frame's right or bottom.
        const inner = page.frames().find((candidate) => candidate.url().includes('/embed/'));
        const overflow = await inner?.evaluate(() => [
          document.documentElement.scrollWidth - window.innerWidth,
          document.documentElement.scrollHeight - window.innerHeight,
        ]);
        expect(overflow, 'the card overflows its frame by').toEqual([0, 0]);
        await page.screenshot({ path: testInfo.outputPath(`host-${width}.png`) });
      });
    }
  });
}

/** Every violation axe finds, of any impact, on the page and in its frames. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
  );
}

for (const [language, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['de', PHONE_VIEWPORT],
] as const) {
  const words = LANGUAGES[language];

  test(`with the embed panel open, axe finds no violation in the card’s light and dark looks, in ${language} at ${viewport.width} px`, async ({
    page,
  }, testInfo) => {
    // axe reads the page and the card's frame once for each look: longer than most tests.
    test.slow();
    await page.setViewportSize(viewport);
    await openPanel(page, language);
    for (const look of words.looks) {
      await page.getByRole('radio', { name: look, exact: true }).check();
      const preview = page.locator(`iframe[title^="${words.preview}"]`);
      await preview.scrollIntoViewIfNeeded();
      await expect(preview).toHaveAttribute('src', /theme=/);
      // The card is in the frame before axe reads it: its headings and landmarks count.
      await expect(
        page.frameLocator(`iframe[title^="${words.preview}"]`).getByText(BERLIN.name),
      ).toBeVisible();
      expect(await axeViolations(page), look).toEqual([]);
      await expectNoHorizontalScroll(page);
      await page
        .locator('#embed-panel')
        .screenshot({ path: testInfo.outputPath(`panel-${look}.png`) });
    }
  });
}
