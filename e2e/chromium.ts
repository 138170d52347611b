/**
 * The Chromium shared by the end-to-end tests and the benchmark, chosen by the rule of
 * .ci/chromium.ts (Playwright's own, else CHROMIUM_PATH, else the system's), the same one that
 * .ci/ensure-chromium.ts installs by. The flags keep it from reaching out to the network on its own.
 */
import { chromium } from '@playwright/test';
import { chooseChromium, describeChoice, thisMachine } from '../.ci/chromium.ts';

const choice = chooseChromium(thisMachine(() => chromium.executablePath()));
if (choice.kind !== 'found') throw new Error(describeChoice(choice));

/** The full browser: the benchmark measures what a reader's Chromium does. */
export const CHROMIUM_PATH: string = choice.browser;

/**
 * The end-to-end tests' browser: a headless shell where there is one, else the full browser;
 * `undefined` when Playwright's own Chromium is chosen, so that Playwright runs its headless shell.
 */
export const TEST_CHROMIUM_PATH: string | undefined = choice.testBrowser;

export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
];
