import { describe, expect, it } from 'vitest';
import {
  chooseChromium,
  describeChoice,
  installSteps,
  SYSTEM_HEADLESS_SHELL,
  thisMachine,
  type Machine,
} from './chromium.ts';

const PLAYWRIGHTS = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const MAC_CHROME = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';

/** A machine with these files, Playwright's Chromium expected where it keeps it. */
const machine = (files: string[], chromiumPath?: string): Machine => ({
  playwrightChromium: PLAYWRIGHTS,
  chromiumPath,
  exists: (path) => files.includes(path),
});

describe('the choice of Chromium', () => {
  it("takes Playwright's Chromium first, and leaves the tests' headless shell to Playwright", () => {
    const choice = chooseChromium(
      machine(
        [PLAYWRIGHTS, '/opt/chrome', '/usr/bin/chromium', SYSTEM_HEADLESS_SHELL],
        '/opt/chrome',
      ),
    );
    expect(choice).toEqual({
      kind: 'found',
      source: 'Playwright',
      browser: PLAYWRIGHTS,
      testBrowser: undefined,
      withoutHeadlessShell: false,
    });
  });

  it('takes CHROMIUM_PATH for both the tests and the benchmark when Playwright has none', () => {
    const choice = chooseChromium(
      machine(['/opt/chrome', '/usr/bin/chromium', SYSTEM_HEADLESS_SHELL], '/opt/chrome'),
    );
    expect(choice).toMatchObject({
      source: 'CHROMIUM_PATH',
      browser: '/opt/chrome',
      testBrowser: '/opt/chrome',
    });
  });

  it('refuses a CHROMIUM_PATH that names no file, rather than taking another browser', () => {
    const choice = chooseChromium(machine(['/usr/bin/chromium'], '/opt/no-chrome'));
    expect(choice).toEqual({ kind: 'bad-chromium-path', path: '/opt/no-chrome' });
    expect(describeChoice(choice)).toContain('CHROMIUM_PATH is /opt/no-chrome');
  });

  it("takes the system's Chromium last, with Debian's headless shell for the tests", () => {
    const choice = chooseChromium(machine(['/usr/bin/chromium', SYSTEM_HEADLESS_SHELL]));
    expect(choice).toEqual({
      kind: 'found',
      source: 'system',
      browser: '/usr/bin/chromium',
      testBrowser: SYSTEM_HEADLESS_SHELL,
      withoutHeadlessShell: false,
    });
  });

  it("runs the tests in the system's full browser where there is no headless shell, and says so", () => {
    const choice = chooseChromium(machine(['/snap/bin/chromium']));
    expect(choice).toMatchObject({
      browser: '/snap/bin/chromium',
      testBrowser: '/snap/bin/chromium',
      withoutHeadlessShell: true,
    });
    expect(describeChoice(choice)).toContain('headless shell would take half the time');
  });

  it("finds Google Chrome on macOS, and Ubuntu's chromium-browser", () => {
    expect(chooseChromium(machine([MAC_CHROME]))).toMatchObject({ browser: MAC_CHROME });
    expect(chooseChromium(machine(['/usr/bin/chromium-browser']))).toMatchObject({
      browser: '/usr/bin/chromium-browser',
    });
  });

  it("prefers Debian's chromium to the other system browsers", () => {
    const choice = chooseChromium(machine([MAC_CHROME, '/snap/bin/chromium', '/usr/bin/chromium']));
    expect(choice).toMatchObject({ browser: '/usr/bin/chromium' });
  });

  it('finds none on a machine without any, and names what to install in one line', () => {
    const choice = chooseChromium({ ...machine([]), playwrightChromium: undefined });
    expect(choice).toEqual({ kind: 'none' });
    const message = describeChoice(choice);
    expect(message).not.toContain('\n');
    expect(message).toMatch(/install Chromium or Google Chrome.*CHROMIUM_PATH/);
  });
});

describe('this machine', () => {
  it('has no Playwright Chromium where Playwright has no build for the system', () => {
    const machine = thisMachine(() => {
      throw new Error('Unsupported platform');
    });
    expect(machine.playwrightChromium).toBeUndefined();
  });
});

describe('the ways to install Chromium', () => {
  it("try Debian's packages as root with apt-get, then Playwright's download", () => {
    expect(installSteps({ isRoot: true, hasAptGet: true })).toEqual(['apt-get', 'playwright']);
  });

  it("use only Playwright's download for any other user, or without apt-get", () => {
    expect(installSteps({ isRoot: false, hasAptGet: true })).toEqual(['playwright']);
    expect(installSteps({ isRoot: true, hasAptGet: false })).toEqual(['playwright']);
  });
});
