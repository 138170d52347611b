import type { APIRequestContext, Page, Request } from '@playwright/test';
import {
  DEMO_HEADERS,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE_VIEWPORT,
  test,
} from './fixtures';

const BERLIN = {
  id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
  correlation: 'DEMO-BERLIN-2026',
  name: 'Sustainability Summit Berlin',
  guestName: 'Jürgen Weiß',
};
const PARIS_ID = '8a1d2e3f-4b5c-4d6e-8f70-9a1b2c3d4e5f';

interface SandboxCertificate {
  id: string;
  correlation: string;
  name: string;
  date: string;
  certificateUrl: string;
  certificateFacebookUrl: string;
  certificateTwitterUrl: string;
  certificateLinkedinUrl: string;
}

/** Stores a hotel stay in the sandbox (its records extension) and answers with its certificate. */
async function createRecord(
  request: APIRequestContext,
  extra: { name?: string; correlation?: string; date?: string } = {},
): Promise<SandboxCertificate> {
  const response = await request.post('/sandbox/records', {
    headers: DEMO_HEADERS,
    data: {
      roomType: 'SUIT',
      numberOfGuests: 3,
      countryCode: 'AT',
      breakfast: false,
      star: 4,
      days: 1,
      name: extra.name ?? 'Alpine Offsite',
      guestName: 'Zoë Müller',
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as SandboxCertificate;
}

async function getCertificate(request: APIRequestContext, id: string) {
  const response = await request.get(`/sandbox/certificates/${id}`, { headers: DEMO_HEADERS });
  expect(response.ok()).toBe(true);
  return (await response.json()) as SandboxCertificate;
}

/** Every request the page makes to the service's certificate endpoints. */
function recordCertificateRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/sandbox/certificates')) {
      seen.push(request.url());
    }
  });
  return seen;
}

