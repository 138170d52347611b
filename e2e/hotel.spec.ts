import type { Page, Request } from '@playwright/test';
import {
  DEMO_HEADERS,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE_VIEWPORT,
  test,
} from './fixtures';

const HOTEL_PATH = '/sandbox/emissions/hotel';
const isHotelCall = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === HOTEL_PATH;

/** Counts the hotel calculations the page sends. */
function countHotelCalls(page: Page): { count: () => number; bodies: () => unknown[] } {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (isHotelCall(request)) bodies.push(request.postDataJSON());
  });
  return { count: () => bodies.length, bodies: () => bodies };
}

const SEARCH =
  '/hotel?roomType=SUPERIOR&numberOfGuests=2&countryCode=FR&breakfast=true&star=4&days=3';

async function chooseCountry(page: Page, text: string, optionName: string | RegExp) {
  const country = page.getByRole('combobox', { name: /country|land/i });
  await country.fill(text);
  await expect(country).toHaveAttribute('aria-expanded', 'true');
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toContainText(optionName);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await country.press('Enter');
  await expect(country).toHaveAttribute('aria-expanded', 'false');
}

/**
 * Presses Calculate and returns what the form sent: the call whose input is the one the address
 * now holds. The levers of the result before also call the service (each with one field changed),
 * and may still be on their way.
 */
async function calculate(page: Page, name: RegExp = /^calculate$/i) {
  const bodies: Record<string, unknown>[] = [];
  const collect = (request: Request) => {
    if (isHotelCall(request)) bodies.push(request.postDataJSON() as Record<string, unknown>);
  };
  page.on('request', collect);
  await page.getByRole('button', { name }).click();
  const sent = () => {
    const search = new URL(page.url()).searchParams;
    return bodies.find((body) =>
      Object.entries(body).every(([key, value]) => search.get(key) === String(value)),
    );
  };
  await expect.poll(() => sent() !== undefined, { message: 'the form’s call' }).toBe(true);
  page.off('request', collect);
  return sent() ?? {};
}

