import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const SECRET = 'my-very-secret-value';

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** A custom service (by default the sandbox at its address, so that its answers are real). */
async function chooseCustom(page: Page, baseUrl = `${new URL(page.url()).origin}/sandbox`) {
  await page.getByRole('radio', { name: /Custom service/ }).check();
  await page.getByLabel('Base URL').fill(baseUrl);
}

async function fillCredentials(page: Page, key: string, auth: string, secret: string) {
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByLabel('Auth value', { exact: true }).fill(auth);
  await page.getByLabel('API secret', { exact: true }).fill(secret);
}

test.describe('settings', () => {
  test('opens ready to use: the sandbox with its demo credentials', async ({ page }) => {
    await openSettings(page);
    await expect(page.getByRole('radio', { name: /Built-in sandbox/ })).toBeChecked();
    // The sandbox's credentials are its own: nothing to enter or edit.
    await expect(page.getByLabel('API key', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/always uses its public demo credentials/)).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Connected to the sandbox service, credentials set/ }),
    ).toBeVisible();
  });

  test('shows a masked credential on request', async ({ page }) => {
    await openSettings(page);
    await chooseCustom(page);
    await expect(page.getByLabel('API key', { exact: true })).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show API secret' }).click();
    await expect(page.getByLabel('API secret', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide API secret' }).click();
    await expect(page.getByLabel('API secret', { exact: true })).toHaveAttribute(
      'type',
      'password',
    );
  });

  test('saves preferences that survive a reload', async ({ page }) => {
    await openSettings(page);
    // Unit, timeout and coffee-break spelling are under "Advanced".
    await expect(page.getByLabel('Unit the service reports emissions in')).toBeHidden();
    await page.getByText('Advanced', { exact: true }).click();
    await page.getByLabel('Unit the service reports emissions in').selectOption('t');
    await page.getByLabel('Request timeout (seconds)').fill('45');
    // The spellings are offered in words, not as the service's codes.
    await expect(page.locator('main')).not.toContainText('COFFEE_BREAK');
    await expect(page.locator('main')).not.toContainText('COFEE_BREAK');
    await page
      .getByLabel('Coffee-break spelling')
      .selectOption({ label: 'Always “cofee” with one F' });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await page.reload();
    await page.getByText('Advanced', { exact: true }).click();
    await expect(page.getByLabel('Unit the service reports emissions in')).toHaveValue('t');
    await expect(page.getByLabel('Request timeout (seconds)')).toHaveValue('45');
    await expect(page.getByLabel('Coffee-break spelling')).toHaveValue('COFEE_BREAK');
  });

  test('switches the language to German at once, with no save, and keeps it', async ({ page }) => {
    await openSettings(page);
    await page.getByRole('main').getByLabel('Language').selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The header's menu says the same.
    await expect(page.getByRole('banner').getByLabel('Sprache')).toHaveValue('de');
    // And back: in English again, the same way.
    await page.getByRole('main').getByLabel('Sprache').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('main').getByLabel('Language').selectOption('de');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Event', exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Einstellungen/);
  });

  test('keeps credentials for the browser session only when "remember" is off', async ({
    page,
  }) => {
    await openSettings(page);
    await chooseCustom(page);
    await fillCredentials(page, 'key-1', 'auth-1', SECRET);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    const stored = await page.evaluate(() => ({
      local: JSON.stringify(localStorage),
      session: JSON.stringify(sessionStorage),
    }));
    expect(stored.local).not.toContain(SECRET);
    expect(stored.session).toContain(SECRET);

    await page.reload();
    await expect(page.getByLabel('API secret', { exact: true })).toHaveValue(SECRET);
    expect(page.url()).not.toContain(SECRET);
  });

  test('a new browser session forgets credentials that were not remembered', async ({
    browser,
    page,
  }) => {
    await openSettings(page);
    await chooseCustom(page);
    await fillCredentials(page, 'key-1', 'auth-1', SECRET);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    const state = await page.context().storageState();
    // storageState carries local storage only, as a browser keeps it across sessions
    const next = await browser.newContext({ storageState: state });
    const nextPage = await next.newPage();
    await nextPage.goto('/settings');
    await expect(nextPage.getByRole('radio', { name: /Custom service/ })).toBeChecked();
    await expect(nextPage.getByLabel('API secret', { exact: true })).toHaveValue('');
    await next.close();
  });

  test('remembers credentials on the device when asked, with a warning', async ({
    browser,
    page,
  }) => {
    await openSettings(page);
    await chooseCustom(page);
    await fillCredentials(page, 'key-2', 'auth-2', SECRET);
    await page.getByLabel('Remember the credentials on this device').check();
    await expect(page.getByText(/Anyone who uses this browser profile/)).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(localStorage))).toContain(SECRET);

    const next = await browser.newContext({ storageState: await page.context().storageState() });
    const nextPage = await next.newPage();
    await nextPage.goto('/settings');
    await expect(nextPage.getByLabel('API secret', { exact: true })).toHaveValue(SECRET);
    await next.close();
  });

  test('forgets credentials everywhere', async ({ page }) => {
    await openSettings(page);
    await chooseCustom(page);
    await fillCredentials(page, 'key-3', 'auth-3', SECRET);
    await page.getByLabel('Remember the credentials on this device').check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Forget credentials' }).click();
    await expect(page.getByText('The credentials are forgotten on this device.')).toBeVisible();
    await expect(page.getByLabel('API secret', { exact: true })).toHaveValue('');
    const stored = await page.evaluate(
      () => JSON.stringify(localStorage) + JSON.stringify(sessionStorage),
    );
    expect(stored).not.toContain(SECRET);
    await page.reload();
    await expect(page.getByLabel('API key', { exact: true })).toHaveValue('');
    await expect(page.getByRole('link', { name: /no credentials/ })).toBeVisible();
  });

  test('validates the custom base URL: https, or http only for localhost', async ({ page }) => {
    await openSettings(page);
    await page.getByRole('radio', { name: /Custom service/ }).check();
    const url = page.getByLabel('Base URL');
    await url.fill('http://api.example.com');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByText('Use https. Plain http is allowed only for localhost.'),
    ).toBeVisible();
    await expect(url).toBeFocused();
    await expect(url).toHaveAttribute('aria-invalid', 'true');

    await url.fill('http://localhost:9999/api');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Connected service: localhost:9999, / }),
    ).toBeVisible();
  });

  test.describe('test connection', () => {
    test('reports a reachable service that accepts the credentials', async ({ page }) => {
      await openSettings(page);
      await page.getByRole('button', { name: 'Test connection' }).click();
      await expect(
        page.getByText('Connected: the service is reachable and accepted the credentials.'),
      ).toBeVisible();
    });

    test('reports rejected credentials', async ({ page }) => {
      await openSettings(page);
      await chooseCustom(page);
      await fillCredentials(page, 'demo-key', 'demo-auth', 'demo-secret');
      await page.getByLabel('API secret', { exact: true }).fill('wrong-secret');
      await page.getByRole('button', { name: 'Test connection' }).click();
      await expect(
        page.getByText('The service is reachable but rejected the credentials.'),
      ).toBeVisible();
    });

    test('reports a service that cannot be reached', async ({ page }) => {
      await openSettings(page);
      await page.getByRole('radio', { name: /Custom service/ }).check();
      await page.getByLabel('Base URL').fill('http://127.0.0.1:9');
      await page.getByRole('button', { name: 'Test connection' }).click();
      await expect(
        page.getByText(/The service is not reachable, or it does not allow this app/),
      ).toBeVisible();
    });

    test('reports a time-out', async ({ page }) => {
      await page.route('https://slow.example.test/**', () => {
        // never answers
      });
      await openSettings(page);
      await page.getByRole('radio', { name: /Custom service/ }).check();
      await page.getByLabel('Base URL').fill('https://slow.example.test/api');
      await page.getByText('Advanced', { exact: true }).click();
      await page.getByLabel('Request timeout (seconds)').fill('1');
      await page.getByRole('button', { name: 'Test connection' }).click();
      await expect(page.getByText('The service did not answer within 1 s.')).toBeVisible();
    });
  });

  test('sends credentials only to the configured service, never in a URL', async ({ page }) => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    await page.route('https://api.example.test/**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/problem+json',
        body: '{"title":"Not found"}',
      }),
    );
    page.on('request', (request) => seen.push({ url: request.url(), headers: request.headers() }));
    await openSettings(page);
    await chooseCustom(page, 'https://api.example.test/v1');
    await fillCredentials(page, 'key-4', 'auth-4', SECRET);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText(/Connected/)).toBeVisible();

    const withSecret = seen.filter((r) => Object.values(r.headers).includes(SECRET));
    expect(withSecret.length).toBeGreaterThan(0);
    for (const request of withSecret)
      expect(request.url.startsWith('https://api.example.test/v1/')).toBe(true);
    for (const request of seen) expect(request.url).not.toContain(SECRET);
  });

  test('each service keeps its own credentials: custom starts empty, the sandbox keeps its own', async ({
    page,
  }) => {
    const sentToSandbox: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/sandbox/certificates/')) {
        sentToSandbox.push(request.headers()['x-api-secret']);
      }
    });
    await openSettings(page);
    await page.getByRole('radio', { name: /Custom service/ }).check();
    // Never pre-filled with the sandbox's demo credentials, which would go to the new host.
    for (const label of ['API key', 'Auth value', 'API secret']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(page.getByRole('link', { name: /no credentials/ })).toHaveCount(0);
    await page.getByLabel('Base URL').fill('https://api.example.test/v1');
    await fillCredentials(page, 'other-key', 'other-auth', SECRET);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    // Back to the sandbox: it works with its demo credentials, and the header says so.
    await page.getByRole('radio', { name: /Built-in sandbox/ }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Connected to the sandbox service, credentials set/ }),
    ).toBeVisible();
    // A correlation link: the app asks the service itself (a record id's page comes with it).
    await page.goto('/certificates/correlation/DEMO-BERLIN-2026');
    await expect(page.getByText('Jürgen Weiß').first()).toBeVisible();
    expect(sentToSandbox.length).toBeGreaterThan(0);
    expect(sentToSandbox.every((secret) => secret === 'demo-secret')).toBe(true);

    // And the custom service still has its own.
    await openSettings(page);
    await page.getByRole('radio', { name: /Custom service/ }).check();
    await expect(page.getByLabel('API key', { exact: true })).toHaveValue('other-key');
    await expect(page.getByLabel('API secret', { exact: true })).toHaveValue(SECRET);
  });

  test('the header’s dot: no warning before a call, green after one that worked, amber after a rejection, and its text then says rejected instead of set', async ({
    page,
  }) => {
    const GREEN = 'rgb(143, 227, 181)';
    const AMBER = 'rgb(255, 209, 102)';
    const indicator = page.getByRole('link', { name: /^Connected/ });
    const dotColour = () =>
      indicator.locator('.dot').evaluate((dot) => getComputedStyle(dot).backgroundColor);

    // The sandbox, before any call: not green yet, and not a warning either.
    await page.goto('/event');
    await expect(indicator).toHaveAccessibleName(
      'Connected to the sandbox service, credentials set',
    );
    expect(await dotColour()).not.toBe(AMBER);
    expect(await dotColour()).not.toBe(GREEN);

    // A call that worked: green, and said in words.
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(indicator).toHaveAccessibleName(/, last call succeeded$/);
    expect(await dotColour()).toBe(GREEN);

    // A custom service that rejects the credentials: amber after the rejection, not before.
    await openSettings(page);
    await chooseCustom(page);
    await fillCredentials(page, 'demo-key', 'demo-auth', 'wrong-secret');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expect(indicator).not.toHaveAccessibleName(/last call/);
    expect(await dotColour()).not.toBe(GREEN);
    await page.goto('/event');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: /rejected the credentials/ }),
    ).toBeVisible();
    await expect(indicator).toHaveAccessibleName(/, credentials rejected$/);
    expect(await dotColour()).toBe(AMBER);
    // The visible text and the label say one thing: rejected, not also "credentials set".
    await expect(indicator).toContainText('credentials rejected');
    await expect(indicator).not.toContainText('credentials set');
    await expect(indicator).not.toHaveAccessibleName(/credentials set/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(indicator.getByText('credentials rejected')).toBeVisible();
  });
});
