/**
 * Partial results say they are partial: when one of the calls behind "What drives this event" or a
 * lever fails (a limit reached, a service hiccup), that part reads as not calculated with a way to
 * try again, nothing else absorbs it, and a lever without a figure offers no Apply.
 *
 * The sandbox cannot fail one calculation among several, so exactly one of the app's POSTs is
 * answered by the test: the one whose body is the variant named below. Every other call goes to the
 * real sandbox.
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const EVENT_PATH = '/sandbox/emissions/event';
const HOTEL_PATH = '/sandbox/emissions/hotel';

/** National, 80 participants, 2 nights, meat menu, no meals listed. */
const EVENT_URL = '/event?origin=NATIONAL&participants=80&nights=2&menu=MEAT';

/** Whether a request is the app's POST to `path` with a body that has every field of `fields`. */
function isCallWith(request: Request, path: string, fields: Record<string, unknown>): boolean {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== path) return false;
  const body: unknown = request.postDataJSON();
  if (typeof body !== 'object' || body === null) return false;
  return Object.entries(fields).every(
    ([key, value]) => (body as Record<string, unknown>)[key] === value,
  );
}

/** Answers the one call `fields` names with `answer`, and passes every other call on. */
async function failOneCall(
  page: Page,
  path: string,
  fields: Record<string, unknown>,
  answer: Parameters<Route['fulfill']>[0],
): Promise<{ stop: () => Promise<void>; failed: () => number }> {
  let failed = 0;
  const pattern = `**${path}`;
  const handler = async (route: Route) => {
    if (!isCallWith(route.request(), path, fields)) return route.fallback();
    failed += 1;
    return route.fulfill(answer);
  };
  await page.route(pattern, handler);
  return { stop: () => page.unroute(pattern, handler), failed: () => failed };
}

/** A limit reached, with a wait longer than the app waits for by itself: it fails at once. */
const LIMIT_REACHED = {
  status: 429,
  headers: { 'retry-after': '120', 'content-type': 'application/problem+json' },
  body: JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429 }),
};

test.describe('partial results say they are partial', () => {
  test('a driver whose call failed reads as not calculated, and Try again fills it in', async ({
    page,
  }) => {
    // The same event with everyone local: the travel part, and the lever "All participants local".
    const travel = await failOneCall(
      page,
      EVENT_PATH,
      { originType: 'LOCAL', participants: 80, overnightStays: 2 },
      LIMIT_REACHED,
    );
    await page.goto(EVENT_URL);
    await expect(page.getByTestId('emission-total')).toBeVisible();

    const drivers = page.getByTestId('event-drivers');
    const travelRow = drivers.locator('[data-bar="travel"]');
    await expect(travelRow).toContainText('Travel beyond a local event');
    await expect(travelRow).toContainText('not calculated');
    expect(travel.failed()).toBeGreaterThan(0);
    // The part measured keeps its figure and its share of the full total (the same once the
    // missing part is in, below).
    const stays = drivers.locator('[data-bar="stays"]');
    await expect(stays).toContainText(/\d (kg|t) CO₂e \(\d/);
    const staysBefore = (await stays.textContent()) ?? '';
    // Nothing absorbs the missing part: no "Everything else", and no note that explains one.
    await expect(drivers.getByRole('rowheader', { name: 'Everything else' })).toHaveCount(0);
    await expect(drivers).not.toContainText('Everything else is the rest of the total');
    await expect(drivers).toContainText('A part could not be calculated');

    // The lever that needs the same call offers no Apply, but says why and a way to try again.
    const local = page.locator('[data-lever="local"]');
    await expect(local).toContainText('A limit was reached.');
    await expect(local.getByRole('button', { name: /Apply/ })).toHaveCount(0);
    await expect(
      local.getByRole('button', { name: 'Try again: All participants local' }),
    ).toBeVisible();
    // Levers that were calculated still offer Apply.
    await expect(
      page.getByRole('button', { name: 'Apply: No overnight stays', exact: true }),
    ).toBeVisible();

    await expectAccessible(page);

    // The service answers again: Try again, from the keyboard, fills the part in.
    await travel.stop();
    const retry = drivers.getByRole('button', { name: 'Try again: Travel beyond a local event' });
    await retry.focus();
    await expect(retry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(travelRow).toContainText(/\d (kg|t) CO₂e \(\d/);
    await expect(travelRow).not.toContainText('not calculated');
    // The keyboard is not dropped at the top of the page: it is on the row filled in.
    await expect(travelRow.getByRole('rowheader')).toBeFocused();
    await expect(drivers.getByRole('rowheader', { name: 'Everything else' })).toBeVisible();
    await expect(drivers).toContainText('Everything else is the rest of the total');
    await expect(drivers).not.toContainText('A part could not be calculated');
    // The same figure and share; the list's one precision may now show more of the share, as a
    // smaller part (everything else) has joined it.
    const shareOf = (text: string) => Number(/\(([\d.]+)\s*%\)/.exec(text)?.[1]);
    const staysAfter = (await stays.textContent()) ?? '';
    expect(staysAfter.replace(/\(.*\)/, '')).toBe(staysBefore.replace(/\(.*\)/, ''));
    expect(Math.abs(shareOf(staysAfter) - shareOf(staysBefore))).toBeLessThanOrEqual(0.5);
    // The lever shares the call, so it has its figure and its Apply again.
    await expect(local).toContainText(/saves \d/);
    await expect(
      local.getByRole('button', { name: 'Apply: All participants local', exact: true }),
    ).toBeVisible();
  });

  test('a hotel lever whose call failed offers no Apply, and Try again fills it in', async ({
    page,
  }) => {
    // The default stay without breakfast: the lever "No breakfast".
    const noBreakfast = await failOneCall(
      page,
      HOTEL_PATH,
      { breakfast: false, star: 3, roomType: 'STANDARD' },
      { status: 503, headers: { 'retry-after': '120' }, body: '' },
    );
    await page.goto('/hotel');
    await page.getByRole('button', { name: /^Calculate$/ }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();

    const lever = page.locator('[data-lever="noBreakfast"]');
    await expect(lever).toContainText('This variant could not be calculated.');
    expect(noBreakfast.failed()).toBeGreaterThan(0);
    await expect(lever.getByRole('button', { name: /Apply/ })).toHaveCount(0);
    await expect(page.locator('[data-lever="starLower"]').getByRole('button')).toHaveAccessibleName(
      /^Apply: /,
    );
    // The chart of the variants shows no bar for the variant without a figure.
    await expect(page.getByTestId('levers-chart').locator('[data-bar="noBreakfast"]')).toHaveCount(
      0,
    );

    await noBreakfast.stop();
    await lever.getByRole('button', { name: /^Try again: / }).press('Enter');
    await expect(lever).toContainText(/saves \d/);
    // The keyboard is brought back to the lever, now on its Apply.
    await expect(lever.getByRole('button', { name: /^Apply: / })).toBeFocused();
    await expect(page.getByTestId('levers-chart').locator('[data-bar="noBreakfast"]')).toHaveCount(
      1,
    );
  });
});
