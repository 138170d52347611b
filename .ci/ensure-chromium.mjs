#!/usr/bin/env node
// The end-to-end tests and the benchmark run in the system's Chromium (Playwright cannot download
// its own browser here): the full browser for the benchmark, and Chromium's headless shell for the
// tests, where it takes about half the time (e2e/chromium.ts). This finds them, installs Debian's
// packages that are missing when we are root with apt-get, and otherwise says clearly what is
// needed. Without the headless shell the tests run in the full browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const installed = (paths) => paths.some((path) => existsSync(path));
const hasBrowser = () =>
  installed(
    [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean),
  );
const hasHeadlessShell = () =>
  Boolean(process.env.CHROMIUM_PATH) || installed(['/usr/bin/chromium-headless-shell']);

const missing = [
  ...(hasBrowser() ? [] : ['chromium']),
  ...(hasHeadlessShell() ? [] : ['chromium-headless-shell']),
];
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
})();

if (isRoot && hasApt) {
  console.log(`Installing Debian's ${missing.join(' and ')} (missing)…`);
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
      { stdio: 'inherit', shell: '/bin/sh' },
    );
  } catch {
    console.error(
      `Installing ${missing.join(' and ')} with apt-get failed: see the messages above.`,
    );
  }
}

if (hasBrowser()) {
  if (!hasHeadlessShell()) {
    console.log(
      "Chromium's headless shell is not installed: the end-to-end tests run in the full browser, " +
        'which takes about twice as long (apt-get install -y chromium-headless-shell).',
    );
  }
  process.exit(0);
}

console.error(
  [
    'The end-to-end tests need Chromium, and none was found.',
    '  On Debian or Ubuntu, as root: apt-get update && apt-get install -y chromium chromium-headless-shell',
    '  Or point CHROMIUM_PATH at a Chromium or Chrome binary: CHROMIUM_PATH=/path/to/chrome npm test',
  ].join('\n'),
);
process.exit(1);
