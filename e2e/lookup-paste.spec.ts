import type { Browser, Page, Request } from '@playwright/test';
import {
  DEMO_HEADERS,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE_VIEWPORT,
  test,
} from './fixtures';

const BERLIN = {
  id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
  correlation: 'DEMO-BERLIN-2026',
  name: 'Sustainability Summit Berlin',
};
const PAGE_LINK = `https://desk.example.com/certificates/${BERLIN.id}`;
const BY_ID = `/certificates/${BERLIN.id}`;
const BY_KEY = `/certificates/correlation/${BERLIN.correlation}`;
const NB_HYPHEN = '\u2011';
const EN_DASH = '\u2013';

/** The app's calls to the service (the built-in sandbox): what a lookup asked for. */
function serviceCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (['fetch', 'xhr'].includes(request.resourceType()) && request.url().includes('/sandbox/')) {
      calls.push(request.url());
    }
  });
  return calls;
}

async function paste(page: Page, field: string, button: string, value: string) {
  await page.getByLabel(field).fill(value);
  await page.getByRole('button', { name: button }).click();
}

async function germanPage(browser: Browser, baseURL: string | undefined, phone = false) {
  const context = await browser.newContext({
    baseURL,
    locale: 'de-DE',
    ...(phone ? { viewport: PHONE_VIEWPORT } : {}),
  });
  return { context, page: await context.newPage() };
}

/** Pastes each value on the English lookup and expects the demo certificate's page it names. */
async function expectEachOpens(page: Page, pasted: readonly (readonly [string, string])[]) {
  for (const [value, path] of pasted) {
    await page.goto('/certificates');
    await paste(page, 'Booking reference or record id', 'Open certificate', value);
    await expect(page, value).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name }), value).toBeVisible();
  }
}

test.describe('the lookup reads what people paste', () => {
  // Each test opens the certificate once per paste: a busy machine needs more than the default.
  test.describe.configure({ timeout: 60_000 });

  test('a link without its scheme, in brackets or quotes, or ending a sentence', async ({
    page,
  }) => {
    await expectEachOpens(page, [
      [`desk.example.com/certificates/${BERLIN.id}`, BY_ID],
      [`www.desk.example.com/certificates/${BERLIN.id}`, BY_ID],
      [`<${PAGE_LINK}>`, BY_ID],
      [`(${PAGE_LINK})`, BY_ID],
      [`[${PAGE_LINK}]`, BY_ID],
      [`"${PAGE_LINK}"`, BY_ID],
      [`${PAGE_LINK}.`, BY_ID],
      [`${PAGE_LINK}),`, BY_ID],
    ]);
    await expect(page).toHaveURL(BY_ID);
  });

  test('a link or a reference after a label, and ids and references with other dashes', async ({
    page,
  }) => {
    await expectEachOpens(page, [
      [`Certificate: ${PAGE_LINK}`, BY_ID],
      [`Link: <desk.example.com/certificates/${BERLIN.id}>.`, BY_ID],
      [`Booking reference: ${BERLIN.correlation}.`, BY_KEY],
      [BERLIN.correlation.replaceAll('-', NB_HYPHEN), BY_KEY],
      [BERLIN.id.replaceAll('-', EN_DASH), BY_ID],
    ]);
    await expect(page).toHaveURL(BY_ID);
  });

  test('the links of the certificate’s files: the sandbox’s PDF and image, a service’s', async ({
    page,
    request,
  }) => {
    // The sandbox's own links to the demo certificate's files, as its answer gives them.
    const answer = await request.get(`/sandbox/certificates/${BERLIN.id}`, {
      headers: DEMO_HEADERS,
    });
    const files = (await answer.json()) as {
      certificateUrl: string;
      certificateFacebookUrl: string;
    };
    expect(files.certificateUrl).toContain(`/files/${BERLIN.id}/`);
    await expectEachOpens(page, [
      [files.certificateUrl, BY_ID],
      [files.certificateFacebookUrl, BY_ID],
      [`https://api.example.com/v1/files/${BERLIN.id}-linkedin.jpg`, BY_ID],
      [`https://api.example.com/v1/certificates/${BERLIN.id}/pdf`, BY_ID],
    ]);
  });

  test('a paste that is none of these is refused, in words quoting what was read', async ({
    page,
  }) => {
    const calls = serviceCalls(page);
    await page.goto('/certificates');
    const field = 'Booking reference or record id';
    await paste(
      page,
      field,
      'Open certificate',
      'Your booking: https://mail.example.com/inbox/42.',
    );
    await expect(page.getByRole('alert')).toHaveText(
      'This link does not lead to a certificate: “https://mail.example.com/inbox/42”. Paste the link of a certificate page or of one of its files, or type the booking reference or record id.',
    );
    const sentence = `See desk.example.com/certificates/${BERLIN.id} please`;
    await paste(page, field, 'Open certificate', sentence);
    await expect(page.getByRole('alert')).toContainText(
      `This could not be read: “${sentence}”. Paste only the certificate’s link,`,
    );
    await expect(page).toHaveURL('/certificates');
    expect(calls).toEqual([]);
  });

  test('on a German phone, labels in German and French are read and a refusal is in German', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await germanPage(browser, baseURL, true);
    const field = 'Buchungsnummer oder Datensatz-ID';
    const button = 'Zertifikat öffnen';
    for (const [value, path] of [
      [`Zertifikat: ${PAGE_LINK}.`, BY_ID],
      [`Certificat : <${PAGE_LINK}>`, BY_ID],
      [`Certificato: ${PAGE_LINK}`, BY_ID],
      [`Buchungsnummer: ${BERLIN.correlation.replaceAll('-', NB_HYPHEN)}`, BY_KEY],
      [`Riferimento: ${BERLIN.correlation}`, BY_KEY],
    ] as const) {
      await page.goto('/certificates');
      await paste(page, field, button, value);
      await expect(page, value).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: BERLIN.name }), value).toBeVisible();
    }

    await page.goto('/certificates');
    await paste(page, field, button, 'Zertifikat: siehe Anhang');
    await expect(page.getByRole('alert')).toContainText(
      'Das ließ sich nicht lesen: „Zertifikat: siehe Anhang“.',
    );
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await context.close();
  });
});

