import { readFileSync } from 'node:fs';
import type { Page, Request, Route } from '@playwright/test';
import Papa from 'papaparse';
import {
  DEMO_HEADERS,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  followLink,
  PHONE_VIEWPORT,
  test,
} from './fixtures';

const HOTEL_PATH = '/sandbox/emissions/hotel';
const EVENT_PATH = '/sandbox/emissions/event';
const isCall = (path: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path;

/** The hotel calculator's defaults: a single calculation of it after the batch comes from the cache. */
const DEFAULT_STAY = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 3,
  days: 2,
};

/** Valid rows in friendly words (rows 2, 3, 5, 7) and invalid ones (rows 4 and 6). */
const HOTEL_CSV = [
  'Label;Zimmerkategorie;Anzahl der Gäste;Land;Frühstück;Sterne;Tage',
  'Berlin;Standard;2;Deutschland;ja;3;2',
  'Paris;Suite;1;France;no;5 stars;3',
  'Broken;Penthouse;0;Atlantis;maybe;6;2',
  'Vienna;SUPERIOR;3;at;yes;4;1',
  'Nowhere;Standard;2;Narnia;yes;3;2',
  'Rome;superior;2;IT;nein;4;4',
].join('\r\n');

const VALID_HOTEL_ROWS = 4;

const LEAVE_QUESTION =
  'A batch is still running. Leave the page? The batch pauses and goes on when you come back.';

