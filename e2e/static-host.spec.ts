/**
 * The static build (`npm run build:static`) under the base path `/emission-desk/`, served by plain
 * static file servers, none of ours: `http-server`, which sends `404.html` for a missing file as
 * GitHub Pages does, and Python's `http.server`, which sends a bare 404 (after the first visit the
 * app's worker answers the navigations). The sandbox's own tasks in the worker are
 * static-demo.spec.ts's.
 */
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE_VIEWPORT,
  test,
} from './fixtures.ts';
import { startStaticServer, staticBuild, type StaticServer } from './static-server.ts';

const BASE = '/emission-desk/';
const SHOTS = process.env.E2E_SHOTS_DIR;

// One build for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' });

let root: string;
let pages: StaticServer;
let python: StaticServer;

test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(120_000);
  root = staticBuild(
    path.join(workerInfo.project.outputDir, `static-host-${workerInfo.workerIndex}`),
    BASE,
  );
  // As a project site on GitHub Pages: the site's 404.html answers every missing path (Python's
  // server ignores it).
  const notFound = path.join(root, '404.html');
  if (!existsSync(notFound)) copyFileSync(path.join(root, BASE, '404.html'), notFound);
  pages = await startStaticServer(root, 'http-server');
  python = await startStaticServer(root, 'python');
});

test.afterAll(async () => {
  await pages?.stop();
  await python?.stop();
});

/** A fresh browser profile (no worker yet), in a language. */
async function freshVisitor(browser: Browser, locale = 'en-GB', phone = false) {
  const context = await browser.newContext({
    locale,
    ...(phone ? { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true } : {}),
  });
  return { context, page: await context.newPage() };
}

/** Waits until the app's worker controls the page (the first visit's last step). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** Counts the calls the page makes to the sandbox's paths. */
function sandboxCalls(context: BrowserContext): () => number {
  let calls = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`${BASE}sandbox/`)) calls += 1;
  });
  return () => calls;
}

/** With E2E_SHOTS_DIR set: the page as it is, and at the other width (phone or desktop). */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  const phone = size.width <= PHONE_VIEWPORT.width;
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  await page.setViewportSize(phone ? { width: 1280, height: 720 } : PHONE_VIEWPORT);
  await page.screenshot({
    path: path.join(SHOTS, `${name}-${phone ? 'as-desktop' : 'as-phone'}.png`),
    fullPage: true,
  });
  await page.setViewportSize(size);
}

