/**
 * The demo without a server: the static build with its sandbox in a Service Worker
 * (build/sandbox-worker.ts), served by a plain static file server (Python's http.server). A German
 * reader on a phone calculates an event and a hotel stay, issues a demo certificate, opens its PDF
 * and an image, and finds the record again after a reload and with the network off: every answer
 * comes from the worker, since the file server knows nothing of the sandbox's paths.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  DEMO_HEADERS,
  expect,
  expectNoHorizontalScroll,
  pdfTextOfBytes,
  PHONE_VIEWPORT,
  test,
} from './fixtures';
import { startStaticServer, staticBuild, type StaticServer } from './static-server.ts';

const BERLIN_ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const HOTEL_SEARCH =
  '/hotel?roomType=SUPERIOR&numberOfGuests=2&countryCode=FR&breakfast=true&star=4&days=3';
/** Served as a project site is: the build in a folder of the server's root. */
const BASE = '/emission-desk/';

let server: StaticServer;
let root: string;
/** The app's address: the server's origin and the base, no final slash. */
const site = () => `${server.origin}${BASE.slice(0, -1)}`;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  root = staticBuild(testInfo.outputPath('static-build'), BASE);
  server = await startStaticServer(root, 'python');
});

test.afterAll(async () => {
  await server?.stop();
});

test.use({ locale: 'de-DE', viewport: PHONE_VIEWPORT });

