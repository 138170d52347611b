/**
 * Counts typed the reader's way (`1.000` in German, `1 000` in French, `1’000` in Swiss German),
 * refused in words when they are no whole number to the reader; and meals that follow the number
 * of participants at every keystroke, kept when the reader leaves the page and comes back.
 */
import type { Page } from '@playwright/test';
import { test, expect, followLink } from './fixtures';

const EVENT_CALL = '/emissions/event';
const HOTEL_CALL = '/emissions/hotel';

/** The bodies of every calculation the page sends to a path. */
function sentTo(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path)) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

/** The first calculation sent for the result (the levers and drivers follow with variants). */
async function firstSent(bodies: Record<string, unknown>[]) {
  await expect.poll(() => bodies.length).toBeGreaterThan(0);
  return bodies[0];
}

test.describe('a German reader', () => {
  test.use({ locale: 'de-DE' });

  test('types 1.000 participants and the event is calculated for a thousand', async ({ page }) => {
    const sent = sentTo(page, EVENT_CALL);
    await page.goto('/event');
    const participants = page.getByLabel('Teilnehmende', { exact: true });
    await participants.fill('1.000');
    await participants.blur();
    await expect(participants).toHaveValue('1.000');
    await expect(participants).toHaveAttribute('inputmode', 'numeric');
    // The example's meals served every participant: they follow.
    await expect(page.getByLabel('Anzahl Personen').first()).toHaveValue('1.000');
    await page.getByRole('button', { name: 'Berechnen', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(page.locator('.event-result__summary')).toContainText('1.000 Teilnehmende');
    expect(await firstSent(sent)).toMatchObject({
      participants: 1000,
      mealInfo: [{ mealCount: 1000 }, { mealCount: 1000 }],
    });
    // The link carries the plain number.
    await expect(page).toHaveURL(/participants=1000(&|$)/);
  });

  test('is told that 1,5 participants is no whole number, quoted, and nothing is sent', async ({
    page,
  }) => {
    const sent = sentTo(page, EVENT_CALL);
    await page.goto('/event');
    const participants = page.getByLabel('Teilnehmende', { exact: true });
    await participants.fill('1,5');
    await page.getByRole('button', { name: 'Berechnen', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '„1,5“ ist keine ganze Zahl.' }),
    ).toBeVisible();
    await expect(participants).toBeFocused();
    await expect(participants).toHaveAttribute('aria-invalid', 'true');
    // Left as typed, never truncated to 1.
    await participants.blur();
    await expect(participants).toHaveValue('1,5');
    await expect(page.getByTestId('emission-total')).toHaveCount(0);
    expect(sent).toHaveLength(0);
  });

  test('reads 1.000 participants in a bulk file as a thousand', async ({ page }) => {
    const sent = sentTo(page, EVENT_CALL);
    await page.goto('/bulk');
    await page.getByLabel('CSV-Datei wählen').setInputFiles({
      name: 'programm.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Bezeichnung;Herkunft;Teilnehmende;Übernachtungen;Menü;Mahlzeiten',
          'Kongress;National;1.000;1;Vegetarisch;1.000 Vegetarisch, 1.000 Kaffeepause',
        ].join('\n'),
        'utf8',
      ),
    });
    await expect(page.locator('.bulk-cell--invalid')).toHaveCount(0);
    await page.getByRole('button', { name: '1 Zeile berechnen' }).click();
    await expect(page.getByTestId('bulk-results')).toContainText('1.000 Teilnehmende');
    expect(await firstSent(sent)).toMatchObject({
      participants: 1000,
      mealInfo: [{ mealCount: 1000, mealType: 'VEGETARIAN' }, { mealCount: 1000 }],
    });
  });
});

