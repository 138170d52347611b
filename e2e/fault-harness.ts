/**
 * The machinery of the fault matrix (e2e/faults.spec.ts): the three data screens (how to send one
 * request from each, what a valid answer looks like so a row can spoil one figure of it, how to
 * check that the input stayed) and the runner of a row. Locators use names and attributes, not
 * texts, so the same steps run in English and German.
 */
import type { Page, Route } from '@playwright/test';
import { expect, followLink, test } from './fixtures';

type ScreenId = 'event' | 'hotel' | 'certificate';
export type Language = 'en' | 'de';

export const OTHER_ORIGIN = 'https://elsewhere.example.test';

interface Expectation {
  /** The message of the catalog, in English. */
  message: RegExp;
  /** The same message in German; the row then also runs in German. */
  de?: RegExp;
  /** What the service said, shown next to the message. */
  said?: string;
  /** Whether a "Try again" button is offered. */
  retry: boolean;
  /** How many requests reach the service, automatic retries included. */
  attempts: number;
}

export interface FaultRow {
  name: string;
  respond: (route: Route, screen: Screen) => Promise<void>;
  expect: Expectation;
  /** Where a screen differs from the common expectation. */
  on?: Partial<Record<ScreenId, Partial<Expectation>>>;
  /** Preferences stored before the app starts (e.g. a short time-out). */
  preferences?: Record<string, unknown>;
}

export interface Screen {
  id: ScreenId;
  /** The address of the screen in the main navigation. */
  nav: string;
  /** A page.route pattern of the one service call the screen makes. */
  call: string;
  /** Enters the n-th non-default input (a new one per row, so no answer comes from the cache) and sends it. */
  start: (page: Page, n: number) => Promise<void>;
  /** What the user entered is still there. */
  expectInputKept: (page: Page, n: number) => Promise<void>;
  /** A valid answer whose emission figure is `emission`. */
  answer: (emission: unknown) => unknown;
}

/** A record id of its own for the n-th lookup. */
function certificateId(n: number): string {
  return `0b9e7c55-2f4d-4c1a-9a8e-${String(n).padStart(12, '0')}`;
}

const participants = (page: Page) => page.locator('input[name="participants"]');
const secondMeal = (page: Page) => page.locator('select[name="mealInfo.1.mealType"]');
const guests = (page: Page) => page.locator('input[name="numberOfGuests"]');

export const SCREENS: readonly Screen[] = [
  {
    id: 'event',
    nav: '/event',
    call: '**/sandbox/emissions/event',
    start: async (page, n) => {
      await participants(page).fill(String(100 + n));
      // No coffee break in the request: a 400 would otherwise be sent once more in the other
      // spelling (ADR 0005), which event.spec.ts covers.
      await secondMeal(page).selectOption('MEAT');
      await page.locator('form.event-form button[type="submit"]').click();
    },
    expectInputKept: async (page, n) => {
      await expect(participants(page)).toHaveValue(String(100 + n));
      await expect(secondMeal(page)).toHaveValue('MEAT');
    },
    answer: (emission) => ({
      rows: [{ originType: 'NATIONAL', participants: 100, overnightStays: 1, emission }],
      totalEmission: emission,
    }),
  },
  {
    id: 'hotel',
    nav: '/hotel',
    call: '**/sandbox/emissions/hotel',
    start: async (page, n) => {
      await guests(page).fill(String(10 + n));
      await page.locator('form.hotel-form button[type="submit"]').click();
    },
    expectInputKept: async (page, n) => {
      await expect(guests(page)).toHaveValue(String(10 + n));
    },
    answer: (emission) => ({ emission, unit: 'kg' }),
  },
  {
    id: 'certificate',
    nav: '/certificates',
    call: '**/sandbox/certificates/*',
    start: async (page, n) => {
      await page.locator('input[name="value"]').fill(certificateId(n));
      await page.locator('form[role="search"] button[type="submit"]').click();
    },
    // The lookup's input lives in the address: the same certificate can be asked for again.
    expectInputKept: async (page, n) => {
      await expect(page).toHaveURL(new RegExp(`/certificates/${certificateId(n)}$`));
    },
    answer: (emission) => ({ id: certificateId(0), name: 'Harbour Gala', emission }),
  },
];

const TEXT = {
  en: { retry: 'Try again', settings: 'Settings' },
  de: { retry: 'Erneut versuchen', settings: 'Einstellungen' },
} as const;