test.describe('hotel calculator', () => {
  test('a first calculation from the defaults', async ({ page }) => {
    await page.goto('/hotel');
    await expect(page).toHaveTitle(/Hotel stay calculator/);
    await expect(page.getByText(/choose “Calculate”/)).toBeVisible();
    const body = await calculate(page);
    expect(body).toEqual({
      roomType: 'STANDARD',
      numberOfGuests: 2,
      countryCode: 'DE',
      breakfast: true,
      star: 3,
      days: 2,
    });
    await expect(page.getByTestId('emission-total')).toContainText('kg CO₂e');
    const derived = page.locator('.emission-total__derived');
    await expect(derived).toContainText('Per guest and day');
    await expect(derived).toContainText('derived');
    await expect(page.getByTestId('hotel-details')).toContainText('Germany');
    await expect(page.getByTestId('hotel-details')).not.toContainText('(DE)');
    await expect(page).toHaveURL(/countryCode=DE/);
    await page.getByText('Show the service’s answer (JSON)').click();
    await expect(page.locator('.raw-json pre')).toContainText('"emission"');
  });

  test('a stay without breakfast says breakfast is not included, never that it adds to the figure', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(SEARCH.replace('breakfast=true', 'breakfast=false'));
    const result = page.getByTestId('hotel-result');
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(result).toContainText('Breakfast is not included; it would add 1 kg CO₂e');
    await expect(result).not.toContainText('Breakfast adds');
    await page.goto(SEARCH);
    await expect(result).toContainText('Breakfast adds 1 kg CO₂e per guest and day.');
  });

  test('the German summary names the room category, never "Zimmer Suite"', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(SEARCH.replace('roomType=SUPERIOR', 'roomType=SUIT'));
    const summary = page.locator('.hotel-result__summary');
    await expect(summary).toContainText('Zimmerkategorie Suite, 4-Sterne-Hotel');
    await expect(summary).not.toContainText('Zimmer Suite');
    // The sandbox's way of counting days is said to a reader of the sandbox.
    await expect(
      page.getByRole('textbox', { name: 'Dauer des Aufenthalts in Tagen' }),
    ).toHaveAccessibleDescription(/eingebaute Sandbox/);
    await context.close();
  });

  test('finds a country by its English name and by its code', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await chooseCountry(page, 'germ', 'Germany');
    expect((await calculate(page)).countryCode).toBe('DE');
    await expect(page.getByTestId('hotel-details')).toContainText('Germany');

    await chooseCountry(page, 'AT', 'Austria');
    expect((await calculate(page)).countryCode).toBe('AT');
    await chooseCountry(page, 'DE', 'Germany');
    await expect(page.getByRole('combobox', { name: /country/i })).toHaveValue('Germany');
  });

  test('finds a country by its German name after switching the language', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('main').getByLabel('Language').selectOption('de');
    await page.goto(SEARCH);
    await expect(page.getByRole('combobox', { name: 'Land des Hotels' })).toHaveValue('Frankreich');
    await chooseCountry(page, 'Deutschland', 'Deutschland');
    expect((await calculate(page, /^berechnen$/i)).countryCode).toBe('DE');
    await expect(page.getByTestId('hotel-details')).toContainText('Deutschland');
  });

  test('the country list works with the keyboard and the mouse', async ({ page }) => {
    await page.goto('/hotel');
    const country = page.getByRole('combobox', { name: /country/i });
    await country.focus();
    await country.press('ArrowDown');
    await expect(page.getByRole('listbox', { name: 'Countries' })).toBeVisible();
    await country.press('ArrowDown');
    await expect(country).toHaveAttribute('aria-activedescendant', /-AT$/);
    await country.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Countries' })).toBeHidden();
    await page.getByRole('button', { name: 'Show all countries' }).click();
    await page.getByRole('option', { name: /Switzerland/ }).click();
    await expect(country).toHaveValue('Switzerland');
  });

  test('sends Suite as SUIT and rates stars with the keyboard', async ({ page }) => {
    await page.goto('/hotel');
    await page.getByText('Suite', { exact: true }).click();
    const threeStars = page.getByRole('radio', { name: '3 stars' });
    await threeStars.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const body = await calculate(page);
    expect(body.roomType).toBe('SUIT');
    expect(body.star).toBe(4);
    await expect(page.getByTestId('hotel-details')).toContainText('Suite');
  });

  test('shows field errors, focuses the first and sends nothing', async ({ page }) => {
    const calls = countHotelCalls(page);
    await page.goto('/hotel');
    await page.getByLabel('Number of guests').fill('0');
    await page.getByLabel(/Length of the stay/).fill('');
    // Text that names no country stays as typed, an error at the field, never the country before.
    const country = page.getByRole('combobox', { name: /country/i });
    await country.fill('zzqx');
    await expect(page.getByText('No country matches.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: /^calculate$/i }).click();
    await expect(country).toHaveValue('zzqx');
    await expect(
      page.getByText('No country is called “zzqx”. Choose a country from the list.'),
    ).toBeVisible();
    await expect(page.getByText('Enter at least 1.')).toBeVisible();
    await expect(page.getByText('Enter a whole number.')).toBeVisible();
    // The first field with an error, the country, has the focus.
    await expect(country).toBeFocused();
    await expect(country).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Number of guests')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.count()).toBe(0);
  });

  test('checks the form as the event form does: on submit, then on each change', async ({
    page,
  }) => {
    await page.goto('/hotel');
    const guests = page.getByLabel('Number of guests');
    await guests.fill('0');
    await guests.press('Tab');
    // Leaving the field says nothing yet: a message appearing then would move the button.
    await expect(guests).not.toBeFocused();
    await expect(guests).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter at least 1.')).toHaveCount(0);
    await page.getByRole('button', { name: /^calculate$/i }).click();
    await expect(page.getByText('Enter at least 1.')).toBeVisible();
    await expect(guests).toHaveAttribute('aria-invalid', 'true');
    await guests.fill('3');
    await expect(page.getByText('Enter at least 1.')).toHaveCount(0);
  });

  test('a link with invalid input shows errors and never crashes', async ({ page }) => {
    const calls = countHotelCalls(page);
    await page.goto('/hotel?roomType=PALACE&numberOfGuests=abc&countryCode=XX&star=9&days=2');
    await expect(page.getByText('Choose one of the options.')).toBeVisible();
    await expect(page.getByText('“abc” is not a whole number.')).toBeVisible();
    await expect(page.getByText('Choose a country from the list.')).toBeVisible();
    await expect(page.getByText('Enter at most 5.')).toBeVisible();
    await expect(page.getByTestId('emission-total')).toHaveCount(0);
    expect(calls.count()).toBe(0);
  });

  test('answers a repeated input from the cache; reload, link, back and forward', async ({
    page,
    context,
  }) => {
    const calls = countHotelCalls(page);
    await page.goto(SEARCH);
    await expect(page.getByTestId('emission-total')).toBeVisible();
    const first = await page.getByTestId('emission-total').textContent();
    // The levers ask for their variants too; count only what the form sends from here on.
    await expect(page.locator('.lever__total')).toHaveCount(3);

    await page.getByLabel('Number of guests').fill('5');
    const afterFive = calls.count();
    await calculate(page);
    await expect(page.getByTestId('emission-total')).not.toHaveText(first ?? '');
    await expect(page).toHaveURL(/numberOfGuests=5/);

    await page.getByLabel('Number of guests').fill('2');
    const before = calls.count();
    await page.getByRole('button', { name: /^calculate$/i }).click();
    await expect(page.getByTestId('emission-total')).toHaveText(first ?? '');
    await expect(page).toHaveURL(/numberOfGuests=2/);
    expect(calls.count(), 'the repeated input is answered from the cache').toBe(before);
    expect(before).toBeGreaterThan(afterFive);

    await page.goBack();
    await expect(page).toHaveURL(/numberOfGuests=5/);
    await expect(page.getByLabel('Number of guests')).toHaveValue('5');
    await page.goForward();
    await expect(page.getByLabel('Number of guests')).toHaveValue('2');
    await expect(page.getByTestId('emission-total')).toHaveText(first ?? '');

    await page.reload();
    await expect(page.getByTestId('emission-total')).toHaveText(first ?? '');
    await expect(page.getByRole('combobox', { name: /country/i })).toHaveValue('France');
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();

    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(shared.getByTestId('emission-total')).toHaveText(first ?? '');
    await expect(shared.getByText('Superior', { exact: true }).first()).toBeVisible();
    await shared.close();
  });

  test('keeps an unsubmitted form across a reload', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await page.getByLabel('Number of guests').fill('7');
    await page.locator('label').filter({ hasText: '2 stars' }).click();
    await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await page.reload();
    await expect(page.getByLabel('Number of guests')).toHaveValue('7');
    await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(page).toHaveURL(/numberOfGuests=2/);
  });

  test('shows the levers after the result and applies one with a click', async ({ page }) => {
    const calls = countHotelCalls(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${HOTEL_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(SEARCH);
    await expect(page.getByText('Calculating…').first()).toBeVisible();
    // While the main result is on its way, no variant is asked for.
    await expect(page.locator('.lever')).toHaveCount(0);
    expect(calls.count()).toBe(1);
    release();
    const levers = page.getByRole('region', { name: 'What would lower it' });
    await expect(levers.locator('.lever__total')).toHaveCount(3);
    await expect(levers.locator('.lever').getByText('No breakfast')).toBeVisible();
    await expect(levers.locator('.lever').getByText('One star lower')).toBeVisible();
    await expect(levers.locator('.lever').getByText('A standard room')).toBeVisible();
    await expect(levers.getByText(/^saves /)).toHaveCount(3);
    expect(calls.count()).toBe(4);
    expect(calls.bodies()[0]).toMatchObject({ star: 4, breakfast: true, roomType: 'SUPERIOR' });

    await levers.getByRole('button', { name: 'Apply: One star lower' }).click();
    await expect(page).toHaveURL(/star=3/);
    await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(page.locator('.outdated')).toHaveCount(0);
    await expect(page.getByTestId('hotel-result')).toContainText('3-star hotel');
  });

  test('marks the previous result as outdated while the next one loads', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(page.getByTestId('emission-total')).toBeVisible();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${HOTEL_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel(/Length of the stay/).fill('9');
    await page.getByRole('button', { name: /^calculate$/i }).click();
    await expect(page.getByText('Outdated: the new result is on its way.')).toBeVisible();
    await expect(page.locator('.outdated [data-testid="emission-total"]')).toBeVisible();
    release();
    await expect(page.getByText('Outdated: the new result is on its way.')).toBeHidden();
  });

  test('shows an error in place, keeps the input and retries', async ({ page }) => {
    let fail = true;
    await page.route(`**${HOTEL_PATH}`, async (route) => {
      if (fail) await route.fulfill({ status: 503, json: { message: 'down for a moment' } });
      else await route.continue();
    });
    await page.goto('/hotel');
    await page.getByLabel('Number of guests').fill('3');
    await page.getByRole('button', { name: /^calculate$/i }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'problem right now' });
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await expect(panel).toContainText('down for a moment');
    await expect(page.getByLabel('Number of guests')).toHaveValue('3');
    fail = false;
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
  });

  test('issues a demo certificate and opens its page', async ({ page }) => {
    await page.goto(SEARCH);
    await page.getByRole('button', { name: 'Issue a demo certificate' }).click();
    await expect(page.getByLabel('Name of the guest')).toBeFocused();
    await expect(page.getByLabel('Name of the stay')).toHaveValue('Hotel stay in France');
    await page.getByRole('button', { name: /create the record/i }).click();
    await expect(page.getByText('Enter a value.')).toBeVisible();

    const guest = `Ada Lovelace ${Date.now()}`;
    await page.getByLabel('Name of the guest').fill(guest);
    await page.getByLabel(/Booking reference/).fill(`BOOK-${Date.now()}`);
    const created = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/sandbox/records',
    );
    await page.getByRole('button', { name: /create the record/i }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      roomType: 'SUPERIOR',
      countryCode: 'FR',
      guestName: guest,
    });
    await expect(page).toHaveURL(/\/certificates\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const stored = await page.request.get(`/sandbox/certificates/${id}`, { headers: DEMO_HEADERS });
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({ id, guestName: guest });
  });

  test('a demo certificate carries the reader’s own time, to the minute', async ({
    browser,
    baseURL,
  }) => {
    // A reader in Berlin at 10:55:50 local time (09:55:50 UTC).
    const context = await browser.newContext({ baseURL, timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2026-11-26T09:55:50Z'));
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(SEARCH);
    await page.getByRole('button', { name: 'Issue a demo certificate' }).click();
    await page.getByLabel('Name of the guest').fill('Grace Hopper');
    const created = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/sandbox/records',
    );
    await page.getByRole('button', { name: /create the record/i }).click();
    expect((await created).request().postDataJSON()).toMatchObject({ date: '2026-11-26T10:55' });
    await expect(page).toHaveURL(/\/certificates\/[0-9a-f-]{36}$/);
    const date = page.getByRole('definition').filter({ hasText: '2026' }).first();
    await expect(date).toContainText('26 November 2026');
    await expect(date).toContainText('10:55');
    await expect(date).not.toContainText('09:55');
    await expect(date).not.toContainText(':50');
    await context.close();
  });

  test('shows a failed demo certificate in place', async ({ page }) => {
    await page.route('**/sandbox/records', (route) =>
      route.fulfill({ status: 201, json: { name: 'no id here' } }),
    );
    await page.goto(SEARCH);
    await page.getByRole('button', { name: 'Issue a demo certificate' }).click();
    await page.getByLabel('Name of the guest').fill('Grace Hopper');
    await page.getByRole('button', { name: /create the record/i }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The sandbox answered without a record id.',
    );
    await expect(page).toHaveURL(/\/hotel\?/);
    await expect(page.getByLabel('Name of the guest')).toHaveValue('Grace Hopper');
  });

  test('offers no demo certificate with a custom service', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('radio', { name: /Custom service/ }).check();
    await page.getByLabel('Base URL').fill(`${new URL(page.url()).origin}/sandbox`);
    // A custom service starts without credentials: these are the sandbox's, entered by hand.
    await page.getByLabel('API key', { exact: true }).fill('demo-key');
    await page.getByLabel('Auth value', { exact: true }).fill('demo-auth');
    await page.getByLabel('API secret', { exact: true }).fill('demo-secret');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.goto(SEARCH);
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Issue a demo certificate' })).toHaveCount(0);
  });
});

