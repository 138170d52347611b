import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { PDFArray, PDFDocument, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';
import { freePort, startChild, stopChild } from './children.ts';
import {
  test,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE_VIEWPORT,
} from './fixtures';

const CALCULATION = '/emissions/event';

interface SentEvent {
  originType: string;
  participants: number;
  overnightStays: number;
  mealType: string;
  mealInfo: { mealCount: number; mealType: string }[];
}

/** Every event calculation the page sends, with its body. */
function recordCalculations(page: Page): { requests: Request[]; bodies: () => SentEvent[] } {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(CALCULATION)) {
      requests.push(request);
    }
  });
  return { requests, bodies: () => requests.map((r) => r.postDataJSON() as SentEvent) };
}

async function calculate(page: Page) {
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(page.getByTestId('emission-total')).toBeVisible();
  await expect(page.locator('.event-result .outdated')).toHaveCount(0);
}

/** Waits until every lever has its figure (or its failure). */
async function leversSettled(page: Page) {
  await expect(page.locator('.lever').first()).toBeVisible();
  await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
}

/** How many pieces of text each page of a PDF draws (its text-showing operators). */
async function textsPerPage(pdf: Buffer): Promise<number[]> {
  const document = await PDFDocument.load(pdf);
  return document.getPages().map((sheet) => {
    const contents = sheet.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    let operators = '';
    for (const item of streams) {
      const stream = item instanceof PDFRef ? document.context.lookup(item) : item;
      if (stream instanceof PDFRawStream) {
        operators += Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      }
    }
    return operators.match(/\bT[jJ]\b/g)?.length ?? 0;
  });
}

async function total(page: Page): Promise<string> {
  return (await page.getByTestId('emission-total').textContent()) ?? '';
}

