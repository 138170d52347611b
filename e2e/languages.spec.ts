/**
 * French and Italian end to end: a reader whose browser prefers the language gets every page and a
 * certificate link in it from the first byte (checked with scripts turned off), the app in it on a
 * phone and on a desktop, without sideways scrolling; a reader who chooses a language in Settings
 * keeps it. Screenshots of every page go to the test's output folder.
 */
import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE_VIEWPORT,
  test,
} from './fixtures';

const BERLIN = {
  id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
  name: 'Sustainability Summit Berlin',
  guestName: 'Jürgen Weiß',
};

const LANGUAGES = {
  fr: {
    locale: 'fr-FR',
    name: 'Français',
    headings: {
      '/event': 'Calculateur d’événement',
      '/hotel': 'Calculateur de séjour à l’hôtel',
      '/bulk': 'Calcul groupé',
      '/certificates': 'Certificats',
      '/settings': 'Paramètres',
    },
    nav: 'Navigation principale',
    issuedFor: `Établi pour ${BERLIN.guestName}`,
    emission: '74,9 kg CO₂e',
    calculate: 'Calculer',
    result: 'Résultat',
    total: 'Émissions totales',
    perGuestAndDay: 'Par personne et par jour',
    save: 'Enregistrer les paramètres',
    language: 'Langue',
    notFound: 'Page introuvable',
  },
  it: {
    locale: 'it-IT',
    name: 'Italiano',
    headings: {
      '/event': 'Calcolatore per eventi',
      '/hotel': 'Calcolatore per soggiorni in hotel',
      '/bulk': 'Calcolo multiplo',
      '/certificates': 'Certificati',
      '/settings': 'Impostazioni',
    },
    nav: 'Navigazione principale',
    issuedFor: `Rilasciato a ${BERLIN.guestName}`,
    emission: '74,9 kg CO₂e',
    calculate: 'Calcola',
    result: 'Risultato',
    total: 'Emissioni totali',
    perGuestAndDay: 'Per ospite al giorno',
    save: 'Salva le impostazioni',
    language: 'Lingua',
    notFound: 'Pagina non trovata',
  },
} as const;

type Code = keyof typeof LANGUAGES;

async function newPage(browser: Browser, baseURL: string | undefined, options = {}) {
  const context = await browser.newContext({ baseURL, ...options });
  return { context, page: await context.newPage() };
}

/** The page's text has no message key in it (such as `event.title`). */
async function expectNoMessageKey(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(?:app|nav|event|hotel|bulk|certificates|settings)\.[a-z]\w*\b/);
}

