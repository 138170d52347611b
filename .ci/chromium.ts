/**
 * Which Chromium the end-to-end tests and the benchmark run in: the one rule that
 * .ci/ensure-chromium.ts and e2e/chromium.ts both follow, pure so it is unit-tested. In this order:
 * Playwright's download, else `CHROMIUM_PATH`, else the system's Chromium.
 */
import { existsSync } from 'node:fs';

export interface Machine {
  /** `chromium.executablePath()`, downloaded or not. */
  readonly playwrightChromium: string | undefined;
  readonly chromiumPath: string | undefined;
  readonly exists: (path: string) => boolean;
}

/** `playwrightPath` is passed in so that this module does not load Playwright. */
export function thisMachine(playwrightPath: () => string): Machine {
  let playwrightChromium: string | undefined;
  try {
    playwrightChromium = playwrightPath();
  } catch {
    playwrightChromium = undefined;
  }
  return { playwrightChromium, chromiumPath: process.env.CHROMIUM_PATH, exists: existsSync };
}

export type ChromiumSource = 'Playwright' | 'CHROMIUM_PATH' | 'system';

export type ChromiumChoice =
  | {
      readonly kind: 'found';
      readonly source: ChromiumSource;
      /** The full browser: the benchmark measures what a reader's Chromium does. */
      readonly browser: string;
      /**
       * Chromium's headless shell where there is one: the same engine without the desktop browser,
       * far cheaper. `undefined` leaves it to Playwright's own headless shell.
       */
      readonly testBrowser: string | undefined;
      /** The system's Chromium came without Debian's headless shell: the tests are much slower. */
      readonly withoutHeadlessShell: boolean;
    }
  /** An explicit choice is never swapped for another. */
  | { readonly kind: 'bad-chromium-path'; readonly path: string }
  | { readonly kind: 'none' };

/** The first one present wins. */
export const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
] as const;

/** Debian's headless shell (package chromium-headless-shell), preferred for the tests. */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function chooseChromium(machine: Machine): ChromiumChoice {
  const { playwrightChromium, chromiumPath, exists } = machine;
  if (playwrightChromium && exists(playwrightChromium)) {
    return found('Playwright', playwrightChromium, undefined);
  }
  if (chromiumPath) {
    return exists(chromiumPath)
      ? found('CHROMIUM_PATH', chromiumPath, chromiumPath)
      : { kind: 'bad-chromium-path', path: chromiumPath };
  }
  const system = SYSTEM_CHROMIUMS.find(exists);
  if (!system) return { kind: 'none' };
  const shell = exists(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : undefined;
  return { ...found('system', system, shell ?? system), withoutHeadlessShell: !shell };
}

function found(source: ChromiumSource, browser: string, testBrowser: string | undefined) {
  return { kind: 'found', source, browser, testBrowser, withoutHeadlessShell: false } as const;
}

/** Debian's packages only as root with apt-get (not on Ubuntu), otherwise Playwright's download. */
export function installSteps(user: {
  readonly isRoot: boolean;
  readonly hasAptGet: boolean;
}): readonly ('apt-get' | 'playwright')[] {
  return user.isRoot && user.hasAptGet ? ['apt-get', 'playwright'] : ['playwright'];
}

export const INSTALL_WITH_APT_GET =
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell';

export const INSTALL_WITH_PLAYWRIGHT = 'npx playwright install chromium';

/** So that the script and the tests' configuration say the same. */
export function describeChoice(choice: ChromiumChoice): string {
  switch (choice.kind) {
    case 'found':
      if (choice.source === 'Playwright') {
        return `Chromium: Playwright's (${choice.browser}), and its headless shell for the end-to-end tests.`;
      }
      if (choice.source === 'CHROMIUM_PATH') {
        return `Chromium: CHROMIUM_PATH (${choice.browser}), for the end-to-end tests too.`;
      }
      return choice.withoutHeadlessShell
        ? `Chromium: the system's (${choice.browser}), for the end-to-end tests too; its headless shell would take half the time (Debian: apt-get install chromium-headless-shell).`
        : `Chromium: the system's (${choice.browser}), and its headless shell (${choice.testBrowser}) for the end-to-end tests.`;
    case 'bad-chromium-path':
      return `CHROMIUM_PATH is ${choice.path}, but there is no such file: point it at a Chromium or Google Chrome executable, or unset it.`;
    case 'none':
      return 'The end-to-end tests need Chromium and none was found: install Chromium or Google Chrome (or run `npx playwright install chromium`), or set CHROMIUM_PATH to one.';
  }
}