test.describe('event calculator', () => {
  test('calculates the example event from the defaults', async ({ page }) => {
    const sent = recordCalculations(page);
    await page.goto('/event');
    await expect(page.getByRole('heading', { level: 1, name: 'Event calculator' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /National/ })).toBeChecked();
    await calculate(page);
    await expect(page).toHaveURL(/origin=NATIONAL/);
    await expect(page).toHaveURL(/meals=80-VEGETARIAN\*80-COFFEE_BREAK/);
    await expect(page.locator('.emission-total__derived')).toContainText('Per participant derived');
    await expect(page.getByTestId('event-rows').locator('tbody tr')).toHaveCount(1);
    const [first] = sent.bodies();
    expect(Object.keys(first ?? {}).sort()).toEqual([
      'mealInfo',
      'mealType',
      'originType',
      'overnightStays',
      'participants',
    ]);
    expect(first?.mealInfo).toEqual([
      { mealCount: 80, mealType: 'VEGETARIAN' },
      { mealCount: 80, mealType: 'COFEE_BREAK' },
    ]);
    await expect(page).toHaveTitle(/Event calculator/);
  });

  test('names every invalid field, focuses the first and sends nothing', async ({ page }) => {
    const sent = recordCalculations(page);
    await page.goto('/event');
    await page.getByLabel('Participants', { exact: true }).fill('0');
    await page.getByLabel('Overnight stays', { exact: true }).fill('');
    await page.getByLabel('People served').first().fill('2.5');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter at least 1.' })).toBeVisible();
    await expect(page.getByLabel('Participants', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Participants', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByRole('alert')).toHaveCount(3);
    await expect(page.getByText('Enter a whole number.')).toHaveCount(1);
    // What is no whole number is quoted, never truncated.
    await expect(page.getByText('“2.5” is not a whole number.')).toBeVisible();
    expect(sent.requests).toHaveLength(0);
    await expect(page).not.toHaveURL(/participants=/);
  });

  test('shows field errors for bad values in a link, without a crash', async ({ page }) => {
    const sent = recordCalculations(page);
    await page.goto('/event?origin=MARS&participants=-3&nights=1&menu=MEAT&meals=x-PIZZA');
    await expect(page.getByText('The address holds values that are not valid')).toBeVisible();
    await expect(page.getByText('Choose one of the options.').first()).toBeVisible();
    await expect(page.getByText('Enter at least 1.')).toBeVisible();
    expect(sent.requests).toHaveLength(0);
  });

  for (const written of ['0x10', '1e3']) {
    test(`reads a count in a link as a reader would: ${written} is no number of participants`, async ({
      page,
    }) => {
      const sent = recordCalculations(page);
      await page.goto(
        `/event?origin=NATIONAL&participants=${written}&nights=1&menu=VEGETARIAN&meals=10-VEGETARIAN`,
      );
      const participants = page.getByLabel('Participants', { exact: true });
      await expect(page.getByText(`“${written}” is not a whole number.`)).toBeVisible();
      await expect(participants).toHaveAttribute('aria-invalid', 'true');
      await expect(participants).toHaveValue(written);
      await expect(page.getByTestId('emission-total')).toHaveCount(0);
      expect(sent.requests).toHaveLength(0);
    });
  }

  test('adds and removes meal rows; an empty list sends []', async ({ page }) => {
    const sent = recordCalculations(page);
    await page.goto('/event');
    const rows = page.locator('.meal-row');
    await expect(rows).toHaveCount(2);
    await page.getByRole('button', { name: 'Add a meal' }).click();
    await expect(rows).toHaveCount(3);
    await expect(page.getByLabel('People served').nth(2)).toBeFocused();
    await page.getByLabel('Meal type').nth(2).selectOption('MEAT');
    await page.getByLabel('People served').nth(2).fill('20');
    await page.getByRole('button', { name: 'Remove meal 1' }).click();
    await expect(rows).toHaveCount(2);
    await calculate(page);
    // Sent in the normalized order: by meal type, then by count.
    expect(sent.bodies()[0]?.mealInfo).toEqual([
      { mealCount: 20, mealType: 'MEAT' },
      { mealCount: 80, mealType: 'COFEE_BREAK' },
    ]);
    await page.getByRole('button', { name: 'Remove meal 2' }).click();
    await page.getByRole('button', { name: 'Remove meal 1' }).click();
    await expect(page.getByText('No meals listed.')).toBeVisible();
    await calculate(page);
    await expect(page).not.toHaveURL(/meals=/);
    expect(sent.bodies().some((body) => body.mealInfo.length === 0)).toBe(true);
  });

  test('answers a repeated input from the cache, with no request', async ({ page }) => {
    const sent = recordCalculations(page);
    await page.goto('/event');
    await calculate(page);
    const first = await total(page);
    await leversSettled(page);
    const before = sent.requests.length;

    await page.getByLabel('Participants', { exact: true }).fill('120');
    await calculate(page);
    await expect(page.getByTestId('emission-total')).not.toHaveText(first);
    await leversSettled(page);
    const afterOther = sent.requests.length;
    expect(afterOther).toBeGreaterThan(before);

    await page.getByLabel('Participants', { exact: true }).fill('80');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toHaveText(first);
    await leversSettled(page);
    expect(sent.requests).toHaveLength(afterOther);
  });

  test('a reload and a copied link show the same input and result', async ({ page, context }) => {
    await page.goto('/event');
    await page.getByRole('radio', { name: /Europe/ }).check();
    await page.getByLabel('Overnight stays', { exact: true }).fill('3');
    await calculate(page);
    const shown = await total(page);
    const url = page.url();

    await page.reload();
    await expect(page.getByTestId('emission-total')).toHaveText(shown);
    await expect(page.getByRole('radio', { name: /Europe/ })).toBeChecked();
    await expect(page.getByLabel('Overnight stays', { exact: true })).toHaveValue('3');

    const other = await context.newPage();
    await other.goto(url);
    await expect(other.getByTestId('emission-total')).toHaveText(shown);
    await expect(other.getByLabel('Overnight stays', { exact: true })).toHaveValue('3');

    await page.getByLabel('Overnight stays', { exact: true }).fill('0');
    await calculate(page);
    await page.goBack();
    await expect(page.getByTestId('emission-total')).toHaveText(shown);
    await expect(page.getByLabel('Overnight stays', { exact: true })).toHaveValue('3');
  });

  test('keeps an unsubmitted form across a reload', async ({ page }) => {
    await page.goto('/event');
    await page.getByLabel('Participants', { exact: true }).fill('42');
    await page.getByRole('radio', { name: /Regional/ }).check();
    await page.reload();
    await expect(page.getByLabel('Participants', { exact: true })).toHaveValue('42');
    await expect(page.getByRole('radio', { name: /Regional/ })).toBeChecked();
  });

  test('shows levers sorted by savings and applies one', async ({ page }) => {
    await page.goto('/event');
    await calculate(page);
    await leversSettled(page);
    const levers = page.locator('.lever');
    await expect(levers).toHaveCount(4);
    await expect(levers.first().locator('.lever__saving')).toContainText(/saves .* \(\d/);
    await expect(page.locator('[data-lever="noNights"]')).toContainText('saves');
    await page.getByRole('button', { name: 'Apply: No overnight stays' }).click();
    await expect(page).toHaveURL(/nights=0/);
    await expect(page.getByLabel('Overnight stays', { exact: true })).toHaveValue('0');
    await expect(page.getByTestId('event-rows').locator('tbody td').nth(2)).toHaveText('0');
  });

  test('the no-nights lever agrees with its noun in Italian: 1 notte → nessuna', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto('/event?origin=NATIONAL&participants=10&nights=1&menu=VEGETARIAN');
    await page.getByRole('button', { name: 'Calcola', exact: true }).click();
    await leversSettled(page);
    await expect(page.locator('[data-lever="noNights"]')).toContainText('1 notte → nessuna');
    await context.close();
  });

  test('after removing a pinned scenario the keyboard goes to the next one’s Remove, then the heading', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/event');
    await calculate(page);
    await page.getByRole('button', { name: 'Pin this result' }).click();
    await leversSettled(page);
    await page.getByRole('button', { name: 'Apply: All participants local' }).click();
    await expect(page).toHaveURL(/origin=LOCAL/);
    await expect(page.locator('.event-result .outdated')).toHaveCount(0);
    await page.getByRole('button', { name: 'Pin this result' }).click();
    await page.getByRole('button', { name: 'Remove the scenario “Baseline”' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Remove the scenario/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Scenarios' })).toBeFocused();
  });

  test('compares two pinned scenarios and exports them as CSV', async ({ page }) => {
    await page.goto('/event');
    await calculate(page);
    await page.getByRole('button', { name: 'Pin this result' }).click();
    // The button says so, and the keyboard stays on it.
    const pinned = page.getByRole('button', { name: 'Pinned' });
    await expect(pinned).toBeDisabled();
    await expect(pinned).toBeFocused();
    await pinned.press('Enter');
    await expect(page.getByTestId('scenarios').getByRole('columnheader')).toHaveCount(1);
    await leversSettled(page);
    await page.getByRole('button', { name: 'Apply: All participants local' }).click();
    await expect(page).toHaveURL(/origin=LOCAL/);
    await expect(page.locator('.event-result .outdated')).toHaveCount(0);
    await page.getByRole('button', { name: 'Pin this result' }).click();

    const table = page.getByTestId('scenarios');
    // Named by what differs from the first, not "Scenario 2".
    await expect(table.getByRole('columnheader')).toHaveText([/^Baseline/, /^Local/]);
    await expect(page.getByRole('button', { name: 'Remove the scenario “Local”' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Origin/ })).toContainText('National');
    await expect(table.getByRole('row', { name: /Origin/ })).toContainText('Local');
    await expect(table.getByRole('row', { name: /Difference to the baseline/ })).toContainText(
      /baseline.*−.*kg CO₂e|baseline.*−.*t CO₂e/,
    );

    await leversSettled(page);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('event-emissions.csv');
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const all = csv.trim().split('\r\n');
    // A title, the date, the service and that sandbox figures are illustrative come first.
    expect(all[0]).toBe('Emission Desk: event emissions');
    expect(all[1]).toMatch(/^Exported,/);
    expect(all[2]).toBe('Service,Built-in sandbox');
    expect(all[3]).toMatch(/illustrative/);
    const lines = all.slice(all.findIndex((line) => line.startsWith('Section,')));
    expect(lines[0]).toBe(
      'Section,Name,Origin,Participants,Nights,Menu,Meals,Emission (kg CO2e),"Emission, rounded (kg CO2e)",Per participant (kg CO2e),Difference (kg CO2e),Difference (%)',
    );
    expect(lines[1]).toMatch(
      /^Result,Total,Local,80,1,Vegetarian,"80 × Vegetarian, 80 × Coffee break",[\d.]+,[\d.]+,[\d.]+,,$/,
    );
    expect(lines.filter((line) => line.startsWith('Lever,')).length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.startsWith('Scenario,'))).toHaveLength(2);
    expect(lines.at(-2)).toMatch(/^Scenario,Baseline,National,/);
    expect(lines.at(-1)).toMatch(/^Scenario,Local,Local,.*,-[\d.]+,-[\d.]+$/);
    // The second scenario repeats the current result's total.
    const current = lines[1]?.split(',').at(-5);
    expect(lines.at(-1)).toContain(`,${current},`);

    // The print view carries the same: title, date, service, and that the figures are illustrative.
    await page.emulateMedia({ media: 'print' });
    const header = page.locator('.event-print-header');
    await expect(header).toBeVisible();
    await expect(header).toContainText('Event emissions');
    await expect(header).toContainText('Service: Built-in sandbox');
    await expect(header).toContainText('illustrative');
    await expect(page.locator('.event-result__summary')).toContainText('Local · 80 participants');
  });

  test('prints an event with no pinned scenario without an empty scenario box or a blank page', async ({
    page,
  }) => {
    // A short event: its result and its one lever fit a sheet, the empty scenario box would not.
    await page.goto('/event?origin=LOCAL&participants=10&nights=0&menu=VEGETARIAN');
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await leversSettled(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.event-print-header')).toBeVisible();
    await expect(page.locator('.scenarios')).toBeHidden();
    const sheets = await textsPerPage(await page.pdf({ format: 'A4' }));
    expect(sheets).toHaveLength(1);
    expect(sheets.every((texts) => texts > 0)).toBe(true);

    // Once a scenario is pinned, the box prints with it.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Pin this result' }).click();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('scenarios')).toBeVisible();
    const pinned = await textsPerPage(await page.pdf({ format: 'A4' }));
    expect(pinned.every((texts) => texts > 0)).toBe(true);
  });

  test('renders every row the service returns, with a bar each', async ({ page }) => {
    await page.route('**/sandbox/emissions/event', (route) =>
      route.fulfill({
        json: {
          rows: [
            {
              originType: 'NATIONAL',
              participants: 50,
              overnightStays: 1,
              mealInfo: [{ mealCount: 50, mealType: 'COFEE_BREAK' }],
              emission: 3000,
            },
            {
              originType: 'EUROPE',
              participants: 20,
              overnightStays: 2,
              mealInfo: [],
              emission: 1500,
            },
            { originType: 'SPACE', participants: 10, overnightStays: 0, emission: 500 },
          ],
          totalEmission: 5000,
        },
      }),
    );
    await page.goto('/event');
    await calculate(page);
    await expect(page.getByTestId('emission-total')).toHaveText('5 t CO₂e');
    const rows = page.getByTestId('event-rows').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('50 × Coffee break');
    await expect(rows.nth(1)).toContainText('Europe');
    await expect(rows.nth(2)).toContainText('SPACE');
    await expect(page.locator('.bar__fill')).toHaveCount(3);
    const widths = await page
      .locator('.bar__fill')
      .evaluateAll((bars) => bars.map((bar) => parseFloat((bar as HTMLElement).style.width)));
    expect(widths[0]).toBe(100);
    expect(widths[1]).toBe(50);
    expect(widths[2]).toBeCloseTo((500 / 3000) * 100, 2);
    await expect(page.getByText('3 entries from the service')).toBeVisible();
  });

  test('keeps the previous result, marked outdated, and survives a failed lever', async ({
    page,
  }) => {
    let delay = 0;
    await page.route('**/sandbox/emissions/event', async (route) => {
      const body = route.request().postDataJSON() as SentEvent;
      if (body.overnightStays === 0) {
        await route.fulfill({ status: 503, json: { detail: 'Variant unavailable.' } });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
    await page.goto('/event');
    await calculate(page);
    const first = await total(page);
    await expect(page.locator('[data-lever="noNights"] .lever__error')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('emission-total')).toHaveText(first);

    delay = 1_500;
    await page.getByLabel('Participants', { exact: true }).fill('90');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.locator('.event-result .outdated')).toBeVisible();
    await expect(page.getByText('Outdated: the new result is on its way.')).toBeVisible();
    await expect(page.locator('.event-result .outdated')).toHaveCount(0);
    await expect(page.getByTestId('emission-total')).not.toHaveText(first);
  });

  test('shows a failure in place and keeps the input', async ({ page }) => {
    await page.route('**/sandbox/emissions/event', (route) =>
      route.fulfill({ status: 401, json: { detail: 'Wrong key.' } }),
    );
    await page.goto('/event');
    await page.getByLabel('Participants', { exact: true }).fill('33');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const panel = page.locator('.error-panel');
    await expect(panel).toContainText('The service rejected the credentials');
    await expect(panel.getByRole('link', { name: 'Open settings' })).toBeVisible();
    await expect(page.getByLabel('Participants', { exact: true })).toHaveValue('33');
  });

  test('a quick failure is sent once, and "Try again" sends it again and shows the result', async ({
    page,
  }) => {
    let calls = 0;
    await page.route('**/sandbox/emissions/event', async (route) => {
      calls += 1;
      // The first answer is a conflict (offered again, not retried on its own); then the sandbox.
      if (calls === 1) await route.fulfill({ status: 409, json: { title: 'Conflict' } });
      else await route.fallback();
    });
    await page.goto('/event');
    await page.getByLabel('Participants', { exact: true }).fill('34');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const panel = page.locator('.error-panel');
    await expect(panel).toContainText('The service reported a conflict');
    await expect(page).toHaveURL(/participants=34/);
    expect(calls).toBe(1);
    await panel.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(panel).toHaveCount(0);
  });

  test('has no serious accessibility violation with a result', async ({ page }) => {
    await page.goto('/event');
    await calculate(page);
    await leversSettled(page);
    await page.getByRole('button', { name: 'Pin this result' }).click();
    await expectAccessible(page);
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/event');
    await calculate(page);
    await leversSettled(page);
    await page.getByRole('button', { name: 'Pin this result' }).click();
    await expectNoHorizontalScroll(page);
  });
});

// ---------------------------------------------------------------------------------------------
// A service that accepts one spelling of the coffee break only
// ---------------------------------------------------------------------------------------------

test.describe('a service strict about the coffee-break spelling', () => {
  let service: ChildProcess | undefined;
  let storeDir = '';
  let port = 0;

  test.beforeAll(async () => {
    port = await freePort();
    storeDir = mkdtempSync(join(tmpdir(), 'event-spelling-'));
    // In a process group of its own: npx starts tsx, which starts node; stopChild stops them all.
    const child = startChild('npx', ['tsx', 'server/sandbox-main.ts'], {
      env: {
        ...process.env,
        SANDBOX_PORT: String(port),
        // The app first sends the meal list's documented COFEE_BREAK: this service refuses it.
        SANDBOX_MEAL_SPELLING: 'COFFEE_BREAK',
        SANDBOX_STORE_DIR: storeDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    service = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the strict service did not start')), 30_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`the strict service exited (${code})`)));
    });
  });

  test.afterAll(async () => {
    await stopChild(service);
    if (storeDir) rmSync(storeDir, { recursive: true, force: true });
  });

  test('falls back to the other spelling once and remembers it', async ({ page }) => {
    const base = `http://127.0.0.1:${port}`;
    await page.goto('/settings');
    await page.getByRole('radio', { name: /Custom service/ }).check();
    await page.getByLabel('Base URL').fill(base);
    await page.getByLabel('API key', { exact: true }).fill('demo-key');
    await page.getByLabel('Auth value', { exact: true }).fill('demo-auth');
    await page.getByLabel('API secret', { exact: true }).fill('demo-secret');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    const sent = recordCalculations(page);
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith(CALCULATION)) {
        statuses.push(response.status());
      }
    });
    await page.getByRole('link', { name: 'Event', exact: true }).click();
    await calculate(page);
    const main = sent.requests.slice(0, 2).map((request) => request.postDataJSON() as SentEvent);
    expect(statuses.slice(0, 2)).toEqual([400, 200]);
    expect(main[0]?.mealInfo[1]?.mealType).toBe('COFEE_BREAK');
    expect(main[1]?.mealInfo[1]?.mealType).toBe('COFFEE_BREAK');
    expect(sent.requests[0]?.url()).toBe(`${base}${CALCULATION}`);

    // What worked is remembered: the levers ask in that spelling straight away.
    await leversSettled(page);
    await expect(page.locator('.lever__error')).toHaveCount(0);
    expect(statuses.slice(2).every((status) => status === 200)).toBe(true);
    const stored = await page.evaluate(() => localStorage.getItem('emission-desk.spelling'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ [base]: 'COFFEE_BREAK' });
  });
});

// ---------------------------------------------------------------------------------------------
// A service with one meal-type enum: COFEE_BREAK everywhere (server/test-fixtures/foreign-service.ts)
// ---------------------------------------------------------------------------------------------

const FOREIGN = {
  key: 'fixture-key-7a1c',
  auth: 'fixture-auth-93be',
  secret: 'fixture-secret-d402',
} as const;

test.describe('a service that spells the coffee break COFEE_BREAK everywhere', () => {
  let service: ChildProcess | undefined;
  let base = '';

  test.beforeAll(async ({ baseURL }) => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // In a process group of its own: npx starts tsx, which starts node; stopChild stops them all.
    const child = startChild('npx', ['tsx', 'server/test-fixtures/foreign-service.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        COFFEE_BREAK_READING: 'COFEE_BREAK',
        CORS_ORIGIN: new URL(baseURL ?? '').origin,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    service = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the foreign service did not start')),
        30_000,
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`the foreign service exited (${code})`)));
    });
  });

  test.afterAll(async () => {
    await stopChild(service);
  });

  test('finds its spelling in at most three requests and sends it first next time', async ({
    page,
  }) => {
    await page.goto('/settings');
    await page.getByRole('radio', { name: /Custom service/ }).check();
    await page.getByLabel('Base URL').fill(base);
    await page.getByLabel('API key', { exact: true }).fill(FOREIGN.key);
    await page.getByLabel('Auth value', { exact: true }).fill(FOREIGN.auth);
    await page.getByLabel('API secret', { exact: true }).fill(FOREIGN.secret);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    const sent = recordCalculations(page);
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith(CALCULATION)) {
        statuses.push(response.status());
      }
    });
    // The event's menu is itself a coffee break, and the meal list holds one too.
    await page.goto(
      '/event?origin=REGIONAL&participants=40&nights=0&menu=COFFEE_BREAK&meals=40-COFFEE_BREAK',
    );
    await calculate(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The requests for the event itself (the levers ask about variants of it).
    const ofEvent = (participants: number) =>
      sent
        .bodies()
        .filter(
          (body) =>
            body.originType === 'REGIONAL' &&
            body.participants === participants &&
            body.mealType.endsWith('_BREAK') &&
            body.mealInfo.length === 1,
        );
    const spelled = (body: SentEvent) =>
      `${body.mealType} / ${body.mealInfo.map((meal) => meal.mealType).join(',')}`;
    const first = ofEvent(40);
    expect(first.length).toBeGreaterThan(1);
    expect(first.length).toBeLessThanOrEqual(3);
    expect(spelled(first.at(-1) as SentEvent)).toBe('COFEE_BREAK / COFEE_BREAK');
    expect(statuses.slice(0, first.length)).toEqual([...first.slice(1).map(() => 400), 200]);
    const stored = await page.evaluate(() => localStorage.getItem('emission-desk.spelling'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ [base]: 'COFEE_BREAK' });

    // The next submit asks once, in the spelling that worked.
    await leversSettled(page);
    await expect(page.locator('.lever__error')).toHaveCount(0);
    await page.getByLabel('Participants', { exact: true }).fill('41');
    await calculate(page);
    await expect(page.getByTestId('emission-total')).toHaveAttribute('title', /135\.3/);
    expect(ofEvent(41).map(spelled)).toEqual(['COFEE_BREAK / COFEE_BREAK']);
  });
});