for (const [code, words] of Object.entries(LANGUAGES) as [Code, (typeof LANGUAGES)[Code]][]) {
  test.describe(`${words.name} (${code})`, () => {
    test('a browser that prefers it gets every page and a certificate link in it from the first byte', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await newPage(browser, baseURL, {
        locale: words.locale,
        javaScriptEnabled: false,
      });
      for (const [path, heading] of Object.entries(words.headings)) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('navigation', { name: words.nav })).toBeVisible();
        await expectNoMessageKey(page);
      }
      await page.goto(`/certificates/${BERLIN.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(BERLIN.name);
      await expect(page.getByText(words.issuedFor)).toBeVisible();
      await expect(page.getByTestId('certificate-emission')).toContainText(words.emission);
      await expectNoMessageKey(page);
      await context.close();
    });

    for (const width of [360, 1280]) {
      test(`every page is in it and fits ${width} px without sideways scrolling`, async ({
        browser,
        baseURL,
      }, testInfo) => {
        const { context, page } = await newPage(browser, baseURL, {
          locale: words.locale,
          viewport: { width, height: 800 },
        });
        const shoot = (name: string) =>
          page.screenshot({
            path: testInfo.outputPath(`${name}-${code}-${width}.png`),
            fullPage: true,
          });

        for (const [path, heading] of Object.entries(words.headings)) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', code);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          await expect(page.getByRole('navigation', { name: words.nav })).toBeVisible();
          await expectNoHorizontalScroll(page);
          await shoot(path.slice(1));
        }

        // A calculation on each calculator, its result in the language.
        await page.goto('/event');
        await page.getByRole('button', { name: words.calculate, exact: true }).click();
        await expect(page.getByRole('heading', { level: 2, name: words.result })).toBeVisible();
        await expect(page.getByTestId('emission-total')).toBeVisible();
        await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
        await expect(page.locator('main')).toContainText(words.total);
        await expectNoHorizontalScroll(page);
        await expectNoMessageKey(page);
        await shoot('event-result');

        await page.goto('/hotel');
        await page.getByRole('button', { name: words.calculate, exact: true }).click();
        await expect(page.getByTestId('emission-total')).toBeVisible();
        await expect(page.locator('main')).toContainText(words.perGuestAndDay);
        await expectNoHorizontalScroll(page);
        await expectNoMessageKey(page);
        await shoot('hotel-result');

        await page.goto(`/certificates/${BERLIN.id}`);
        await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeFocused();
        await expect(page.getByText(words.issuedFor)).toBeVisible();
        await expectNoHorizontalScroll(page);
        await expectNoMessageKey(page);
        await expectAccessible(page);
        await shoot('certificate');

        await page.goto('/no-such-page');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFound);
        await expectNoHorizontalScroll(page);
        await context.close();
      });
    }

    test('a reader who chooses it in Settings keeps it, on the next visit and from the server', async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.goto('/settings');
      await page.getByRole('main').getByLabel('Language').selectOption(code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.headings['/settings']);
      await expect(page.locator('html')).toHaveAttribute('lang', code);

      await page.goto('/hotel');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.headings['/hotel']);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.headings['/hotel']);

      // The server sends the shell in the chosen language, whatever the browser prefers.
      const storageState = await page.context().storageState();
      const { context, page: shell } = await newPage(browser, baseURL, {
        storageState,
        locale: 'de-DE',
        javaScriptEnabled: false,
      });
      await shell.goto('/event');
      await expect(shell.locator('html')).toHaveAttribute('lang', code);
      await expect(shell.getByRole('heading', { level: 1 })).toHaveText(words.headings['/event']);
      await context.close();

      // And back to English.
      await page.goto('/settings');
      await page.getByRole('main').getByLabel(words.language).selectOption('en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
}

test.describe('the language menu in the header', () => {
  test('on a phone, any page: applied at once, kept across pages and a reload, and by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/event');
    // The app has taken over the page's markup once its buttons work.
    await expect(page.getByRole('button', { name: 'Calculate', exact: true })).toBeEnabled();
    const menu = page.getByRole('banner').getByLabel('Language');
    await expect(menu).toBeInViewport();
    await menu.selectOption('it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calcolatore per eventi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.getByRole('navigation').getByRole('link', { name: 'Soggiorno in hotel' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/hotel/i);
    // The keyboard reaches it and keeps its place in it once the language changed.
    const lingua = page.getByRole('banner').getByLabel('Lingua');
    await lingua.focus();
    await lingua.selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('banner').getByLabel('Langue')).toBeFocused();
    await page.reload();
    await expect(page.getByRole('banner').getByLabel('Langue')).toHaveValue('fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/hôtel/i);
  });

  test('a language chosen in Settings applies at once: the next page is in it, unsaved', async ({
    page,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeEnabled();
    await page.getByRole('main').getByLabel('Language').selectOption('it');
    await page.getByRole('navigation').getByRole('link', { name: 'Evento' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calcolatore per eventi');
  });

  test('in German, the header and the pages take no more of a phone than in English', async ({
    browser,
    baseURL,
  }) => {
    const heights = { 'en-GB': [] as number[], 'de-DE': [] as number[] };
    for (const locale of ['en-GB', 'de-DE'] as const) {
      const context = await browser.newContext({ baseURL, locale, viewport: PHONE_VIEWPORT });
      const page = await context.newPage();
      for (const path of ['/event', '/hotel', '/bulk', '/certificates', '/settings']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const height = await page
          .getByRole('banner')
          .evaluate((header) => header.getBoundingClientRect().height);
        heights[locale].push(height);
        await expectNoHorizontalScroll(page);
      }
      await context.close();
    }
    // At most about a fifth of the screen (it took a quarter before), and German as English.
    for (const height of heights['de-DE']) {
      expect(height).toBeLessThanOrEqual(Math.max(...heights['en-GB']));
      expect(height).toBeLessThanOrEqual(PHONE_VIEWPORT.height * 0.22);
    }
  });
});
