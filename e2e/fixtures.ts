import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO_HEADERS = {
  'x-api-key': 'demo-key',
  'x-api-auth': 'demo-auth',
  'x-api-secret': 'demo-secret',
} as const;

interface Fixtures {
  /** Problems the page reported: uncaught errors and Content-Security-Policy violations. */
  pageProblems: string[];
}

export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`Uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text()))
          problems.push(`CSP: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'the page reported no uncaught error and no CSP violation').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Follows a link of the app and waits until the next page has replaced the previous one. While the
 * next page's code loads, the router keeps the previous page on screen, so a test that acts at once
 * could still press the previous page's buttons. Each page sets its own document title on mount.
 */
export async function followLink(page: Page, link: Locator): Promise<void> {
  const before = await page.title();
  await link.click();
  await expect(page).not.toHaveTitle(before);
}

/** Fails on any serious or critical accessibility violation that axe finds on the page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`),
  ).toEqual([]);
}

/** Fails when the page scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
}

export const PHONE_VIEWPORT = { width: 375, height: 740 } as const;

/** The text a PDF at `url` draws, read back with PDF.js (as a reader's copy would get it). */
export async function pdfText(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return pdfTextOfBytes(new Uint8Array(await response.body()));
}

/** The text a PDF's bytes draw, read back with PDF.js. */
export async function pdfTextOfBytes(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) texts.push(item.str);
  }
  await document.destroy();
  return texts.join('\n');
}
