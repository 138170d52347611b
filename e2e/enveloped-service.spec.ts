/**
 * The app against a third, independent reading of the specification
 * (server/test-fixtures/enveloped-service.ts): a service under a base path that wraps its answers
 * in `{ data }`, keeps its figures in tonnes and says so in each answer, links its files relative
 * to itself, refuses the spec tables' coffee-break spelling with 422 and a list of errors, and
 * limits bursts with 429 and Retry-After. It is connected the way a planner would, through
 * Settings (Custom service, its base URL and the three credentials, nothing under Advanced), so
 * the unit setting stays at its default (kg) and only the units the answers state can make the
 * figures right. In gateway mode the app server reads it with SERVICE_URL.
 *
 * Each fixture and app server runs as a process in a group of its own (startChild), stopped with
 * its whole group (stopChild).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Response } from '@playwright/test';
import { freePort, startScript, stopChild } from './children.ts';
import {
  connectCustomService,
  openCertificate,
  standInService,
  type StandIn,
} from './custom-service.ts';
import { expect, expectNoHorizontalScroll, PHONE_VIEWPORT, test } from './fixtures';

// The fixture's credentials and records (server/test-fixtures/enveloped-service.ts).
const CREDENTIALS = {
  key: 'enveloped-key-51f0',
  auth: 'enveloped-auth-c28d',
  secret: 'enveloped-secret-9e63',
} as const;
const BASE_PATH = '/emission-service/v1';
/** 0.18765 t = 187.65 kg. */
const LAKESIDE = { id: '5e1f0c2a-7b3d-4c8e-9a01-2b3c4d5e6f70', name: 'Lakeside board meeting' };
/** 0.0423 t = 42.3 kg. */
const HARBOUR = { id: '6f2a1d3b-8c4e-4d9f-8b12-3c4d5e6f7081', name: 'Harbour workshop' };
const SHARED_CORRELATION = 'ENVELOPED-PAIR';
const SINGLE_CORRELATION = 'ENVELOPED-LAKESIDE';
const ARCHIVED_ID = '7a3b2e4c-9d5f-4e0a-9c23-4d5e6f708192';
const POUNDS_ID = '8b4c3f5d-0e6a-4f1b-8d34-5e6f708192a3';

/** STANDARD, 2 guests, 3 stars, breakfast, 3 days: (18 + 2.3) kg × 6 = 121.8 kg = 0.1218 t. */
const HOTEL_STAY =
  '/hotel?roomType=STANDARD&numberOfGuests=2&countryCode=SE&breakfast=true&star=3&days=3';
/** SUPERIOR, 1 guest, 3 stars, no breakfast, 2 days: 18 × 1.3 kg × 2 = 46.8 kg = 0.0468 t. */
const SMALL_HOTEL_STAY =
  '/hotel?roomType=SUPERIOR&numberOfGuests=1&countryCode=DE&breakfast=false&star=3&days=2';
/**
 * REGIONAL, 40 participants, no nights, 40 vegetarian meals and 40 coffee breaks: travel
 * 40 × 12 = 480 kg, meals 40 × 1.4 = 56 kg and 40 × 0.6 = 24 kg, 560 kg in all.
 */
const EVENT =
  '/event?origin=REGIONAL&participants=40&nights=0&menu=VEGETARIAN&meals=40-VEGETARIAN*40-COFFEE_BREAK';

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', PHONE_VIEWPORT],
] as const;

/** One enveloped service for the tests of a describe block, started before them, stopped after. */
function envelopedService(env: (appOrigin: string) => Record<string, string>): StandIn {
  return standInService(
    'server/test-fixtures/enveloped-service.ts',
    'enveloped service listening',
    BASE_PATH,
    env,
  );
}

/** Settings → Custom service with this service's credentials. */
const connect = (page: Page, base: string, language?: 'en' | 'de') =>
  connectCustomService(page, base, CREDENTIALS, language);

/** The header's account of the connected service (its accessible name holds the last outcome). */
const serviceIndicator = (page: Page) => page.getByRole('link', { name: /^Connected service:/ });

/** What the page now shows of the last calculation. */
const total = (page: Page) => page.getByTestId('emission-total');

