/**
 * A country is read one way, typed in the hotel form or written in a bulk file: apostrophes,
 * hyphens, spaces and accents fold, and a text that names no country is an error at the field or
 * the cell, never the country chosen before.
 */
import type { Page, Request } from '@playwright/test';
import { expect, expectNoHorizontalScroll, PHONE_VIEWPORT, test } from './fixtures';

const HOTEL_PATH = '/sandbox/emissions/hotel';
const isHotelCall = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === HOTEL_PATH;

/** The countries of the hotel calculations the page sends from now on. */
function sentCountries(page: Page): string[] {
  const countries: string[] = [];
  page.on('request', (request) => {
    if (!isHotelCall(request)) return;
    const body = request.postDataJSON() as { countryCode?: unknown };
    countries.push(String(body.countryCode));
  });
  return countries;
}

const US_STAY =
  '/hotel?roomType=STANDARD&numberOfGuests=2&countryCode=US&breakfast=true&star=3&days=2';
const ATLANTIS_ERROR =
  'Aucun pays ne s’appelle «\u202fAtlantis\u202f». Choisissez un pays dans la liste.';

async function inFrench(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('emission-desk.settings', JSON.stringify({ language: 'fr' })),
  );
}

test.describe('a country typed in the hotel form, in French on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test.beforeEach(async ({ page }) => {
    await inFrench(page);
    await page.goto(US_STAY);
    await expect(page.getByTestId('emission-total')).toBeVisible();
    // The levers of the United States' result calculate their variants: counted calls come after.
    await expect(page.locator('.lever').first()).toBeVisible();
    await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Pays de l’hôtel' })).toHaveValue('États-Unis');
  });

  const country = (page: Page) => page.getByRole('combobox', { name: 'Pays de l’hôtel' });

  test("Cote d'Ivoire with a straight apostrophe chooses Côte d’Ivoire and calculates it", async ({
    page,
  }) => {
    await country(page).fill("Cote d'Ivoire");
    await expect(
      page.getByRole('listbox', { name: 'Pays' }).getByRole('option').first(),
    ).toContainText('Côte d’Ivoire');
    await expect(page.getByText('Aucun pays ne correspond')).toHaveCount(0);
    await country(page).press('Tab');
    await expect(country(page)).toHaveValue('Côte d’Ivoire');
    const sent = sentCountries(page);
    await page.getByRole('button', { name: 'Calculer', exact: true }).click();
    await expect(page).toHaveURL(/countryCode=CI/);
    await expect.poll(() => sent).toContain('CI');
    expect(sent).not.toContain('US');
    await expect(page.getByTestId('emission-total')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('cote d ivoire, without apostrophe or accent, is found and chosen with Enter', async ({
    page,
  }) => {
    await country(page).fill('cote d ivoire');
    await expect(
      page.getByRole('listbox', { name: 'Pays' }).getByRole('option').first(),
    ).toContainText('Côte d’Ivoire');
    await country(page).press('Enter');
    await expect(country(page)).toHaveValue('Côte d’Ivoire');
    await page.getByRole('button', { name: 'Calculer', exact: true }).click();
    await expect(page).toHaveURL(/countryCode=CI/);
  });

  test('Atlantis and Enter: an error at the field, the text kept, nothing calculated', async ({
    page,
  }) => {
    const sent = sentCountries(page);
    // Three guests: a stay in the United States the page has not calculated yet.
    await page.getByLabel('Nombre de personnes').fill('3');
    await country(page).fill('Atlantis');
    await expect(page.getByText('Aucun pays ne correspond')).toBeVisible();
    await country(page).press('Enter');
    await expect(page.getByText(ATLANTIS_ERROR)).toBeVisible();
    await expect(country(page)).toHaveValue('Atlantis');
    await expect(country(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(country(page)).toBeFocused();
    await expect(page).toHaveURL(/countryCode=US/);
    expect(sent).toEqual([]);
    await expectNoHorizontalScroll(page);
  });

  test('Atlantis, Tab and Calculer: an error at the field, the text kept, nothing calculated', async ({
    page,
  }) => {
    const sent = sentCountries(page);
    // Three guests: a stay in the United States the page has not calculated yet.
    await page.getByLabel('Nombre de personnes').fill('3');
    await country(page).fill('Atlantis');
    await country(page).press('Tab');
    await expect(country(page)).toHaveValue('Atlantis');
    await page.getByRole('button', { name: 'Calculer', exact: true }).click();
    await expect(page.getByText(ATLANTIS_ERROR)).toBeVisible();
    await expect(country(page)).toHaveValue('Atlantis');
    await expect(country(page)).toBeFocused();
    // Pressed once more: still nothing sent, still Atlantis.
    await page.getByRole('button', { name: 'Calculer', exact: true }).click();
    await expect(country(page)).toHaveValue('Atlantis');
    await expect(page).toHaveURL(/countryCode=US/);
    expect(sent).toEqual([]);
  });

  test('Kosovo, which has no country code of the service, is refused, not replaced', async ({
    page,
  }) => {
    const sent = sentCountries(page);
    await page.getByLabel('Nombre de personnes').fill('3');
    await country(page).fill('Kosovo');
    await country(page).press('Tab');
    await page.getByRole('button', { name: 'Calculer', exact: true }).click();
    await expect(page.getByText('Aucun pays ne s’appelle «\u202fKosovo\u202f».')).toBeVisible();
    await expect(country(page)).toHaveValue('Kosovo');
    expect(sent).toEqual([]);
  });
});

test('a bulk hotel file reads both apostrophes and the other names as Côte d’Ivoire and marks Atlantis', async ({
  page,
}) => {
  await inFrench(page);
  await page.goto('/bulk');
  const file = [
    'Libellé;Type de chambre;Nombre de personnes;Pays;Petit-déjeuner;Étoiles;Jours',
    "Abidjan droit;Standard;2;Cote d'Ivoire;oui;3;2",
    'Abidjan courbe;Standard;3;Côte d’Ivoire;oui;3;2',
    // The form's other names are the file's too.
    'Abidjan allemand;Standard;4;Elfenbeinküste;oui;3;2',
    'Nulle part;Standard;2;Atlantis;oui;3;2',
  ].join('\r\n');
  await page
    .getByLabel('Choisir un fichier CSV')
    .setInputFiles({ name: 'sejours.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  const rows = page.getByRole('region', { name: 'Les lignes du fichier' });
  const row = (label: string) => rows.getByRole('row').filter({ hasText: label });
  await expect(row('Abidjan droit')).toContainText('Côte d’Ivoire');
  await expect(row('Abidjan courbe')).toContainText('Côte d’Ivoire');
  await expect(row('Abidjan allemand')).toContainText('Côte d’Ivoire');
  await expect(row('Nulle part')).toContainText('Atlantis');
  await expect(row('Nulle part')).toContainText('Pays inconnu');
  await expect(page.getByRole('button', { name: 'Corriger Pays à la ligne 5' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Corriger Pays à la ligne [234]/ })).toHaveCount(0);

  const sent = sentCountries(page);
  await page.getByRole('button', { name: 'Calculer 3 lignes' }).click();
  await expect.poll(() => sent.length).toBe(3);
  expect(sent).toEqual(['CI', 'CI', 'CI']);
});
