/**
 * The app against a fourth, independent reading of the specification
 * (server/test-fixtures/decimal-service.ts): a service that keeps its decimals exact and sends
 * every figure as a decimal string (`"187.65"`), spells its units its own way (`kg CO₂e`,
 * `kg_co2e`, `kgCO2e`, `tonnes`, `KILOGRAMS`), writes RFC 3339 dates with a space, answers a
 * booking reference with a page of results, errs the FastAPI way and limits bursts with a
 * Retry-After that is an HTTP date. It is connected as a planner would connect it, through
 * Settings (Custom service, its base URL and the three credentials, nothing under Advanced); in
 * gateway mode the app server reads it with SERVICE_URL.
 *
 * Each fixture and app server runs as a process in a group of its own (startChild), stopped with
 * its whole group (stopChild).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { freePort, startScript, stopChild } from './children.ts';
import {
  connectCustomService,
  openCertificate,
  standInService,
  type StandIn,
} from './custom-service.ts';
import { expect, expectNoHorizontalScroll, PHONE_VIEWPORT, test } from './fixtures';

// The fixture's credentials and records (server/test-fixtures/decimal-service.ts).
const CREDENTIALS = {
  key: 'decimal-key-3b8e',
  auth: 'decimal-auth-71fa',
  secret: 'decimal-secret-c05d',
} as const;
const BASE_PATH = '/v2';
/** "187.65" in "kg CO₂e", dated "2026-06-18 07:45:30+02:00". */
const ALPINE = { id: '3c9d2b1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', name: 'Alpine strategy days' };
/** "0.0423" in "tonnes", dated "2026-05-04 16:20:05.250000Z". */
const TONNES = { id: '4d0e3c2f-5a6b-4c7d-9e8f-0a1b2c3d4e5f', name: 'Riverside offsite' };
/** "96.4" in "KILOGRAMS", dated "2026-06-18 07:45:30" (no zone). */
const LOCAL_DATE = { id: '5e1f4d3a-6b7c-4d8e-8f9a-1b2c3d4e5f60', name: 'Lakeview seminar' };
/** "1,234": no number. */
const COMMA = { id: '6f2a5e4b-7c8d-4e9f-9a0b-2c3d4e5f6071', name: 'Harbour kickoff' };
const WITH_UNIT_ID = '7a3b6f5c-8d9e-4f0a-8b1c-3d4e5f607182';
const EMPTY_ID = '8b4c7a6d-9e0f-4a1b-9c2d-4e5f60718293';
const POUNDS_ID = '9c5d8b7e-0f1a-4b2c-8d3e-5f60718293a4';
/** No emission field at all. */
const NO_FIGURE = { id: 'a0d6e9c8-1a2b-4c3d-9e4f-60718293a4b5', name: 'Garden reception' };
/** "emission": null. */
const NULL_FIGURE_ID = 'b1e7f0d9-2b3c-4d4e-8f5a-718293a4b5c6';
/** ALPINE and COMMA. */
const PAIR_CORRELATION = 'DEC-PAIR';
/** COMMA alone. */
const COMMA_CORRELATION = 'DEC-COMMA';

/** STANDARD, 1 guest, 3 stars, no breakfast, 2 days: 6.09 kg × 2 = "12.18". */
const HOTEL_STAY =
  '/hotel?roomType=STANDARD&numberOfGuests=1&countryCode=FR&breakfast=false&star=3&days=2';
/**
 * NATIONAL, 27 participants, one night, 27 vegetarian meals and 27 coffee breaks: travel and meals
 * "1471.5", the night "492.75", "1964.25" in all.
 */
const EVENT =
  '/event?origin=NATIONAL&participants=27&nights=1&menu=VEGETARIAN&meals=27-VEGETARIAN*27-COFFEE_BREAK';

/** A reader in New York: a date with a zone moves to EDT (UTC−4); one without stays as written. */
const READER_ZONE = 'America/New_York';

