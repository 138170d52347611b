/**
 * The system's Chromium, shared by the end-to-end tests and the benchmark (Playwright cannot
 * download its own browser here). The flags keep it from reaching out to the network on its own.
 */
import { existsSync } from 'node:fs';

const firstInstalled = (paths: readonly string[]) => paths.find((path) => existsSync(path));

/** The full browser: the benchmark measures what a reader's Chromium does. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  firstInstalled(['/usr/bin/chromium', '/usr/bin/chromium-browser']) ??
  '/usr/bin/chromium';

/**
 * The end-to-end tests' browser: Chromium's headless shell where it is installed (the build that
 * Playwright itself runs headless tests in: the same engine without the desktop browser around
 * it, at about half the CPU time of the full browser here), else the full browser.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  firstInstalled(['/usr/bin/chromium-headless-shell']) ??
  CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
];
