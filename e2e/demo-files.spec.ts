/**
 * The gateway demo (`npm run demo:gateway`: this site's service is the server's own sandbox), as a
 * salesperson shows it to German and French readers: the certificate's files are in the reader's
 * language, save under the certificate's name in that language, and the page's link preview names
 * the picture it has.
 */
import type { Page } from '@playwright/test';
import { expect, pdfText, test } from './fixtures';
import { demoGatewayDeployment } from './gateway-deployment.ts';

const BERLIN_ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';

const READERS = {
  de: {
    figure: '74,9 kg CO₂e',
    openPdf: /^PDF öffnen/,
    downloadPdf: 'PDF herunterladen',
    facebook: 'Das Bild für Facebook herunterladen',
    fileName: 'Emissionszertifikat – Sustainability Summit Berlin.pdf',
    title: 'Sustainability Summit Berlin · Emissionszertifikat',
  },
  fr: {
    figure: '74,9 kg CO₂e',
    openPdf: /^Ouvrir le PDF/,
    downloadPdf: 'Télécharger le PDF',
    facebook: 'Télécharger l’image pour Facebook',
    fileName: 'Certificat d’émissions – Sustainability Summit Berlin.pdf',
    title: 'Sustainability Summit Berlin · Certificat d’émissions',
  },
} as const;

type Reader = keyof typeof READERS;

async function readIn(page: Page, language: Reader): Promise<void> {
  await page.addInitScript((chosen) => {
    localStorage.setItem('emission-desk.settings', JSON.stringify({ language: chosen }));
  }, language);
}

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

test.describe('the gateway demo’s certificate files', () => {
  const site = demoGatewayDeployment();
  test.use({ baseURL: async ({}, use) => use(site.app) });

  test('a German reader’s PDF and images are German, with the page’s “74,9”', async ({ page }) => {
    await readIn(page, 'de');
    await page.goto(`/certificates/${BERLIN_ID}`);
    await expect(page.getByTestId('certificate-emission')).toHaveText(READERS.de.figure);

    const href =
      (await page.getByRole('link', { name: READERS.de.openPdf }).getAttribute('href')) ?? '';
    const link = new URL(href);
    // This server's sandbox's file, reached through this site's service.
    expect(link.origin).toBe(site.app);
    expect(link.pathname).toBe(`/sandbox/files/${BERLIN_ID}/certificate.pdf`);
    expect(link.searchParams.get('lang')).toBe('de');
    const text = await pdfText(page.request, href);
    expect(text).toContain('Emissionszertifikat');
    expect(text).toContain('74,9');
    expect(text).not.toContain('74.9');
    expect(text).not.toContain('Emission certificate');

    const image = page.getByRole('link', { name: READERS.de.facebook });
    const imageLink = new URL((await image.getAttribute('href')) ?? '');
    expect(imageLink.pathname).toBe(`/sandbox/files/${BERLIN_ID}/facebook.jpg`);
    expect(imageLink.searchParams.get('lang')).toBe('de');
    const file = await page.request.get(imageLink.href);
    expect(file.headers()['content-language']).toBe('de');
  });

  test('a French reader’s PDF is French, with the page’s “74,9”', async ({ page }) => {
    await readIn(page, 'fr');
    await page.goto(`/certificates/${BERLIN_ID}`);
    await expect(page.getByTestId('certificate-emission')).toHaveText(READERS.fr.figure);

    const href =
      (await page.getByRole('link', { name: READERS.fr.openPdf }).getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('lang')).toBe('fr');
    const text = await pdfText(page.request, href);
    expect(text).toContain('Certificat d’émissions');
    expect(text).toContain('74,9');
    expect(text).not.toContain('Emission certificate');
  });

  for (const language of ['de', 'fr'] as const) {
    const reader = READERS[language];

    test(`“Download PDF” saves the certificate under its name in ${language === 'de' ? 'German' : 'French'}`, async ({
      page,
    }) => {
      await readIn(page, language);
      await page.goto(`/certificates/${BERLIN_ID}`);
      const download = page.getByRole('link', { name: reader.downloadPdf });
      await expect(download).toHaveAttribute('download', reader.fileName);
      const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(saved.suggestedFilename()).toBe(reader.fileName);
      expect((await saved.failure()) ?? null).toBeNull();
      // The tab "Open PDF" opens shows the same file, named the same when saved from there.
      const open = await page.request.get(
        (await page.getByRole('link', { name: reader.openPdf }).getAttribute('href')) ?? '',
      );
      expect(open.headers()['content-disposition']).toMatch(/^inline; /);
      expect(open.headers()['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(reader.fileName).replace(/'/g, '%27')}`,
      );
    });
  }

  test('the page’s link preview names its picture and says it is a large one, in two languages', async ({
    request,
  }) => {
    for (const language of ['de', 'fr'] as const) {
      const answer = await request.get(`/certificates/${BERLIN_ID}`, {
        headers: { 'accept-language': language },
      });
      const html = await answer.text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(metaContent(html, 'og:title')).toBe(READERS[language].title);
      const image = metaContent(html, 'og:image') ?? '';
      expect(new URL(image).pathname).toBe(`/sandbox/files/${BERLIN_ID}/facebook.jpg`);
      expect(metaContent(html, 'twitter:image')).toMatch(/\/twitter\.jpg$/);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      // The picture is there for an unfurler to fetch, without credentials.
      const picture = await request.get(image.replace(/&amp;/g, '&'));
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/jpeg');
    }
  });
});
