import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const BERLIN = { id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f', name: 'Sustainability Summit Berlin' };
const PARIS = { id: '8a1d2e3f-4b5c-4d6e-8f70-9a1b2c3d4e5f', name: 'Product Launch Paris' };
const WAITING = 'Waiting for the connection: this is sent as soon as you are back online.';

/** Counts the requests the page sends to the service from now on. */
function serviceRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/sandbox/')) count += 1;
  });
  return { count: () => count };
}

test.describe('offline', () => {
  test('an event calculation waits for the connection, keeps the result shown and resumes', async ({
    page,
    context,
  }) => {
    await page.goto('/event');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const total = page.getByTestId('emission-total');
    await expect(total).toBeVisible();
    await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
    const first = (await total.textContent()) ?? '';

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    const sent = serviceRequests(page);
    await page.getByLabel('Participants', { exact: true }).fill('90');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();

    await expect(page.getByTestId('paused-note')).toHaveText(WAITING);
    // What was shown stays, marked as outdated; nothing failed and nothing was sent.
    await expect(total).toHaveText(first);
    await expect(page.getByText('Outdated: the new result is on its way.')).toBeVisible();
    await expect(page.locator('.error-panel')).toHaveCount(0);
    expect(sent.count()).toBe(0);
    await expect(page.getByLabel('Participants', { exact: true })).toHaveValue('90');

    await context.setOffline(false);
    await expect(page.getByTestId('paused-note')).toHaveCount(0);
    await expect(page.locator('.event-result .outdated')).toHaveCount(0);
    await expect(total).not.toHaveText(first);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
    await expect(page.locator('.error-panel')).toHaveCount(0);
  });

  test('a certificate lookup waits for the connection and opens when it is back', async ({
    page,
    context,
  }) => {
    // Open one certificate online, so the certificate page itself is loaded.
    await page.goto(`/certificates/${BERLIN.id}`);
    // The app has started (it focuses the name; the page's HTML shows the certificate before).
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeFocused();
    await page.getByRole('link', { name: 'New lookup' }).click();
    const recent = page.getByRole('region', { name: 'Recently opened' });
    await expect(recent.getByRole('link', { name: new RegExp(BERLIN.name) })).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    // What is shown stays.
    await expect(recent.getByRole('link', { name: new RegExp(BERLIN.name) })).toBeVisible();
    await page.getByLabel('Booking reference or record id').fill(PARIS.id);
    await page.getByRole('button', { name: 'Open certificate' }).click();
    await expect(page).toHaveURL(`/certificates/${PARIS.id}`);
    await expect(page.getByTestId('paused-note')).toHaveText(WAITING);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: PARIS.name })).toBeVisible();
    await expect(page.getByTestId('paused-note')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
