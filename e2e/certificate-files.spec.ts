/**
 * The sandbox's certificate files (PDF and social images) speak the reader's language and write
 * the page's figure, and the PDF's Methodology line opens a page for readers in that language.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, pdfText, PHONE_VIEWPORT, test } from './fixtures';

const BERLIN_ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const DUBAI_ID = 'c4e5f6a7-b8c9-4dae-9f01-23456789abcd';

async function readIn(page: Page, language: 'de' | 'fr' | 'it' | 'en'): Promise<void> {
  await page.addInitScript((chosen) => {
    localStorage.setItem('emission-desk.settings', JSON.stringify({ language: chosen }));
  }, language);
}

test.describe('the certificate files in the reader’s language', () => {
  test('a German reader gets a German PDF with the page’s figure and a German methodology page', async ({
    page,
  }) => {
    await readIn(page, 'de');
    await page.goto(`/certificates/${BERLIN_ID}`);
    // The page's figure: the one the PDF must show too.
    const figure = page.getByTestId('certificate-emission');
    await expect(figure).toHaveText('74,9 kg CO₂e');

    const open = page.getByRole('link', { name: /^PDF öffnen/ });
    const href = (await open.getAttribute('href')) ?? '';
    const link = new URL(href);
    expect(link.pathname).toBe(`/sandbox/files/${BERLIN_ID}/certificate.pdf`);
    expect(link.searchParams.get('lang')).toBe('de');
    await expect(page.getByRole('link', { name: 'PDF herunterladen' })).toHaveAttribute(
      'href',
      href,
    );

    const text = await pdfText(page.request, href);
    expect(text).toContain('Emissionszertifikat');
    expect(text).toContain('12. März 2026 um 15:00');
    expect(text).toContain('Deutschland');
    expect(text).toContain('Standardzimmer');
    expect(text).toContain('Inbegriffen');
    expect(text).toContain('74,9');
    expect(text).toContain('kg CO₂e');
    expect(text).not.toContain('74.9');
    expect(text).not.toContain('Emission certificate');
    expect(text).not.toContain('March');

    // The Methodology line names the readers' page in German; it opens as a page.
    const methodology = /Methodik: (\S+)/.exec(text)?.[1] ?? '';
    expect(new URL(methodology).pathname).toBe('/sandbox/methodology');
    expect(new URL(methodology).searchParams.get('lang')).toBe('de');
    await page.goto(methodology);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', { level: 1, name: 'So berechnet die Sandbox Emissionen' }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: 'Deutschland 17,0' })).toBeVisible();
    await expect(
      page.getByText(/kein echtes Zertifikat|keine zertifizierten Angaben/),
    ).toBeVisible();
    const body = (await page.locator('body').innerText()).toLowerCase();
    for (const developerText of ['.ts', '.md', 'src/', 'sandbox/', 'docs/', 'model.']) {
      expect(body, `no "${developerText}" on the readers' page`).not.toContain(developerText);
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Come la sandbox calcola le emissioni' }),
    ).toBeVisible();
  });

  test('the social images follow the reader’s language, one file per language', async ({
    page,
  }) => {
    await readIn(page, 'de');
    await page.goto(`/certificates/${BERLIN_ID}`);
    const download = page.getByRole('link', { name: 'Das Bild für Facebook herunterladen' });
    const href = (await download.getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('lang')).toBe('de');

    await page.getByRole('button', { name: 'Vorschau zeigen' }).click();
    const image = page.getByRole('img', { name: /^Zertifikatsbild für Facebook/ });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', href);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(1200);

    const fetchImage = async (language: string) => {
      const url = new URL(href);
      url.searchParams.set('lang', language);
      const response = await page.request.get(url.href);
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      return { language: response.headers()['content-language'], bytes: await response.body() };
    };
    const german = await fetchImage('de');
    const english = await fetchImage('en');
    const french = await fetchImage('fr');
    expect(german.language).toBe('de');
    expect(english.language).toBe('en');
    expect(german.bytes.equals(english.bytes)).toBe(false);
    expect(french.bytes.equals(german.bytes)).toBe(false);
    // Asked again, each language's file is the one made before; an unknown language is English.
    expect((await fetchImage('de')).bytes.equals(german.bytes)).toBe(true);
    const unknown = await fetchImage('xx');
    expect(unknown.language).toBe('en');
    expect(unknown.bytes.equals(english.bytes)).toBe(true);
  });

  test('an Italian reader of a stay above 1,000 kg reads the page’s tonnes in the PDF', async ({
    page,
  }) => {
    await readIn(page, 'it');
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(`/certificates/${DUBAI_ID}`);
    await expect(page.getByTestId('certificate-emission')).toHaveText('1,81 t CO₂e');
    const href =
      (await page.getByRole('link', { name: /^Apri il PDF/ }).getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('lang')).toBe('it');
    const text = await pdfText(page.request, href);
    expect(text).toContain('Certificato delle emissioni');
    expect(text).toContain('5 maggio 2026 alle ore 16:00');
    expect(text).toContain('Emirati Arabi Uniti');
    expect(text).toContain('1,81');
    expect(text).toContain('t CO₂e');
    expect(text).not.toContain('1815 kg');
    expect(text).not.toContain('1.815');
    expect(text).toContain('Metodologia: ');
  });

  test('an English reader’s links ask for English files', async ({ page }) => {
    await readIn(page, 'en');
    await page.goto(`/certificates/${BERLIN_ID}`);
    const href = (await page.getByRole('link', { name: /^Open PDF/ }).getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('lang')).toBe('en');
    const text = await pdfText(page.request, href);
    expect(text).toContain('Emission certificate');
    expect(text).toContain('12 March 2026 at 15:00');
    expect(text).toContain('74.9');
  });
});
