import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { median, percentile } from './stats.ts';

export interface InteractionTiming {
  medianMs: number;
  p95Ms: number;
  /** Requests to the service sent during the measured runs. */
  requests: number;
}

export interface InteractionFigures {
  eventSubmit: InteractionTiming;
  hotelSubmit: InteractionTiming;
  repeatedInput: InteractionTiming;
  reopenedCertificate: InteractionTiming;
}

/**
 * Clicks the form's submit button and resolves, in the page's own clock, at the first frame after
 * the headline figure shows a new value that is not marked outdated.
 */
// Kept as source text: the TypeScript runner would otherwise add helpers the page does not have.
const CLICK_AND_TIME = `({ click, ready, previous }) => new Promise((resolve, reject) => {
  const target = document.querySelector(click);
  if (!target) { reject(new Error('Nothing to click at ' + click)); return; }
  const start = performance.now();
  const observer = new MutationObserver(() => {
    const element = document.querySelector(ready);
    if (!element || element.textContent === previous || element.closest('.outdated')) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - start));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  target.click();
})`;

async function clickAndTimeUntil(
  page: Page,
  click: string,
  ready: string,
  previous: string,
): Promise<number> {
  const args = JSON.stringify({ click, ready, previous });
  return page.evaluate<number>(`(${CLICK_AND_TIME})(${args})`);
}

const TOTAL = '[data-testid="emission-total"]';
const SUBMIT = 'main form button[type="submit"]';

async function textOf(page: Page, selector: string): Promise<string> {
  return (
    (await page
      .locator(selector)
      .first()
      .textContent({ timeout: 100 })
      .catch(() => null)) ?? ''
  );
}

const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page): void {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Waits until the page has had no request in flight for 200 ms (at most 10 s). */
async function waitForQuiet(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending && pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function timing(times: number[], requests: number): InteractionTiming {
  return { medianMs: median(times), p95Ms: percentile(times, 95), requests };
}

async function submitRuns(page: Page, path: string, field: string, values: number[]) {
  await page.goto(path);
  await page.locator(SUBMIT).waitFor();
  const times: number[] = [];
  for (const value of values) {
    await page.getByLabel(field, { exact: true }).fill(String(value));
    times.push(await clickAndTimeUntil(page, SUBMIT, TOTAL, await textOf(page, TOTAL)));
    // Let the follow-up requests (levers) finish, so that each input is fully cached.
    await waitForQuiet(page);
  }
  return times;
}

export async function measureInteractions(
  origin: string,
  runs: number,
  certificateId: string,
): Promise<InteractionFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: origin });
    trackRequests(page);
    // Calls the app makes to the service. The certificate's images are files that the browser
    // loads and keeps by their cache headers (a day); its own cache lookups for them can show up
    // as requests here too, and say nothing about the app.
    let serviceRequests = 0;
    page.on('request', (request) => {
      const call = ['fetch', 'xhr'].includes(request.resourceType());
      if (call && new URL(request.url()).pathname.startsWith('/sandbox/')) serviceRequests++;
    });
    const values = Array.from({ length: runs }, (_, i) => 20 + i);

    // Warm up once, so the page's code is loaded and compiled, as for a user's second calculation.
    await submitRuns(page, '/event', 'Participants', [19]);
    const eventTimes = await submitRuns(page, '/event', 'Participants', values);
    const eventRequests = serviceRequests;

    // Inputs calculated before: each is answered from the cache.
    serviceRequests = 0;
    const repeatTimes: number[] = [];
    for (const value of values) {
      await page.getByLabel('Participants', { exact: true }).fill(String(value));
      repeatTimes.push(await clickAndTimeUntil(page, SUBMIT, TOTAL, await textOf(page, TOTAL)));
    }
    const repeatRequests = serviceRequests;

    await submitRuns(page, '/hotel', 'Length of the stay in days', [1]);
    const hotelTimes = await submitRuns(
      page,
      '/hotel',
      'Length of the stay in days',
      values.map((v) => v - 18),
    );

    // A viewed certificate, opened again from the recent list.
    await page.goto(`/certificates/${certificateId}`);
    // The page comes with the certificate (the server renders it); the app has started, and put
    // it on the recent list, once it has moved the focus to the certificate's name.
    await page.waitForFunction(() => document.activeElement?.matches('main h1') === true);
    serviceRequests = 0;
    const reopenTimes: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Certificates' })
        .click();
      const link = `main a[href$="/certificates/${certificateId}"]`;
      await page.locator(link).first().waitFor();
      reopenTimes.push(
        await clickAndTimeUntil(page, link, 'main h1', await textOf(page, 'main h1')),
      );
    }
    const reopenRequests = serviceRequests;

    return {
      eventSubmit: timing(eventTimes, eventRequests),
      hotelSubmit: timing(hotelTimes, 0),
      repeatedInput: timing(repeatTimes, repeatRequests),
      reopenedCertificate: timing(reopenTimes, reopenRequests),
    };
  } finally {
    await browser.close();
  }
}
