/**
 * "Embed on your site" on a certificate page: the disclosure opens with the keyboard, the
 * `<iframe>` code follows the chosen width, look and QR code, Copy puts exactly that code on the
 * clipboard, the preview frames the real card, and the plain link is there for sites without
 * frames. Offered only where this server's cards can read the certificate; whole on a phone. On a
 * site with its own service (a foreign service with its credentials on the server, each a process
 * of its own), the code points at the public address and a hostile name stays in its attribute.
 * Cards are served only where PUBLIC_URL is set: the flow runs on a site of its own that sets it
 * (gateway-deployment.ts); the shared server of the run, without it, offers no embed.
 */
import type { Locator, Page } from '@playwright/test';
import { cardHeight } from '../src/shared/card-layout.ts';
import { gatewayDeployment, sandboxDeployment } from './gateway-deployment.ts';
import {
  DEMO_HEADERS,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE_VIEWPORT,
  test,
} from './fixtures';

const BERLIN = {
  id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
  name: 'Sustainability Summit Berlin',
};

/** The snippet as a site owner should get it, written out in full. */
function expectedSnippet(
  origin: string,
  query: string,
  width: number,
  height: number,
  title = BERLIN.name,
): string {
  return (
    `<iframe src="${origin}/embed/certificates/${BERLIN.id}${query}" width="${width}"` +
    ` height="${height}" title="${title}" loading="lazy"` +
    ` style="width:100%;max-width:${width}px;height:${height}px;border:0"></iframe>`
  );
}

/** Opens the certificate page and waits until the app has taken it over (the name is focused). */
async function openCertificate(
  page: Page,
  url = `/certificates/${BERLIN.id}`,
  name = BERLIN.name,
): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

