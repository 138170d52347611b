/** A limit's countdown as a reader sees it and as screen readers hear it (limits, faults). */
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** The number a countdown shows now ("… in 7 s."), as the eye reads it. */
async function shownSeconds(countdown: Locator): Promise<number> {
  const text = await countdown.innerText();
  const match = /(\d+)\s*s\b/.exec(text);
  if (!match) throw new Error(`No seconds in "${text}"`);
  return Number(match[1]);
}

/**
 * Fails unless the countdown in `where` changes while the reader looks, and screen readers are
 * told the wait once: the ticking number is hidden from them, their words stay as they were.
 */
export async function expectCountingDown(where: Locator): Promise<void> {
  // Of several side by side (the levers), the first, which is the one screen readers hear.
  const countdown = where.getByTestId('wait-countdown').first();
  await expect(countdown).toHaveAttribute('aria-hidden', 'true');
  const heard = where.locator('.wait-countdown [role="status"]').first();
  const first = await shownSeconds(countdown);
  const heardFirst = await heard.innerText();
  expect(first).toBeGreaterThan(1);
  await expect.poll(() => shownSeconds(countdown), { timeout: 4_000 }).toBeLessThan(first);
  await expect(heard, 'screen readers are not told every second').toHaveText(heardFirst);
}
