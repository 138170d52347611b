/**
 * Credentials: session-only unless remembered; never in URLs, query keys (src/api/query-keys.test.ts),
 * logs, error messages, exported files or copied snippets; sent only to the configured base URL and
 * never with certificate files. That none follows a redirect is a row of the fault matrix
 * (e2e/faults.spec.ts: nothing at all reaches the other origin).
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { DEMO_HEADERS, expect, followLink, test } from './fixtures';

const CREDENTIALS = {
  key: 'key-Kc7781-private',
  auth: 'auth-Ac7781-private',
  secret: 'secret-Sc7781-private',
};
const SECRETS = Object.values(CREDENTIALS);
const BERLIN = { id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f', name: 'Sustainability Summit Berlin' };

function expectNoSecret(text: string, where: string): void {
  for (const secret of SECRETS) expect(text, `${where} holds no credential`).not.toContain(secret);
}

interface Seen {
  requests: { url: string; headers: Record<string, string> }[];
  console: string[];
  urls: string[];
}

/** Records every request of the context and every console message of the page. */
function watch(context: BrowserContext, page: Page): Seen {
  const seen: Seen = { requests: [], console: [], urls: [] };
  context.on('request', (request: Request) =>
    seen.requests.push({ url: request.url(), headers: request.headers() }),
  );
  page.on('console', (message) => seen.console.push(message.text()));
  page.on('framenavigated', (frame) => seen.urls.push(frame.url()));
  return seen;
}

/**
 * The sandbox knows its demo credentials only: the app's own credentials are swapped for them on
 * the way, so that a whole flow works with credentials nobody else uses.
 */
async function acceptOwnCredentials(context: BrowserContext): Promise<void> {
  await context.route('**/sandbox/**', (route) => {
    const headers = route.request().headers();
    if (headers['x-api-secret'] !== CREDENTIALS.secret) return route.fallback();
    return route.fallback({ headers: { ...headers, ...DEMO_HEADERS } });
  });
}

async function enterCredentials(page: Page, remember = false): Promise<void> {
  await page.goto('/settings');
  // A custom service at the sandbox's address: credentials of the user's own.
  await page.getByRole('radio', { name: /Custom service/ }).check();
  await page.getByLabel('Base URL').fill(`${new URL(page.url()).origin}/sandbox`);
  await page.getByLabel('API key', { exact: true }).fill(CREDENTIALS.key);
  await page.getByLabel('Auth value', { exact: true }).fill(CREDENTIALS.auth);
  await page.getByLabel('API secret', { exact: true }).fill(CREDENTIALS.secret);
  if (remember) await page.getByLabel('Remember the credentials on this device').check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
}

const openFromNav = (page: Page, name: string) =>
  followLink(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }),
  );

async function storage(page: Page) {
  return page.evaluate(() => ({
    local: JSON.stringify(localStorage),
    session: JSON.stringify(sessionStorage),
  }));
}