/** Opens the app once, waits until its worker controls the page, then opens `target`. */
async function openWithWorker(page: Page, target: string): Promise<void> {
  await page.goto(`${site()}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(`${site()}${target}`);
}

/** A file fetched by the page (so through its worker): status, type and bytes. */
async function fetchInPage(page: Page, url: string) {
  const file = await page.evaluate(async (address) => {
    const response = await fetch(address);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Array.from(bytes),
    };
  }, url);
  return { ...file, bytes: new Uint8Array(file.bytes) };
}

/** The size of an image as the browser decodes it. */
function decodedSize(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const blob = await (await fetch(address)).blob();
    const bitmap = await createImageBitmap(blob);
    return { type: blob.type, width: bitmap.width, height: bitmap.height };
  }, url);
}

test.describe('the static demo, its sandbox in the browser', () => {
  test('calculates an event and a hotel stay in German on a phone, answered by the worker', async ({
    page,
  }) => {
    await openWithWorker(page, '/event');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veranstaltungsrechner');
    const eventAnswer = page.waitForResponse((response) =>
      response.url().endsWith('/sandbox/emissions/event'),
    );
    await page.getByRole('button', { name: 'Berechnen', exact: true }).click();
    expect((await eventAnswer).fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('emission-total')).toContainText(/^\d+,\d+ t CO₂e$/);
    await expectNoHorizontalScroll(page);

    await page.goto(`${site()}${HOTEL_SEARCH}`);
    const hotelAnswer = page.waitForResponse((response) =>
      response.url().endsWith('/sandbox/emissions/hotel'),
    );
    await page.getByRole('button', { name: 'Berechnen', exact: true }).click();
    expect((await hotelAnswer).fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('emission-total')).toContainText('kg CO₂e');
    await expect(page.getByTestId('hotel-details')).toContainText('Frankreich');
    await expectNoHorizontalScroll(page);
  });

  test('issues a demo certificate whose German PDF and image the worker draws; the record stays after a reload', async ({
    page,
  }, testInfo) => {
    await openWithWorker(page, HOTEL_SEARCH);
    await page.getByRole('button', { name: 'Demo-Zertifikat ausstellen' }).click();
    const guest = `Jürgen Weiß ${Date.now()}`;
    await page.getByLabel('Name des Gastes').fill(guest);
    const created = page.waitForResponse((response) => response.url().endsWith('/sandbox/records'));
    await page.getByRole('button', { name: 'Datensatz anlegen und Zertifikat öffnen' }).click();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/certificates\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByText(guest).first()).toBeVisible();

    const pdfHref =
      (await page.getByRole('link', { name: /^PDF öffnen/ }).getAttribute('href')) ?? '';
    expect(new URL(pdfHref, server.origin).pathname).toBe(
      `${BASE}sandbox/files/${id}/certificate.pdf`,
    );
    const pdf = await fetchInPage(page, pdfHref);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfTextOfBytes(pdf.bytes);
    expect(text).toContain('Emissionszertifikat');
    expect(text).toContain(guest);
    expect(text).toContain('Frankreich');
    expect(text).not.toContain('Emission certificate');

    const imageHref = `${site()}/sandbox/files/${id}/facebook.jpg?lang=de`;
    expect(await decodedSize(page, imageHref)).toEqual({
      type: 'image/jpeg',
      width: 1200,
      height: 630,
    });
    writeFileSync(
      testInfo.outputPath('facebook-de.jpg'),
      (await fetchInPage(page, imageHref)).bytes,
    );

    // A deep link, opened afresh: the file server has no such file, the worker answers it.
    await page.reload();
    await expect(page.getByText(guest).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('works with the file server gone after the first visit: the app, a calculation and a PDF', async ({
    page,
  }) => {
    await openWithWorker(page, '/hotel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotelaufenthalt berechnen');
    // Nothing answers at the site's address any more: only the worker's cache and its sandbox.
    const address = site();
    await server.stop();
    try {
      await page.goto(`${address}${HOTEL_SEARCH}`);
      await page.getByRole('button', { name: 'Berechnen', exact: true }).click();
      await expect(page.getByTestId('emission-total')).toContainText('kg CO₂e');

      await page.goto(`${address}/certificates/${BERLIN_ID}`);
      await expect(page.getByTestId('certificate-emission')).toHaveText('74,9 kg CO₂e');
      const pdf = await fetchInPage(
        page,
        `${address}/sandbox/files/${BERLIN_ID}/certificate.pdf?lang=de`,
      );
      expect(pdf.status).toBe(200);
      expect(await pdfTextOfBytes(pdf.bytes)).toContain('Emissionszertifikat');
    } finally {
      server = await startStaticServer(root, 'python');
    }
  });

  test('draws the three images at their sizes, in English and German', async ({
    page,
  }, testInfo) => {
    await openWithWorker(page, '/');
    const sizes = { facebook: [1200, 630], twitter: [1200, 675], linkedin: [1200, 627] } as const;
    for (const language of ['en', 'de'] as const) {
      for (const [network, [width, height]] of Object.entries(sizes)) {
        const url = `${site()}/sandbox/files/${BERLIN_ID}/${network}.jpg?lang=${language}`;
        expect(await decodedSize(page, url)).toEqual({ type: 'image/jpeg', width, height });
        const file = await fetchInPage(page, url);
        writeFileSync(testInfo.outputPath(`${network}-${language}.jpg`), file.bytes);
      }
    }
  });

  test('draws Arabic and Chinese names with their own fonts, fetched when first needed', async ({
    page,
  }, testInfo) => {
    await openWithWorker(page, '/');
    const fonts: string[] = [];
    page.context().on('request', (request) => {
      if (request.url().includes('/sandbox-fonts/')) fonts.push(new URL(request.url()).pathname);
    });
    const created = await page.evaluate(async (headers) => {
      const response = await fetch('sandbox/records', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          roomType: 'STANDARD',
          numberOfGuests: 2,
          countryCode: 'AE',
          breakfast: true,
          star: 4,
          days: 2,
          name: 'ملتقى دبي 王小明',
          guestName: 'عمر حداد',
        }),
      });
      return { status: response.status, id: ((await response.json()) as { id: string }).id };
    }, DEMO_HEADERS);
    expect(created.status).toBe(201);
    const url = `${site()}/sandbox/files/${created.id}/facebook.jpg?lang=de`;
    expect(await decodedSize(page, url)).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
    writeFileSync(
      testInfo.outputPath('facebook-arabic-chinese.jpg'),
      (await fetchInPage(page, url)).bytes,
    );
    expect(fonts).toEqual(
      expect.arrayContaining([
        `${BASE}sandbox-fonts/NotoSansArabic-Regular.ttf`,
        `${BASE}sandbox-fonts/NotoSansCJKsc-Subset.otf`,
      ]),
    );
  });
});
