/**
 * Gateway mode end to end: a foreign service with no CORS at all (server/test-fixtures/), and the
 * app server in front of it with the service's credentials (a second `npm run serve` on its own
 * port), each a process of its own, stopped with its process group. A guest and a planner use the
 * app in fresh browsers; the credentials reach the service and never the browser.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { FOREIGN_CREDENTIALS } from '../server/test-fixtures/foreign-service.ts';
import { gatewayDeployment } from './gateway-deployment.ts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE_VIEWPORT,
  test,
} from './fixtures';

const CREDENTIALS = FOREIGN_CREDENTIALS;
const SECRETS = Object.values(CREDENTIALS);
const PUBLIC_URL = 'https://desk.example.test';
const SPRING = '11111111-2222-4333-8444-555555555555';
const HOSTILE = '99999999-8888-4777-8666-555555555555';

interface Watched {
  requests: { url: string; headers: Record<string, string> }[];
  console: string[];
}

async function freshBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

function watch(context: BrowserContext, page: Page): Watched {
  const watched: Watched = { requests: [], console: [] };
  context.on('request', (request) =>
    watched.requests.push({ url: request.url(), headers: request.headers() }),
  );
  page.on('console', (message) => watched.console.push(message.text()));
  return watched;
}

/** No credential in the browser: not in a request, the storage, the page or the console. */
async function expectNoCredentialInBrowser(page: Page, watched: Watched): Promise<void> {
  const storage = await page.evaluate(
    () => JSON.stringify(localStorage) + JSON.stringify(sessionStorage),
  );
  const html = await page.content();
  for (const secret of SECRETS) {
    expect(storage, 'storage holds no credential').not.toContain(secret);
    expect(html, 'the page holds no credential').not.toContain(secret);
    expect(watched.console.join('\n'), 'the console holds no credential').not.toContain(secret);
    for (const request of watched.requests) {
      expect(request.url).not.toContain(secret);
      expect(Object.values(request.headers), request.url).not.toContain(secret);
    }
  }
  for (const request of watched.requests) {
    expect(Object.keys(request.headers).filter((name) => name.startsWith('x-api-'))).toEqual([]);
  }
}

interface Received {
  method: string;
  path: string;
  headers: Record<string, string>;
}

async function received(fixture: string): Promise<Received[]> {
  const response = await fetch(`${fixture}/__received`);
  return (await response.json()) as Received[];
}