function uniqueKey(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(16).slice(2, 8)}`;
}

/** The sandbox's social images, with or without a language in their query. */
const SANDBOX_IMAGE = /\/sandbox\/files\/[^?]+\.jpg(\?|$)/;

const lookupField = (page: Page) => page.getByLabel('Booking reference or record id');

test.describe('lookup', () => {
  test('opens a certificate by record id, with every field formatted', async ({ page }) => {
    await page.goto('/certificates');
    await expect(page).toHaveTitle(/^Certificates · Emission Desk$/);
    await lookupField(page).fill(BERLIN.id);
    await page.getByRole('button', { name: 'Open certificate' }).click();

    await expect(page).toHaveURL(`/certificates/${BERLIN.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
    await expect(page).toHaveTitle(`${BERLIN.name} · Emission Desk`);
    const certificate = page.getByRole('article');
    await expect(certificate).toContainText(`Issued for ${BERLIN.guestName}`);
    await expect(certificate).toContainText(/\d+(\.\d+)? kg CO₂e/);
    await expect(certificate).toContainText('Germany');
    await expect(certificate).toContainText('Standard');
    await expect(certificate).toContainText('2 people');
    await expect(certificate).toContainText('3 days');
    // Every field of the PDF, the hotel's star rating among them.
    await expect(certificate).toContainText('Hotel rating4 stars');
    await expect(certificate.getByText('Yes', { exact: true })).toBeVisible();
    await expect(certificate).toContainText('12 March 2026 at 15:00');
    await expect(certificate).toContainText(BERLIN.correlation);
    await expect(certificate).not.toContainText(/neutral/i);

    // It is now among the recently opened ones.
    await page.getByRole('link', { name: 'New lookup' }).click();
    const recent = page.getByRole('region', { name: 'Recently opened' });
    await expect(recent.getByRole('link', { name: new RegExp(BERLIN.name) })).toBeVisible();
    await recent.getByRole('button', { name: 'Clear list' }).click();
    await expect(recent).toContainText('Certificates you open appear here.');
  });

  test('opens a certificate by correlation key', async ({ page }) => {
    await page.goto('/certificates');
    await lookupField(page).fill(BERLIN.correlation);
    await page.getByRole('button', { name: 'Open certificate' }).click();
    await expect(page).toHaveURL(`/certificates/correlation/${BERLIN.correlation}`);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
  });

  test('looks a GUID up as a correlation key when told so', async ({ page, request }) => {
    const key = crypto.randomUUID();
    const created = await createRecord(request, { correlation: key, name: 'Key that is a GUID' });
    const requests = recordCertificateRequests(page);
    await page.goto('/certificates');
    await lookupField(page).fill(key);
    await page.getByRole('radio', { name: 'My booking reference' }).check();
    await page.getByRole('button', { name: 'Open certificate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: created.name })).toBeVisible();
    expect(requests.map((url) => new URL(url).pathname)).toEqual([
      `/sandbox/certificates/${key}/correlation`,
    ]);
  });

  test('a key with spaces, slashes, unicode and ?#% is encoded in the URL and the request', async ({
    page,
    request,
  }) => {
    const key = `Büro / Zürich ${uniqueKey('ключ')} ?#%20&x=1`;
    const created = await createRecord(request, { correlation: key, name: 'Tricky key stay' });
    const requests = recordCertificateRequests(page);

    await page.goto('/certificates');
    await lookupField(page).fill(key);
    await page.getByRole('button', { name: 'Open certificate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: created.name })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(
      `/certificates/correlation/${encodeURIComponent(key)}`,
    );
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0] ?? '').pathname).toBe(
      `/sandbox/certificates/${encodeURIComponent(key)}/correlation`,
    );
    await expect(page.getByRole('article')).toContainText(key);

    // The same address opens it again as a deep link.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: created.name })).toBeVisible();
  });

  test('a value that is almost a record id is answered as one, not as an unknown booking reference', async ({
    page,
  }) => {
    const requests = recordCertificateRequests(page);
    await page.goto('/certificates');
    const oneShort = BERLIN.id.slice(0, -1);
    for (const almost of [oneShort, BERLIN.id.replace('5d4a', '5d4x')]) {
      await lookupField(page).fill(almost);
      await page.getByRole('button', { name: 'Open certificate' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'This looks like a record id, but it is not complete',
      );
      await expect(page).toHaveURL('/certificates');
    }
    expect(requests).toEqual([]);

    // Should it be a booking reference after all, it can still be looked up as one.
    await lookupField(page).fill(oneShort);
    await page.getByRole('radio', { name: 'My booking reference' }).check();
    await page.getByRole('button', { name: 'Open certificate' }).click();
    await expect(page).toHaveURL(`/certificates/correlation/${oneShort}`);
  });

  test('a value far from the form of a record id is a booking reference: no choice is asked', async ({
    page,
  }) => {
    await page.goto('/certificates');
    await lookupField(page).fill(BERLIN.correlation);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open certificate' }).click();
    await expect(page).toHaveURL(`/certificates/correlation/${BERLIN.correlation}`);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();

    // A value with the form of a record id asks what it is.
    await page.goto('/certificates');
    await lookupField(page).fill(BERLIN.id);
    await expect(page.getByRole('radio', { name: 'A record id' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'My booking reference' })).toBeVisible();
  });

  for (const [language, jargon] of [
    ['en-GB', /\bkeys?\b/i],
    ['de-DE', /schlüssel/i],
  ] as const) {
    test(`the lookup and a not-found page speak of booking references, never of keys (${language})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, locale: language });
      const page = await context.newPage();
      await page.goto('/certificates');
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(jargon);
      await page.goto(`/certificates/correlation/${uniqueKey('nobody')}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(jargon);
      await context.close();
    });
  }

  test('an empty lookup says what to type', async ({ page }) => {
    await page.goto('/certificates');
    await page.getByRole('button', { name: 'Open certificate' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Type or paste your booking reference, a record id or a certificate link.',
    );
    // Quotes and spaces alone are still empty.
    await lookupField(page).fill(' “ ” ');
    await expect(page.getByRole('alert')).toContainText('Type or paste your booking reference');
  });

  test('reads what people paste: certificate links of the app and the service, ids in braces or without hyphens, quotes', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    const requests = recordCertificateRequests(page);
    const bare = BERLIN.id.replaceAll('-', '');
    const pasted: [string, string][] = [
      [`https://desk.example.com/certificates/${BERLIN.id}`, `/certificates/${BERLIN.id}`],
      [
        `https://desk.example.com/certificates/correlation/${BERLIN.correlation}`,
        `/certificates/correlation/${BERLIN.correlation}`,
      ],
      [
        `https://api.example.com/v1/certificates/${BERLIN.correlation}/correlation`,
        `/certificates/correlation/${BERLIN.correlation}`,
      ],
      [`{${BERLIN.id}}`, `/certificates/${BERLIN.id}`],
      [`  "${bare}"  `, `/certificates/${BERLIN.id}`],
      [`« ${BERLIN.correlation} »`, `/certificates/correlation/${BERLIN.correlation}`],
    ];
    for (const [value, path] of pasted) {
      await page.goto('/certificates');
      await lookupField(page).fill(value);
      await lookupField(page).press('Enter');
      await expect(page, value).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
    }
    expect(requests.every((url) => !url.includes('%7B') && !url.includes('https%3A'))).toBe(true);

    // A link that names no certificate is refused in words, with no request.
    const before = requests.length;
    await page.goto('/certificates');
    await lookupField(page).fill('https://example.com/booking/12345');
    await lookupField(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText(
      'This link does not lead to a certificate: “https://example.com/booking/12345”.',
    );
    await expect(page).toHaveURL('/certificates');
    expect(requests).toHaveLength(before);
  });

  test('the lookup reads a pasted link in German too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/certificates');
    await page.getByRole('button', { name: 'Zertifikat öffnen' }).click();
    await expect(page.getByRole('alert')).toContainText('Geben Sie Ihre Buchungsnummer');
    await page.getByLabel('Buchungsnummer oder Datensatz-ID').fill(`{${BERLIN.id}}`);
    await page.getByRole('button', { name: 'Zertifikat öffnen' }).click();
    await expect(page).toHaveURL(`/certificates/${BERLIN.id}`);
    await context.close();
  });
});