async function upload(page: Page, name: string, text: string) {
  await page
    .getByLabel(/Choose a CSV file|CSV-Datei wählen|Choisir un fichier CSV|Scegli un file CSV/)
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`, 'utf8') });
}

/** A hotel file of `count` valid rows, each a different stay. */
function manyStays(count: number, from = 0): string {
  const lines = ['roomType,numberOfGuests,countryCode,breakfast,star,days'];
  for (let i = from; i < from + count; i++) {
    lines.push(`STANDARD,${1 + (i % 9)},DE,yes,${1 + (i % 5)},${10 + Math.floor(i / 45)}`);
  }
  return lines.join('\n');
}

function countCalls(page: Page, path: string) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (isCall(path)(request)) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

const progress = (page: Page) => page.getByTestId('bulk-progress');

async function readDownload(page: Page, button: RegExp) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloadPromise;
  const raw = readFileSync(await download.path(), 'utf8');
  const parsed = Papa.parse<string[]>(raw.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  return { name: download.suggestedFilename(), raw, rows: parsed.data };
}

test.describe('bulk calculation', () => {
  test('checks a file, sends only valid rows, and matches single calculations', async ({
    page,
    request,
  }) => {
    const calls = countCalls(page, HOTEL_PATH);
    await page.goto('/event');
    await followLink(page, page.getByRole('link', { name: 'Bulk', exact: true }));
    await upload(page, 'stays.csv', HOTEL_CSV);

    // The kind follows the header, and each bad cell is marked and explained.
    await expect(page.getByRole('radio', { name: 'Hotel stays' })).toBeChecked();
    await expect(page.getByText('4 of 6 rows are ready; rows with problems: 2.')).toBeVisible();
    const invalid = page.locator('.bulk-cell--invalid');
    await expect(invalid).toHaveCount(6);
    await expect(invalid.filter({ hasText: 'Penthouse' })).toContainText(
      'Not a room type: use Standard, Superior or Suite.',
    );
    await expect(invalid.filter({ hasText: 'Atlantis' })).toContainText('Not a country');
    await expect(invalid.filter({ hasText: /^0/ })).toContainText('Enter at least 1.');
    await expect(invalid.filter({ hasText: 'maybe' })).toContainText('Write yes or no.');
    await expect(invalid.filter({ hasText: /^6/ })).toContainText('Enter at most 5.');
    expect(calls).toHaveLength(0);

    await page.getByRole('button', { name: `Calculate ${VALID_HOTEL_ROWS} rows` }).click();
    await expect(progress(page)).toHaveText('Finished: 4 rows calculated, 0 failed.');
    expect(calls).toHaveLength(VALID_HOTEL_ROWS);
    expect(calls.map((body) => body.countryCode).sort()).toEqual(['AT', 'DE', 'FR', 'IT']);
    expect(calls).toContainEqual(DEFAULT_STAY);

    const results = page.getByTestId('bulk-results');
    await expect(results.locator('tbody tr')).toHaveCount(6);
    await expect(results.locator('tr[data-row="3"]')).toContainText(
      'Suite room, 5-star hotel, France: 1 guest for 3 days · Breakfast: No',
    );
    await expect(results.locator('tr[data-row="4"]')).toContainText('Not valid');
    await expect(results.locator('.bulk-result--highest')).toHaveCount(1);
    await expect(page.getByTestId('bulk-totals')).toContainText('Rows calculated4');

    // The export holds every input column, both figures, the unit and the status; the figures
    // are what the service answers to the same stays called one by one.
    const exported = await readDownload(page, /Export CSV/);
    expect(exported.name).toBe('bulk-hotel-stays-results.csv');
    expect(exported.raw.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = exported.rows;
    expect(header).toEqual([
      'Row',
      'Label',
      'Room type',
      'Guests',
      'Country',
      'Breakfast',
      'Stars',
      'Days',
      'Status',
      'Emission as shown',
      'Emission (kg CO2e)',
      'Per guest and day (kg CO2e)',
      'Reason',
    ]);
    expect(lines).toHaveLength(6);
    const paris = lines.find((line) => line[1] === 'Paris') ?? [];
    expect(paris.slice(2, 9)).toEqual(['Suite', '1', 'France', 'No', '5', '3', 'Calculated']);
    const broken = lines.find((line) => line[1] === 'Broken') ?? [];
    expect(broken[8]).toBe('Not valid');
    expect(broken[12]).toContain('Room type: Not a room type');
    for (const body of calls) {
      const single = await request.post(HOTEL_PATH, { data: body, headers: DEMO_HEADERS });
      const answer = (await single.json()) as { emission: number };
      const line = lines.find(
        (row) =>
          row[4] === new Intl.DisplayNames(['en'], { type: 'region' }).of(String(body.countryCode)),
      );
      // Kilograms to three decimals, as the export writes them.
      expect(Number(line?.[10]), `row for ${String(body.countryCode)}`).toBeCloseTo(
        answer.emission,
        2,
      );
      expect(line?.[9]).toMatch(/kg CO₂e$/);
    }

    // A single calculation of one of the rows comes from the cache: the stay is not asked again
    // (the calculator then asks for its levers, which are other stays).
    const sameStay = () =>
      calls.filter((body) => JSON.stringify(body) === JSON.stringify(DEFAULT_STAY));
    expect(sameStay()).toHaveLength(1);
    await followLink(page, page.getByRole('link', { name: 'Hotel stay', exact: true }));
    await page.getByRole('button', { name: /^calculate$/i }).click();
    await expect(page.getByTestId('emission-total')).toContainText('kg CO₂e');
    await expect(page.locator('.lever').first()).toBeVisible();
    expect(sameStay()).toHaveLength(1);
    const before = calls.length;

    // Coming back within the session shows the results again.
    await followLink(page, page.getByRole('link', { name: 'Bulk', exact: true }));
    await expect(
      page.getByText('The results of your last batch in this browser session.'),
    ).toBeVisible();
    await expect(page.getByTestId('bulk-results').locator('tbody tr')).toHaveCount(6);
    await page.reload();
    await expect(page.getByTestId('bulk-results').locator('tbody tr')).toHaveCount(6);
    expect(calls).toHaveLength(before);
  });

  test('a cell is fixed in place and a row dropped; only then are they sent', async ({ page }) => {
    const calls = countCalls(page, HOTEL_PATH);
    await page.goto('/bulk');
    await upload(page, 'stays.csv', HOTEL_CSV);
    await page.getByRole('button', { name: 'Fix Country in row 6' }).click();
    const input = page.getByRole('textbox', { name: 'Fix Country in row 6' });
    await expect(input).toBeFocused();
    await input.fill('Spanien');
    await input.press('Enter');
    await expect(page.getByText('5 of 6 rows are ready; rows with problems: 1.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove row 4' }).click();
    await expect(page.getByText('All 5 rows are ready.')).toBeVisible();
    await page.getByRole('button', { name: 'Calculate 5 rows' }).click();
    await expect(progress(page)).toHaveText('Finished: 5 rows calculated, 0 failed.');
    expect(calls.map((body) => body.countryCode).sort()).toEqual(['AT', 'DE', 'ES', 'FR', 'IT']);
  });

  test('the export’s file name is in the reader’s language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/bulk');
    await upload(page, 'aufenthalte.csv', manyStays(2));
    await page.getByRole('button', { name: '2 Zeilen berechnen' }).click();
    await expect(progress(page)).toHaveText('Fertig: 2 Zeilen berechnet, 0 fehlgeschlagen.');
    const exported = await readDownload(page, /CSV exportieren/);
    expect(exported.name).toBe('sammelberechnung-hotelaufenthalte.csv');
    await context.close();
  });

  test('after Remove the keyboard stays in the table: the next row’s Remove, then the heading', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/bulk');
    await upload(page, 'stays.csv', manyStays(3));
    // The file's rows are numbered by their line: 2, 3 and 4.
    await page.getByRole('button', { name: 'Remove row 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove row 4' })).toBeFocused();
    // The last row's Remove: the row before it takes the keyboard.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove row 2' })).toBeFocused();
    // None left: the page's heading, not the top of the document.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Bulk calculation' })).toBeFocused();
  });

  test('an event programme with German headers and ; runs like the event calculator', async ({
    page,
  }) => {
    const calls = countCalls(page, EVENT_PATH);
    await page.goto('/bulk');
    await upload(
      page,
      'programme.csv',
      [
        'Bezeichnung;Herkunft;Teilnehmende;Übernachtungen;Menü;Mahlzeiten',
        'Kick-off;National;80;1;Vegetarisch;80 Vegetarisch, 80 Kaffeepause',
        'Team day;LOCAL;25;0;MEAT;',
        'Summit;Mars;300;2;Vegetarian;"300 VEGETARIAN; 20 cake"',
      ].join('\n'),
    );
    await expect(page.getByRole('radio', { name: 'Events' })).toBeChecked();
    await expect(page.locator('.bulk-cell--invalid')).toHaveCount(2);
    await expect(page.locator('.bulk-cell--invalid').last()).toContainText(
      '“20 cake” is not a meal',
    );
    await page.getByRole('button', { name: 'Calculate 2 rows' }).click();
    await expect(progress(page)).toHaveText('Finished: 2 rows calculated, 0 failed.');
    expect(calls).toHaveLength(2);
    const results = page.getByTestId('bulk-results');
    await expect(results.locator('tr[data-row="2"]')).toContainText(
      'National · 80 participants · 1 night · Vegetarian menu · 80 vegetarian, 80 coffee breaks',
    );
    const figureCell = results.locator('tr[data-row="2"] [data-testid="bulk-emission"]');
    const bulkFigure = ((await figureCell.textContent()) ?? '').replace('Highest', '').trim();
    expect(bulkFigure).toMatch(/CO₂e$/);

    // The event calculator's example is the same event: answered from the cache, same figure.
    await followLink(page, page.getByRole('link', { name: 'Event', exact: true }));
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('emission-total')).toContainText(bulkFigure);
    // The bulk run's request for the kick-off, sent once; the event page's driver and lever
    // calculations vary the input, so they are other requests.
    const kickOff = JSON.stringify(calls.find((body) => body.participants === 80));
    const sameEvent = calls.filter((body) => JSON.stringify(body) === kickOff);
    expect(sameEvent).toHaveLength(1);
  });

  test('at most the set number of calls are in flight', async ({ page }) => {
    let inFlight = 0;
    let most = 0;
    await page.route(`**${HOTEL_PATH}`, async (route) => {
      inFlight++;
      most = Math.max(most, inFlight);
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 40));
      inFlight--;
      await route.fulfill({ response });
    });
    await page.goto('/bulk');
    await upload(page, 'many.csv', manyStays(40));
    await page.getByLabel('Calls at a time').fill('2');
    await page.getByRole('button', { name: 'Calculate 40 rows' }).click();
    await expect(progress(page)).toHaveText('Finished: 40 rows calculated, 0 failed.');
    expect(most).toBe(2);

    // The default is 4; repeated rows are answered from the cache, so use new ones.
    await upload(page, 'more.csv', manyStays(40, 40));
    most = 0;
    await page.getByLabel('Calls at a time').fill('4');
    await page.getByRole('button', { name: 'Calculate 40 rows' }).click();
    await expect(progress(page)).toHaveText('Finished: 40 rows calculated, 0 failed.');
    expect(most).toBe(4);
  });

  test('cancel aborts the calls in flight and keeps what is done', async ({ page }) => {
    const held: Route[] = [];
    let answered = 0;
    await page.route(`**${HOTEL_PATH}`, async (route) => {
      if (answered < 3) {
        answered++;
        await route.continue();
        return;
      }
      held.push(route);
    });
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (isCall(HOTEL_PATH)(request)) aborted.push(request.failure()?.errorText ?? '');
    });
    await page.goto('/bulk');
    await upload(page, 'many.csv', manyStays(20));
    await page.getByRole('button', { name: 'Calculate 20 rows' }).click();
    await expect.poll(() => held.length).toBe(4);
    await expect(progress(page)).toContainText('3 done · 0 failed · 17 left');

    // Leaving while it runs asks first; staying keeps it running.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(LEAVE_QUESTION);
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Event', exact: true }).click();
    await expect(page).toHaveURL(/\/bulk$/);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(progress(page)).toHaveText('Cancelled: 3 rows calculated, 17 not sent.');
    await expect.poll(() => aborted.length).toBe(4);
    expect(held).toHaveLength(4);
    await expect(page.getByTestId('bulk-results').locator('.bulk-status--done')).toHaveCount(3);
    await expect(
      page.getByRole('button', { name: 'Calculate the rows not sent (17)' }),
    ).toBeVisible();
  });

  test('back during a run pauses it without asking, and forward resumes it with the rows done kept', async ({
    page,
  }) => {
    // The first three calls are answered; the others wait until the reader comes back.
    const held: Route[] = [];
    let answered = 0;
    let away = false;
    await page.route(`**${HOTEL_PATH}`, async (route) => {
      if (answered < 3 || !away) {
        if (answered < 3) {
          answered++;
          await route.continue();
        } else held.push(route);
        return;
      }
      await route.continue();
    });
    const sent = countCalls(page, HOTEL_PATH);
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (isCall(HOTEL_PATH)(request)) aborted.push(request.failure()?.errorText ?? '');
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Bulk', exact: true }).click();
    await upload(page, 'many.csv', manyStays(12, 300));
    await page.getByRole('button', { name: 'Calculate 12 rows' }).click();
    await expect.poll(() => held.length).toBe(4);
    await expect(progress(page)).toContainText('3 done · 0 failed · 9 left');
    const done = sent.slice(0, 3).map((body) => JSON.stringify(body));

    // Back: nothing asks, the page goes; the calls in flight stop and no more are sent.
    away = true;
    await page.goBack();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect.poll(() => aborted.length).toBe(4);
    expect(sent).toHaveLength(7);

    // Forward: the run goes on where it stopped, the three rows done are kept and not sent again.
    await page.goForward();
    await expect(page).toHaveURL(/\/bulk$/);
    await expect(page.getByRole('status').filter({ hasText: 'The batch paused' })).toHaveText(
      'The batch paused while you were on another page and goes on now; the rows done are kept.',
    );
    await expect(progress(page)).toHaveText('Finished: 12 rows calculated, 0 failed.');
    await expect(page.getByTestId('bulk-results').locator('.bulk-status--done')).toHaveCount(12);
    expect(sent).toHaveLength(3 + 4 + 9);
    for (const body of done) {
      expect(sent.filter((other) => JSON.stringify(other) === body)).toHaveLength(1);
    }
    expect(dialogs).toEqual([]);
  });

  test('leaving a run by a link asks, and staying keeps it running', async ({ page }) => {
    const held: Route[] = [];
    await page.route(`**${HOTEL_PATH}`, (route) => void held.push(route));
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (isCall(HOTEL_PATH)(request)) aborted.push(request.failure()?.errorText ?? '');
    });
    await page.goto('/bulk');
    await upload(page, 'many.csv', manyStays(8, 200));
    await page.getByRole('button', { name: 'Calculate 8 rows' }).click();
    await expect.poll(() => held.length).toBe(4);

    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect.poll(() => questions).toEqual([LEAVE_QUESTION]);
    await expect(page).toHaveURL(/\/bulk$/);
    await expect(progress(page)).toContainText('0 done · 0 failed · 8 left');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(aborted).toEqual([]);
  });

  test('reloading or closing the tab during a run asks the browser’s question', async ({
    page,
  }) => {
    await page.route(`**${HOTEL_PATH}`, () => undefined);
    await page.goto('/bulk');
    await upload(page, 'many.csv', manyStays(8, 400));
    await page.getByRole('button', { name: 'Calculate 8 rows' }).click();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // Reloading: the browser asks; declining keeps the page and its run.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.evaluate(() => window.location.reload());
    expect(asked).toEqual(['beforeunload']);
    await expect(progress(page)).toContainText('0 done · 0 failed · 8 left');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // Closing: asked the same way.
    const closeAsked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    expect((await closeAsked).type()).toBe('beforeunload');
  });

  test('rows read and fixed stay as they were when the reader leaves or reloads before calculating', async ({
    page,
  }) => {
    const calls = countCalls(page, HOTEL_PATH);
    await page.goto('/bulk');
    await upload(page, 'stays.csv', HOTEL_CSV);
    await page.getByRole('button', { name: 'Fix Country in row 6' }).click();
    await page.getByRole('textbox', { name: 'Fix Country in row 6' }).fill('Spanien');
    await page.getByRole('textbox', { name: 'Fix Country in row 6' }).press('Enter');
    await page.getByRole('button', { name: 'Remove row 4' }).click();
    await expect(page.getByText('All 5 rows are ready.')).toBeVisible();

    await followLink(page, page.getByRole('link', { name: 'Hotel stay', exact: true }));
    await followLink(page, page.getByRole('link', { name: 'Bulk', exact: true }));
    await expect(page.getByText('All 5 rows are ready.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('All 5 rows are ready.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fix Country in row 6' })).toHaveCount(0);
    // Nothing calculated yet, so no results are announced as the last batch's.
    await expect(
      page.getByText('The results of your last batch in this browser session.'),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Calculate 5 rows' }).click();
    await expect(progress(page)).toHaveText('Finished: 5 rows calculated, 0 failed.');
    expect(calls.map((body) => body.countryCode).sort()).toEqual(['AT', 'DE', 'ES', 'FR', 'IT']);
  });

  test('a run ended by a reload keeps what settled and then sends only the rows left', async ({
    page,
  }) => {
    // The service answers the first three rows and then hangs until the page goes.
    let hang = true;
    let answered = 0;
    const sent: string[] = [];
    await page.route(`**${HOTEL_PATH}`, async (route) => {
      sent.push(route.request().postData() ?? '');
      if (hang && answered >= 3) return;
      answered++;
      await route.continue();
    });
    await page.goto('/bulk');
    await upload(page, 'many.csv', manyStays(8, 600));
    await page.getByRole('button', { name: 'Calculate 8 rows' }).click();
    await expect(progress(page)).toContainText('3 done · 0 failed · 5 left');
    const settled = sent.slice(0, 3);

    // The reader reloads anyway and says so to the browser's question.
    page.once('dialog', (dialog) => void dialog.accept());
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => window.setTimeout(() => window.location.reload(), 0));
    await reloaded;
    hang = false;
    sent.length = 0;

    await expect(
      page.getByText('The results of your last batch in this browser session.'),
    ).toBeVisible();
    const results = page.getByTestId('bulk-results');
    await expect(results.getByRole('cell', { name: 'Calculated', exact: true })).toHaveCount(3);
    await expect(results.getByText('Failed')).toHaveCount(0);
    await page.getByRole('button', { name: 'Calculate the rows not sent (5)' }).click();
    await expect(progress(page)).toHaveText('Finished: 8 rows calculated, 0 failed.');
    expect(sent).toHaveLength(5);
    for (const body of settled) expect(sent).not.toContain(body);
  });

  test('a 429 with Retry-After pauses the batch; 500s fail their rows until retried', async ({
    page,
  }) => {
    const times: number[] = [];
    let throttled = false;
    let failing = true;
    await page.route(`**${HOTEL_PATH}`, async (route) => {
      times.push(Date.now());
      const body = route.request().postDataJSON() as { numberOfGuests: number };
      if (!throttled && times.length === 3) {
        throttled = true;
        await route.fulfill({
          status: 429,
          headers: { 'retry-after': '2', 'content-type': 'application/problem+json' },
          body: JSON.stringify({ title: 'Too many requests' }),
        });
        return;
      }
      if (failing && [5, 6].includes(body.numberOfGuests)) {
        await route.fulfill({ status: 500, body: 'boom' });
        return;
      }
      await route.continue();
    });
    await page.goto('/bulk');
    await upload(page, 'stays.csv', manyStays(12));
    await page.getByLabel('Calls at a time').fill('1');
    await page.getByRole('button', { name: 'Calculate 12 rows' }).click();
    await expect(page.locator('.bulk-run .notice')).toHaveText(
      /^A limit was reached: the batch goes on by itself in [12] s\.$/,
    );
    await expect(progress(page)).toHaveText('Finished: 10 rows calculated, 2 failed.');
    // Nothing was sent during the pause, which lasted as long as the service asked.
    expect((times[3] ?? 0) - (times[2] ?? 0)).toBeGreaterThanOrEqual(1900);
    expect(times).toHaveLength(13);
    const results = page.getByTestId('bulk-results');
    await expect(results.locator('.bulk-status--failed')).toHaveCount(2);
    await expect(results.locator('.bulk-status--failed').first()).toContainText(
      'The service has a problem right now.',
    );

    failing = false;
    await page.getByRole('button', { name: 'Retry failed rows (2)' }).click();
    await expect(progress(page)).toHaveText('Finished: 12 rows calculated, 0 failed.');
    expect(times).toHaveLength(15);
  });

  test('a file past the limits is refused and nothing is sent', async ({ page }) => {
    const calls = countCalls(page, HOTEL_PATH);
    await page.goto('/bulk');
    await upload(page, 'big.csv', manyStays(1001));
    await expect(page.getByRole('alert')).toHaveText(
      'The file has 1,001 rows; at most 1,000 can be calculated at once. Split it: nothing was sent.',
    );
    await upload(page, 'huge.csv', `label,${'x'.repeat(1_000_001)}`);
    await expect(page.getByRole('alert')).toContainText('The file is larger than 1 MB');
    await page.getByRole('radio', { name: 'Hotel stays' }).check();
    await upload(page, 'wrong.csv', 'roomType,days\nSUIT,2');
    await expect(page.getByRole('alert')).toHaveText(
      'The file lacks these columns: Guests, Country, Breakfast, Stars. Nothing was sent.',
    );
    await expect(page.getByRole('button', { name: /Calculate/ })).toHaveCount(0);
    expect(calls).toHaveLength(0);
  });

  test('the rows read in the calculators’ words, and a cell that cannot be read as written', async ({
    page,
  }) => {
    await page.goto('/bulk');
    await upload(
      page,
      'events.csv',
      [
        'label,originType,participants,overnightStays,mealType,meals',
        'Kick-off,NATIONAL,80,1,VEGETARIAN,"80 VEGETARIAN; 1 COFFEE_BREAK; 80 COFFEE_BREAK"',
        'Broken,Mars,80,1,MEAT,',
      ].join('\n'),
    );
    const rows = page.getByRole('region', { name: 'The rows of the file' });
    const kickOff = rows.getByRole('row').filter({ hasText: 'Kick-off' });
    await expect(kickOff).toContainText('National');
    await expect(kickOff).toContainText('80 vegetarian, 1 coffee break, 80 coffee breaks');
    await expect(kickOff).not.toContainText(/NATIONAL|VEGETARIAN|COFFEE_BREAK/);
    const broken = rows.getByRole('row').filter({ hasText: 'Broken' });
    await expect(broken).toContainText('Mars');
    await expect(broken).toContainText('Meat');
  });

  test('the templates’ hint fits the chosen kind and names the columns in words', async ({
    page,
  }) => {
    await page.goto('/bulk');
    const hint = page.getByTestId('bulk-template-hint');
    await expect(hint).toContainText('Columns: Origin, Participants, Nights, Menu, Meals');
    await expect(hint).toContainText('80 Vegetarian; 80 Coffee break');
    await expect(hint).not.toContainText(/Suite|countr/i);
    await page.getByRole('radio', { name: 'Hotel stays' }).check();
    await expect(hint).toContainText('Columns: Room type, Guests, Country, Breakfast, Stars, Days');
    await expect(hint).not.toContainText(/meal|vegetarian/i);
    await expect(hint).toContainText('Suite');
  });

  test('the chosen file is named once: the browser’s own “No file chosen” is not beside it', async ({
    page,
  }) => {
    await page.goto('/bulk');
    const picker = page.getByLabel('Choose a CSV file');
    // The browser's own control, with its "No file chosen", is hidden behind a button of the app.
    expect((await picker.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await expect(page.locator('label[for]').filter({ hasText: 'Choose a CSV file' })).toBeVisible();
    await upload(page, 'stays.csv', HOTEL_CSV);
    await expect(page.getByText('File: stays.csv')).toBeVisible();
    // It is still reached by the keyboard.
    await picker.focus();
    await expect(picker).toBeFocused();
  });

  test('the problems view fits 1,280 px with a cell being fixed, its actions whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/bulk');
    await upload(
      page,
      'stays.csv',
      [
        'Label;Zimmerkategorie;Anzahl der Gäste;Land;Frühstück;Sterne;Tage',
        'A rather long label for a hotel stay in a far away place;Penthouse;0;Atlantis;maybe;6;0',
        'Berlin;Standard;2;Deutschland;ja;3;2',
      ].join('\r\n'),
    );
    await page.getByRole('checkbox', { name: 'Show only rows with problems' }).check();
    await page.getByRole('button', { name: 'Fix Country in row 2' }).click();
    const region = page.getByRole('region', { name: 'The rows of the file' });
    const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, 'the table needs no sideways scrolling').toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Remove row 2' })).toBeInViewport({ ratio: 1 });
  });

  test('at 1,280 px no word of an event file is split across lines, in the rows or the results', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/bulk');
    await upload(
      page,
      'events.csv',
      [
        'label,originType,participants,overnightStays,mealType,meals',
        'Annual general meeting of the regional association,INTERNATIONAL,1200,3,VEGETARIAN,"1200 VEGETARIAN; 1200 COFFEE_BREAK; 40 MEAT"',
        'Kick-off,NATIONAL,80,1,VEGETARIAN,"80 VEGETARIAN; 80 COFFEE_BREAK"',
      ].join('\n'),
    );
    await page.getByRole('button', { name: 'Calculate 2 rows' }).click();
    await expect(progress(page)).toHaveText('Finished: 2 rows calculated, 0 failed.');
    // Every word of every cell sits on one line: its text's boxes, word by word.
    const split = await page.locator('.bulk-table td, .bulk-table th').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const words: string[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/[\p{L}\p{N}]{4,}/gu)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (tops.size > 1) words.push(match[0]);
          }
        }
        return words;
      }),
    );
    expect(split, 'words broken across lines').toEqual([]);
  });

  test('pasted text and the templates work', async ({ page, request }) => {
    await page.goto('/bulk');
    for (const [name, kind] of [
      ['Template for events (CSV)', 'Events'],
      ['Template for hotel stays (CSV)', 'Hotel stays'],
    ] as const) {
      const href = await page.getByRole('link', { name }).getAttribute('href');
      const template = await (await request.get(href ?? '')).text();
      await page.getByLabel('Or paste CSV text').fill(template);
      await page.getByRole('button', { name: 'Check the pasted rows' }).click();
      await expect(page.getByRole('radio', { name: kind })).toBeChecked();
      await expect(page.getByText('All 4 rows are ready.')).toBeVisible();
    }
  });

  test('hostile labels go out quoted and defused for either separator, and read back', async ({
    page,
  }) => {
    const labels = ['x;=1+1', 'y,=1+1', '=HYPERLINK("https://evil.example","open")', '@SUM(1)'];
    const file = [
      'label,roomType,numberOfGuests,countryCode,breakfast,star,days',
      ...labels.map((label) => `${Papa.unparse([[label]])},STANDARD,2,DE,yes,3,2`),
    ].join('\r\n');
    await page.goto('/bulk');
    await upload(page, 'hostile.csv', file);
    await page.getByRole('button', { name: 'Calculate 4 rows' }).click();
    await expect(progress(page)).toHaveText('Finished: 4 rows calculated, 0 failed.');
    const exported = await readDownload(page, /Export CSV/);

    // Read with its own separator: each label whole, with an apostrophe before each piece that
    // would start a formula (a reader set to the other separator splits at "," or ";").
    const defused = ["x;'=1+1", "y,'=1+1", `'${labels[2] ?? ''}`, "'@SUM(1)"];
    expect(exported.rows.slice(1).map((row) => row[1])).toEqual(defused);
    // A spreadsheet set to ";" may lump cells together, but none of its cells starts a formula.
    const other = Papa.parse<string[]>(exported.raw.replace(/^\uFEFF/, ''), {
      delimiter: ';',
      skipEmptyLines: true,
    });
    for (const cell of other.data.flat()) expect(cell).not.toMatch(/^[\s"]*[=+\-@]/);
    expect(exported.raw).toContain(`"x;'=1+1"`);

    // The export reads back in the bulk page: every row ready, the labels as exported.
    await page.goto('/bulk');
    await upload(page, 'results.csv', exported.raw.replace(/^\uFEFF/, ''));
    await expect(page.getByText('All 4 rows are ready.')).toBeVisible();
    for (const label of defused) {
      await expect(page.getByRole('cell', { name: label, exact: true })).toBeVisible();
    }
  });

  test('a German reader exports what German Excel opens: ; between columns, a decimal comma', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem('emission-desk.settings', JSON.stringify({ language: 'de' })),
    );
    await page.goto('/bulk');
    await upload(page, 'stays.csv', HOTEL_CSV);
    await page.getByRole('button', { name: '4 Zeilen berechnen' }).click();
    await expect(progress(page)).toHaveText('Fertig: 4 Zeilen berechnet, 0 fehlgeschlagen.');
    const exported = await readDownload(page, /CSV exportieren/);
    const [header = '', ...lines] = exported.raw
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header.split(';')).toContain('Land');
    expect(header).not.toContain(',');
    const berlin = (lines.find((line) => line.split(';')[1] === 'Berlin') ?? '').split(';');
    // The figures in kg with a decimal comma (the sandbox's figures have decimals), quoted so that
    // a spreadsheet set to "," keeps each one whole.
    const figures = berlin.filter((cell) => /^"\d+,\d+"$/.test(cell));
    expect(figures.length).toBeGreaterThan(0);
    expect(berlin.some((cell) => /^\d+\.\d+$/.test(cell))).toBe(false);
  });

  const LANGUAGES = {
    en: {
      preferences: {},
      title: 'Bulk calculation',
      start: 'Calculate 4 rows',
      finished: 'Finished: 4 rows calculated, 0 failed.',
    },
    de: {
      preferences: { language: 'de' },
      title: 'Sammelberechnung',
      start: '4 Zeilen berechnen',
      finished: 'Fertig: 4 Zeilen berechnet, 0 fehlgeschlagen.',
    },
    fr: {
      preferences: { language: 'fr' },
      title: 'Calcul groupé',
      start: 'Calculer 4 lignes',
      finished: 'Terminé\u202f: 4 lignes calculées, 0 en échec.',
    },
    it: {
      preferences: { language: 'it' },
      title: 'Calcolo multiplo',
      start: 'Calcola 4 righe',
      // "non riuscite: 0" rather than "0 non riuscite", which would not agree with 1.
      finished: 'Completato: 4 righe calcolate; non riuscite: 0.',
    },
  } as const;
  for (const [language, words] of Object.entries(LANGUAGES)) {
    for (const width of [360, 1280]) {
      test(`the page in ${language} at ${width} px is accessible and does not scroll sideways`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript(
          (preferences) =>
            localStorage.setItem('emission-desk.settings', JSON.stringify(preferences)),
          words.preferences,
        );
        await page.goto('/bulk');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
        await expectAccessible(page);
        await upload(page, 'stays.csv', HOTEL_CSV);
        await page.getByRole('button', { name: words.start }).click();
        await expect(progress(page)).toHaveText(words.finished);
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);
      });
    }
  }
});