test.describe('gateway mode', () => {
  const deployment = gatewayDeployment({ PUBLIC_URL });

  test('a guest opens a certificate by link: the server reads it, the app asks through /api, with no credential in the browser', async ({
    browser,
  }) => {
    const { context, page } = await freshBrowser(browser);
    const watched = watch(context, page);
    // A record id's page comes with its certificate, read by the server with its credentials.
    await page.goto(`${deployment.app}/certificates/${SPRING}`);
    await expect(page.getByRole('heading', { level: 1, name: /Spring retreat/ })).toBeFocused();
    await expect(page.getByText('Ana Souza').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Connected to this site’s service/ }),
    ).toBeVisible();
    const seen = (await received(deployment.fixture)).filter((r) => r.path.includes(SPRING));
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) expect(request.headers).toMatchObject(CREDENTIALS);

    // The page is public here: its share buttons share its address, on the public origin.
    const pageUrl = encodeURIComponent(`${PUBLIC_URL}/certificates/${SPRING}`);
    await expect(page.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
    );
    await expect(page.getByText(`${PUBLIC_URL}/certificates/${SPRING}`)).toBeVisible();

    // A correlation link: the app asks this site's service, through /api.
    await page.goto(`${deployment.app}/certificates/correlation/FOREIGN-ONE`);
    await expect(page.getByRole('heading', { level: 1, name: /Spring retreat/ })).toBeVisible();
    // Its share buttons share the record's page, never the address with the booking reference.
    await expect(page.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
    );
    await expect(page.getByText(`${PUBLIC_URL}/certificates/${SPRING}`)).toBeVisible();
    const calls = watched.requests.filter((r) => new URL(r.url).pathname.startsWith('/api/'));
    expect(calls.map((r) => new URL(r.url).pathname)).toContain(
      '/api/certificates/FOREIGN-ONE/correlation',
    );
    for (const call of calls) expect(call.url.startsWith(`${deployment.app}/api/`)).toBe(true);
    await expectNoCredentialInBrowser(page, watched);
    await context.close();
  });

  test('a planner calculates an event and a hotel stay through /api', async ({ browser }) => {
    const { context, page } = await freshBrowser(browser);
    const watched = watch(context, page);
    const before = (await received(deployment.fixture)).length;

    await page.goto(`${deployment.app}/event`);
    const event = page.waitForResponse((r) => r.url().endsWith('/api/emissions/event'));
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    expect((await event).status()).toBe(200);
    await expect(page.getByTestId('emission-total')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Hotel stay' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /Hotel stay/ })).toBeVisible();
    const hotel = page.waitForResponse((r) => r.url().endsWith('/api/emissions/hotel'));
    await page.getByRole('button', { name: /^calculate$/i }).click();
    expect((await hotel).status()).toBe(200);
    await expect(page.getByTestId('emission-total')).toContainText('kg CO₂e');

    const paths = watched.requests.map((r) => new URL(r.url));
    expect(paths.some((u) => u.pathname === '/api/emissions/event')).toBe(true);
    expect(paths.some((u) => u.pathname === '/api/emissions/hotel')).toBe(true);
    expect(paths.filter((u) => u.pathname.startsWith('/sandbox/'))).toEqual([]);
    const calculations = (await received(deployment.fixture))
      .slice(before)
      .filter((r) => r.path.startsWith('/emissions/'));
    expect(new Set(calculations.map((r) => r.path))).toEqual(
      new Set(['/emissions/event', '/emissions/hotel']),
    );
    for (const request of calculations) expect(request.headers).toMatchObject(CREDENTIALS);
    await expectNoCredentialInBrowser(page, watched);
    await context.close();
  });

  test('the page HTML of a certificate carries link preview tags, a hostile name inert', async ({
    request,
    browser,
  }) => {
    const spring = await (await request.get(`${deployment.app}/certificates/${SPRING}`)).text();
    expect(spring).toContain('<meta property="og:title" content="Spring retreat');
    expect(spring).toContain(
      `<meta property="og:url" content="${PUBLIC_URL}/certificates/${SPRING}"`,
    );
    expect(spring).toContain('<meta name="twitter:card" content="summary_large_image"');

    // A reader whose browser prefers French or Italian gets the page and its preview in it.
    for (const [language, title] of [
      ['fr-FR,fr;q=0.9', 'Spring retreat · Certificat d’émissions'],
      ['it-IT,it;q=0.9', 'Spring retreat · Certificato delle emissioni'],
    ] as const) {
      const page = await (
        await request.get(`${deployment.app}/certificates/${SPRING}`, {
          headers: { 'Accept-Language': language },
        })
      ).text();
      expect(page).toContain(`<html lang="${language.slice(0, 2)}">`);
      expect(page).toContain(`<meta property="og:title" content="${title}"`);
      expect(page).toContain(`<meta name="twitter:title" content="${title}"`);
    }

    const hostile = await (await request.get(`${deployment.app}/certificates/${HOSTILE}`)).text();
    expect(hostile).toContain('og:title');
    expect(hostile).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hostile).not.toContain('"><script>alert(1)');

    // In the browser the name is text, and nothing runs.
    const { context, page } = await freshBrowser(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${deployment.app}/certificates/${HOSTILE}`);
    await expect(
      page.getByRole('heading', { level: 1, name: /"><script>alert\(1\)<\/script>/ }),
    ).toBeVisible();
    expect(dialogs).toEqual([]);
    await context.close();
  });

  const LANGUAGES = [
    {
      locale: 'en-GB',
      heading: 'Settings',
      names: [/This site’s service/, /Built-in sandbox/, /Custom service/],
      test: 'Test connection',
    },
    {
      locale: 'de-DE',
      heading: 'Einstellungen',
      names: [/Dienst dieser Website/, /Eingebaute Sandbox/, /Eigener Dienst/],
      test: 'Verbindung testen',
    },
    {
      locale: 'fr-CH',
      heading: 'Paramètres',
      names: [/Service de ce site/, /Sandbox intégrée/, /Service personnalisé/],
      test: 'Tester la connexion',
    },
    {
      locale: 'it-CH',
      heading: 'Impostazioni',
      names: [/Servizio di questo sito/, /Sandbox integrata/, /Servizio personalizzato/],
      test: 'Verifica la connessione',
    },
  ] as const;
  for (const { locale, heading, names, test: testLabel } of LANGUAGES) {
    test(`Settings offer this site's service without credential fields (${locale})`, async ({
      browser,
    }, testInfo) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(`${deployment.app}/settings`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const [gateway, sandbox, custom] = names;
      await expect(page.getByRole('radio', { name: gateway })).toBeChecked();
      await expect(page.getByRole('radio', { name: sandbox })).toBeVisible();
      await expect(page.getByRole('radio', { name: custom })).toBeVisible();
      await expect(page.locator('input[type="password"]')).toHaveCount(0);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoHorizontalScroll(page);
        await page.screenshot({
          path: testInfo.outputPath(`settings-gateway-${locale}-${width}.png`),
          fullPage: true,
        });
      }
      await expectAccessible(page);
      // Test connection reaches this site's service.
      await page.getByRole('button', { name: testLabel }).click();
      await expect(page.locator('.connection-check .status-line--ok')).toBeVisible();
      await context.close();
    });
  }

  test('the sandbox can still be chosen, with its own credentials', async ({ browser }) => {
    const { context, page } = await freshBrowser(browser);
    await page.goto(`${deployment.app}/settings`);
    await page.getByRole('radio', { name: /Built-in sandbox/ }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByRole('link', { name: /Connected to the sandbox service, credentials set/ }),
    ).toBeVisible();
    await page.goto(`${deployment.app}/certificates/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f`);
    await expect(page.getByText('Jürgen Weiß').first()).toBeVisible();
    await context.close();
  });

  test('the hotel form speaks of this site’s service, not of the built-in sandbox', async ({
    browser,
  }) => {
    const { context, page } = await freshBrowser(browser);
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(`${deployment.app}/hotel`);
    const days = page.getByRole('textbox', { name: 'Length of the stay in days' });
    await expect(days).toHaveAccessibleDescription(/The service counts a stay in days\./);
    await expect(days).not.toHaveAccessibleDescription(/sandbox/i);
    await context.close();
  });
});