async function upload(page: Page, name: string, text: string) {
  await page
    .getByLabel('CSV-Datei wählen')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`, 'utf8') });
}

test.describe('a bulk file’s label column', () => {
  test('headed “Veranstaltung” on a German page keeps its labels; an unused column is marked in the table', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await germanPage(browser, baseURL);
    await page.goto('/bulk');
    await upload(
      page,
      'programm.csv',
      [
        'Veranstaltung;Herkunft;Teilnehmende;Übernachtungen;Menü;Mahlzeiten;Kostenstelle',
        'Auftakt Berlin;National;80;1;Vegetarisch;80 Vegetarisch;K-100',
        'Teamtag;Lokal;25;0;Fleisch;;',
      ].join('\n'),
    );
    const rows = page.getByRole('region', { name: 'Die Zeilen der Datei' });
    const table = rows.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Bezeichnung' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('Auftakt Berlin');
    await expect(table.getByRole('row').nth(2)).toContainText('Teamtag');

    // The column the page does not use: in the table, greyed and said so, with its values.
    const unused = table.getByRole('columnheader', { name: 'Kostenstelle nicht verwendet' });
    await expect(unused).toBeVisible();
    await expect(table.getByRole('cell', { name: 'K-100' })).toHaveClass(/bulk-unused/);
    await expect(page.getByText('Diese Spalten der Datei verwendet die Seite nicht')).toContainText(
      'Kostenstelle',
    );
    await expect(table.getByRole('columnheader', { name: /Veranstaltung/ })).toHaveCount(0);

    await page.getByRole('button', { name: '2 Zeilen berechnen' }).click();
    await expect(page.getByTestId('bulk-progress')).toHaveText(
      'Fertig: 2 Zeilen berechnet, 0 fehlgeschlagen.',
    );
    const results = page.getByTestId('bulk-results');
    await expect(results.locator('tr[data-row="2"]')).toContainText('Auftakt Berlin');
    await expect(results.locator('tr[data-row="3"]')).toContainText('Teamtag');
    await expectAccessible(page);
    await context.close();
  });
});