test('a deep link under the base path opens its page with its query, handed over by 404.html', async ({
  browser,
}) => {
  const { context, page } = await freshVisitor(browser);
  // The host has no file at this path: its 404.html hands it to the app at the base.
  const deep = `${BASE}certificates/correlation/DEMO-BERLIN-2026`;
  const answer = await context.request.get(`${pages.origin}${deep}`);
  expect(answer.status()).toBe(404);
  await page.goto(`${pages.origin}${deep}?via=mail#files`);
  await expect(page).toHaveURL(`${pages.origin}${deep}?via=mail#files`);
  await expect(page.getByRole('link', { name: 'Certificates', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A page with a folder of its own: the host adds a final slash, the app drops it again.
  await page.goto(`${pages.origin}${BASE}event?participants=37&nights=2`);
  await expect(page).toHaveURL(`${pages.origin}${BASE}event?participants=37&nights=2`);
  await expect(page.getByLabel('Participants', { exact: true })).toHaveValue('37');
  // Every link of the app stays under the base.
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(4);
  expect(hrefs.filter((href) => !href.startsWith(BASE))).toEqual([]);
  await context.close();
});

test('after the first visit a plain server without 404.html opens deep links, also offline', async ({
  browser,
}) => {
  const { context, page } = await freshVisitor(browser);
  await page.goto(`${python.origin}${BASE}`);
  await expect(page).toHaveURL(`${python.origin}${BASE}event`);
  await controlled(page);

  // Python answers 404 for this path; the worker answers the navigation with the app.
  await page.goto(`${python.origin}${BASE}certificates/correlation/DEMO-BERLIN-2026`);
  await expect(page.getByRole('link', { name: 'Certificates', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await context.setOffline(true);
  await page.goto(`${python.origin}${BASE}hotel`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotel stay calculator');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotel stay calculator');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText(
    'The demo runs in this browser',
  );
  await context.close();
});

const VISITORS = [
  {
    name: 'German, phone',
    locale: 'de-DE',
    phone: true,
    gettingReady: 'Die Demo wird vorbereitet …',
    calculate: 'Berechnen',
    calculating: 'Wird berechnet …',
    settings: 'Einstellungen',
    hints: [
      'Ersatzdienst, der in diesem Browser läuft, auch offline',
      'ruft den Dienst direkt auf',
    ],
    shot: 'de-phone',
  },
  {
    name: 'English, desktop',
    locale: 'en-GB',
    phone: false,
    gettingReady: 'Getting the demo ready…',
    calculate: 'Calculate',
    calculating: 'Calculating…',
    settings: 'Settings',
    hints: ['runs in this browser, also offline', 'your browser calls the service directly'],
    shot: 'en-desktop',
  },
] as const;

for (const visitor of VISITORS) {
  test(`the first visit says it is getting the demo ready, and calls the sandbox only once the worker runs (${visitor.name})`, async ({
    browser,
  }) => {
    const { context, page } = await freshVisitor(browser, visitor.locale, visitor.phone);
    const calls = sandboxCalls(context);
    // The worker's registration held back, as on a slow first visit, until the test lets it go.
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      const held: (() => void)[] = [];
      (window as unknown as { releaseWorker: () => void }).releaseWorker = () =>
        held.splice(0).forEach((go) => go());
      ServiceWorkerContainer.prototype.register = function (
        this: ServiceWorkerContainer,
        ...args: Parameters<ServiceWorkerContainer['register']>
      ) {
        return new Promise<ServiceWorkerRegistration>((resolve, reject) =>
          held.push(() => register.apply(this, args).then(resolve, reject)),
        );
      };
    });
    await page.goto(`${pages.origin}${BASE}event`);
    const ready = page.getByRole('status').filter({ hasText: visitor.gettingReady });
    await expect(ready).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shot(page, `getting-ready-${visitor.shot}`);

    await page.getByRole('button', { name: visitor.calculate, exact: true }).click();
    await expect(page.getByText(visitor.calculating).first()).toBeVisible();
    expect(calls(), 'no call to the sandbox before its worker runs').toBe(0);

    await page.evaluate(() => (window as unknown as { releaseWorker: () => void }).releaseWorker());
    await controlled(page);
    await expect(ready).toBeHidden();
    await expect
      .poll(calls, { message: 'the calculation went out once the worker ran' })
      .toBeGreaterThan(0);
    await context.close();
  });
}

test('a browser without Service Workers is told what to do instead of a failed call', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-GB' });
  const page = await context.newPage();
  const calls = sandboxCalls(context);
  await page.goto(`${pages.origin}${BASE}event`);
  await expect(page.getByRole('alert').first()).toContainText(
    /The demo (cannot run in this window|could not start in this browser)/,
  );
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Service Workers' }).last()).toBeVisible();
  await shot(page, 'no-service-worker-en-desktop');
  expect(calls()).toBe(0);
  await context.close();
});

for (const visitor of VISITORS) {
  test(`Settings on a static host offer no server feature and say the browser calls a service directly (${visitor.name})`, async ({
    browser,
  }) => {
    const { context, page } = await freshVisitor(browser, visitor.locale, visitor.phone);
    await page.goto(`${pages.origin}${BASE}settings`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitor.settings);
    // The sandbox and a custom service; no "this site's service", which needs a server of ours.
    await expect(page.getByRole('radio')).toHaveCount(2);
    for (const hint of visitor.hints) await expect(page.getByText(hint)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shot(page, `settings-${visitor.shot}`);
    await context.close();
  });
}

test('a custom service that refuses this site (CORS) is named so, and an offline device says it is offline', async ({
  browser,
}) => {
  const { context, page } = await freshVisitor(browser);
  // Python's server sends no CORS headers: a service on another origin that does not allow this one.
  const refusing = python.origin.replace('127.0.0.1', 'localhost');
  await page.goto(`${pages.origin}${BASE}settings`);
  await page.getByRole('radio', { name: /Custom service/ }).check();
  await page.getByLabel('Base URL').fill(`${refusing}${BASE}`);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(/does not allow this site to call it \(CORS\)/)).toContainText(
    pages.origin,
  );
  await shot(page, 'settings-cors-en-desktop');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are offline. Connect' }),
  ).toBeVisible();
  await context.close();
});
