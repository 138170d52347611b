/**
 * Numbers in the reader's format, the reader's region included (a browser set to de-CH reads
 * 1’000, fr-CH 1 000 with a narrow space, while the text stays German or French); figures per
 * unit that multiply back to their total; one precision for the percentages of one list; and no
 * lever offered, applied or exported when it changes nothing for the event.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

/** The Swiss grouping of a thousand: Chromium's ICU writes an apostrophe, straight or curly. */
const SWISS_THOUSAND = /^1['’]000$/;
const NNBSP = '\u202f';

const PHONE = { width: 390, height: 844 } as const;

/** A full-page screenshot in the test's own output folder, to look at what the reader sees. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** Waits until the event's result, its drivers and its levers are all in. */
async function eventSettled(page: Page) {
  await expect(page.getByTestId('emission-total')).toBeVisible();
  await expect(page.locator('.event-result .outdated')).toHaveCount(0);
  await expect(page.getByTestId('event-drivers')).toBeVisible();
  await expect(page.locator('.lever')).not.toHaveCount(0);
  await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
}

/** A figure as an English page writes it ("1,234.5") as a number. */
const english = (text: string) => Number(text.replace(/,/g, ''));

test.describe('a reader in German-speaking Switzerland', () => {
  test.use({ locale: 'de-CH' });

  test('sees 1’000 in the participants field after it loses focus, in the result and in bulk cells', async ({
    page,
  }) => {
    await page.goto('/event');
    const participants = page.getByLabel('Teilnehmende', { exact: true });
    await participants.fill('1000');
    await participants.blur();
    await expect(participants).toHaveValue(SWISS_THOUSAND);
    // The Swiss forms a reader types are read as a thousand too.
    for (const typed of ['1’000', "1'000", '1 000']) {
      await participants.fill(typed);
      await participants.blur();
      await expect(participants).toHaveValue(SWISS_THOUSAND);
    }
    await page.getByRole('button', { name: 'Berechnen', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(page.locator('.event-result__summary')).toContainText(/1['’]000 Teilnehmende/);
    await expect(page.locator('.event-result__summary')).not.toContainText('1.000');
    await shot(page, 'de-CH-event-desktop');
    await page.setViewportSize(PHONE);
    await expect(participants).toHaveValue(SWISS_THOUSAND);
    await expectNoHorizontalScroll(page);
    await shot(page, 'de-CH-event-phone');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/bulk');
    await page.getByLabel('CSV-Datei wählen').setInputFiles({
      name: 'programm.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Bezeichnung;Herkunft;Teilnehmende;Übernachtungen;Menü;Mahlzeiten',
          'Kongress;National;1000;1;Vegetarisch;1000 Vegetarisch',
          'Tagung;National;1.000;1;Vegetarisch;1’000 Vegetarisch',
        ].join('\n'),
        'utf8',
      ),
    });
    await expect(page.locator('.bulk-cell--invalid')).toHaveCount(0);
    const cells = page.locator('td[data-label="Teilnehmende"] .bulk-cell__value');
    await expect(cells).toHaveCount(2);
    for (const cell of await cells.all()) await expect(cell).toHaveText(SWISS_THOUSAND);
    await page.getByRole('button', { name: '2 Zeilen berechnen' }).click();
    const results = page.getByTestId('bulk-results');
    await expect(results.locator('.bulk-status--done')).toHaveCount(2);
    await expect(results).toContainText(/1['’]000 Teilnehmende/);
    await expect(results).not.toContainText('1.000');
    await shot(page, 'de-CH-bulk-desktop');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
    await shot(page, 'de-CH-bulk-phone');
  });
});

test.describe('a reader in French-speaking Switzerland', () => {
  test.use({ locale: 'fr-CH' });

  test('sees 1 200 with a narrow space, and no lever that changes nothing, on screen or in the export', async ({
    page,
  }) => {
    // French, International, 1,200 participants, a meat menu, and every participant with a listed
    // meal: the menu feeds nobody, so "all meals vegetarian" changes nothing.
    await page.goto(
      '/event?origin=INTERNATIONAL&participants=1200&nights=1&menu=MEAT&meals=1200-VEGETARIAN*1200-COFFEE_BREAK',
    );
    await eventSettled(page);
    const participants = page.getByLabel('Participants', { exact: true });
    await expect(participants).toHaveValue(`1${NNBSP}200`);
    await expect(page.locator('.event-result__summary')).toContainText(`1${NNBSP}200 participants`);

    const levers = page.locator('.levers');
    await expect(levers.locator('.lever').first()).toBeVisible();
    await expect(levers).not.toContainText('Tous les repas végétariens');
    await expect(levers).not.toContainText('aucun changement');
    await expect(
      page.getByRole('button', { name: 'Appliquer : Tous les repas végétariens' }),
    ).toHaveCount(0);
    // Every lever still offered changes the total.
    await expect(levers.getByText(/^(économise|ajoute) /)).toHaveCount(
      await levers.locator('.lever').count(),
    );
    await shot(page, 'fr-CH-event-desktop');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = test.info().outputPath('event.csv');
    await (await download).saveAs(file);
    const csv = readFileSync(file, 'utf8');
    const leverRows = csv.split(/\r?\n/).filter((line) => /^"?Levier"?[;,]/.test(line));
    expect(leverRows.length, 'the export lists the levers that change something').toBeGreaterThan(
      0,
    );
    expect(csv).not.toContain('Tous les repas végétariens');
  });
});

test.describe('figures that add up', () => {
  test('a Swiss suite for 2 guests: per guest and day × guests × days reads back to the total, on a phone', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    // A suite in Switzerland, 2 stars, no breakfast, 2 guests, 1 day: the service reports 11.01 kg.
    await page.goto(
      '/hotel?roomType=SUIT&numberOfGuests=2&countryCode=CH&breakfast=false&star=2&days=1',
    );
    const total = page.getByTestId('emission-total');
    await expect(total).toBeVisible();
    const totalText = (await total.innerText()).trim();
    const [, totalFigure = '', totalUnit = ''] = /^([\d.,]+)\s*(kg|t) CO₂e$/.exec(totalText) ?? [];
    const derived = (await page.locator('.emission-total__derived dd').innerText()).trim();
    const [, eachFigure = '', eachUnit = ''] = /^([\d.,]+)\s*(kg|t) CO₂e$/.exec(derived) ?? [];
    expect(totalFigure, `the total as shown: ${totalText}`).not.toBe('');
    expect(eachFigure, `per guest and day as shown: ${derived}`).not.toBe('');
    // The total keeps three significant digits (a trailing zero is not written: 11 is 11.0).
    const wholeDigits = totalFigure.split('.')[0]?.replace(/,/g, '').length ?? 0;
    const precision = Math.max(0, 3 - wholeDigits);
    const round = (value: number) => Math.round(value * 10 ** precision) / 10 ** precision;
    // A night in a suite is some kilograms: both figures are in kilograms.
    expect([totalUnit, eachUnit]).toEqual(['kg', 'kg']);
    // Two guests, one day.
    const back = english(eachFigure) * 2 * 1;
    expect(round(back), `${eachFigure} ${eachUnit} × 2 × 1 reads ${totalText}`).toBe(
      round(english(totalFigure)),
    );
    // At the total's precision it reads back already (5.5 × 2 = 11.0): no decimal more ("5.51").
    expect(eachFigure.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(precision);
    await expect(total).toHaveText('11 kg CO₂e');
    await expect(page.locator('.emission-total__derived dd')).toHaveText('5.5 kg CO₂e');
    // The chart of sizes writes it the same way.
    await expect(page.getByTestId('hotel-sizes-chart')).toContainText(derived);
    await expectNoHorizontalScroll(page);
    await shot(page, 'hotel-ch-suite-phone');
  });

  test('the percentages in the drivers list share one precision', async ({ page }) => {
    await page.goto(
      '/event?origin=INTERNATIONAL&participants=1200&nights=1&menu=MEAT&meals=1200-MEAT*1200-COFFEE_BREAK',
    );
    await eventSettled(page);
    const text = await page.getByTestId('event-drivers').innerText();
    const percentages = [...text.matchAll(/\(([−-]?[\d.,]+)\s?%\)/g)].map(
      (match) => match[1] ?? '',
    );
    expect(percentages.length, `shares in: ${text}`).toBeGreaterThan(1);
    const decimals = new Set(percentages.map((value) => value.split('.')[1]?.length ?? 0));
    expect([...decimals], `one precision for ${percentages.join(', ')}`).toHaveLength(1);
    await shot(page, 'event-drivers-desktop');
  });
});
