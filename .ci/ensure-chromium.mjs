#!/usr/bin/env node
// The end-to-end tests run in the system's Chromium (Playwright cannot download its own browser
// here). This finds it, installs Debian's package when it is missing and we are root with apt-get,
// and otherwise says clearly what is needed.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const found = candidates.find((path) => existsSync(path));
if (found) process.exit(0);

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
  console.log("Chromium is missing: installing Debian's chromium package…");
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
        shell: '/bin/sh',
      },
    );
  } catch {
    console.error('Installing chromium with apt-get failed: see the messages above.');
    process.exit(1);
  }
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}

console.error(
  [
    'The end-to-end tests need Chromium, and none was found.',
    '  On Debian or Ubuntu, as root: apt-get update && apt-get install -y chromium',
    '  Or point CHROMIUM_PATH at a Chromium or Chrome binary: CHROMIUM_PATH=/path/to/chrome npm test',
  ].join('\n'),
);
process.exit(1);
