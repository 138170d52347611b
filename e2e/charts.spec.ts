import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalScroll, test } from './fixtures';

const PARIS_ID = '8a1d2e3f-4b5c-4d6e-8f70-9a1b2c3d4e5f';

async function useGerman(page: Page) {
  await page.goto('/settings');
  await page.getByRole('main').getByLabel('Language').selectOption('de');
}

/** Calculates the example event and pins it twice (two participant counts), with every chart. */
async function eventWithCharts(page: Page, calculate: RegExp, pin: RegExp, participants: RegExp) {
  await page.goto('/event');
  for (const count of ['80', '160']) {
    await page.getByLabel(participants).first().fill(count);
    await page.getByRole('button', { name: calculate }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(page.locator('.event-result .outdated')).toHaveCount(0);
    await page.getByRole('button', { name: pin }).click();
  }
  await expect(page.getByTestId('event-drivers')).toBeVisible();
  await expect(page.getByTestId('levers-chart')).toBeVisible();
  await expect(page.getByTestId('scenarios-chart')).toBeVisible();
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
]) {
  test.describe(`charts at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the event charts render in English, read as tables, pass axe and print', async ({
      page,
    }) => {
      await eventWithCharts(page, /^Calculate$/, /^Pin this result$/, /^Participants$/);
      const drivers = page.getByTestId('event-drivers');
      await expect(drivers.getByRole('table')).toContainText('What drives this event');
      await expect(drivers).toContainText('Measured by varying the input');
      await expect(drivers.getByRole('rowheader', { name: 'Overnight stays' })).toBeVisible();
      await expect(drivers.getByRole('cell').first()).toContainText(/kg CO₂e|t CO₂e/);
      await expect(page.getByTestId('levers-chart').getByRole('rowheader').first()).toHaveText(
        'Current input',
      );
      await expect(page.getByTestId('scale-note').first()).toContainText('average car');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('event-drivers')).toBeVisible();
      await expect(page.getByTestId('levers-chart')).toBeVisible();
      await expect(page.getByTestId('scenarios-chart')).toBeVisible();
      const fill = page.getByTestId('event-drivers').locator('.bar-chart__fill').first();
      expect(
        await fill.evaluate((element) => element.getBoundingClientRect().width),
      ).toBeGreaterThan(0);
    });

    test('the event charts render in German and pass axe', async ({ page }) => {
      await useGerman(page);
      await eventWithCharts(page, /^Berechnen$/, /^Ergebnis anheften$/, /^Teilnehmende$/);
      await expect(page.getByTestId('event-drivers')).toContainText(
        'Was die Emissionen dieser Veranstaltung treibt',
      );
      await expect(page.getByTestId('levers-chart')).toContainText('Aktuelle Eingabe');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });

    test('the hotel charts render in both languages, pass axe and print', async ({ page }) => {
      await page.goto('/hotel');
      await page.getByRole('button', { name: /^Calculate$/ }).click();
      await expect(page.getByTestId('hotel-breakdown-chart')).toBeVisible();
      await expect(page.getByTestId('hotel-sizes-chart')).toContainText('Per guest and day');
      await expect(page.getByTestId('hotel-breakdown-chart')).toContainText('Accommodation');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('hotel-breakdown-chart')).toBeVisible();

      await page.emulateMedia({ media: 'screen' });
      await useGerman(page);
      await page.goto('/hotel');
      await page.getByRole('button', { name: /^Berechnen$/ }).click();
      await expect(page.getByTestId('hotel-breakdown-chart')).toContainText('Unterkunft');
      await expectAccessible(page);
    });

    test('a sandbox certificate says Demonstration and gives a sense of scale', async ({
      page,
    }) => {
      await page.goto(`/certificates/${PARIS_ID}`);
      await expect(page.getByTestId('certificate-demo')).toContainText('Demonstration');
      await expect(page.getByTestId('scale-note')).toContainText('average car');
      await expectAccessible(page);
    });
  });
}