/** The file links of a certificate, as the page offers them. */
async function expectFilesAtService(page: Page, base: string, id: string): Promise<void> {
  const pdf = page.getByRole('link', { name: /Open PDF/ });
  await expect(pdf).toHaveAttribute('href', `${base}/files/${id}.pdf`);
  for (const network of ['Facebook', 'X', 'LinkedIn']) {
    const file = { Facebook: 'facebook', X: 'twitter', LinkedIn: 'linkedin' }[network];
    await expect(page.getByRole('link', { name: `Download the ${network} image` })).toHaveAttribute(
      'href',
      `${base}/files/${id}-${file}.jpg`,
    );
  }
  // The PDF opens: the service serves it at that address.
  const opened = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
}

test.describe('a service that answers in envelopes, in tonnes, with links relative to it', () => {
  const fixture = envelopedService((appOrigin) => ({ CORS_ORIGIN: appOrigin }));

  for (const [label, viewport] of VIEWPORTS) {
    test(`a certificate by record id shows the stated tonnes in kilograms, its files at the service (${label})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await connect(page, fixture.base);
      await openCertificate(page, LAKESIDE.id);
      await expect(page).toHaveURL(`/certificates/${LAKESIDE.id}`);
      await expect(page.getByRole('heading', { level: 1, name: LAKESIDE.name })).toBeVisible();
      const certificate = page.getByRole('article');
      // 0.18765 t is 187.65 kg: three significant digits.
      await expect(page.getByTestId('certificate-emission')).toHaveText('188 kg CO₂e');
      await expect(page.getByTestId('certificate-emission')).toHaveAttribute(
        'title',
        /187\.65 kg CO₂e/,
      );
      await expect(certificate).toContainText('Issued for Mira Lindqvist');
      await expect(certificate).toContainText('Sweden');
      // The date as given, its milliseconds read and not shown; no raw ISO date.
      await expect(certificate).toContainText('12 March 2026 at 09:55');
      await expect(certificate).not.toContainText('2026-03-12T');
      await expect(certificate.getByText('Not stated')).toHaveCount(0);
      await expectFilesAtService(page, fixture.base, LAKESIDE.id);
      await expect(page.getByText(/not a safe web address/)).toHaveCount(0);
      await expect(serviceIndicator(page)).toHaveAccessibleName(/last call succeeded/);
      await expectNoHorizontalScroll(page);
    });
  }

  test('a booking reference in an items envelope lists its certificates and opens one', async ({
    page,
  }) => {
    await connect(page, fixture.base);
    await openCertificate(page, SHARED_CORRELATION);
    await expect(page).toHaveURL(`/certificates/correlation/${SHARED_CORRELATION}`);
    await expect(page.getByText('2 certificates have this booking reference.')).toBeVisible();
    await page.getByRole('link', { name: HARBOUR.name }).click();
    await expect(page).toHaveURL(`/certificates/${HARBOUR.id}`);
    await expect(page.getByRole('heading', { level: 1, name: HARBOUR.name })).toBeVisible();
    // 0.0423 t is 42.3 kg.
    await expect(page.getByTestId('certificate-emission')).toHaveText('42.3 kg CO₂e');
    await expectFilesAtService(page, fixture.base, HARBOUR.id);

    // A reference with one certificate opens it.
    await openCertificate(page, SINGLE_CORRELATION);
    await expect(page.getByRole('heading', { level: 1, name: LAKESIDE.name })).toBeVisible();
    await expect(page.getByTestId('certificate-emission')).toHaveText('188 kg CO₂e');
  });

  for (const [label, viewport] of VIEWPORTS) {
    test(`a hotel stay shows the stated tonnes in kilograms (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await connect(page, fixture.base);
      await page.goto(HOTEL_STAY);
      await page.getByRole('button', { name: /^calculate$/i }).click();
      // 0.1218 t is 121.8 kg.
      await expect(total(page)).toHaveText('122 kg CO₂e');
      // The exact figure as stated, converted without binary noise (not 121.80000000000001).
      await expect(total(page)).toHaveAttribute('title', /\b121\.8 kg CO₂e/);
      await expect(page.getByText(/cannot trust/)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectNoHorizontalScroll(page);
    });
  }

  test('an event with a coffee break recovers from the 422 and shows the total and rows from the stated unit', async ({
    page,
  }) => {
    await connect(page, fixture.base);
    const answers: { status: number; body: Record<string, unknown> }[] = [];
    page.on('response', (response: Response) => {
      const request = response.request();
      if (request.method() === 'POST' && response.url() === `${fixture.base}/emissions/event`) {
        answers.push({
          status: response.status(),
          body: request.postDataJSON() as Record<string, unknown>,
        });
      }
    });
    await page.goto(EVENT);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(total(page)).toHaveText('560 kg CO₂e');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The first request spelled the meal list's coffee break as the spec table does, and was
    // refused; the one that worked spelled it COFFEE_BREAK.
    expect(answers[0]?.status).toBe(422);
    const accepted = answers.find((answer) => answer.status === 200);
    expect(JSON.stringify(accepted?.body.mealInfo)).toContain('"COFFEE_BREAK"');
    expect(JSON.stringify(accepted?.body)).not.toContain('COFEE_BREAK');

    // One row for travel and one per meal list entry, in kilograms, adding up to the total.
    const rows = page.getByTestId('event-rows').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.locator('td:nth-child(5)')).toHaveText([
      '480 kg CO₂e',
      '56 kg CO₂e',
      '24 kg CO₂e',
    ]);

    // What drives it, from the service's totals without each part: 420 + 80 + 60 = 560 kg.
    const drivers = page.getByTestId('event-drivers');
    await expect(drivers.locator('[data-bar="travel"] .bar-chart__value')).toContainText(
      '420 kg CO₂e',
    );
    await expect(drivers.locator('[data-bar="meals"] .bar-chart__value')).toContainText(
      '80 kg CO₂e',
    );
    await expect(drivers.locator('[data-bar="rest"] .bar-chart__value')).toContainText(
      '60 kg CO₂e',
    );
  });

  test('the connection check tells rejected credentials (401 in plain text) from accepted ones', async ({
    page,
  }) => {
    await page.goto('/settings');
    await page.getByRole('radio', { name: /Custom service/ }).check();
    await page.getByLabel('Base URL', { exact: true }).fill(fixture.base);
    await page.getByLabel('API key', { exact: true }).fill(CREDENTIALS.key);
    await page.getByLabel('Auth value', { exact: true }).fill(CREDENTIALS.auth);
    await page.getByLabel('API secret', { exact: true }).fill('not-the-secret');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(
      page.getByText('The service is reachable but rejected the credentials.'),
    ).toBeVisible();
    // The service's unknown record (404 with an error code) is as good as a success here.
    await page.getByLabel('API secret', { exact: true }).fill(CREDENTIALS.secret);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(
      page.getByText('Connected: the service is reachable and accepted the credentials.'),
    ).toBeVisible();
  });

  test('an answer that is not a certificate is an error in words, with nothing drawn', async ({
    page,
  }) => {
    await connect(page, fixture.base);
    await openCertificate(page, ARCHIVED_ID);
    await expect(page.getByRole('alert').filter({ hasText: /not a certificate/ })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText('Not stated')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /PDF/ })).toHaveCount(0);
    await expect(serviceIndicator(page)).not.toHaveAccessibleName(/last call succeeded/);
  });

  test('a certificate in pounds is refused in words naming the unit, with no figure', async ({
    page,
  }) => {
    await connect(page, fixture.base);
    await openCertificate(page, POUNDS_ID);
    await expect(page.getByRole('alert').filter({ hasText: /\blbs\b/ })).toBeVisible();
    await expect(page.getByTestId('certificate-emission')).toHaveCount(0);
    await expect(page.getByText(/268/)).toHaveCount(0);
    await expect(page.getByText(/kg CO₂e/)).toHaveCount(0);
  });
});

