/**
 * Makes sure there is a Chromium, chosen by the rule of .ci/chromium.ts. When nothing works, one
 * line says what to install, and the exit code is 1.
 */
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import {
  chooseChromium,
  describeChoice,
  INSTALL_WITH_APT_GET,
  INSTALL_WITH_PLAYWRIGHT,
  installSteps,
  thisMachine,
} from './chromium.ts';

const choose = () => chooseChromium(thisMachine(() => chromium.executablePath()));

const isRoot = process.getuid?.() === 0;
const hasAptGet = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
})();

/** What it found is checked afterwards. */
function run(command: string): void {
  try {
    execSync(command, { stdio: 'inherit' });
  } catch {
    console.error(`${command} failed: see the messages above.`);
  }
}

let choice = choose();

for (const step of choice.kind === 'none' ? installSteps({ isRoot, hasAptGet }) : []) {
  if (step === 'apt-get') {
    console.log("No Chromium found: installing Debian's chromium and chromium-headless-shell…");
    run(INSTALL_WITH_APT_GET);
  } else {
    console.log(
      `No Chromium found: ${INSTALL_WITH_PLAYWRIGHT} downloads Playwright's Chromium and its headless shell into Playwright's own cache…`,
    );
    run(INSTALL_WITH_PLAYWRIGHT);
  }
  choice = choose();
  if (choice.kind !== 'none') break;
}

// The system's Chromium without Debian's headless shell: root adds it, for much faster tests.
if (choice.kind === 'found' && choice.withoutHeadlessShell && isRoot && hasAptGet) {
  console.log("Installing Debian's chromium-headless-shell…");
  run(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
  );
  choice = choose();
}

if (choice.kind === 'found') {
  console.log(describeChoice(choice));
} else {
  console.error(describeChoice(choice));
  process.exitCode = 1;
}
