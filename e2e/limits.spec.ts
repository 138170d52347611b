/**
 * A limit that stops a calculation, told in words, counted down and got over by itself: the
 * service's 429 with `Retry-After` as an HTTP date (the decimal stand-in service,
 * server/test-fixtures/), and this site's own limit in gateway mode (seconds), in the event
 * calculator and the bulk page. No request is faked: every 429 is a real one. The site's limit counts in a
 * window of twelve seconds here (GATEWAY_RATE_WINDOW_S), so that its wait is soon over; a wait too
 * long for the app to wait by itself, on the result and its levers, is in faults.spec.ts.
 */
import type { Browser } from '@playwright/test';
import { expectCountingDown } from './countdown.ts';
import { connectCustomService, standInService } from './custom-service.ts';
import { gatewayDeployment } from './gateway-deployment.ts';
import { expect, PHONE_VIEWPORT, test } from './fixtures';

const DECIMAL_CREDENTIALS = {
  key: 'decimal-key-3b8e',
  auth: 'decimal-auth-71fa',
  secret: 'decimal-secret-c05d',
} as const;
const ALPINE_ID = '3c9d2b1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
/** STANDARD, 1 guest, 3 stars, no breakfast, 2 days: "12.18" kg. */
const HOTEL_STAY =
  '/hotel?roomType=STANDARD&numberOfGuests=1&countryCode=FR&breakfast=false&star=3&days=2';
const EVENT =
  '/event?origin=NATIONAL&participants=27&nights=1&menu=VEGETARIAN&meals=27-VEGETARIAN*27-COFFEE_BREAK';

test.describe('a service whose limit answers 429 with an HTTP date', () => {
  // Twenty requests in a window of nine seconds; then 429 until it closes.
  const service = standInService(
    'server/test-fixtures/decimal-service.ts',
    'decimal service listening',
    '/v2',
    (appOrigin) => ({ CORS_ORIGIN: appOrigin, BURST_LIMIT: '20', BURST_WINDOW_SECONDS: '9' }),
  );
  test.describe.configure({ mode: 'serial' });

  /** Someone else uses up the window, opened afresh: the next request waits about 9 s. */
  async function useUpTheWindow(): Promise<void> {
    await fetch(`${service.origin}/__limit`, { method: 'DELETE' });
    for (let i = 0; i < 25; i += 1) {
      const answer = await fetch(`${service.base}/certificates/${ALPINE_ID}`);
      if (answer.status === 429) return;
    }
    throw new Error('The window never filled.');
  }

  test('a first hotel calculation says a limit was reached, counts the wait down and calculates by itself (en)', async ({
    page,
  }) => {
    await connectCustomService(page, service.base, DECIMAL_CREDENTIALS);
    await useUpTheWindow();
    await page.goto(HOTEL_STAY);
    const note = page.getByTestId('limit-note');
    await expect(note).toContainText(
      'A limit was reached: the service is receiving too many requests and asked to wait.',
    );
    await expect(note).toContainText(/Calculating again in \d s\./);
    await page.screenshot({ path: test.info().outputPath('hotel-limit-en.png') });
    await expectCountingDown(note);
    // Nobody presses anything: the result comes once the wait is over.
    await expect(page.getByTestId('emission-total')).toHaveText('12.2 kg CO₂e', {
      timeout: 15_000,
    });
    await expect(note).toHaveCount(0);
  });

  test('an outdated event result says why, counts down and is replaced by itself (de)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    try {
      await fetch(`${service.origin}/__limit`, { method: 'DELETE' });
      await connectCustomService(page, service.base, DECIMAL_CREDENTIALS, 'de');
      await page.goto(EVENT);
      await expect(page.getByTestId('emission-total')).toBeVisible();
      await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
      await useUpTheWindow();

      const participants = page.getByLabel('Teilnehmende', { exact: true });
      await participants.fill('28');
      await participants.press('Enter');
      const note = page.getByTestId('outdated-note');
      await expect(note).toContainText('Veraltet: Das Limit ist erreicht.');
      await expect(note).toContainText(/Neue Berechnung in \d s\./);
      await expect(note).not.toContainText('unterwegs');
      await page.screenshot({ path: test.info().outputPath('event-outdated-de.png') });
      await expectCountingDown(note);
      await expect(note).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('.event-result__summary')).toContainText('28 Teilnehmende');
    } finally {
      await context.close();
    }
  });
});