test.describe('credentials', () => {
  test('stay in the browser session by default, on the device only while remembered', async ({
    page,
  }) => {
    await enterCredentials(page);
    let stored = await storage(page);
    expectNoSecret(stored.local, 'local storage');
    expect(stored.session).toContain(CREDENTIALS.secret);

    await page.getByLabel('Remember the credentials on this device').check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    stored = await storage(page);
    expect(stored.local).toContain(CREDENTIALS.secret);
    expectNoSecret(stored.session, 'session storage');

    // Remembering no more takes them off the device again.
    await page.getByLabel('Remember the credentials on this device').uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    stored = await storage(page);
    expectNoSecret(stored.local, 'local storage');
    expect(stored.session).toContain(CREDENTIALS.secret);
  });

  test('a whole flow keeps them out of URLs, logs, the CSV and copied links, and sends them only to the service', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await acceptOwnCredentials(context);
    const seen = watch(context, page);
    await enterCredentials(page);

    await openFromNav(page, 'Event');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(page.locator('.lever').first()).toBeVisible();
    await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await downloadPromise).path(), 'utf8');
    expect(csv).toContain('Result,Total');
    expectNoSecret(csv, 'the exported CSV');

    await openFromNav(page, 'Hotel stay');
    await page.getByRole('button', { name: /^calculate$/i }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(page.locator('.lever').first()).toBeVisible();
    await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);

    await openFromNav(page, 'Certificates');
    await page.getByLabel('Booking reference or record id').fill(BERLIN.id);
    await page.getByRole('button', { name: 'Open certificate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`/certificates/${BERLIN.id}`);
    expectNoSecret(copied, 'the copied link');
    await page.getByRole('button', { name: 'Copy: Booking reference' }).click();
    await expect(page.getByText('Booking reference copied.')).toBeVisible();
    expectNoSecret(await page.evaluate(() => navigator.clipboard.readText()), 'the copied key');

    const origin = new URL(page.url()).origin;
    const withCredentials = seen.requests.filter((request) =>
      Object.values(request.headers).includes(CREDENTIALS.secret),
    );
    expect(withCredentials.length, 'calculations, levers and lookups').toBeGreaterThan(8);
    for (const request of withCredentials) {
      expect(request.url.startsWith(`${origin}/sandbox/`), request.url).toBe(true);
    }
    for (const url of [...seen.urls, ...seen.requests.map((request) => request.url)]) {
      expectNoSecret(url, url);
    }
    expectNoSecret(seen.console.join('\n'), 'the console');
    expectNoSecret(await page.locator('body').innerText(), 'the page');
    expectNoSecret((await storage(page)).local, 'local storage');
  });

  test('failures neither log nor show them, even when the service echoes them', async ({
    page,
  }) => {
    const echo = `wrong secret ${CREDENTIALS.secret} for ${CREDENTIALS.key}/${CREDENTIALS.auth}`;
    const seen = watch(page.context(), page);
    await page.route('**/sandbox/emissions/event', (route) =>
      route.fulfill({ status: 401, json: { title: 'Unauthorized', detail: echo } }),
    );
    await page.route('**/sandbox/emissions/hotel', (route) =>
      route.fulfill({ status: 400, contentType: 'text/plain', body: echo }),
    );
    await page.route('**/sandbox/certificates/*', (route) => route.abort('connectionrefused'));
    await enterCredentials(page);

    await openFromNav(page, 'Event');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const rejected = page.getByRole('alert').filter({ hasText: 'rejected the credentials' });
    await expect(rejected).toContainText('The service said: “wrong secret ••• for •••/•••”');
    expectNoSecret(await page.locator('body').innerText(), 'the event page');

    await openFromNav(page, 'Hotel stay');
    await page.getByRole('button', { name: /^calculate$/i }).click();
    await expect(page.getByRole('alert')).toContainText('wrong secret •••');
    expectNoSecret(await page.locator('body').innerText(), 'the hotel page');

    await openFromNav(page, 'Certificates');
    await page.getByLabel('Booking reference or record id').fill(BERLIN.id);
    await page.getByRole('button', { name: 'Open certificate' }).click();
    await expect(page.getByRole('alert')).toContainText('could not be reached', {
      timeout: 10_000,
    });
    expectNoSecret(await page.locator('body').innerText(), 'the certificate page');

    expect(seen.console.length, 'the failures were logged by the browser').toBeGreaterThan(0);
    expectNoSecret(seen.console.join('\n'), 'the console');
    for (const request of seen.requests) expectNoSecret(request.url, request.url);
  });

  test('certificate files are fetched without them', async ({ page, context }) => {
    const files: { url: string; headers: Record<string, string> }[] = [];
    await context.route(/\/sandbox\/files\//, async (route) => {
      files.push({ url: route.request().url(), headers: await route.request().allHeaders() });
      await route.continue();
    });
    await acceptOwnCredentials(context);
    await enterCredentials(page);
    await page.goto(`/certificates/${BERLIN.id}`);
    // The app has taken the page over from the server's render once it focuses the name.
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeFocused();
    await page.getByRole('button', { name: 'Show previews' }).click();
    const image = page.getByRole('img', { name: /^Certificate image for LinkedIn/ });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    // The PDF opens in a new tab, as a user would open it.
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: /^Open PDF/ }).click();
    await popup;
    const fileName = (file: { url: string }) => new URL(file.url).pathname;
    await expect.poll(() => files.some((file) => fileName(file).endsWith('.pdf'))).toBe(true);
    expect(files.filter((file) => fileName(file).endsWith('.jpg')).length).toBeGreaterThan(0);
    for (const file of files) {
      const names = Object.keys(file.headers).filter((name) => name.startsWith('x-api-'));
      expect(names, `headers of ${file.url}`).toEqual([]);
    }
  });
});