test.describe('hotel answers of other shapes', () => {
  test('reads totalEmission', async ({ page }) => {
    await page.route(`**${HOTEL_PATH}`, (route) =>
      route.fulfill({ json: { totalEmission: 1500, hotel: { name: 'Seeblick', rooms: 2 } } }),
    );
    await page.goto(SEARCH);
    await expect(page.getByTestId('emission-total')).toHaveText('1.5 t CO₂e');
    // 1,500 kg for 2 guests and 3 days.
    await expect(page.locator('.emission-total__derived').getByText('250 kg CO₂e')).toBeVisible();
    await expect(page.getByTestId('hotel-details')).toContainText('hotel.name');
    await expect(page.getByTestId('hotel-details')).toContainText('Seeblick');
  });

  test('reads a bare number as the headline figure', async ({ page }) => {
    // The sandbox answers with an object; a service may answer with the figure alone.
    await page.route(`**${HOTEL_PATH}`, (route) => route.fulfill({ json: 87.4 }));
    await page.goto(SEARCH);
    await expect(page.getByTestId('emission-total')).toHaveText('87.4 kg CO₂e');
    await expect(page.getByTestId('hotel-no-emission')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('sums the rows', async ({ page }) => {
    await page.route(`**${HOTEL_PATH}`, (route) =>
      route.fulfill({ json: { rows: [{ emission: 10 }, { emission: 32.5 }] } }),
    );
    await page.goto(SEARCH);
    await expect(page.getByTestId('emission-total')).toHaveText('42.5 kg CO₂e');
    await expect(page.getByTestId('hotel-details')).toContainText('rows[1].emission');
    await expect(page.getByTestId('hotel-details')).toContainText('32.5 kg CO₂e');
  });

  test('says so plainly when there is no emission figure', async ({ page }) => {
    await page.route(`**${HOTEL_PATH}`, (route) =>
      route.fulfill({ json: { status: 'calculated', reference: 'R-17' } }),
    );
    await page.goto(SEARCH);
    await expect(page.getByTestId('hotel-no-emission')).toContainText('holds no emission figure');
    await expect(page.getByTestId('emission-total')).toHaveCount(0);
    await expect(page.getByTestId('hotel-details')).toContainText('R-17');
    await expect(page.getByRole('region', { name: 'What would lower it' })).toHaveCount(0);
  });
});

test.describe('hotel layout and accessibility', () => {
  test('axe finds nothing serious with a result, the levers and the list open', async ({
    page,
  }) => {
    // Two full axe scans of a long page: about 24 s of the 30 s default on a busy machine.
    test.slow();
    await page.goto(SEARCH);
    await expect(page.locator('.lever__total')).toHaveCount(3);
    await expectAccessible(page);
    await page.getByRole('combobox', { name: /country/i }).fill('ger');
    await expectAccessible(page);
  });

  test('fits a phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(SEARCH);
    await expect(page.locator('.lever__total')).toHaveCount(3);
    await expectNoHorizontalScroll(page);
    await page.getByRole('combobox', { name: /country/i }).fill('ger');
    await expectNoHorizontalScroll(page);
  });
});