test.describe('gateway mode for certificates only', () => {
  const deployment = gatewayDeployment({ GATEWAY_ACCESS: 'certificates' });

  test('hides the calculators and says so; the certificate pages work', async ({ browser }) => {
    const { context, page } = await freshBrowser(browser);
    await page.goto(`${deployment.app}/`);
    await expect(page).toHaveURL(/\/certificates$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Certificates' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Event', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Hotel stay' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Bulk' })).toHaveCount(0);

    for (const path of ['/event', '/hotel', '/bulk']) {
      await page.goto(`${deployment.app}${path}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This site only shows certificates' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /calculate/i })).toHaveCount(0);
      await expect(page.getByText(/CSV/)).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Look up a certificate' }).click();
    await expect(page).toHaveURL(/\/certificates$/);

    await page.goto(`${deployment.app}/certificates/${SPRING}`);
    await expect(page.getByRole('heading', { level: 1, name: /Spring retreat/ })).toBeVisible();
    await context.close();
  });

  test('the not-found page offers the lookup, not a calculator the site refuses', async ({
    browser,
  }) => {
    const { context, page } = await freshBrowser(browser);
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(`${deployment.app}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /event calculator/i })).toHaveCount(0);
    await page.getByRole('link', { name: 'Look up a certificate' }).click();
    await expect(page).toHaveURL(/\/certificates$/);
    await expect(page.getByLabel('Booking reference or record id')).toBeVisible();
    await context.close();
  });
});

test.describe('gateway mode past its rate limit', () => {
  const deployment = gatewayDeployment({ GATEWAY_RATE_LIMIT: '2' });

  test('says plainly how long to wait', async ({ browser, request }) => {
    // This address uses up its calls for the minute (the browser is on the same address).
    for (let i = 0; i < 2; i += 1)
      await request.get(`${deployment.app}/api/certificates/${SPRING}`);
    const refused = await request.get(`${deployment.app}/api/certificates/${SPRING}`);
    expect(refused.status()).toBe(429);
    const wait = Number(refused.headers()['retry-after']);
    expect(wait).toBeGreaterThan(30);

    const { context, page } = await freshBrowser(browser);
    // A correlation link: the app asks the gateway itself.
    await page.goto(`${deployment.app}/certificates/correlation/FOREIGN-ONE`);
    await expect(page.getByRole('alert')).toContainText(
      /This site has received too many requests from your address\. Try again in \d+ s\./,
    );
    await context.close();
  });
});