/** A window long enough to see a countdown in, short enough to wait out. */
const SITE_WINDOW = { GATEWAY_RATE_WINDOW_S: '12' } as const;

/** A new reader of the site, in `locale`, at `viewport`. */
async function reader(browser: Browser, locale: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ locale, viewport });
  return { context, page: await context.newPage() };
}

test.describe('this site’s own limit: the event calculator', () => {
  // Enough for a result and its levers; then someone on the same address uses up the window.
  const deployment = gatewayDeployment({ GATEWAY_RATE_LIMIT: '20', ...SITE_WINDOW });

  async function useUpTheWindow(): Promise<void> {
    for (let i = 0; i < 25; i += 1) {
      const answer = await fetch(`${deployment.app}/api/certificates/${ALPINE_ID}`);
      if (answer.status === 429) return;
    }
    throw new Error('The window never filled.');
  }

  test('a new result waits out the limit, counted down over the earlier one, and comes by itself (en)', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const { context, page } = await reader(browser, 'en-GB');
    try {
      await page.goto(`${deployment.app}${EVENT}`);
      await expect(page.getByTestId('emission-total')).toBeVisible();
      await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
      await useUpTheWindow();

      const participants = page.getByLabel('Participants', { exact: true });
      await participants.fill('28');
      await participants.press('Enter');
      // A wait this short the app waits by itself: the earlier result stays, marked outdated.
      const note = page.getByTestId('outdated-note');
      await expect(note).toContainText('Outdated: the limit was reached.');
      await expect(note).toContainText(/Calculating again in \d+ s\./);
      await expect(note).not.toContainText('Try again in');
      await expectCountingDown(note);
      await page.screenshot({ path: test.info().outputPath('event-site-limit-en.png') });
      // The window ends: the new result comes without anyone pressing anything.
      await expect(page.locator('.event-result__summary')).toContainText('28 participants', {
        timeout: 20_000,
      });
      await expect(note).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

test.describe('this site’s own limit: a bulk batch', () => {
  const deployment = gatewayDeployment({ GATEWAY_RATE_LIMIT: '3', ...SITE_WINDOW });

  test('the batch pauses with its progress line and its banner agreeing, and goes on by itself (de)', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const { context, page } = await reader(browser, 'de-DE', PHONE_VIEWPORT);
    try {
      await page.goto(`${deployment.app}/bulk`);
      const lines = ['roomType,numberOfGuests,countryCode,breakfast,star,days'];
      for (let i = 0; i < 5; i += 1) lines.push(`STANDARD,${i + 1},DE,yes,3,2`);
      await page.getByLabel(/CSV-Datei wählen/).setInputFiles({
        name: 'stays.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(lines.join('\n'), 'utf8'),
      });
      await page.getByLabel('Gleichzeitige Aufrufe').fill('1');
      await page.getByRole('button', { name: '5 Zeilen berechnen' }).click();

      const banner = page.getByTestId('bulk-pause');
      const progress = page.getByTestId('bulk-progress');
      await expect(banner).toHaveText(
        /^Ein Limit ist erreicht: Die Berechnung läuft in \d+ s von selbst weiter\.$/,
      );
      // The progress line guesses no time left while the batch waits: it points at the banner.
      await expect(progress).toContainText('angehalten, bis die Wartezeit unten abgelaufen ist');
      await expect(progress).not.toContainText('noch etwa');
      await page.screenshot({
        path: test.info().outputPath('bulk-paused-de-phone.png'),
        fullPage: true,
      });
      const first = Number(/(\d+) s/.exec(await banner.innerText())?.[1]);
      await expect
        .poll(async () => Number(/(\d+) s/.exec(await banner.innerText())?.[1]), {
          timeout: 4_000,
        })
        .toBeLessThan(first);
      await expect(progress).not.toContainText('noch etwa');
      await expect(progress).toHaveText('Fertig: 5 Zeilen berechnet, 0 fehlgeschlagen.', {
        timeout: 25_000,
      });
      await expect(banner).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
