import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

const PHONE = { width: 360, height: 740 } as const;

async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });
}

test.describe('on a phone, a calculation keeps its place', () => {
  test.use({ viewport: PHONE });

  test('Calculate brings the event result into view and focuses it', async ({ page }) => {
    await page.goto('/event');
    const calculate = page.getByRole('button', { name: 'Calculate', exact: true });
    await calculate.scrollIntoViewIfNeeded();
    await calculate.click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    const heading = page.getByRole('heading', { level: 2, name: 'Result', exact: true });
    await expect(heading).toBeFocused();
    await expect.poll(() => inViewport(page, '#event-result-title')).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The total is announced as well.
    await expect(page.locator('.event-result [role="status"]').first()).toContainText(
      'Total emissions',
    );
  });

  test('Calculate brings the hotel result into view and focuses it', async ({ page }) => {
    await page.goto('/hotel');
    const calculate = page.getByRole('button', { name: 'Calculate', exact: true });
    await calculate.scrollIntoViewIfNeeded();
    await calculate.click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Result', exact: true }),
    ).toBeFocused();
    await expect.poll(() => inViewport(page, '#hotel-result-title')).toBe(true);
  });

  test('changing only the search params keeps the scroll position; another page starts at the top', async ({
    page,
  }) => {
    await page.goto('/event');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
    const apply = page.getByRole('button', { name: /^Apply:/ }).first();
    await apply.scrollIntoViewIfNeeded();
    await apply.click();
    await expect(page).toHaveURL(/origin=/);
    await expect.poll(() => inViewport(page, '#event-result-title')).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Hotel stay' }).click();
    await expect(page).toHaveURL(/\/hotel/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoHorizontalScroll(page);
  });
});

test.describe('meal rows follow the participants', () => {
  test('rows that served everyone keep serving everyone; a row serving more is an error', async ({
    page,
  }) => {
    await page.goto('/event');
    const participants = page.getByLabel('Participants', { exact: true });
    const first = page.getByRole('group', { name: 'Meal 1' }).getByLabel('People served');
    const second = page.getByRole('group', { name: 'Meal 2' }).getByLabel('People served');
    await expect(participants).toHaveValue('80');
    await second.fill('50');
    await participants.fill('120');
    await expect(first).toHaveValue('120');
    await expect(second).toHaveValue('50');
    await expect(page.getByTestId('meals-followed')).toContainText('120');

    const sent = page.waitForRequest((request) => request.url().endsWith('/emissions/event'));
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const body = (await sent).postDataJSON() as { mealInfo: { mealCount: number }[] };
    expect(body.mealInfo.map((meal) => meal.mealCount)).toEqual([120, 50]);
    await expect(page.getByTestId('emission-total')).toBeVisible();

    await second.fill('300');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Meal 2' })).toContainText(
      'A meal cannot serve more people than attend the event.',
    );
    await expect(second).toHaveAttribute('aria-invalid', 'true');
  });

  test('the note on meals served to everyone goes as soon as a meal row is edited by hand', async ({
    page,
  }) => {
    await page.goto('/event');
    const participants = page.getByLabel('Participants', { exact: true });
    const note = page.getByTestId('meals-followed');
    const meal = (number: number) => page.getByRole('group', { name: `Meal ${number}` });

    await participants.fill('1');
    await expect(note).toHaveText(
      'The 2 meals that were served to everyone now serve 1 participant.',
    );
    await meal(1).getByLabel('People served').fill('2');
    await expect(note).toHaveText('');

    // Re-following, then a meal type chosen, a row added and a row removed: each ends the note.
    await participants.fill('12');
    await expect(note).toHaveText(
      'The meal that was served to everyone now serves 12 participants.',
    );
    await meal(1).getByLabel('Meal type').selectOption({ label: 'Meat' });
    await expect(note).toHaveText('');
    await participants.fill('20');
    await expect(note).toContainText('20 participants');
    await page.getByRole('button', { name: 'Add a meal' }).click();
    await expect(note).toHaveText('');
    await participants.fill('30');
    await expect(note).toContainText('30 participants');
    await page.getByRole('button', { name: 'Remove meal 3' }).click();
    await expect(note).toHaveText('');
  });
});

test.describe('country search knows the common other names', () => {
  async function firstOption(page: Page, text: string): Promise<string> {
    const country = page.getByRole('combobox', { name: /country|land/i });
    await country.fill(text);
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first).toBeVisible();
    return (await first.textContent()) ?? '';
  }

  test('in English', async ({ page }) => {
    await page.goto('/hotel');
    for (const [typed, country] of [
      ['UK', 'United Kingdom'],
      ['England', 'United Kingdom'],
      ['Great Britain', 'United Kingdom'],
      ['Großbritannien', 'United Kingdom'],
      ['USA', 'United States'],
      ['Holland', 'Netherlands'],
    ] as const) {
      expect(await firstOption(page, typed), typed).toContain(country);
    }
  });

  test('in German', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('main').getByLabel('Language').selectOption('de');
    await page.goto('/hotel');
    for (const [typed, country] of [
      ['UK', 'Vereinigtes Königreich'],
      ['Großbritannien', 'Vereinigtes Königreich'],
      ['England', 'Vereinigtes Königreich'],
      ['USA', 'Vereinigte Staaten'],
      ['Holland', 'Niederlande'],
    ] as const) {
      expect(await firstOption(page, typed), typed).toContain(country);
    }
  });
});