test.describe('the enveloped service in German', () => {
  const fixture = envelopedService((appOrigin) => ({ CORS_ORIGIN: appOrigin }));

  test.use({ locale: 'de-DE' });

  test('the hotel and certificate figures in German number format', async ({ page }) => {
    await connect(page, fixture.base, 'de');

    // 0.0468 t is 46.8 kg.
    await page.goto(SMALL_HOTEL_STAY);
    await page.getByRole('button', { name: /^berechnen$/i }).click();
    await expect(total(page)).toHaveText('46,8 kg CO₂e');

    // 0.0423 t is 42.3 kg; 0.18765 t is 187.65 kg.
    await page.goto(`/certificates/${HARBOUR.id}`);
    await expect(page.getByTestId('certificate-emission')).toHaveText('42,3 kg CO₂e');
    await page.goto(`/certificates/${LAKESIDE.id}`);
    await expect(page.getByTestId('certificate-emission')).toHaveText('188 kg CO₂e');
    await expect(page.getByTestId('certificate-emission')).toHaveAttribute(
      'title',
      /187,65 kg CO₂e/,
    );
  });
});

test.describe('the enveloped service past its burst limit', () => {
  // Two requests a second from anyone; more are refused with Retry-After: 2.
  const fixture = envelopedService((appOrigin) => ({
    CORS_ORIGIN: appOrigin,
    BURST_LIMIT: '2',
    BURST_WINDOW_MS: '1000',
  }));

  test('a calculation refused with 429 says a limit was reached, counts the wait down, and calculates by itself after it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await connect(page, fixture.base);

    // Someone else keeps the service busy: every request of the app meets a full window.
    let busy = true;
    let refused = 0;
    const someoneElse = (async () => {
      while (busy) {
        const response = await fetch(`${fixture.base}/certificates/${LAKESIDE.id}`).catch(
          () => undefined,
        );
        if (response?.status === 429) refused += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      await expect.poll(() => refused, { message: 'the window is full' }).toBeGreaterThan(0);
      // The stay in the address is calculated as the page opens.
      await page.goto(HOTEL_STAY);
      // Asked three times (Retry-After honoured between them), then the reader is told, and the
      // page asks again by itself after each wait.
      await expect(page.locator('.error-panel')).toContainText(
        /A limit was reached: the service is receiving too many requests and asked to wait\. Calculating again in [12] s\./,
        { timeout: 20_000 },
      );
      await expect(total(page)).toHaveCount(0);
    } finally {
      busy = false;
      await someoneElse;
    }

    // Nobody presses anything: once the service lets it through, the result comes.
    await expect(total(page)).toHaveText('122 kg CO₂e', { timeout: 15_000 });
    await expect(page.locator('.error-panel')).toHaveCount(0);
  });
});

test.describe('gateway mode in front of the enveloped service', () => {
  // No CORS: only the app server calls it.
  const fixture = envelopedService(() => ({}));
  const deployment = { app: '', child: undefined as ChildProcess | undefined, storeDir: '' };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    deployment.app = `http://localhost:${port}`;
    deployment.storeDir = mkdtempSync(join(tmpdir(), 'enveloped-gateway-'));
    deployment.child = await startScript(
      'server/main.ts',
      {
        PORT: String(port),
        SANDBOX: 'on',
        SANDBOX_STORE_DIR: deployment.storeDir,
        SERVICE_URL: fixture.base,
        SERVICE_API_KEY: CREDENTIALS.key,
        SERVICE_API_AUTH: CREDENTIALS.auth,
        SERVICE_API_SECRET: CREDENTIALS.secret,
      },
      'Emission Desk is served at',
    );
  });

  test.afterAll(async () => {
    await stopChild(deployment.child);
    if (deployment.storeDir) rmSync(deployment.storeDir, { recursive: true, force: true });
  });

  test('the server-rendered certificate and its link preview show kilograms from the stated tonnes, its files at SERVICE_URL', async ({
    request,
    browser,
  }) => {
    const html = await (await request.get(`${deployment.app}/certificates/${LAKESIDE.id}`)).text();
    const tags = Object.fromEntries(
      [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map(
        ([, key, value]) => [key, value],
      ),
    );
    expect(tags).toMatchObject({
      'og:title': 'Lakeside board meeting · Emission certificate',
      'og:description': expect.stringContaining('188 kilograms of CO₂e'),
      'twitter:description': expect.stringContaining('188 kilograms of CO₂e'),
    });
    expect(tags['og:description']).toContain('Mira Lindqvist');
    // The page as rendered by the server: the figure, and the PDF at the service's address.
    expect(html).toMatch(/data-testid="certificate-emission"[^>]*>.*188.*kg CO₂e/s);
    expect(html).toContain(`href="${fixture.base}/files/${LAKESIDE.id}.pdf"`);
    expect(html).not.toContain('0.188');

    // The same in a browser, once the app has taken over.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${deployment.app}/certificates/${LAKESIDE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: LAKESIDE.name })).toBeVisible();
    await expect(page.getByTestId('certificate-emission')).toHaveText('188 kg CO₂e');
    await expectFilesAtService(page, fixture.base, LAKESIDE.id);
    await context.close();
  });
});
