/**
 * Words that said a thing twice or read as something else: the header's account of the service,
 * the hotel's room category and its factors in German, and the names of pinned scenarios.
 */
import type { Page } from '@playwright/test';
import { connectCustomService } from './custom-service.ts';
import { expect, test } from './fixtures';

/** 1,500 participants from the whole country, a night, 1,500 vegetarian meals. */
const BIG_EVENT =
  '/event?origin=NATIONAL&participants=1500&nights=1&menu=VEGETARIAN&meals=1500-VEGETARIAN';
/** A suite in a 2-star hotel in Germany, 1 guest, 2 days, breakfast. */
const SUITE_STAY =
  '/hotel?roomType=SUIT&numberOfGuests=1&countryCode=DE&breakfast=true&star=2&days=2';

const WORDS = {
  en: {
    calculate: 'Calculate',
    label: /^Connected service: localhost:\d+, credentials rejected$/,
    service: /Service:/,
  },
  de: {
    calculate: 'Berechnen',
    label: /^Verbundener Dienst: localhost:\d+, Zugangsdaten abgelehnt$/,
    service: /Dienst:.*Dienst:/,
  },
} as const;

async function leversSettled(page: Page) {
  await expect(page.locator('.lever').first()).toBeVisible();
  await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
}

for (const language of ['en', 'de'] as const) {
  const words = WORDS[language];

  test(`the header names a custom service once, with its credentials rejected (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: language });
    const page = await context.newPage();
    try {
      const credentials = { key: 'demo-key', auth: 'demo-auth', secret: 'wrong-secret' };
      await connectCustomService(page, `${baseURL}/sandbox`, credentials, language);
      await page.goto('/event');
      await page.getByRole('button', { name: words.calculate, exact: true }).click();
      const indicator = page.locator('.service-indicator');
      await expect(indicator).toHaveAccessibleName(words.label);
      await expect(indicator).not.toHaveAccessibleName(words.service);
    } finally {
      await context.close();
    }
  });
}

test('German hotel words: the room’s category, not the hotel’s, and factors that multiply', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  try {
    await page.goto(SUITE_STAY);
    const summary = page.locator('.hotel-result__summary');
    await expect(summary).toContainText('Zimmerkategorie Suite, 2-Sterne-Hotel, Deutschland');
    const result = page.getByTestId('hotel-result');
    await expect(result).toContainText('Die Sternekategorie multipliziert den Zimmerwert mit');
    await expect(result).toContainText('Die Zimmerkategorie multipliziert ihn mit');
    await expect(result).not.toContainText('vervielfacht');
  } finally {
    await context.close();
  }
});

test('English hotel words: the stars are the hotel’s', async ({ page }) => {
  await page.goto(SUITE_STAY);
  await expect(page.locator('.hotel-result__summary')).toContainText(
    'Suite room, 2-star hotel, Germany',
  );
});

test('a pinned hybrid event is named as one, and keeps it when the baseline is removed (de)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  try {
    await page.goto(BIG_EVENT);
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await page.getByRole('button', { name: 'Ergebnis anheften' }).click();
    await leversSettled(page);
    await page.getByRole('button', { name: 'Übernehmen: Hybride Veranstaltung' }).click();
    await expect(page).toHaveURL(/participants=1125/);
    await expect(page.locator('.event-result .outdated')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ergebnis anheften' }).click();
    const table = page.getByTestId('scenarios');
    await expect(table.getByRole('columnheader')).toHaveText([
      /^Ausgangspunkt/,
      /^Hybride Veranstaltung, 1\.125 vor Ort/,
    ]);
    await page.getByRole('button', { name: 'Szenario „Ausgangspunkt“ entfernen' }).click();
    await expect(table.getByRole('columnheader')).toHaveText([
      /^Hybride Veranstaltung, 1\.125 vor Ort/,
    ]);
    await page.screenshot({
      path: test.info().outputPath('scenario-hybrid-de.png'),
      fullPage: true,
    });
  } finally {
    await context.close();
  }
});

test('removing the baseline renames no other scenario (en)', async ({ page }) => {
  await page.goto(BIG_EVENT);
  await expect(page.getByTestId('emission-total')).toBeVisible();
  await page.getByRole('button', { name: 'Pin this result' }).click();
  const participants = page.getByLabel('Participants', { exact: true });
  await participants.fill('60');
  await participants.press('Enter');
  await expect(page.locator('.event-result__summary')).toContainText('60 participants');
  await expect(page.locator('.event-result .outdated')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pin this result' }).click();
  const table = page.getByTestId('scenarios');
  await expect(table.getByRole('columnheader')).toHaveText([/^Baseline/, /^60 participants/]);
  await page.getByRole('button', { name: 'Remove the scenario “Baseline”' }).click();
  await expect(table.getByRole('columnheader')).toHaveText([/^60 participants/]);
  await expect(table.getByRole('columnheader')).not.toHaveText([/Baseline/]);
});

for (const [language, title, part] of [
  ['en', 'Your event', 'Participants and overnight stays'],
  ['de', 'Ihre Veranstaltung', 'Teilnehmende und Übernachtungen'],
] as const) {
  test(`the event form says its title once, and names the part with participants and nights (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: language });
    const page = await context.newPage();
    try {
      await page.goto('/event');
      await expect(page.getByRole('group', { name: part })).toBeVisible();
      await expect(page.getByText(title, { exact: true })).toHaveCount(1);
    } finally {
      await context.close();
    }
  });
}