/** Opens the disclosure with the keyboard, as someone without a mouse would. */
async function openWithKeyboard(page: Page, toggle: Locator): Promise<void> {
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('embed on your site', () => {
  // The site with the sandbox and PUBLIC_URL its own address.
  const site = sandboxDeployment();
  test.use({ baseURL: async ({}, use) => use(site.app) });

  test('the code follows the chosen width, look and QR code, and Copy copies exactly it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCertificate(page);
    const origin = new URL(page.url()).origin;
    const toggle = page.getByRole('button', { name: 'Embed on your site' });
    const code = page.getByRole('textbox', { name: 'Code for your page' });
    // Closed at first: nothing of the panel is there.
    await expect(code).toHaveCount(0);

    await openWithKeyboard(page, toggle);
    await expect(code).toHaveValue(expectedSnippet(origin, '', 400, cardHeight({ qr: false })));
    await expect(code).toHaveAttribute('readonly', '');
    await expect(page.getByRole('radio', { name: 'Medium (400 pixels)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Automatic/ })).toBeChecked();

    // The width and the look, chosen with the arrow keys as radio buttons are.
    await page.getByRole('radio', { name: 'Medium (400 pixels)' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Wide (560 pixels)' })).toBeChecked();
    await page.getByRole('radio', { name: /^Automatic/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();
    await expect(code).toHaveValue(
      expectedSnippet(origin, '?theme=dark', 560, cardHeight({ qr: false })),
    );
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('checkbox', { name: 'Show the QR code on the card' }),
    ).toBeFocused();
    await page.keyboard.press('Space');
    const snippet = expectedSnippet(origin, '?theme=dark&amp;qr=1', 560, cardHeight({ qr: true }));
    await expect(code).toHaveValue(snippet);

    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Code copied.' })).toBeVisible();
    expect(await clipboard(page)).toBe(snippet);

    // The preview frames the card at the chosen size (a desktop has room for it unscaled).
    const preview = page.locator('iframe[title^="Preview of the card"]');
    await expect(preview).toHaveAttribute(
      'src',
      `/embed/certificates/${BERLIN.id}?theme=dark&qr=1&lang=en`,
    );
    await expect(preview).toHaveAttribute('width', '560');
    await expect(preview).toHaveAttribute('height', String(cardHeight({ qr: true })));
    const box = await preview.boundingBox();
    expect(box?.width).toBe(560);
    await expect(
      page.frameLocator('iframe[title^="Preview of the card"]').getByText(BERLIN.name),
    ).toBeVisible();

    // The plain link, for sites that allow no frames.
    const link = `${origin}/certificates/${BERLIN.id}`;
    await expect(page.locator('#embed-panel').getByText(link, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Copy link (for sites without frames)' }).click();
    await expect(page.locator('#embed-panel').getByText('Link copied.')).toBeVisible();
    expect(await clipboard(page)).toBe(link);
    await expectAccessible(page);

    // The choices stay for the browser session: the page opened again has them.
    await openCertificate(page);
    await page.getByRole('button', { name: 'Embed on your site' }).click();
    await expect(page.getByRole('radio', { name: 'Wide (560 pixels)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'Show the QR code on the card' }),
    ).toBeChecked();
    await expect(code).toHaveValue(snippet);

    // Closed again, the panel is gone from view and from the keyboard's way.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(code).toBeHidden();
  });

  test('a clipboard that refuses says so, and the code is selected to copy by hand', async ({
    page,
  }) => {
    // A browser that refuses the clipboard: the Clipboard API and the older copy command fail.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
      document.execCommand = () => false;
    });
    await openCertificate(page);
    await page.getByRole('button', { name: 'Embed on your site' }).click();
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Could not copy. Select the text and copy it yourself.' }),
    ).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Code for your page' });
    await code.focus();
    const selected = await code.evaluate(
      (area: HTMLTextAreaElement) => area.selectionEnd - area.selectionStart,
    );
    expect(selected).toBe((await code.inputValue()).length);
  });

  test('is not offered for a custom service’s certificate, which the server cannot read', async ({
    page,
  }) => {
    // Offered for the sandbox's certificate…
    await openCertificate(page);
    await expect(page.getByRole('button', { name: 'Embed on your site' })).toBeVisible();

    // …and not for the same record read from a custom service (here the sandbox at its address).
    await page.goto('/settings');
    await page.getByRole('radio', { name: /Custom service/ }).check();
    await page.getByLabel('Base URL').fill(`${new URL(page.url()).origin}/sandbox`);
    await page.getByLabel('API key', { exact: true }).fill(DEMO_HEADERS['x-api-key']);
    await page.getByLabel('Auth value', { exact: true }).fill(DEMO_HEADERS['x-api-auth']);
    await page.getByLabel('API secret', { exact: true }).fill(DEMO_HEADERS['x-api-secret']);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await openCertificate(page);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Embed on your site' })).toHaveCount(0);
    await expect(page.locator('#embed-panel')).toHaveCount(0);
  });

  test('on a phone, in German: the whole flow, the preview as wide as the column, nothing too wide', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // The app's page only: the card in the preview's frame keeps no storage.
      if (window !== window.top) return;
      localStorage.setItem('emission-desk.settings', JSON.stringify({ language: 'de' }));
    });
    await page.setViewportSize(PHONE_VIEWPORT);
    await openCertificate(page);
    const origin = new URL(page.url()).origin;
    const toggle = page.getByRole('button', { name: 'Auf Ihrer Website einbetten' });
    await toggle.scrollIntoViewIfNeeded();
    await openWithKeyboard(page, toggle);

    await page.getByRole('radio', { name: 'Breit (560 Pixel)' }).check();
    await page.getByRole('radio', { name: 'Dunkel', exact: true }).check();
    const code = page.getByRole('textbox', { name: 'Code für Ihre Seite' });
    const snippet = expectedSnippet(origin, '?theme=dark', 560, cardHeight({ qr: false }));
    await expect(code).toHaveValue(snippet);
    await page.getByRole('button', { name: 'Code kopieren' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Code kopiert.' })).toBeVisible();
    expect(await clipboard(page)).toBe(snippet);

    // The card as the phone's column has room for, as a page with the code would draw it.
    const preview = page.locator('iframe[title^="Vorschau der Karte"]');
    await preview.scrollIntoViewIfNeeded();
    await expect(page.getByText(/so breit wie ihr Platz, und 560 Pixel breit/)).toBeVisible();
    await expect(preview).toHaveAttribute('width', '560');
    const box = await preview.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.width).toBeLessThan(560);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(box?.height).toBe(cardHeight({ qr: false }));
    // The preview's card speaks the page's language.
    const card = page.frameLocator('iframe[title^="Vorschau der Karte"]');
    await expect(card.getByText(BERLIN.name)).toBeVisible();
    await expect(card.getByText('74,9 Kilogramm CO₂e')).toBeVisible();

    await expect(
      page.getByRole('button', { name: 'Link kopieren (für Websites ohne Frames)' }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});

test.describe('embed on a site without PUBLIC_URL', () => {
  test('is not offered: the certificate page keeps its link to share, on a desktop and a phone', async ({
    page,
  }, testInfo) => {
    await openCertificate(page);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Embed on your site' })).toHaveCount(0);
    await expect(page.locator('#embed-panel')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('desktop.png'), fullPage: true });
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Embed on your site' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('phone.png'), fullPage: true });
  });
});

test.describe('embed on a site with its own service', () => {
  const PUBLIC_URL = 'https://desk.example.test';
  const SPRING = { id: '11111111-2222-4333-8444-555555555555', name: 'Spring retreat' };
  // The foreign service's record whose name is markup.
  const HOSTILE = {
    id: '99999999-8888-4777-8666-555555555555',
    name: '"><script>alert(1)</script>',
  };
  const state = gatewayDeployment({ GATEWAY_ACCESS: 'certificates', PUBLIC_URL });

  test('the code points at the public address, a hostile name stays in its attribute, and the sandbox’s certificates are not offered', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openCertificate(page, `${state.app}/certificates/${SPRING.id}`, SPRING.name);
    await page.getByRole('button', { name: 'Embed on your site' }).click();
    const code = page.getByRole('textbox', { name: 'Code for your page' });
    await expect(code).toHaveValue(
      `<iframe src="${PUBLIC_URL}/embed/certificates/${SPRING.id}" width="400"` +
        ` height="${cardHeight({ qr: false })}" title="${SPRING.name}" loading="lazy"` +
        ` style="width:100%;max-width:400px;height:${cardHeight({ qr: false })}px;border:0"></iframe>`,
    );
    // The preview frames this server's card, read from this site's service.
    await expect(
      page.frameLocator('iframe[title^="Preview of the card"]').getByText(SPRING.name),
    ).toBeVisible();
    await expect(
      page.locator('#embed-panel').getByText(`${PUBLIC_URL}/certificates/${SPRING.id}`),
    ).toBeVisible();

    await openCertificate(page, `${state.app}/certificates/${HOSTILE.id}`, HOSTILE.name);
    await page.getByRole('button', { name: 'Embed on your site' }).click();
    const snippet = await code.inputValue();
    expect(snippet).toContain(' title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" ');
    // Read as a page would read it: one iframe, titled with the name as it is, and no script.
    const parsed = await page.evaluate((html) => {
      const body = new DOMParser().parseFromString(html, 'text/html').body;
      return {
        tags: [...body.querySelectorAll('*')].map((element) => element.tagName),
        title: body.querySelector('iframe')?.getAttribute('title'),
        src: body.querySelector('iframe')?.getAttribute('src'),
      };
    }, snippet);
    expect(parsed).toEqual({
      tags: ['IFRAME'],
      title: HOSTILE.name,
      src: `${PUBLIC_URL}/embed/certificates/${HOSTILE.id}`,
    });

    // The built-in sandbox is on too, but this server's cards read this site's service: a
    // certificate read from the sandbox is not offered.
    await page.goto(`${state.app}/settings`);
    await page.getByRole('radio', { name: /Built-in sandbox/ }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await openCertificate(page, `${state.app}/certificates/${BERLIN.id}`);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Embed on your site' })).toHaveCount(0);
    await context.close();
  });
});
