/**
 * The three data screens of the fault matrix: how to send one request from each, what a valid
 * answer looks like (so a row can spoil one figure of it), and how to check that the input stayed.
 * Locators use names and attributes, not texts, so the same steps run in English and German.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type ScreenId = 'event' | 'hotel' | 'certificate';
export type Language = 'en' | 'de';

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
export function certificateId(n: number): string {
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
      // spelling (design.md), which event.spec.ts covers.
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

export function retryButton(page: Page, language: Language) {
  return page.getByRole('button', { name: TEXT[language].retry, exact: true });
}

/** Opens a page through the main navigation, as a user would. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.getByRole('navigation').locator(`a[href="${path}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('main form').first()).toBeVisible();
}

/** The shell still works: the main navigation opens the settings. */
export async function expectShellUsable(page: Page, language: Language): Promise<void> {
  await navigate(page, '/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: TEXT[language].settings }),
  ).toBeVisible();
}

/** Stores preferences as the settings screen would, and starts the app again with them. */
export async function restartWith(page: Page, preferences: Record<string, unknown>): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('emission-desk.settings', value);
  }, JSON.stringify(preferences));
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
