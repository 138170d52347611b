/**
 * Errors a reader can act on: a service's validation answer names fields the way the reader sees
 * them, the coffee-break spelling is found after any validation answer that names the meal type,
 * and this site's own gateway speaks the reader's language.
 *
 * The sandbox answers no 422, so the service's validation answers come from `page.route` on the
 * app's calculation calls only. The gateway runs as a process of its own (`server/main.ts`), in
 * front of the foreign fixture service or of an address where nothing answers.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { FOREIGN_CREDENTIALS } from '../server/test-fixtures/foreign-service.ts';
import { freePort, startScript, stopChild } from './children.ts';
import { expect, test } from './fixtures';

const EVENT_CALCULATION = '**/sandbox/emissions/event';
const SPRING = '11111111-2222-4333-8444-555555555555';

interface SentEvent {
  mealType: string;
  mealInfo: { mealCount: number; mealType: string }[];
}

/** Every event calculation the page sends, by its body. */
function recordEvents(page: Page): SentEvent[] {
  const sent: SentEvent[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/sandbox/emissions/event')) {
      sent.push(request.postDataJSON() as SentEvent);
    }
  });
  return sent;
}

function unprocessable(route: Route, errors: { path: string; message: string }[]) {
  return route.fulfill({ status: 422, json: { errors } });
}

test.describe('a service that answers 422 with a list of errors', () => {
  test('that names a meal row’s type: the app sends the other coffee-break spelling and shows the result', async ({
    page,
  }) => {
    // A service of one enum: the meal list's documented `COFEE_BREAK` is refused by its path.
    await page.route(EVENT_CALCULATION, (route) => {
      const body = route.request().postDataJSON() as SentEvent;
      const wrong = body.mealInfo.findIndex((meal) => meal.mealType === 'COFEE_BREAK');
      if (wrong === -1) return route.continue();
      return unprocessable(route, [
        {
          path: `mealInfo.${wrong}.mealType`,
          message: 'must be one of MEAT, VEGETARIAN, COFFEE_BREAK',
        },
      ]);
    });
    const sent = recordEvents(page);
    await page.goto(
      '/event?origin=REGIONAL&participants=40&nights=0&menu=VEGETARIAN&meals=40-VEGETARIAN*40-COFFEE_BREAK',
    );
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The first two requests are the result's (the drivers and levers follow it).
    const spellings = sent.map((body) => body.mealInfo.map((meal) => meal.mealType).join(','));
    expect(spellings.slice(0, 2)).toEqual(['VEGETARIAN,COFEE_BREAK', 'VEGETARIAN,COFFEE_BREAK']);
  });

  test('that names a count in the sorted request: the panel names the form’s row, in the reader’s language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    // As entered: vegetarian 30, coffee break 80, meat 20. As sent: meat, vegetarian, coffee
    // break; the service's `mealInfo.1` is the form's first row, not its second.
    await page.route(EVENT_CALCULATION, (route) =>
      unprocessable(route, [{ path: 'mealInfo.1.mealCount', message: 'exceeds the participants' }]),
    );
    const sent = recordEvents(page);
    await page.goto(
      '/event?origin=REGIONAL&participants=80&nights=0&menu=VEGETARIAN&meals=30-VEGETARIAN*80-COFFEE_BREAK*20-MEAT',
    );
    const alert = page.locator('.error-panel');
    await expect(alert).toContainText('Der Dienst konnte diese Werte nicht verarbeiten.');
    await expect(alert.getByRole('listitem')).toHaveText(
      'Mahlzeit 1: Anzahl Personen — Der Dienst meldet: „exceeds the participants“',
    );
    await expect(alert).not.toContainText('mealInfo');
    await expect(alert).not.toContainText('Mahlzeit 2');
    // The form shows it at that row's own field, and at no other.
    const firstRow = page.getByRole('group', { name: 'Mahlzeit 1' });
    const count = firstRow.getByLabel('Anzahl Personen');
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expect(count).toHaveAccessibleDescription(
      /Der Dienst hat diesen Wert nicht angenommen: „exceeds the participants“/,
    );
    await expect(page.locator('.meal-list [aria-invalid="true"]')).toHaveCount(1);
    // Not a question of spelling: one request, no retry.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.mealInfo[1]).toEqual({ mealCount: 30, mealType: 'VEGETARIAN' });
    await page.screenshot({ path: test.info().outputPath('errors-422-de.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({
      path: test.info().outputPath('errors-422-de-phone.png'),
      fullPage: true,
    });
    await context.close();
  });
});

