/**
 * Gateway mode in front of a hostile service (server/test-fixtures/hostile-service.ts): an app
 * server (`server/main.ts`) and the fixture, each a process group of its own, in a real Chromium.
 * What the service sends that is not JSON never becomes a page of this origin, and a record's
 * outsize or direction-turning fields are cut and isolated on the page and kept out of its title.
 */
import type { ChildProcess } from 'node:child_process';
import { freePort, startScript, stopChild } from './children';
import { expect, test } from './fixtures';

const BIDI_ID = '88888888-6666-4555-8444-333333333333';
const LONG_FIELDS_ID = '77777777-6666-4555-8444-333333333333';
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';

const state = { app: '', children: [] as ChildProcess[] };

test.beforeAll(async () => {
  const fixturePort = await freePort();
  state.children.push(
    await startScript(
      'server/test-fixtures/hostile-service.ts',
      { PORT: String(fixturePort) },
      'hostile service listening',
    ),
  );
  const appPort = await freePort();
  state.app = `http://localhost:${appPort}`;
  state.children.push(
    await startScript(
      'server/main.ts',
      {
        PORT: String(appPort),
        SANDBOX: 'off',
        SERVICE_URL: `http://127.0.0.1:${fixturePort}`,
        SERVICE_API_KEY: 'hostile-key',
        SERVICE_API_AUTH: 'hostile-auth',
        SERVICE_API_SECRET: 'hostile-secret',
      },
      'Emission Desk is served at',
    ),
  );
});

test.afterAll(async () => {
  for (const child of state.children.reverse()) await stopChild(child);
});

test('an HTML or SVG answer of the service never runs as a page of this origin', async ({
  page,
}) => {
  for (const id of ['html', 'html-404', 'svg']) {
    const response = await page.goto(`${state.app}/api/certificates/${id}`);
    expect(response?.status(), id).toBe(502);
    const headers = response?.headers() ?? {};
    expect(headers['content-type']).toBe('application/problem+json');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(await page.title()).not.toBe('owned');
    await expect(page.locator('body')).toContainText('unexpected format');
    await expect(page.locator('body')).not.toContainText('script');
  }
});

test('a record with a direction-turning name and a long guest name: cut, isolated, and kept out of the title', async ({
  page,
}) => {
  await page.goto(`${state.app}/certificates/${BIDI_ID}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Annual gala');
  await expect(heading.locator('bdi')).toHaveCount(1);
  await expect(page).toHaveTitle('Annual gala gnp.exe · Emission Desk');
  const guest = page.locator('.certificate__for bdi');
  await expect(guest).toHaveText(/^Guest W+…$/);
  expect((await guest.textContent())?.length).toBe(500);
  expect(await page.title()).not.toContain(RIGHT_TO_LEFT_OVERRIDE);
});

test('a record of 600,000 characters comes as the plain page, and the app shows it cut', async ({
  page,
}) => {
  const response = await page.goto(`${state.app}/certificates/${LONG_FIELDS_ID}`);
  expect((await response?.body())?.length).toBeLessThan(128 * 1024);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Annual gala');
  await expect(page.locator('.certificate__for bdi')).toHaveText(/^Guest W+…$/);
  expect((await page.locator('.certificate__for bdi').textContent())?.length).toBe(500);
});
