import { test } from '@playwright/test';
import { findProgram } from './scale-harness.ts';

/**
 * Skips the calling spec's tests where one of `programs` (Debian's package of the same name) is
 * not installed, with one line that names what to install: `npm test` runs on any machine. Where
 * E2E_REQUIRE_SERVICES is set (`.ci/run`), nothing is skipped: a missing program fails the tests.
 */
export function requirePrograms(...programs: string[]): void {
  if (process.env.E2E_REQUIRE_SERVICES) return;
  const missing = programs.filter((name) => findProgram(name) === undefined);
  test.skip(
    missing.length > 0,
    `Needs ${missing.join(' and ')}: install ${missing.length === 1 ? 'it' : 'them'} (Debian or Ubuntu: apt-get install -y ${missing.join(' ')}).`,
  );
}