test.describe('a hotel service that answers 422 with a JSON pointer', () => {
  test('names the field by the form’s label, in Italian, and marks that field', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'it-IT' });
    const page = await context.newPage();
    await page.route('**/sandbox/emissions/hotel', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'https://hotel.example/problems/validation',
          title: 'Unprocessable Entity',
          status: 422,
          errors: [{ pointer: '/numberOfGuests', detail: 'exceeds the rooms booked' }],
        }),
      }),
    );
    await page.goto(
      '/hotel?roomType=SUPERIOR&numberOfGuests=2&countryCode=FR&breakfast=true&star=4&days=3',
    );
    const panel = page.locator('.error-panel');
    await expect(panel.getByRole('listitem')).toHaveText(
      'Numero di ospiti — Messaggio del servizio: «exceeds the rooms booked»',
    );
    await expect(panel).not.toContainText(/numberOfGuests|Unprocessable|422/);
    const guests = page.getByLabel('Numero di ospiti');
    await expect(guests).toHaveAttribute('aria-invalid', 'true');
    await expect(guests).toHaveAccessibleDescription(
      /Il servizio non ha accettato questo valore: «exceeds the rooms booked»/,
    );
    await context.close();
  });
});

/** An app server in gateway mode in front of `serviceUrl` (or of the foreign fixture). */
function gateway(env: Record<string, string>, { withService }: { withService: boolean }) {
  const state = { app: '', children: [] as ChildProcess[], storeDir: '' };

  test.beforeAll(async () => {
    // Two processes start through tsx: more than a test's usual time on a busy machine.
    test.setTimeout(120_000);
    let serviceUrl = `http://127.0.0.1:${await freePort()}`;
    if (withService) {
      const port = await freePort();
      serviceUrl = `http://127.0.0.1:${port}`;
      state.children.push(
        await startScript(
          'server/test-fixtures/foreign-service.ts',
          { PORT: String(port) },
          'foreign service listening',
        ),
      );
    }
    const appPort = await freePort();
    state.app = `http://localhost:${appPort}`;
    state.storeDir = mkdtempSync(join(tmpdir(), 'errors-e2e-'));
    state.children.push(
      await startScript(
        'server/main.ts',
        {
          PORT: String(appPort),
          SANDBOX: 'on',
          SANDBOX_STORE_DIR: state.storeDir,
          SERVICE_URL: serviceUrl,
          SERVICE_API_KEY: FOREIGN_CREDENTIALS['x-api-key'],
          SERVICE_API_AUTH: FOREIGN_CREDENTIALS['x-api-auth'],
          SERVICE_API_SECRET: FOREIGN_CREDENTIALS['x-api-secret'],
          ...env,
        },
        'Emission Desk is served at',
      ),
    );
  });

  test.afterAll(async () => {
    for (const child of state.children.reverse()) await stopChild(child);
    if (state.storeDir) rmSync(state.storeDir, { recursive: true, force: true });
  });

  return state;
}

/** Words of this app's gateway and of its English messages that no translated page may show. */
const ENGLISH = /too many requests|try again|could not be reached|the service|this site/i;

test.describe('this site’s gateway past its rate limit, to a German reader', () => {
  const deployment = gateway({ GATEWAY_RATE_LIMIT: '2' }, { withService: true });

  test('says in German how long to wait, and quotes none of the gateway’s English', async ({
    browser,
    request,
  }) => {
    for (let i = 0; i < 2; i += 1)
      await request.get(`${deployment.app}/api/certificates/${SPRING}`);
    expect((await request.get(`${deployment.app}/api/certificates/${SPRING}`)).status()).toBe(429);

    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    // Past the limit the server sends the page without reading the service; the app asks itself.
    await page.goto(`${deployment.app}/certificates/${SPRING}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      /Diese Website hat zu viele Anfragen von Ihrer Adresse erhalten\. Versuchen Sie es in \d+ s erneut\./,
    );
    await expect(alert).not.toContainText(ENGLISH);
    await expect(alert).not.toContainText(/\b429\b/);
    await page.screenshot({ path: test.info().outputPath('errors-429-de.png'), fullPage: true });
    await context.close();
  });
});

test.describe('this site’s gateway with its service down, to an Italian reader', () => {
  const deployment = gateway({}, { withService: false });

  test('says in Italian that the service cannot be reached, with no status code, on a certificate and a calculation', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'it-IT' });
    const page = await context.newPage();
    const unreachable =
      /Questo sito non è riuscito a raggiungere il suo servizio\. Riprova tra poco\./;

    await page.goto(`${deployment.app}/certificates/${SPRING}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(unreachable, { timeout: 20_000 });
    await expect(alert).not.toContainText(ENGLISH);
    await expect(alert).not.toContainText(/\b50[234]\b/);
    await page.screenshot({
      path: test.info().outputPath('errors-502-it-certificate.png'),
      fullPage: true,
    });

    await page.goto(
      `${deployment.app}/event?origin=REGIONAL&participants=40&nights=0&menu=VEGETARIAN&meals=40-VEGETARIAN`,
    );
    const failed = page.getByRole('alert').filter({ hasText: unreachable });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed).not.toContainText(ENGLISH);
    await expect(failed).not.toContainText(/\b50[234]\b/);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({
      path: test.info().outputPath('errors-502-it-event-phone.png'),
      fullPage: true,
    });
    await context.close();
  });
});
