import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://localhost:${port}`;
// E2E_DIST_DIR builds into a folder of its own, so several runs can go on side by side.
const distDir = process.env.E2E_DIST_DIR;
const storeDir = `.sandbox-data/e2e-${port}`;
const build = distDir
  ? `npx vite build --outDir ${distDir} --emptyOutDir && npx vite build --ssr --outDir ${distDir}/server`
  : '(test -f dist/index.html || npm run build)';

export default defineConfig({
  testDir: 'e2e',
  // A test that starts a process of its own records it; the run fails if one outlives it.
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Most of a test's time is spent waiting on the page and the network: four share two cores.
  workers: 4,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // A trace of every test would slow the whole run (docs/performance.md, "The test run"): a
    // failure is tried once more with one (CI), or run a spec with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The same server as `npm start`, on a port of its own, with a fresh sandbox store.
    command: `rm -rf ${storeDir} && ${build} && npm run serve`,
    url: `${baseURL}/sandbox/openapi.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(port),
      SANDBOX_STORE_DIR: storeDir,
      // Problems only: a line per request would bury the test report.
      LOG_LEVEL: 'warn',
      ...(distDir ? { DIST_DIR: distDir } : {}),
    },
    stdout: 'pipe',
  },
});
