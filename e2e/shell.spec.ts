import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../src/shared/language.ts';
import { MESSAGE_AREAS, messageFile } from '../src/shared/message-areas.ts';
import { common } from '../src/i18n/messages/common.ts';
import { de } from '../src/i18n/messages/de/common.ts';
import { fr } from '../src/i18n/messages/fr/common.ts';
import { it } from '../src/i18n/messages/it/common.ts';
import {
  test,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE_VIEWPORT,
} from './fixtures';

const PAGES = [
  { path: '/event', title: /Event calculator · Emission Desk/ },
  { path: '/hotel', title: /Hotel stay calculator · Emission Desk/ },
  { path: '/certificates', title: /Certificates · Emission Desk/ },
  { path: '/settings', title: /Settings · Emission Desk/ },
  { path: '/no-such-page', title: /Page not found · Emission Desk/ },
] as const;

test('the root leads to the event calculator', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/event$/);
});

test('the navigation marks the current page and moves between pages', async ({ page }) => {
  await page.goto('/event');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Event' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
});

test('an unknown address shows the not-found page inside the shell, with status 404', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the served app sends its security headers with every answer', async ({ request }) => {
  const response = await request.get('/event');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toBeTruthy();
  // Not only the pages: the health check, the sandbox's answers and the gateway's.
  for (const path of ['/healthz', '/sandbox/openapi.json', '/api/certificates/x']) {
    const other = (await request.get(path)).headers();
    expect(other['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(other['x-content-type-options'], path).toBe('nosniff');
    expect(other['referrer-policy'], path).toBe('no-referrer');
  }
});

test('going offline is announced, and coming back clears it', async ({ page, context }) => {
  await page.goto('/event');
  // The app has started (the static shell has no form).
  await expect(page.locator('main form')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/You are offline/)).toBeHidden();
});

for (const { path, title } of PAGES) {
  test(`${path} has its title and no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test(`${path} fits a phone screen without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
}

test.describe('the page before its script has run', () => {
  test('is in German for a browser that prefers German', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      locale: 'de-DE',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/hotel');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotelaufenthalt berechnen');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Event', exact: true })).toBeVisible();
    await context.close();
  });

  const NO_SCRIPT = { en: common.en, de, fr, it };
  for (const language of LANGUAGES) {
    test(`says in ${language} that the app needs JavaScript, on a page and on a certificate link`, async ({
      request,
    }) => {
      for (const path of ['/bulk', '/certificates/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f']) {
        const response = await request.get(path, { headers: { 'Accept-Language': language } });
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}">`);
        expect(html).toContain(`<noscript>${NO_SCRIPT[language]['app.noscript']}</noscript>`);
      }
    });
  }

  test('follows the language chosen in the settings', async ({ page, browser, baseURL }) => {
    const withoutScript = async (path: string) => {
      const storageState = await page.context().storageState();
      const context = await browser.newContext({ baseURL, storageState, javaScriptEnabled: false });
      const shell = await context.newPage();
      await shell.goto(path);
      const heading = await shell.getByRole('heading', { level: 1 }).textContent();
      await context.close();
      return heading;
    };
    await page.goto('/settings');
    await page.getByRole('main').getByLabel('Language').selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    expect(await withoutScript('/event')).toBe('Veranstaltungsrechner');

    await page.getByRole('main').getByLabel('Sprache').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(await withoutScript('/event')).toBe('Event calculator');
  });
});

test.describe('the static shell', () => {
  const SHELLS = [
    { path: '/event', heading: 'Event calculator' },
    { path: '/hotel', heading: 'Hotel stay calculator' },
    { path: '/bulk', heading: 'Bulk calculation' },
    { path: '/certificates', heading: 'Certificates' },
    { path: '/settings', heading: 'Settings' },
  ];
  for (const { path, heading } of SHELLS) {
    test(`${path} shows its heading and introduction in words before any script`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const intro = page.locator('main .lead');
      await expect(intro).toHaveText(/\w+ \w+ \w+/);
      // A message that is not registered is shown as its key (such as `bulk.intro`).
      await expect(intro).not.toHaveText(/^[a-z]+(\.[a-zA-Z]+)+$/);
      await context.close();
    });
  }

  test("names the entry and the page's chunks in its head (low priority), where the preload scanner finds them", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/hotel')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
    expect(head).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/HotelPage\.lazy-[\w-]+\.js">/,
    );
    expect(html).not.toContain('<template');
    // Every chunk the page loads was named in the HTML: none waits for another to be evaluated.
    await page.goto('/hotel');
    await expect(page.getByLabel(/Number of guests/)).toBeVisible();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/assets\/.*\.js$/.test(path)),
    );
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(head, script).toContain(script);
  });

  for (const shellPath of ['/event', '/hotel']) {
    test(`${shellPath} paints from its HTML alone: its styles inline, allowed by their hash, no style sheet fetched`, async ({
      page,
    }) => {
      const styleRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') styleRequests.push(request.url());
      });
      const response = await page.goto(shellPath);
      const html = (await response?.text()) ?? '';
      const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
      expect(inline).toHaveLength(1);
      const hash = createHash('sha256')
        .update(inline[0] ?? '')
        .digest('base64');
      expect(response?.headers()['content-security-policy']).toContain(`style-src 'self' 'sha256-`);
      expect(response?.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);
      // The style applies (the fixture fails on a policy violation) and the app runs as before.
      await expect(page.getByRole('button', { name: /Calculate/ })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
      expect(await nav.evaluate((list) => getComputedStyle(list).listStyleType)).toBe('none');
      expect(styleRequests).toEqual([]);
    });
  }

  // The built file of each message catalog (`/assets/hotel-….js` is `fr/hotel`), from the manifest.
  const catalogs = () => {
    const dist = process.env.E2E_DIST_DIR ?? 'dist';
    const manifest = JSON.parse(
      readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    return new Map(
      LANGUAGES.flatMap((language) =>
        MESSAGE_AREAS.map((area) => {
          const chunk = manifest[messageFile(language, area)];
          if (!chunk) throw new Error(`The build has no ${language} ${area} catalog.`);
          return [`/${chunk.file}`, `${language}/${area}`] satisfies [string, string];
        }),
      ),
    );
  };

  for (const language of LANGUAGES) {
    test(`a reader in ${language} loads the messages of the page's areas in ${language} only, each named in the head`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, locale: language });
      const page = await context.newPage();
      const response = await page.goto('/bulk');
      const html = (await response?.text()) ?? '';
      const head = html.slice(0, html.indexOf('</head>'));
      // The bulk page's file input is the app's, not the shell's: the page has rendered.
      await expect(page.locator('main input[type="file"]')).toBeAttached();
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /^\/assets\/.*\.js$/.test(path)),
      );
      const byFile = catalogs();
      const loaded = scripts.flatMap((script) => byFile.get(script) ?? []).sort();
      expect(loaded).toEqual(
        ['common', 'bulk', 'event', 'hotel'].map((area) => `${language}/${area}`).sort(),
      );
      for (const script of scripts) expect(head, script).toContain(script);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(
        /\b(?:app|nav|common|event|hotel|bulk|certificates|settings)\.[a-z]\w*\b/,
      );
      await context.close();
    });
  }
});