test.describe('looking up a booking reference', () => {
  test('spaces and invisible characters are dropped, the case is kept and explained', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/sandbox/certificates/') && path.endsWith('/correlation'))
        sent.push(path);
    });
    await page.goto('/certificates');
    const field = page.getByRole('textbox').first();
    await field.fill('  \u200bDEMO-PARIS-2026\u200b ');
    await page.getByRole('button', { name: 'Open certificate' }).click();
    await expect(page).toHaveURL('/certificates/correlation/DEMO-PARIS-2026');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Product Launch Paris');
    expect(sent.at(-1)).toBe('/sandbox/certificates/DEMO-PARIS-2026/correlation');

    await page.goto('/certificates');
    await page.getByRole('textbox').first().fill('demo-paris-2026');
    await page.getByRole('button', { name: 'Open certificate' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'No certificate found' }),
    ).toBeVisible();
    expect(sent.at(-1)).toBe('/sandbox/certificates/demo-paris-2026/correlation');
    await expect(page.getByRole('alert')).toContainText(
      'must match exactly, with the same capital and small letters',
    );
  });
});

test.describe('the length of a stay', () => {
  const DAYS_NOTE = {
    en: 'The service counts a stay in days; the built-in sandbox counts each day as one night in the hotel (3 days, 3 nights).',
    de: 'Der Dienst zählt einen Aufenthalt in Tagen; die eingebaute Sandbox zählt jeden Tag als eine Nacht im Hotel (3 Tage, 3 Nächte).',
  };

  /** The hotel page's visible text with a result, after checking the days field is there. */
  async function pageWithResult(page: Page, word: RegExp, calculate: RegExp): Promise<string> {
    await page.goto('/hotel');
    await expect(page.getByRole('textbox', { name: word })).toBeVisible();
    await page.getByRole('button', { name: calculate }).click();
    await expect(page.getByTestId('emission-total')).toBeVisible();
    return page.locator('main').evaluate((main: HTMLElement) => main.innerText);
  }

  test('reads in days, as the service is sent, in the form and the result', async ({ page }) => {
    const text = await pageWithResult(page, /days/, /^Calculate$/);
    expect(text).toMatch(/per guest and day/i);
    // Nights are named once, in the note on what the service counts.
    expect(text).toContain(DAYS_NOTE.en);
    expect(text.replace(DAYS_NOTE.en, '')).not.toMatch(/night/i);
  });

  test('reads in Tagen in German', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('main').getByLabel('Language').selectOption('de');
    const text = await pageWithResult(page, /Tag/, /^Berechnen$/);
    expect(text).toMatch(/pro Gast und Tag/i);
    expect(text).toContain(DAYS_NOTE.de);
    expect(text.replace(DAYS_NOTE.de, '')).not.toMatch(/Nacht|Nächt/);
  });
});

test.describe('nothing is cut off on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  const LANGUAGES = {
    de: {
      participants: 'Teilnehmende',
      calculate: 'Berechnen',
      pin: 'Ergebnis anheften',
      scenarios: /Szenarien/,
      scrolls: /seitlich/,
    },
    fr: {
      participants: 'Participants',
      calculate: 'Calculer',
      pin: 'Épingler ce résultat',
      scenarios: /Scénarios/,
      scrolls: /sur le côté/,
    },
    it: {
      participants: 'Partecipanti',
      calculate: 'Calcola',
      pin: 'Fissa questo risultato',
      scenarios: /Scenari/,
      scrolls: /di lato/,
    },
  } as const;

  for (const [language, words] of Object.entries(LANGUAGES)) {
    test(`levers, scenarios and the header fit, in ${language}`, async ({ page }) => {
      await page.goto('/settings');
      await page.getByRole('main').getByLabel('Language').selectOption(language);
      await page.goto('/event');
      for (const participants of ['80', '120', '200']) {
        await page.getByLabel(words.participants, { exact: true }).fill(participants);
        await page.getByRole('button', { name: words.calculate, exact: true }).click();
        await expect(page.getByTestId('emission-total')).toBeVisible();
        await expect(page.locator('.event-result .outdated')).toHaveCount(0);
        await page.getByRole('button', { name: words.pin }).click();
      }
      await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
      await expectNoHorizontalScroll(page);

      // Lever titles have the width of their card, not a sliver beside the figures.
      const squeezed = await page.locator('.lever').evaluateAll(
        (levers) =>
          levers.filter((lever) => {
            const title = lever.querySelector('.lever__title');
            return !title || title.getBoundingClientRect().width < lever.clientWidth * 0.7;
          }).length,
      );
      expect(squeezed).toBe(0);

      // The comparison says it scrolls, and the keyboard can scroll it.
      const region = page.getByRole('region', { name: words.scenarios }).locator('.table-scroll');
      const overflows = await region.evaluate(
        (element) => element.scrollWidth > element.clientWidth,
      );
      expect(overflows).toBe(true);
      await expect(page.getByText(words.scrolls)).toBeVisible();
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

      // Each navigation link stays on one line and within the screen.
      const links = page.getByRole('navigation').getByRole('link');
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
        expect(box?.height ?? 0).toBeLessThan(48);
      }
    });
  }
});
