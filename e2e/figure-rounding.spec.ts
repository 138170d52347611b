/**
 * One rounding rule for every figure on a screen: three significant digits in the unit shown (kg,
 * or t from 1,000 kg on), no whole digit dropped; counts grouped in the reader's format; no row for
 * a part the input does not have; the car comparison rounded to what it can claim.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** International, 2,000 participants, 30 nights, a meat menu, and 2,000 meat meals listed. */
const LARGE_EVENT =
  '/event?origin=INTERNATIONAL&participants=2000&nights=30&menu=MEAT&meals=2000-MEAT';

/** Every emission figure in a text, as written ("3,898", "2.18", "10.4"). */
function figuresIn(text: string): string[] {
  return [...text.matchAll(/([\d.,\u202f\u00a0]*\d) (?:kg|t) CO₂e/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * Whether an English figure claims more than the rule: with a decimal point, more than three
 * significant digits ("3,897.65", "2,923.238"); a whole figure keeps every digit it has.
 */
function claimsTooMuch(figure: string): boolean {
  const [whole = '', fraction] = figure.replace(/,/g, '').split('.');
  if (fraction === undefined) return false;
  const significant = `${whole}${fraction}`.replace(/^0+/, '');
  return significant.length > 3;
}

async function settled(page: Page) {
  await expect(page.getByTestId('emission-total')).toBeVisible();
  await expect(page.locator('.event-result .outdated')).toHaveCount(0);
  await expect(page.getByTestId('event-drivers')).toBeVisible();
  await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Holds the rule for every figure of an area but those derived per unit (per participant), which
 * keep the decimals that make them read back to their total (shared/figures.ts, `shownPerUnit`).
 */
async function expectRuleHeld(area: Locator, perUnit?: Locator) {
  let text = await area.innerText();
  for (const derived of perUnit ? await perUnit.allInnerTexts() : []) {
    text = text.replace(derived, '');
  }
  const figures = figuresIn(text);
  expect(figures.length, 'the area shows figures').toBeGreaterThan(0);
  expect(figures.filter(claimsTooMuch), 'no figure claims more than the rule').toEqual([]);
}

test.describe('one rounding rule for every figure on a screen', () => {
  test('a large event shows every figure by the rule, counts grouped and car km rounded', async ({
    page,
  }) => {
    await page.goto(LARGE_EVENT);
    await settled(page);
    await page.getByRole('button', { name: 'Pin this result' }).click();
    await page.getByRole('button', { name: 'Apply: Hybrid event', exact: true }).click();
    await expect(page).toHaveURL(/participants=1500/);
    await settled(page);
    await page.getByRole('button', { name: 'Pin this result' }).click();
    await expect(page.getByTestId('scenarios').getByRole('columnheader')).toHaveCount(2);

    // The result, the drivers, the levers and the scenarios: tonnes without kilogram digits.
    const perParticipant = page.locator(
      '.emission-total__derived, [data-testid="scenarios"] tr:has-text("Per participant")',
    );
    await expectRuleHeld(page.locator('.event-result'), perParticipant);
    await expectRuleHeld(page.getByTestId('event-drivers'));
    await expectRuleHeld(page.locator('.levers'));
    await expectRuleHeld(page.getByTestId('scenarios'), perParticipant);
    await expectRuleHeld(page.getByTestId('scenarios-chart'));
    await expect(page.getByTestId('emission-total')).toHaveText(/^[\d,]+ t CO₂e$/);

    // Counts in the reader's format, the meals as well as the participants.
    const scenarios = page.getByTestId('scenarios');
    await expect(scenarios.getByRole('row', { name: /^Participants/ })).toContainText('2,000');
    await expect(scenarios.getByRole('row', { name: /^Meals/ })).toContainText('2,000 × Meat');
    await expect(scenarios.getByRole('row', { name: /^Meals/ })).toContainText('1,500 × Meat');
    await expect(page.locator('.event-result__summary')).toContainText('1,500 × Meat');
    await expect(page.getByTestId('event-rows')).toContainText('1,500 × Meat');
    await expect(page.locator('main')).not.toContainText(/\b\d{4,} × /);

    // The car comparison claims two significant digits: "26,000,000 km", not "25,545,610 km".
    const km = /([\d,]+) km\./.exec(await page.getByTestId('scale-note').innerText())?.[1];
    expect(km).toBeDefined();
    expect((km ?? '').replace(/,/g, '').replace(/0+$/, '').length).toBeLessThanOrEqual(2);
  });

  test('the CSV gives the per-participant figure as the screen shows it', async ({ page }) => {
    await page.goto(LARGE_EVENT);
    await settled(page);
    // The screen shows the figure per participant in tonnes, with the decimals that read back to
    // the total.
    const shown = await page.locator('.event-result .emission-total__derived dd').innerText();
    const tonnes = /^([\d.]+) t CO₂e$/.exec(shown)?.[1];
    expect(tonnes, `per participant as shown: ${shown}`).toBeDefined();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(await (await download).path(), 'utf8');
    const total = csv.split('\r\n').find((line) => line.startsWith('Result,Total,'));
    const perParticipant = total?.split(',').at(-3);
    expect(Number(perParticipant)).toBe(Math.round(Number(tonnes) * 1000));
  });

  test('no meals row among the drivers for meals the input does not have', async ({ page }) => {
    // No meals listed: the menu alone.
    await page.goto('/event?origin=INTERNATIONAL&participants=2000&nights=30&menu=MEAT');
    await settled(page);
    const drivers = page.getByTestId('event-drivers');
    await expect(drivers.locator('[data-bar="travel"]')).toBeVisible();
    await expect(drivers.locator('[data-bar="meals"]')).toHaveCount(0);

    // Meals listed that are the menu itself measure nothing: no "Meals listed 0 kg (0%)" row.
    await page.goto(LARGE_EVENT);
    await settled(page);
    await expect(drivers.locator('[data-bar="travel"]')).toBeVisible();
    await expect(drivers.locator('[data-bar="meals"]')).toHaveCount(0);
    await expect(drivers).not.toContainText('Meals listed');
    await expect(drivers).not.toContainText(/\b0 kg/);
  });

  test('a German reader sees counts and figures in German', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('main').getByLabel('Language').selectOption('de');
    await page.goto(LARGE_EVENT);
    await expect(page.getByTestId('emission-total')).toHaveText(/^[\d.]+ t CO₂e$/);
    await expect(page.locator('.event-result__summary')).toContainText('2.000 × Fleisch');
    await expect(page.getByTestId('scale-note')).toContainText(/rund [\d.]+\.000\.000 km/);
  });
});