/** One decimal service for the tests of a describe block, started before them, stopped after. */
function decimalService(env: (appOrigin: string) => Record<string, string>): StandIn {
  return standInService(
    'server/test-fixtures/decimal-service.ts',
    'decimal service listening',
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

/** The page's refusal: the error panel, as the reader reads it. */
const refusal = (page: Page) => page.locator('.error-panel');

/**
 * Fails unless the page refuses the certificate in words (quoting `quoted`, when given), drawing
 * nothing of it; gives the words.
 */
async function expectRefusedQuoting(page: Page, quoted?: string): Promise<string> {
  await expect(refusal(page)).toBeVisible();
  if (quoted !== undefined) await expect(refusal(page)).toContainText(quoted);
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByTestId('certificate-emission')).toHaveCount(0);
  await expect(page.getByText('Not stated')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Open PDF/ })).toHaveCount(0);
  await expect(serviceIndicator(page)).not.toHaveAccessibleName(/last call succeeded/);
  return (await refusal(page).innerText()).trim();
}

test.describe('a service that sends its figures as decimal strings', () => {
  const fixture = decimalService((appOrigin) => ({ CORS_ORIGIN: appOrigin }));

  test.use({ timezoneId: READER_ZONE });

  test('the connection check tells rejected credentials (401 with a detail) from accepted ones', async ({
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
    // The service's 404 {"detail": "Not Found"} for an unknown record is as good as a success.
    await page.getByLabel('API secret', { exact: true }).fill(CREDENTIALS.secret);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(
      page.getByText('Connected: the service is reachable and accepted the credentials.'),
    ).toBeVisible();
  });

  test('a hotel stay shows the figure of {"totalEmission": "12.18", "emissionUnit": "kgCO2e"} (phone)', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await connect(page, fixture.base);
    await page.goto(HOTEL_STAY);
    await page.getByRole('button', { name: /^calculate$/i }).click();
    await expect(total(page)).toHaveText('12.2 kg CO₂e');
    await expect(total(page)).toHaveAttribute('title', /\b12\.18 kg CO₂e/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/must be a number/)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });

  test('a bulk run of 12 hotel stays calculates every row from decimal strings', async ({
    page,
  }) => {
    await connect(page, fixture.base);
    // Twelve stays; the first is the 12.18 kg one, the last 5 stars SUIT for 2 guests, 4 days:
    // 11.75 × 1.6 = 18.8 + 0.95 breakfast, × 2 × 4 = 158 kg.
    const lines = ['roomType,numberOfGuests,countryCode,breakfast,star,days'];
    lines.push('STANDARD,1,FR,no,3,2');
    for (let i = 1; i < 11; i += 1) {
      lines.push(`${i % 2 ? 'SUPERIOR' : 'STANDARD'},${1 + (i % 4)},DE,yes,${1 + (i % 5)},${i}`);
    }
    lines.push('SUIT,2,IT,yes,5,4');
    await page.goto('/bulk');
    await page.getByLabel('Or paste CSV text').fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Check the pasted rows' }).click();
    await expect(page.getByRole('radio', { name: 'Hotel stays' })).toBeChecked();
    await expect(page.getByText('All 12 rows are ready.')).toBeVisible();
    await page.getByRole('button', { name: 'Calculate 12 rows' }).click();
    await expect(page.getByTestId('bulk-progress')).toHaveText(
      'Finished: 12 rows calculated, 0 failed.',
      { timeout: 15_000 },
    );
    const results = page.getByTestId('bulk-results');
    const figures = results.getByTestId('bulk-emission');
    await expect(figures).toHaveCount(12);
    // The highest row carries a word beside its figure.
    for (const figure of await figures.all()) await expect(figure).toHaveText(/^\d[\d,.]* kg CO₂e/);
    await expect(results.locator('tr[data-row="2"]').getByTestId('bulk-emission')).toHaveText(
      '12.2 kg CO₂e',
    );
    await expect(results.locator('tr[data-row="13"]').getByTestId('bulk-emission')).toHaveText(
      '158 kg CO₂e',
    );
    await expect(results).not.toContainText('Failed');
  });

  test('a certificate by record id shows "187.65" in "kg CO₂e" and its zoned date in the reader’s zone, saying so', async ({
    page,
  }) => {
    await connect(page, fixture.base);
    await openCertificate(page, ALPINE.id);
    await expect(page).toHaveURL(`/certificates/${ALPINE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ALPINE.name })).toBeVisible();
    const certificate = page.getByRole('article');
    await expect(page.getByTestId('certificate-emission')).toHaveText('188 kg CO₂e');
    await expect(page.getByTestId('certificate-emission')).toHaveAttribute(
      'title',
      /187\.65 kg CO₂e/,
    );
    // 07:45:30 at +02:00 is 01:45:30 in New York (EDT), and the page says whose time it is.
    await expect(certificate).toContainText('18 June 2026 at 01:45:30');
    await expect(certificate).toContainText(/in your time zone|New York|EDT|GMT-4/i);
    await expect(certificate).not.toContainText('07:45');
    await expect(certificate).not.toContainText('2026-06-18');
    await expect(certificate).not.toContainText('as given by the service');
    await expect(certificate.getByText('Not stated')).toHaveCount(0);
    // The files at the service's own origin, outside its base path; the PDF opens.
    const pdf = page.getByRole('link', { name: /Open PDF/ });
    await expect(pdf).toHaveAttribute(
      'href',
      `${fixture.origin}/media/certificates/${ALPINE.id}.pdf`,
    );
    const opened = await page.request.get((await pdf.getAttribute('href')) ?? '');
    expect(opened.headers()['content-type']).toBe('application/pdf');
    await expect(serviceIndicator(page)).toHaveAccessibleName(/last call succeeded/);

    // "0.0423" tonnes with microseconds and Z: 42.3 kg, 16:20:05 UTC is 12:20:05 in New York.
    await openCertificate(page, TONNES.id);
    await expect(page.getByRole('heading', { level: 1, name: TONNES.name })).toBeVisible();
    await expect(page.getByTestId('certificate-emission')).toHaveText('42.3 kg CO₂e');
    await expect(page.getByRole('article')).toContainText('4 May 2026 at 12:20:05');
    await expect(page.getByRole('article')).not.toContainText('2026-05-04');
  });

  test('a booking reference answered as a page of results lists the good certificate with its figure and the "1,234" one refused in words, and opens the good one (phone)', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await connect(page, fixture.base);
    await openCertificate(page, PAIR_CORRELATION);
    await expect(page).toHaveURL(`/certificates/correlation/${PAIR_CORRELATION}`);
    await expect(page.getByText('2 certificates have this booking reference.')).toBeVisible();
    const entries = page.locator('.certificate-choice__list > li');
    await expect(entries).toHaveCount(2);
    const good = entries.filter({ hasText: ALPINE.name });
    await expect(good).toContainText('188 kg CO₂e');
    // The "1,234" one is listed refused in words that quote it, never with a figure or as unstated.
    const bad = entries.filter({ hasText: COMMA.name });
    await expect(bad).toContainText('1,234');
    await expect(bad).not.toContainText('kg CO₂e');
    await expect(bad).not.toContainText('Not stated');
    await expectNoHorizontalScroll(page);

    await good.getByRole('link', { name: ALPINE.name }).click();
    await expect(page).toHaveURL(`/certificates/${ALPINE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ALPINE.name })).toBeVisible();
    await expect(page.getByTestId('certificate-emission')).toHaveText('188 kg CO₂e');
    await expectNoHorizontalScroll(page);
  });

  test('a certificate whose figure is "1,234" is refused in the same words by id and by booking reference', async ({
    page,
  }) => {
    await connect(page, fixture.base);
    await openCertificate(page, COMMA.id);
    await expect(page).toHaveURL(`/certificates/${COMMA.id}`);
    const byId = await expectRefusedQuoting(page, '1,234');

    await openCertificate(page, COMMA_CORRELATION);
    await expect(page).toHaveURL(`/certificates/correlation/${COMMA_CORRELATION}`);
    const byKey = await expectRefusedQuoting(page, '1,234');
    expect(byKey).toBe(byId);

    // The other figures that are no number, each quoted; a unit it does not know, named.
    for (const [id, quoted] of [
      [WITH_UNIT_ID, '12 kg'],
      [POUNDS_ID, 'lbs'],
    ] as const) {
      await page.goto(`/certificates/${id}`);
      await expectRefusedQuoting(page, quoted);
    }
    // An empty string is refused too (how it is quoted is the catalogue's choice).
    await page.goto(`/certificates/${EMPTY_ID}`);
    await expectRefusedQuoting(page);
  });

  test('"Not stated" only where the service states no figure at all', async ({ page }) => {
    await connect(page, fixture.base);
    await page.goto(`/certificates/${NO_FIGURE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: NO_FIGURE.name })).toBeVisible();
    await expect(page.getByRole('article').getByText('Not stated')).toBeVisible();
    await expect(page.getByRole('article')).not.toContainText('kg CO₂e');

    // A figure of null is no figure either: never read as zero.
    await page.goto(`/certificates/${NULL_FIGURE_ID}`);
    await expect(page.getByRole('heading', { level: 1 }).or(refusal(page)).first()).toBeVisible();
    await expect(page.getByText(/\b0 kg CO₂e/)).toHaveCount(0);

    // A certificate with a figure never says so.
    await page.goto(`/certificates/${ALPINE.id}`);
    await expect(page.getByTestId('certificate-emission')).toHaveText('188 kg CO₂e');
    await expect(page.getByText('Not stated')).toHaveCount(0);
  });

  test('a date without a zone is shown as given, formatted and not shifted into the reader’s zone', async ({
    page,
  }) => {
    await connect(page, fixture.base);
    await page.goto(`/certificates/${LOCAL_DATE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: LOCAL_DATE.name })).toBeVisible();
    const certificate = page.getByRole('article');
    await expect(page.getByTestId('certificate-emission')).toHaveText('96.4 kg CO₂e');
    await expect(certificate).toContainText('18 June 2026 at 07:45:30');
    await expect(certificate).not.toContainText('2026-06-18');
    await expect(certificate).not.toContainText('01:45');
    await expect(certificate).not.toContainText('as given by the service');
  });

  test('a 422 in FastAPI’s shape ({"detail": [{"loc": …, "msg": …}]}) is explained in words at its field', async ({
    page,
  }) => {
    await connect(page, fixture.base);
    // 900 participants: the app allows them, the service takes at most 500.
    await page.goto(EVENT.replace('participants=27', 'participants=900'));
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(refusal(page)).toContainText(
      'The service could not process these values. Check the input.',
    );
    await expect(refusal(page)).not.toContainText('[object Object]');
    await expect(refusal(page)).not.toContainText('"loc"');
    // Its issue is named at the field, with the service's own words about it.
    await expect(refusal(page).getByRole('listitem')).toContainText(
      /Participants.*Input should be less than or equal to 500/,
    );
    await expect(total(page)).toHaveCount(0);
  });

  test('an event whose menu is a coffee break recovers from the FastAPI 422 that names the meal type', async ({
    page,
  }) => {
    await connect(page, fixture.base);
    const answers: { status: number; body: string }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && response.url() === `${fixture.base}/emissions/event`) {
        answers.push({ status: response.status(), body: request.postData() ?? '' });
      }
    });
    // LOCAL, 10 participants, no nights, 10 coffee breaks: 10 × 2.1 + 10 × 0.45 = 25.5 kg.
    await page.goto(
      '/event?origin=LOCAL&participants=10&nights=0&menu=COFFEE_BREAK&meals=10-COFFEE_BREAK',
    );
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(total(page)).toHaveText('25.5 kg CO₂e');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The spec tables' mix was refused at ["body", "mealType"]; the spelling of 2.3 everywhere
    // was taken.
    expect(answers[0]?.status).toBe(422);
    const accepted = answers.find((answer) => answer.status === 200);
    expect(accepted?.body).toContain('"mealType":"COFEE_BREAK"');
    expect(accepted?.body).not.toContain('COFFEE_BREAK');
  });
});

