/**
 * A fresh install prints no install-script warning: npm (11.16 and newer) warns about every
 * dependency with an install script that `allowScripts` in package.json does not decide, and will
 * block such scripts by default. The lockfile marks those dependencies (`hasInstallScript`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Lockfile {
  packages: Record<string, { hasInstallScript?: boolean }>;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};
const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;

/** The names of the locked dependencies that have an install script. */
const withInstallScript = Object.entries(lockfile.packages)
  .filter(([location, entry]) => location !== '' && entry.hasInstallScript === true)
  .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 13));

describe('install scripts', () => {
  it('each dependency with an install script is allowed or denied in package.json', () => {
    expect(withInstallScript.length).toBeGreaterThan(0);
    const decided = Object.keys(manifest.allowScripts ?? {});
    expect([...new Set(withInstallScript)].sort()).toEqual(decided.sort());
  });

  it("esbuild's runs: the build needs its binary checked", () => {
    expect(manifest.allowScripts?.esbuild).toBe(true);
  });
});
