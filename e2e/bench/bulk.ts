/**
 * The bulk page against the sandbox: 1,000 hotel stays from one file, at the page's default of 4
 * calls at a time, against a plain script that makes the same 1,000 calls with the same
 * concurrency in the same browser (and, for information, from Node.js); and the longest task on
 * the page's main thread while the batch runs (a PerformanceObserver for 'longtask' in the page).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { DEMO_HEADERS } from './http.ts';

export interface BulkFigures {
  rows: number;
  concurrency: number;
  /** From the click on Calculate to the first frame that shows the batch finished. */
  pageMs: number;
  /** The same calls from a plain Node.js script, start to last answer: the mean of a run before and
   * a run after the page's, so that a machine that gets busier or quieter meanwhile affects both.
   * Node's HTTP client spends far less CPU per call than any browser, so this is for information. */
  plainMs: number;
  /** The same calls from a plain script in the same browser (bare fetch(), no app): the mean of a
   * run before and a run after the page's, in a page of its own. This is the reference the page is
   * held to: the same calls, the same concurrency, the same browser and network stack. */
  browserFloorMs: number;
  /** The longest task on the page's main thread while the batch ran (0: none over 50 ms). */
  longestTaskMs: number;
  /** Service calls the page sent during the batch. */
  calls: number;
}

const COUNTRIES = ['DE', 'FR', 'AT', 'IT', 'ES', 'NL', 'GB', 'US', 'CH', 'PL'];

/** 1,000 different stays. */
export function stays(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    roomType: (['STANDARD', 'SUPERIOR', 'SUIT'] as const)[i % 3],
    numberOfGuests: 1 + (i % 4),
    countryCode: COUNTRIES[Math.floor(i / 4) % COUNTRIES.length] ?? 'DE',
    breakfast: i % 2 === 0,
    star: 1 + (i % 5),
    days: 1 + Math.floor(i / 40),
  }));
}

export async function plainBatch(url: string, bodies: readonly unknown[], concurrency: number) {
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const response = await fetch(url, {
        method: 'POST',
        headers: DEMO_HEADERS,
        body: JSON.stringify(body),
      });
      await response.json();
      if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return performance.now() - start;
}

// Kept as source text: the TypeScript runner would otherwise add helpers the page does not have.
const WATCH_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})()`;

const RUN_AND_TIME = `(() => new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('.bulk-run button')].find((b) => /^Calculate/.test(b.textContent));
  if (!button) { reject(new Error('No Calculate button')); return; }
  const start = performance.now();
  const done = () => {
    const status = document.querySelector('[data-testid="bulk-progress"]');
    return status && /^Finished/.test(status.textContent);
  };
  const observer = new MutationObserver(() => {
    if (!done()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const end = performance.now();
      const during = window.__longTasks.filter((task) => task.start >= start && task.start <= end);
      resolve({ ms: end - start, longest: Math.max(0, ...during.map((task) => task.duration)) });
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  button.click();
}))()`;

const BARE_FETCH = `async ({ bodies, concurrency }) => {
  let next = 0;
  const start = performance.now();
  const headers = { 'x-api-key': 'demo-key', 'x-api-auth': 'demo-auth', 'x-api-secret': 'demo-secret',
    'content-type': 'application/json', accept: 'application/json' };
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const response = await fetch('/sandbox/emissions/hotel', { method: 'POST', headers, body: JSON.stringify(body), cache: 'no-store', credentials: 'omit' });
      await response.json();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return performance.now() - start;
}`;

export async function measureBulk(
  origin: string,
  rows = 1000,
  concurrency = 4,
): Promise<BulkFigures> {
  const bodies = stays(rows);
  const url = `${origin}/sandbox/emissions/hotel`;
  const plainBefore = await plainBatch(url, bodies, concurrency);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // The plain script in the browser: a page of the same origin that is not the app.
    const bareFetch = async () => {
      const plain = await browser.newPage();
      try {
        await plain.goto(`${origin}/favicon.svg`);
        return await plain.evaluate<number>(
          `(${BARE_FETCH})(${JSON.stringify({ bodies, concurrency })})`,
        );
      } finally {
        await plain.close();
      }
    };
    const browserBefore = await bareFetch();
    const page = await browser.newPage();
    await page.addInitScript(WATCH_LONG_TASKS);
    let calls = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/sandbox/emissions/hotel'))
        calls++;
    });
    await page.goto(`${origin}/bulk`);
    const header = 'roomType,numberOfGuests,countryCode,breakfast,star,days';
    const csv = [header, ...bodies.map((body) => Object.values(body).join(','))].join('\r\n');
    await page
      .getByLabel(/Choose a CSV file/)
      .setInputFiles({ name: 'stays.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText(`All ${rows.toLocaleString('en-GB')} rows are ready.`).waitFor();
    await page.getByLabel('Calls at a time').fill(String(concurrency));
    const figures = await page.evaluate<{ ms: number; longest: number }>(RUN_AND_TIME);
    const batchCalls = calls;
    await page.close();
    const browserAfter = await bareFetch();
    const plainAfter = await plainBatch(url, bodies, concurrency);
    return {
      rows,
      concurrency,
      pageMs: figures.ms,
      plainMs: (plainBefore + plainAfter) / 2,
      browserFloorMs: (browserBefore + browserAfter) / 2,
      longestTaskMs: figures.longest,
      calls: batchCalls,
    };
  } finally {
    await browser.close();
  }
}