function retryButton(page: Page, language: Language) {
  return page.getByRole('button', { name: TEXT[language].retry, exact: true });
}

/** Opens a page through the main navigation, as a user would. */
async function navigate(page: Page, path: string): Promise<void> {
  // A calculator's link carries the input it was left with (routing/last-input.ts).
  const link = page.getByRole('navigation').locator(`a[href="${path}"], a[href^="${path}?"]`);
  await followLink(page, link);
  await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
  await expect(page.locator('main form').first()).toBeVisible();
}

/** The shell still works: the main navigation opens the settings. */
async function expectShellUsable(page: Page, language: Language): Promise<void> {
  await navigate(page, '/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: TEXT[language].settings }),
  ).toBeVisible();
}

/** Stores preferences as the settings screen would, and starts the app again with them. */
async function restartWith(page: Page, preferences: Record<string, unknown>): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('emission-desk.settings', value);
  }, JSON.stringify(preferences));
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Answers every call of the screen by the row, and counts the calls. */
async function serve(page: Page, row: FaultRow, screen: Screen): Promise<() => number> {
  let calls = 0;
  await page.unroute(screen.call);
  await page.route(screen.call, async (route) => {
    calls += 1;
    await row.respond(route, screen);
  });
  return () => calls;
}

/** Counts every request to the other origin of the redirect row (there must be none). */
async function watchOtherOrigin(page: Page): Promise<() => number> {
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(OTHER_ORIGIN)) requests += 1;
  });
  await page.route(`${OTHER_ORIGIN}/**`, (route) => route.fulfill({ json: {} }));
  return () => requests;
}

/**
 * Moves the page's clock on while the app waits to send a row's retries (its backoff, a short
 * Retry-After), until it has sent `attempts` requests: the row checks how many it sends, not how
 * long it waits in between (query-client.test.ts does). A time-out still takes its real second.
 */
async function skipRetryWaits(page: Page, calls: () => number, attempts: number): Promise<void> {
  await expect
    .poll(
      async () => {
        if (calls() < attempts) await page.clock.fastForward(500);
        return calls();
      },
      { timeout: 10_000, intervals: [50] },
    )
    .toBe(attempts);
}

/** One row on one screen. It starts and ends on the settings page, reached through the nav. */
async function runRow(
  page: Page,
  row: FaultRow,
  screen: Screen,
  language: Language,
  n: number,
  otherOrigin: () => number,
) {
  const expected = { ...row.expect, ...row.on?.[screen.id] };
  const message = language === 'de' ? expected.de : expected.message;
  if (!message) throw new Error(`no ${language} message for ${row.name}`);
  if (row.preferences) await restartWith(page, { language, ...row.preferences });
  const calls = await serve(page, row, screen);

  await navigate(page, screen.nav);
  await screen.start(page, n);
  if (expected.attempts > 1) await skipRetryWaits(page, calls, expected.attempts);
  const alert = page.getByRole('alert').filter({ has: page.locator('p', { hasText: message }) });
  // Three attempts with a one-second time-out take three seconds.
  await expect(alert).toBeVisible({ timeout: 10_000 });
  if (expected.said) await expect(alert).toContainText(expected.said);
  await expect(retryButton(page, language)).toHaveCount(expected.retry ? 1 : 0);
  expect(calls(), 'requests sent, retries included').toBe(expected.attempts);
  expect(otherOrigin(), 'requests to another origin').toBe(0);
  await screen.expectInputKept(page, n);
  await expectShellUsable(page, language);
  if (row.preferences) await restartWith(page, { language });
}

/**
 * Runs rows one after another on one page (a page load costs more than a row). A failing row is
 * recorded and the app started again, so every row is tried. Answers the failures, one per row.
 */
export async function runRows(
  page: Page,
  rows: readonly FaultRow[],
  screen: Screen,
  language: Language,
): Promise<string[]> {
  test.setTimeout(30_000 + rows.length * 12_000);
  const otherOrigin = await watchOtherOrigin(page);
  // The app's timers run on the page's clock, with real time unless a row moves it on.
  await page.clock.install();
  await page.goto('/settings');
  await restartWith(page, { language });
  const failures: string[] = [];
  for (const [n, row] of rows.entries()) {
    try {
      await test.step(row.name, () => runRow(page, row, screen, language, n, otherOrigin));
    } catch (error) {
      failures.push(`${row.name}: ${error instanceof Error ? error.message : String(error)}`);
      await restartWith(page, { language });
    }
  }
  return failures;
}
