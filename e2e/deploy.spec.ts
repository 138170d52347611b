/**
 * A tab opened before a deploy: its lazy chunks of the old build are gone from the new one. The
 * page reloads itself once, at the same address, and never twice in a row. The deploy is made
 * for real on a copy of the build, served by its own server: the page's chunk is renamed (the new
 * build's name, with every reference to it) or removed.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DIST_DIR, startAppServer, type Running } from './scale-harness.ts';

let dir: string;
let server: Running;

test.beforeEach(async () => {
  // Inside the project, where the compiled server finds node_modules.
  mkdirSync('.sandbox-data', { recursive: true });
  dir = mkdtempSync(path.join('.sandbox-data', 'deploy-'));
  cpSync(DIST_DIR, path.join(dir, 'dist'), { recursive: true });
  server = await startAppServer(path.join(dir, 'dist'), path.join(dir, 'store'));
});

test.afterEach(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The built chunk of a page, e.g. `HotelPage.lazy-BfyKC6_g.js`. */
function chunkOf(page: string): string {
  const found = readdirSync(path.join(dir, 'dist', 'assets')).find(
    (file) => file.startsWith(`${page}.lazy-`) && file.endsWith('.js'),
  );
  if (!found) throw new Error(`No chunk of ${page} in the build.`);
  return found;
}

/**
 * A new build in the copy, as a deploy brings it: `file` gets a new name, and so does every
 * chunk that names it (its content changed, so its hash would), up to the pages' shells.
 */
function deployChanged(file: string): void {
  const root = path.join(dir, 'dist');
  const assets = path.join(root, 'assets');
  const renamed = new Map<string, string>([[file, file.replace(/\.js$/, 'n.js')]]);
  const texts = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((entry) => /\.(js|html)$/.test(entry) && !entry.startsWith('server'))
    .map((entry) => ({ entry, text: readFileSync(path.join(root, entry), 'utf8') }));
  for (let changed = true; changed;) {
    changed = false;
    for (const item of texts) {
      const name = path.basename(item.entry);
      if (!item.entry.startsWith('assets') || renamed.has(name)) continue;
      if ([...renamed.keys()].some((old) => item.text.includes(old))) {
        renamed.set(name, name.replace(/\.js$/, 'n.js'));
        changed = true;
      }
    }
  }
  for (const { entry, text } of texts) {
    let next = text;
    for (const [old, now] of renamed) next = next.split(old).join(now);
    const full = path.join(root, entry);
    // The precompressed copies hold the old text: the new build here has none.
    rmSync(`${full}.br`, { force: true });
    rmSync(`${full}.gz`, { force: true });
    const name = path.basename(entry);
    const target = renamed.has(name) ? path.join(assets, renamed.get(name) ?? name) : full;
    if (target !== full) rmSync(full);
    writeFileSync(target, next);
  }
}

function countDocuments(page: Page): { count: number } {
  const documents = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.count++;
  });
  return documents;
}

test('a page whose chunk is gone after a deploy reloads once, at its address, into the new build', async ({
  page,
}) => {
  const documents = countDocuments(page);
  await page.goto(`http://127.0.0.1:${server.port}/event`);
  await expect(page.getByRole('link', { name: 'Hotel stay', exact: true })).toBeVisible();
  deployChanged(chunkOf('HotelPage'));

  await page.getByRole('link', { name: 'Hotel stay', exact: true }).click();
  await expect(page).toHaveURL(`http://127.0.0.1:${server.port}/hotel`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/hotel/i);
  expect(documents.count).toBe(2);
  // The history before the reload is kept.
  await page.goBack();
  await expect(page).toHaveURL(`http://127.0.0.1:${server.port}/event`);
});

test('hovering a link whose page is gone after a deploy does not reload the page the reader is on', async ({
  page,
}) => {
  const documents = countDocuments(page);
  await page.goto(`http://127.0.0.1:${server.port}/event`);
  const participants = page.getByLabel('Participants', { exact: true });
  await participants.fill('57');
  const chunk = chunkOf('HotelPage');
  rmSync(path.join(dir, 'dist', 'assets', chunk));

  // A module that answers 404 ends as a failed request.
  const missing = page.waitForEvent('requestfailed', (request) => request.url().endsWith(chunk));
  await page.getByRole('link', { name: 'Hotel stay', exact: true }).hover();
  await missing;
  // The page has run the failed preload's handlers by the time a later task of its own runs.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(documents.count).toBe(1);
  await expect(page).toHaveURL(`http://127.0.0.1:${server.port}/event`);
  await expect(participants).toHaveValue('57');
});

test('a chunk still missing after that one reload shows the error page instead of reloading again', async ({
  page,
}) => {
  const documents = countDocuments(page);
  await page.goto(`http://127.0.0.1:${server.port}/event`);
  await expect(page.getByRole('link', { name: 'Hotel stay', exact: true })).toBeVisible();
  rmSync(path.join(dir, 'dist', 'assets', chunkOf('HotelPage')));

  await page.getByRole('link', { name: 'Hotel stay', exact: true }).click();
  await expect(page.getByText('Something went wrong on this page')).toBeVisible();
  await expect(page).toHaveURL(`http://127.0.0.1:${server.port}/hotel`);
  // The reload is decided in the event that comes before the error page: none is under way.
  expect(documents.count).toBe(2);
});