test.describe('a Swiss German reader', () => {
  test.use({ locale: 'de-CH' });

  test('types 1’000 participants and the event is calculated for a thousand', async ({ page }) => {
    const sent = sentTo(page, EVENT_CALL);
    await page.goto('/event');
    const participants = page.getByLabel('Teilnehmende', { exact: true });
    await participants.fill('1’000');
    await page.getByRole('button', { name: 'Berechnen', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    expect(await firstSent(sent)).toMatchObject({ participants: 1000 });
    // Written back in the Swiss way (Intl writes its apostrophe straight or curly).
    await expect(participants).toHaveValue(/^1['’]000$/);
  });
});

test.describe('a French reader', () => {
  test.use({ locale: 'fr-FR' });

  test('types 1 000 participants with a narrow no-break space, calculated for a thousand', async ({
    page,
  }) => {
    const sent = sentTo(page, EVENT_CALL);
    await page.goto('/event');
    const participants = page.getByLabel('Participants', { exact: true });
    await participants.fill('1\u202F000');
    await participants.blur();
    await expect(participants).toHaveValue('1\u202F000');
    await page.getByRole('button', { name: 'Calculer', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    expect(await firstSent(sent)).toMatchObject({ participants: 1000 });
  });
});

test.describe('an Italian reader', () => {
  test.use({ locale: 'it-IT' });

  test('types 1.000 guests and the stay is calculated for a thousand', async ({ page }) => {
    const sent = sentTo(page, HOTEL_CALL);
    await page.goto('/hotel');
    const guests = page.getByLabel('Numero di ospiti');
    await guests.fill('1.000');
    await page.getByRole('button', { name: 'Calcola', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    expect(await firstSent(sent)).toMatchObject({ numberOfGuests: 1000 });
    // Italian writes four digits ungrouped.
    await expect(guests).toHaveValue('1000');
    await expect(page).toHaveURL(/numberOfGuests=1000(&|$)/);
  });
});

test.describe('an English reader', () => {
  test.use({ locale: 'en-GB' });

  test('is told that 1.000 is no whole number rather than given one or a thousand', async ({
    page,
  }) => {
    const sent = sentTo(page, EVENT_CALL);
    await page.goto('/event');
    const participants = page.getByLabel('Participants', { exact: true });
    await participants.fill('1.000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '“1.000” is not a whole number.' }),
    ).toBeVisible();
    await expect(page.getByTestId('emission-total')).toHaveCount(0);
    expect(sent).toHaveLength(0);
    // English grouping reads.
    await participants.fill('1,000');
    await participants.blur();
    await expect(participants).toHaveValue('1,000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    expect(await firstSent(sent)).toMatchObject({ participants: 1000 });
  });

  test('meals follow participants through every keystroke, Backspace included', async ({
    page,
  }) => {
    const sent = sentTo(page, EVENT_CALL);
    await page.goto('/event');
    const participants = page.getByLabel('Participants', { exact: true });
    const served = page.getByLabel('People served');
    await expect(participants).toHaveValue('80');
    await expect(served).toHaveCount(2);
    await participants.click();
    await participants.press('End');
    await participants.press('Backspace');
    await participants.press('Backspace');
    await expect(participants).toHaveValue('');
    await participants.pressSequentially('40');
    await expect(served.nth(0)).toHaveValue('40');
    await expect(served.nth(1)).toHaveValue('40');
    await expect(page.getByTestId('meals-followed')).toHaveText(
      'The 2 meals that were served to everyone now serve 40 participants.',
    );
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(page.locator('.event-result__summary')).toContainText(
      /\b40 participants · .* · 40\D+vegetarian\W+40\D+coffee/i,
    );
    expect(await firstSent(sent)).toMatchObject({
      participants: 40,
      mealInfo: [{ mealCount: 40 }, { mealCount: 40 }],
    });
  });

  test('a meal typed by hand stops following; the others go on', async ({ page }) => {
    await page.goto('/event');
    const participants = page.getByLabel('Participants', { exact: true });
    const served = page.getByLabel('People served');
    await served.nth(1).fill('8');
    await participants.fill('');
    await participants.pressSequentially('8');
    await participants.press('Backspace');
    await participants.pressSequentially('50');
    await expect(served.nth(0)).toHaveValue('50');
    // The coffee break typed 8 by hand is no row that served everyone, though 8 was typed on the way.
    await expect(served.nth(1)).toHaveValue('8');
    await expect(page.getByTestId('meals-followed')).toHaveText(
      'The meal that was served to everyone now serves 50 participants.',
    );
  });

  test('what was typed is still there after a visit to the other calculator', async ({ page }) => {
    await page.goto('/event');
    const participants = page.getByLabel('Participants', { exact: true });
    const served = page.getByLabel('People served');
    // A result first: the page's URL then holds the submitted input, the navigation's link none.
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await participants.fill('120');
    await page.getByLabel('Overnight stays', { exact: true }).fill('2');
    await expect(served.nth(0)).toHaveValue('120');
    await followLink(page, page.getByRole('link', { name: 'Hotel stay', exact: true }));
    const guests = page.getByLabel('Number of guests');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await guests.fill('12');
    await followLink(page, page.getByRole('link', { name: 'Event', exact: true }));

    await expect(participants).toHaveValue('120');
    await expect(page.getByLabel('Overnight stays', { exact: true })).toHaveValue('2');
    await expect(served.nth(0)).toHaveValue('120');
    await expect(served.nth(1)).toHaveValue('120');

    await followLink(page, page.getByRole('link', { name: 'Hotel stay', exact: true }));
    await expect(guests).toHaveValue('12');
  });

  test('a calculated input is still there after a visit to the other calculator', async ({
    page,
  }) => {
    await page.goto('/event');
    const participants = page.getByLabel('Participants', { exact: true });
    await participants.click();
    await participants.press('End');
    await participants.press('Backspace');
    await participants.press('Backspace');
    await participants.pressSequentially('40');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await followLink(page, page.getByRole('link', { name: 'Hotel stay', exact: true }));
    await followLink(page, page.getByRole('link', { name: 'Event', exact: true }));
    await expect(participants).toHaveValue('40');
    await expect(page.getByLabel('People served').nth(0)).toHaveValue('40');
    await expect(page.getByLabel('People served').nth(1)).toHaveValue('40');
  });

  test('a grouped count and a refused one are kept as typed across pages', async ({ page }) => {
    await page.goto('/event');
    const participants = page.getByLabel('Participants', { exact: true });
    await participants.fill('1,200');
    await followLink(page, page.getByRole('link', { name: 'Hotel stay', exact: true }));
    const days = page.getByLabel(/Length of the stay/);
    await days.fill('1,5');
    await followLink(page, page.getByRole('link', { name: 'Event', exact: true }));
    await expect(participants).toHaveValue('1,200');
    await expect(page.getByLabel('People served').nth(1)).toHaveValue('1,200');
    await followLink(page, page.getByRole('link', { name: 'Hotel stay', exact: true }));
    // A refused text is kept as typed, and named once the reader calculates.
    await expect(days).toHaveValue('1,5');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '“1,5” is not a whole number.' }),
    ).toBeVisible();
  });
});
