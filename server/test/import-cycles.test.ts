/**
 * The lint refuses an import cycle in src/, server/ and sandbox/, type imports included
 * (eslint.cycles.js): checked with ESLint's own Node API on the text of a real module with one
 * import planted in it, never written to disk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The cycle errors of `file` (a real module) with `planted` added to its text. */
async function cycleErrors(file: string, planted = ''): Promise<string[]> {
  const code = `${planted}${readFileSync(path.join(root, file), 'utf8')}`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'cycles/no-cycle')
    .map((message) => message.message);
}

describe('the cycle rule', () => {
  // The first lint loads the configuration and every plugin: seconds on a busy machine.
  beforeAll(() => cycleErrors('server/operations.ts'), 60_000);

  it('passes the server as it is', async () => {
    expect(await cycleErrors('server/operations.ts')).toEqual([]);
    expect(await cycleErrors('server/pages/page.ts')).toEqual([]);
  });

  it('fails a sub-app that imports a type back from the app that mounts it', async () => {
    const planted = "import type { ServerAppOptions } from './app.ts';\n";
    expect(await cycleErrors('server/operations.ts', planted)).toEqual([
      'Import cycle: server/operations.ts -> server/app.ts -> server/operations.ts',
    ]);
  });

  it('fails a cycle of value imports over several modules', async () => {
    const planted =
      "import { createServerApp } from '../app.ts';\nexport const probe = createServerApp;\n";
    expect(await cycleErrors('server/pages/page.ts', planted)).toEqual([
      expect.stringMatching(
        /^Import cycle: server\/pages\/page\.ts -> server\/app\.ts -> .+ -> server\/pages\/page\.ts$/,
      ),
    ]);
  });

  it('fails a cycle of type imports in the app', async () => {
    const planted =
      "import type { Settings } from '../settings/store.ts';\nexport type Probe = Settings;\n";
    const errors = await cycleErrors('src/api/connection.ts', planted);
    expect(errors).toEqual([
      expect.stringContaining('src/api/connection.ts -> src/settings/store.ts'),
    ]);
  });

  it('fails a cycle in the sandbox', async () => {
    const planted = "import type { Sandbox } from './app.ts';\nexport type Probe = Sandbox;\n";
    const errors = await cycleErrors('sandbox/metered.ts', planted);
    expect(errors).toEqual([expect.stringContaining('sandbox/metered.ts -> sandbox/app.ts')]);
  });
});