test.describe('deep links', () => {
  test('a correlation address without its key opens the lookup; an id in braces or without hyphens its page', async ({
    page,
  }) => {
    for (const path of ['/certificates/correlation/', '/certificates/correlation']) {
      await page.goto(path);
      await expect(page).toHaveURL('/certificates');
      await expect(lookupField(page)).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('is not a record id');
    }
    await page.goto(`/certificates/${encodeURIComponent(`{${BERLIN.id}}`)}`);
    await expect(page).toHaveURL(`/certificates/${BERLIN.id}`);
    await page.goto(`/certificates/${BERLIN.id.replaceAll('-', '')}`);
    await expect(page).toHaveURL(`/certificates/${BERLIN.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
  });

  test('open a certificate by id and by correlation key', async ({ page }) => {
    await page.goto(`/certificates/${BERLIN.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.goto(`/certificates/correlation/${BERLIN.correlation}`);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('an unknown id says so and offers a new lookup', async ({ page }) => {
    const id = crypto.randomUUID();
    await page.goto(`/certificates/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No certificate found' }),
    ).toBeVisible();
    await expect(page.getByText(`There is no certificate with the record id ${id}.`)).toBeVisible();
    // Nothing to print on a page that found nothing.
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'New lookup' }).last().click();
    await expect(page).toHaveURL('/certificates');
  });

  test('an unknown correlation key says so', async ({ page }) => {
    await page.goto(`/certificates/correlation/${uniqueKey('nobody')}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No certificate found' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
  });

  test('a link with an almost complete record id says what is wrong with it', async ({ page }) => {
    const almost = BERLIN.id.slice(0, -1);
    await page.goto(`/certificates/correlation/${almost}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No certificate found' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'This looks like a record id, but it is not complete',
    );
    await expect(page.getByRole('main')).not.toContainText(
      'no certificate with the booking reference',
    );
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);

    await page.goto(`/certificates/${almost}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not a record id' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'This looks like a record id, but it is not complete',
    );
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
  });

  test('a shared link shows the certificate before any script, in the reader’s language', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      locale: 'de-DE',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`/certificates/${BERLIN.id}`);
    await expect(page).toHaveTitle(`${BERLIN.name} · Emission Desk`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BERLIN.name);
    await expect(page.getByTestId('certificate-emission')).toContainText('74,9 kg CO₂e');
    await expect(page.getByText(`Ausgestellt für ${BERLIN.guestName}`)).toBeVisible();
    await context.close();
  });

  test('the app takes over the certificate the page came with, without asking again', async ({
    page,
  }) => {
    const requests = recordCertificateRequests(page);
    await page.goto(`/certificates/${BERLIN.id}`);
    // The app has rendered the page: it moves the focus to the certificate's name.
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeFocused();
    await expect(page.getByRole('link', { name: /^Open PDF/ })).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('the page comes with the query cache it was rendered from; the app starts from it with no request, loading state or warning', async ({
    page,
    request,
  }) => {
    // The server sends its render's query cache, dehydrated: the certificate under its query's key.
    const html = await (await request.get(`/certificates/${BERLIN.id}`)).text();
    const sent = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(sent ?? '{}')).toMatchObject({
      state: {
        queries: [
          {
            queryKey: [
              'certificates',
              'detail',
              { service: 'sandbox', reportedUnit: 'kg' },
              BERLIN.id,
            ],
            state: { status: 'success', data: { id: BERLIN.id, name: BERLIN.name } },
          },
        ],
      },
    });
    // Until the app has started, its buttons would do nothing: the server renders them disabled.
    expect(html).not.toMatch(/<button(?![^>]*disabled)/);

    const requests = recordCertificateRequests(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    // Any loading state the page would pass through between the server's render and the app's.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { loadingStatesSeen: seen });
      new MutationObserver(() => {
        if (document.querySelector('[aria-busy="true"], .certificate--loading'))
          seen.push('loading');
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(`/certificates/${BERLIN.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Show previews' })).toBeEnabled();
    expect(
      await page.evaluate(
        () => (window as unknown as { loadingStatesSeen: string[] }).loadingStatesSeen,
      ),
    ).toEqual([]);
    expect(requests).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test('a reader of another service gets the page without the sandbox’s certificate', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.addCookies([
      { name: 'emission_desk_view', value: 'custom.kg', url: baseURL ?? '' },
    ]);
    const page = await context.newPage();
    await page.goto(`/certificates/${BERLIN.id}`);
    await expect(page.getByRole('navigation')).toBeVisible();
    await expect(page.getByText(BERLIN.name)).toHaveCount(0);
    await context.close();
  });

  test('a path that is not a record id makes no request', async ({ page }) => {
    const requests = recordCertificateRequests(page);
    await page.goto('/certificates/not-a-record-id');
    await expect(page.getByRole('heading', { level: 1, name: 'Not a record id' })).toBeVisible();
    expect(requests).toEqual([]);
  });
});

/** Asks for the social images' previews, which the page shows only on request. */
async function showPreviews(page: Page) {
  // The app has taken the page over from the server's render once it focuses the name.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const toggle = page.getByRole('button', { name: 'Show previews' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide previews' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

test.describe('files and sharing', () => {
  test('the social images load only when their previews are asked for', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/sandbox/files/') && pathname.endsWith('.jpg')) {
        images.push(pathname);
      }
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/certificates/${BERLIN.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeFocused();
    // Each network is still listed, with its size and links, but no image is fetched.
    for (const network of ['Facebook', 'X', 'LinkedIn']) {
      await expect(page.getByRole('link', { name: `Download the ${network} image` })).toBeVisible();
    }
    const toggle = page.getByRole('button', { name: 'Show previews' });
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('img', { name: /^Certificate image for/ })).toHaveCount(0);
    expect(images).toEqual([]);

    await toggle.press('Enter');
    const hide = page.getByRole('button', { name: 'Hide previews' });
    await expect(hide).toBeFocused();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const facebook = page.getByRole('img', {
      name: `Certificate image for Facebook: ${BERLIN.name}`,
    });
    await facebook.scrollIntoViewIfNeeded();
    await expect
      .poll(() => facebook.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    expect(images.some((url) => url.endsWith('/facebook.jpg'))).toBe(true);

    await hide.click();
    await expect(page.getByRole('img', { name: /^Certificate image for/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show previews' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('the PDF link and the three images point at the certificate files and load', async ({
    page,
  }) => {
    const answered = await getCertificate(page.request, BERLIN.id);
    // The sandbox's files, in the reader's language.
    const certificate = {
      certificateUrl: `${answered.certificateUrl}?lang=en`,
      certificateFacebookUrl: `${answered.certificateFacebookUrl}?lang=en`,
      certificateTwitterUrl: `${answered.certificateTwitterUrl}?lang=en`,
      certificateLinkedinUrl: `${answered.certificateLinkedinUrl}?lang=en`,
    };
    await page.goto(`/certificates/${BERLIN.id}`);

    const open = page.getByRole('link', { name: /^Open PDF/ });
    await expect(open).toHaveAttribute('href', certificate.certificateUrl);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    const download = page.getByRole('link', { name: 'Download PDF' });
    await expect(download).toHaveAttribute('href', certificate.certificateUrl);
    await expect(download).toHaveAttribute('download', /\.pdf$/);
    const pdf = await page.request.get(certificate.certificateUrl);
    expect(pdf.ok()).toBe(true);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    await showPreviews(page);
    const images = [
      ['Facebook', certificate.certificateFacebookUrl, 1200, 630],
      ['X', certificate.certificateTwitterUrl, 1200, 675],
      ['LinkedIn', certificate.certificateLinkedinUrl, 1200, 627],
    ] as const;
    for (const [network, url, width, height] of images) {
      const image = page.getByRole('img', {
        name: `Certificate image for ${network}: ${BERLIN.name}`,
      });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', url);
      await expect(image).toHaveAttribute('width', String(width));
      await expect(image).toHaveAttribute('height', String(height));
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      const file = await page.request.get(url);
      expect(file.ok()).toBe(true);
      expect(file.headers()['content-type']).toContain('image/jpeg');
      await expect(
        page.getByRole('link', { name: `Download the ${network} image` }),
      ).toHaveAttribute('href', url);
    }
  });

  test('the images keep their space while they load', async ({ page }) => {
    await page.route(SANDBOX_IMAGE, async () => {
      // never answered: the images stay loading
    });
    await page.goto(`/certificates/${BERLIN.id}`);
    // The app has rendered the page over the server's (it focuses the name).
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeFocused();
    await showPreviews(page);
    const frame = page.locator('.social-image__frame--facebook');
    await frame.scrollIntoViewIfNeeded();
    const box = await frame.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1200 / 630, 1);
  });

  test('a preview that cannot load says so, and its links stay', async ({ page }) => {
    await page.route(SANDBOX_IMAGE, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`/certificates/${BERLIN.id}`);
    await showPreviews(page);
    await expect(page.getByText('The image could not be loaded.')).toHaveCount(3);
    await expect(page.getByRole('img', { name: /^Certificate image for/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download the X image' })).toBeVisible();
  });

  test('each network has a share link with the encoded image address', async ({ page }) => {
    const certificate = await getCertificate(page.request, BERLIN.id);
    await page.goto(`/certificates/${BERLIN.id}`);
    const shares = [
      [
        'Facebook',
        'https://www.facebook.com/sharer/sharer.php?u=',
        `${certificate.certificateFacebookUrl}?lang=en`,
      ],
      [
        'X',
        'https://twitter.com/intent/tweet?url=',
        `${certificate.certificateTwitterUrl}?lang=en`,
      ],
      [
        'LinkedIn',
        'https://www.linkedin.com/sharing/share-offsite/?url=',
        `${certificate.certificateLinkedinUrl}?lang=en`,
      ],
    ] as const;
    for (const [network, prefix, url] of shares) {
      const link = page.getByRole('link', { name: new RegExp(`^Share on ${network}\\b`) });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.startsWith(`${prefix}${encodeURIComponent(url)}`)).toBe(true);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const tweet = await page.getByRole('link', { name: /^Share on X\b/ }).getAttribute('href');
    expect(new URL(tweet ?? '').searchParams.get('text')).toContain(BERLIN.name);
  });

  test('copies the certificate link and the ids', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/certificates/${BERLIN.id}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${origin}/certificates/${BERLIN.id}`,
    );
    await page.getByRole('button', { name: 'Copy: Booking reference' }).click();
    await expect(page.getByText('Booking reference copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BERLIN.correlation);
  });

  test('shows a QR code of the link, loaded on demand', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/certificates/${BERLIN.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
    const before = scripts.length;
    await page.getByRole('button', { name: 'Show QR code' }).click();
    const qr = page.getByRole('img', { name: /^QR code of the link/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(scripts.length).toBeGreaterThan(before);
    await expect(page.getByRole('link', { name: 'Download QR code' })).toHaveAttribute(
      'download',
      'Emission certificate – Sustainability Summit Berlin – QR.png',
    );
  });
});

for (const timezoneId of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
  test.describe(`in the time zone ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('the date is shown exactly as given', async ({ page, request }) => {
      const created = await createRecord(request, { date: '2026-03-14T23:30:00' });
      await page.goto(`/certificates/${created.id}`);
      const date = page.getByTestId('certificate-date');
      await expect(date).toHaveText('14 March 2026 at 23:30');
      await expect(date).toHaveAttribute('datetime', '2026-03-14T23:30:00');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        timezoneId,
      );
    });
  });
}

for (const language of ['en', 'de', 'fr', 'it'] as const) {
  test(`every label of the certificate fits its column on a phone (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript((chosen) => {
      localStorage.setItem('emission-desk.settings', JSON.stringify({ language: chosen }));
    }, language);
    await page.goto(`/certificates/${BERLIN.id}`);
    const labels = page.getByRole('article').locator('dt');
    await expect(labels.first()).toBeVisible();
    // A label's text is no wider than its column (the fact it names).
    const overflowing = await labels.evaluateAll((elements) =>
      elements
        .filter((element) => {
          const text = document.createRange();
          text.selectNodeContents(element);
          return text.getBoundingClientRect().width > (element.parentElement?.clientWidth ?? 0);
        })
        .map((element) => element.textContent),
    );
    expect(overflowing).toEqual([]);
  });
}

test.describe('in German', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('emission-desk.settings', JSON.stringify({ language: 'de' }));
    });
  });

  test('the certificate reads in German', async ({ page }) => {
    await page.goto(`/certificates/c4e5f6a7-b8c9-4dae-9f01-23456789abcd`);
    const certificate = page.getByRole('article');
    await expect(certificate).toContainText('Emissionszertifikat');
    await expect(certificate).toContainText('Vereinigte Arabische Emirate');
    await expect(certificate).toContainText('Suite');
    await expect(certificate).toContainText('Hotel\u00adkategorie5 Sterne');
    await expect(certificate).toContainText('5. Mai 2026 um 16:00');
    await expect(certificate).toContainText('Ja');
  });
});

test.describe('caching', () => {
  test('revisiting certificates through the app makes no new request', async ({ page }) => {
    const requests = recordCertificateRequests(page);
    // The first comes with the page; the app has started once it focuses the name.
    await page.goto(`/certificates/${BERLIN.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeFocused();
    await page.getByRole('link', { name: 'New lookup' }).click();
    await lookupField(page).fill(PARIS_ID);
    await page.getByRole('button', { name: 'Open certificate' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Product Launch Paris' }),
    ).toBeVisible();
    expect(requests).toHaveLength(1);

    // Back and forth through in-app links: both come from the cache.
    await page.getByRole('link', { name: 'New lookup' }).click();
    const recent = page.getByRole('region', { name: 'Recently opened' });
    await recent.getByRole('link', { name: new RegExp(BERLIN.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
    await page.getByRole('link', { name: 'New lookup' }).click();
    await recent.getByRole('link', { name: /Product Launch Paris/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Product Launch Paris' }),
    ).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('the recent list prefetches on hover', async ({ page }) => {
    await page.goto(`/certificates/${BERLIN.id}`);
    // The app has started (it focuses the name) and put the certificate on the recent list.
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeFocused();
    // A fresh page: the list survives in local storage, the cache does not.
    await page.goto('/certificates');
    const requests = recordCertificateRequests(page);
    const link = page.getByRole('region', { name: 'Recently opened' }).getByRole('link', {
      name: new RegExp(BERLIN.name),
    });
    await link.hover();
    await expect.poll(() => requests.length).toBe(1);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
    expect(requests).toHaveLength(1);
  });
});

test.describe('untrusted and unusual answers', () => {
  test('a javascript: or data: URL never becomes a link or an image', async ({ page }) => {
    const id = crypto.randomUUID();
    await page.route(`**/sandbox/certificates/${id}`, (route) =>
      route.fulfill({
        json: {
          id,
          name: 'Suspicious certificate',
          certificateUrl: 'javascript:alert(document.domain)',
          certificateFacebookUrl: 'data:image/svg+xml,<svg onload="alert(1)"/>',
          certificateTwitterUrl: 'not a url at all',
          certificateLinkedinUrl: 'http://evil.example/linkedin.jpg',
        },
      }),
    );
    await page.goto(`/certificates/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Suspicious certificate' }),
    ).toBeVisible();
    // With the images' previews shown, where an image would become an <img>.
    await showPreviews(page);
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await expect(page.locator('a[href^="data:" i], img[src^="data:" i]')).toHaveCount(0);
    await expect(page.locator('[href*="evil.example"], [src*="evil.example"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /PDF/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Share on/ })).toHaveCount(0);
    await expect(page.getByText('javascript:alert(document.domain)')).toBeVisible();
    await expect(page.getByText(/is not a safe web address/).first()).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(4);
  });

  test('several certificates for one key are listed to choose from', async ({ page }) => {
    const key = uniqueKey('group');
    const berlin = await getCertificate(page.request, BERLIN.id);
    const paris = await getCertificate(page.request, PARIS_ID);
    await page.route(`**/sandbox/certificates/${key}/correlation`, (route) =>
      route.fulfill({ json: { total: 3, items: [berlin, paris, { name: 'Without id' }] } }),
    );
    const requests = recordCertificateRequests(page);
    await page.goto(`/certificates/correlation/${key}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Booking reference ${key}` }),
    ).toBeVisible();
    await expect(page.getByText('3 certificates have this booking reference.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Without id' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Product Launch Paris' }).click();
    await expect(page).toHaveURL(`/certificates/${PARIS_ID}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Product Launch Paris' }),
    ).toBeVisible();
    // The answer already held it: no request for the id.
    expect(requests).toHaveLength(1);
  });

  test('an empty correlation answer is "not found"', async ({ page }) => {
    const key = uniqueKey('empty');
    await page.route(`**/sandbox/certificates/${key}/correlation`, (route) =>
      route.fulfill({ json: { items: [] } }),
    );
    await page.goto(`/certificates/correlation/${key}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No certificate found' }),
    ).toBeVisible();
  });

  test('a certificate with missing fields is still shown', async ({ page }) => {
    const id = crypto.randomUUID();
    await page.route(`**/sandbox/certificates/${id}`, (route) =>
      route.fulfill({ json: { id, roomType: 'PENTHOUSE', date: 'sometime in spring' } }),
    );
    await page.goto(`/certificates/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate' })).toBeVisible();
    const certificate = page.getByRole('article');
    await expect(certificate).toContainText('PENTHOUSE');
    await expect(certificate).toContainText('sometime in spring');
    await expect(certificate.getByText('Not stated')).toHaveCount(7);
    await expect(page.getByText('The service gave no link for this file.')).toHaveCount(4);
    await expectAccessible(page);
  });

  test('rejected credentials link to the settings', async ({ page }) => {
    const id = crypto.randomUUID();
    await page.route(`**/sandbox/certificates/${id}`, (route) =>
      route.fulfill({ status: 401, json: { title: 'Unauthorized', status: 401 } }),
    );
    await page.goto(`/certificates/${id}`);
    await expect(page.getByRole('alert')).toContainText('rejected the credentials');
    await page.getByRole('alert').getByRole('link', { name: 'Open settings' }).click();
    await expect(page).toHaveURL('/settings');
  });

  test('a server error offers to try again', async ({ page }) => {
    const id = crypto.randomUUID();
    let calls = 0;
    await page.route(`**/sandbox/certificates/${id}`, (route) => {
      calls += 1;
      return calls <= 3
        ? route.fulfill({ status: 500, json: { detail: 'Boom' } })
        : route.fulfill({ json: { id, name: 'Recovered certificate' } });
    });
    await page.goto(`/certificates/${id}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be loaded', { timeout: 15_000 });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Recovered certificate' }),
    ).toBeVisible();
  });
});

test.describe('accessibility and layout', () => {
  test('the lookup page has no serious accessibility problems', async ({ page }) => {
    await page.goto(`/certificates/${BERLIN.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
    await page.goto('/certificates');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the certificate page has no serious accessibility problems', async ({ page }) => {
    await page.goto(`/certificates/${BERLIN.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
    await page.getByRole('button', { name: 'Show QR code' }).click();
    await expect(page.getByRole('img', { name: /^QR code/ })).toBeVisible();
    await expectAccessible(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE_VIEWPORT });

    test('no page scrolls sideways', async ({ page }) => {
      await page.goto('/certificates');
      await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.goto(`/certificates/${BERLIN.id}`);
      await expect(page.getByRole('heading', { level: 1, name: BERLIN.name })).toBeVisible();
      await page.getByRole('button', { name: 'Show QR code' }).click();
      await expect(page.getByRole('img', { name: /^QR code/ })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });
  });
});