test.describe('the decimal service in German', () => {
  const fixture = decimalService((appOrigin) => ({ CORS_ORIGIN: appOrigin }));

  test.use({ locale: 'de-DE' });

  test('an event shows the total and rows from decimal strings in German number format', async ({
    page,
  }) => {
    await connect(page, fixture.base, 'de');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${fixture.base}/emissions/event`) {
        sent.push(request.postData() ?? '');
      }
    });
    await page.goto(EVENT);
    await page.getByRole('button', { name: /^berechnen$/i }).click();
    // "1964.25" kg_co2e: 1,96 t; every digit in the title.
    await expect(total(page)).toHaveText('1,96 t CO₂e');
    await expect(total(page)).toHaveAttribute('title', /1\.964,25 kg CO₂e/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Travel and meals "1471.5", the night "492.75".
    const rows = page.getByTestId('event-rows').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.locator('td:nth-child(5)')).toHaveText(['1,47 t CO₂e', '493 kg CO₂e']);
    // The service takes the meal list's coffee break as spec 2.3 spells it, at the first try.
    expect(sent[0]).toContain('"COFEE_BREAK"');
  });
});

test.describe('the decimal service past its rate limit', () => {
  // Three requests a minute; then 429 with Retry-After as the HTTP date the window closes.
  const fixture = decimalService((appOrigin) => ({
    CORS_ORIGIN: appOrigin,
    BURST_LIMIT: '3',
    BURST_WINDOW_SECONDS: '60',
  }));

  test('a 429 whose Retry-After is an HTTP date says how long to wait, and works after it', async ({
    page,
  }) => {
    await connect(page, fixture.base);
    // Someone else uses up the minute's requests.
    await fetch(`${fixture.origin}/__limit`, { method: 'DELETE' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await fetch(`${fixture.base}/certificates/${ALPINE.id}`)).status);
    }
    // Refused without credentials, counted all the same: the fourth is one too many.
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The stay in the address is calculated as the page opens.
    await page.goto(HOTEL_STAY);
    // Nearly a minute: more than the app waits by itself, so the reader is told at once, and the
    // wait is counted down.
    await expect(refusal(page)).toContainText(
      /A limit was reached: the service is receiving too many requests and asked to wait\. Calculating again in (5\d|6[01]) s\./,
    );
    await expect(total(page)).toHaveCount(0);

    // The window closes (the test's hook stands in for the minute); trying again works.
    await fetch(`${fixture.origin}/__limit`, { method: 'DELETE' });
    await refusal(page).getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(total(page)).toHaveText('12.2 kg CO₂e');
    await expect(refusal(page)).toHaveCount(0);
  });
});

/** The link preview tags of a server-rendered page. */
function previewTags(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map(
      ([, key, value]) => [key, value ?? ''],
    ),
  );
}

/** The text of the page's refusal at first paint (no script runs) and once the app has taken over. */
async function refusalBeforeAndAfterHydration(browser: Browser, url: string) {
  const still = await browser.newContext({ javaScriptEnabled: false });
  const live = await browser.newContext();
  try {
    const first = await still.newPage();
    await first.goto(url);
    await expect(refusal(first), 'the first paint says why in words').toBeVisible();
    const before = (await refusal(first).innerText()).trim();
    await expect(first.getByTestId('certificate-emission')).toHaveCount(0);
    await expect(first.getByText('Not stated')).toHaveCount(0);
    const page = await live.newPage();
    await page.goto(url);
    await expect(refusal(page)).toBeVisible();
    await expect(page.getByTestId('certificate-emission')).toHaveCount(0);
    await expect(page.getByText('Not stated')).toHaveCount(0);
    await expect(page.getByText('could not be loaded')).toBeVisible();
    const after = (await refusal(page).innerText()).trim();
    return { before, after };
  } finally {
    await still.close();
    await live.close();
  }
}

test.describe('gateway mode in front of the decimal service', () => {
  // No CORS: only the app server calls it.
  const fixture = decimalService(() => ({}));
  const deployment = { app: '', child: undefined as ChildProcess | undefined, storeDir: '' };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    deployment.app = `http://localhost:${port}`;
    deployment.storeDir = mkdtempSync(join(tmpdir(), 'decimal-gateway-'));
    deployment.child = await startScript(
      'server/main.ts',
      {
        PORT: String(port),
        SANDBOX: 'on',
        SANDBOX_STORE_DIR: deployment.storeDir,
        // The build this run made (E2E_DIST_DIR), where there is one of its own.
        ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
        // Its own address: cards and oEmbed are built from PUBLIC_URL only.
        PUBLIC_URL: deployment.app,
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

  test('the server-rendered page, its link preview, oEmbed and card carry the figure of "187.65"', async ({
    request,
    browser,
  }) => {
    const pageUrl = `${deployment.app}/certificates/${ALPINE.id}`;
    const html = await (await request.get(pageUrl)).text();
    const tags = previewTags(html);
    expect(tags).toMatchObject({
      'og:title': `${ALPINE.name} · Emission certificate`,
      'og:description': expect.stringContaining('188 kilograms of CO₂e'),
      'twitter:description': expect.stringContaining('188 kilograms of CO₂e'),
    });
    // First paint: the figure, not "Not stated".
    expect(html).toMatch(/data-testid="certificate-emission"[^>]*>.*188.*kg CO₂e/s);
    expect(html).not.toContain('Not stated');

    const oembed = await request.get(`${deployment.app}/oembed?url=${encodeURIComponent(pageUrl)}`);
    expect(oembed.status()).toBe(200);
    expect(((await oembed.json()) as { title: string }).title).toBe(
      `${ALPINE.name} · Emission certificate`,
    );

    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${deployment.app}/embed/certificates/${ALPINE.id}`);
      await expect(page.getByText(ALPINE.name, { exact: true })).toBeVisible();
      await expect(page.getByText('188 kilograms of CO₂e')).toBeVisible();

      // Once the app has taken over, the same figure.
      await page.goto(pageUrl);
      await expect(page.getByRole('heading', { level: 1, name: ALPINE.name })).toBeVisible();
      await expect(page.getByTestId('certificate-emission')).toHaveText('188 kg CO₂e');
      await expect(page.getByText('Not stated')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a "1,234" certificate is refused in the same words on first paint and after hydration, with no preview, oEmbed or card figure', async ({
    request,
    browser,
  }) => {
    const pageUrl = `${deployment.app}/certificates/${COMMA.id}`;
    const html = await (await request.get(pageUrl)).text();
    const tags = previewTags(html);
    expect(tags['og:description'] ?? '').not.toMatch(/kilograms|tonnes/);
    expect(html).not.toContain('data-testid="certificate-emission"');
    expect(html).not.toContain('Not stated');

    const { before, after } = await refusalBeforeAndAfterHydration(browser, pageUrl);
    expect(before).toContain('1,234');
    expect(after).toBe(before);

    const oembed = await request.get(`${deployment.app}/oembed?url=${encodeURIComponent(pageUrl)}`);
    expect(oembed.status()).not.toBe(200);
    const card = await (
      await request.get(`${deployment.app}/embed/certificates/${COMMA.id}`)
    ).text();
    expect(card).not.toMatch(/kilograms of CO₂e|Not stated/);
    expect(card).toContain('1,234');
  });
});
