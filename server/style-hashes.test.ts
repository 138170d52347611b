import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { headerOptions } from './security-headers.ts';
import { readStyleHashes, STYLE_HASHES_FILE } from './style-hashes.ts';

const HASH = "'sha256-1eyaf4cwAj8xMxfgpMjA7YHOrIyikalsLbNK1dT1/24='";
let dir: string | undefined;
const folder = (content?: string) => {
  dir = mkdtempSync(path.join(tmpdir(), 'style-hashes-'));
  if (content !== undefined) writeFileSync(path.join(dir, STYLE_HASHES_FILE), content);
  return dir;
};
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the style hashes of a build', () => {
  it('are read from the build', () => {
    expect(readStyleHashes(folder(JSON.stringify({ styleSrc: [HASH] })))).toEqual([HASH]);
  });

  it('are none for a build without inline styles', () => {
    expect(readStyleHashes(folder())).toEqual([]);
  });

  it('stop the server when the file holds anything but hashes', () => {
    expect(() =>
      readStyleHashes(folder(JSON.stringify({ styleSrc: ["'unsafe-inline'"] }))),
    ).toThrow(/no list of style hashes/);
  });

  it('are allowed in the pages’ policy, and in no other set', () => {
    const policy = (set: 'page' | 'worker' | 'data') =>
      headerOptions(set, { hsts: false, styleHashes: [HASH] }).contentSecurityPolicy;
    expect(policy('page')).toMatchObject({ styleSrc: ["'self'", HASH] });
    expect(policy('worker')).toMatchObject({ styleSrc: ["'self'"] });
    expect(policy('data')).not.toHaveProperty('styleSrc');
  });
});
