import type { Page } from '@playwright/test';
import { expect, followLink, PHONE_VIEWPORT, test } from './fixtures';

/**
 * Each calculator keeps its last input and result for the browser session: its link in the
 * navigation opens it with that input in the URL, and the result comes from the query cache.
 */

/** Counts the calculations the page sends to the service (the result, its levers, its drivers). */
function countCalculations(page: Page): { count: () => number; reset: () => void } {
  let count = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && /\/emissions\/(event|hotel)$/.test(path)) count += 1;
  });
  return {
    count: () => count,
    reset: () => {
      count = 0;
    },
  };
}

/**
 * No calculation went out: a call that should not happen has no event to wait for, so the page
 * gets a moment after it settled, in which a fetch on mount or a refetch would have started.
 */
async function expectNoCalls(page: Page, calls: { count: () => number }) {
  // eslint-disable-next-line playwright/no-wait-for-timeout -- waiting for the absence of a call
  await page.waitForTimeout(500);
  expect(calls.count(), 'calculations sent on the way back').toBe(0);
}

/** Waits until the result, its levers and everything else the page calculates are in. */
async function settled(page: Page) {
  await expect(page.getByTestId('emission-total')).toBeVisible();
  await expect(page.locator('.lever').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true });

async function setCount(page: Page, label: string | RegExp, value: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.fill(value);
}

test.describe('each calculator keeps its last input and result', () => {
  test('event: back from Hotel stay by the navigation shows 55 participants and their result, without a new call', async ({
    page,
  }) => {
    const calls = countCalculations(page);
    await page.goto('/event');
    await setCount(page, 'Participants', '55');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page).toHaveURL(/participants=55/);
    await settled(page);
    const total = await page.getByTestId('emission-total').textContent();

    await followLink(page, nav(page, 'Hotel stay'));
    calls.reset();
    await followLink(page, nav(page, 'Event'));

    await expect(page).toHaveURL(/\/event\?.*participants=55/);
    await expect(page.getByLabel('Participants', { exact: true })).toHaveValue('55');
    await settled(page);
    await expect(page.getByTestId('emission-total')).toHaveText(total ?? '');
    await expectNoCalls(page, calls);

    // A reload of the link's target keeps the input and its result.
    await page.reload();
    await expect(page).toHaveURL(/participants=55/);
    await expect(page.getByLabel('Participants', { exact: true })).toHaveValue('55');
    await expect(page.getByTestId('emission-total')).toHaveText(total ?? '');
  });

  test('hotel on a phone: back from Event by the navigation shows 7 guests and their result, without a new call', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    const calls = countCalculations(page);
    await page.goto('/hotel');
    await setCount(page, 'Number of guests', '7');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page).toHaveURL(/numberOfGuests=7/);
    await settled(page);
    const total = await page.getByTestId('emission-total').textContent();

    await followLink(page, nav(page, 'Event'));
    calls.reset();
    await followLink(page, nav(page, 'Hotel stay'));

    await expect(page).toHaveURL(/\/hotel\?.*numberOfGuests=7/);
    await expect(page.getByLabel('Number of guests')).toHaveValue('7');
    await settled(page);
    await expect(page.getByTestId('emission-total')).toHaveText(total ?? '');
    await expectNoCalls(page, calls);

    await page.reload();
    await expect(page).toHaveURL(/numberOfGuests=7/);
    await expect(page.getByLabel('Number of guests')).toHaveValue('7');
    await expect(page.getByTestId('emission-total')).toHaveText(total ?? '');
  });

  test('what was typed after the calculation stays a draft on top of the kept result', async ({
    page,
  }) => {
    await page.goto('/event');
    await setCount(page, 'Participants', '55');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await settled(page);
    await setCount(page, 'Participants', '60');

    await followLink(page, nav(page, 'Hotel stay'));
    await followLink(page, nav(page, 'Event'));

    // The URL and the result are the calculated input's; the form shows what was typed since.
    await expect(page).toHaveURL(/participants=55/);
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(page.getByLabel('Participants', { exact: true })).toHaveValue('60');
    await expect(page.getByText('The form has changes that are not calculated yet.')).toBeVisible();
  });

  test('Start over brings the example back, there and on the next visit', async ({ page }) => {
    await page.goto('/hotel');
    await setCount(page, 'Number of guests', '7');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await settled(page);

    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page).toHaveURL(/\/hotel$/);
    await expect(page.getByLabel('Number of guests')).toHaveValue('2');
    await expect(page.getByTestId('emission-total')).toHaveCount(0);

    await followLink(page, nav(page, 'Event'));
    await followLink(page, nav(page, 'Hotel stay'));
    await expect(page).toHaveURL(/\/hotel$/);
    await expect(page.getByLabel('Number of guests')).toHaveValue('2');
    await expect(page.getByTestId('emission-total')).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('Number of guests')).toHaveValue('2');
  });

  test('a shared link shows its own input, not the kept one, and is kept from then on', async ({
    page,
  }) => {
    await page.goto('/event');
    await setCount(page, 'Participants', '55');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await settled(page);

    // A link someone sent, opened in the same tab.
    await page.goto(
      '/event?origin=INTERNATIONAL&participants=30&nights=2&menu=MEAT&meals=30-MEAT*30-COFFEE_BREAK',
    );
    await expect(page.getByLabel('Participants', { exact: true })).toHaveValue('30');
    await expect(page.getByRole('radio', { name: /International/ })).toBeChecked();
    await settled(page);

    await followLink(page, nav(page, 'Hotel stay'));
    await followLink(page, nav(page, 'Event'));
    await expect(page).toHaveURL(/participants=30/);
    await expect(page.getByLabel('Participants', { exact: true })).toHaveValue('30');
  });
});
