/** Written by build/app-shell.ts: the pages' policy allows exactly these inline styles. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const STYLE_HASHES_FILE = 'style-hashes.json';

const HASH = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/** None for a folder without a build of the shells. */
export function readStyleHashes(distDir: string): string[] {
  const file = path.join(distDir, STYLE_HASHES_FILE);
  if (!existsSync(file)) return [];
  const { styleSrc } = JSON.parse(readFileSync(file, 'utf8')) as { styleSrc?: unknown };
  if (
    !Array.isArray(styleSrc) ||
    !styleSrc.every((hash) => typeof hash === 'string' && HASH.test(hash))
  )
    throw new Error(`${file} holds no list of style hashes.`);
  return styleSrc as string[];
}
