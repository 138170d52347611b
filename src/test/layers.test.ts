/**
 * The layer rules (eslint.layers.js) fail the lint on an import against them: checked with ESLint's
 * own Node API on source text that is never written to disk, linted as if it lived in a folder.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('the layer rules', () => {
  // The first lint loads the configuration and every plugin: seconds on a busy machine, not a test's.
  beforeAll(() => layerErrors('src/api/probe.ts', ''), 60_000);

  it('fail an import of the settings store from api/', async () => {
    const errors = await layerErrors(
      'src/api/probe.ts',
      "import { getSettings } from '../settings/store.ts';\nexport const probe = getSettings;\n",
    );
    expect(errors).toEqual([expect.stringContaining('api/ may import only itself')]);
  });

  it('fail an import of api/ from ui/', async () => {
    const errors = await layerErrors(
      'src/ui/probe.ts',
      "import { isApiError } from '../api/errors.ts';\nexport const probe = isApiError;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('fail an import from ui/ of a lib/ module that reads api/, and let ui/ take other lib/ modules', async () => {
    expect(
      await layerErrors(
        'src/ui/probe.ts',
        "import { describeError } from '../lib/describe-error.ts';\nexport const probe = describeError;\n",
      ),
    ).toEqual([expect.stringContaining('ui/ takes what it shows as props')]);
    expect(
      await layerErrors(
        'src/ui/probe.ts',
        "import { toCsv } from '../lib/csv.ts';\nexport const probe = toCsv;\n",
      ),
    ).toEqual([]);
  });

  it('let lib/ read api/, and fail an import of a component, or of lib/ from below it', async () => {
    expect(
      await layerErrors(
        'src/lib/probe.ts',
        "import { isApiError } from '../api/errors.ts';\nexport const probe = isApiError;\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'src/lib/probe.ts',
        "import { Field } from '../ui/Field.tsx';\nexport const probe = Field;\n",
      ),
    ).toEqual([expect.stringContaining('lib/ may import only')]);
    expect(
      await layerErrors(
        'src/settings/probe.ts',
        "import { toCsv } from '../lib/csv.ts';\nexport const probe = toCsv;\n",
      ),
    ).toEqual([expect.stringContaining('settings/ may import only')]);
  });

  it('fail an import of one feature from another, for any feature folder', async () => {
    const errors = await layerErrors(
      'src/features/event/probe.ts',
      "import { HOTEL_DEFAULTS } from '../hotel/search.ts';\nexport const probe = HOTEL_DEFAULTS;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Features do not import each other')]);
  });

  it('fail an import of the settings or the messages from routing/', async () => {
    const errors = await layerErrors(
      'src/routing/probe.ts',
      "import { useSettings } from '../settings/store.ts';\nexport const probe = useSettings;\n",
    );
    expect(errors).toEqual([expect.stringContaining('routing/ may import only shared/')]);
  });

  it('let the sandbox take the contract, and nothing else from src/', async () => {
    const contract = await layerErrors(
      'sandbox/probe.ts',
      "import { isGuid } from '../src/api/contract.ts';\nexport const probe = isGuid;\n",
    );
    expect(contract).toEqual([]);
    const other = await layerErrors(
      'sandbox/probe.ts',
      "import { getSettings } from '../src/settings/store.ts';\nexport const probe = getSettings;\n",
    );
    expect(other).toHaveLength(1);
  });

  it('fail an import of server/ from the sandbox, and let it take the shared problem builder', async () => {
    expect(
      await layerErrors(
        'sandbox/probe.ts',
        "import { createHttpServer } from '../server/http-server.ts';\nexport const probe = createHttpServer;\n",
      ),
    ).toEqual([expect.stringContaining('The sandbox runs on its own')]);
    expect(
      await layerErrors(
        'sandbox/probe.ts',
        "import { problem } from '../src/shared/problem-response.ts';\nexport const probe = problem;\n",
      ),
    ).toEqual([]);
  });

  it('pass an import down the layers', async () => {
    const errors = await layerErrors(
      'src/features/event/probe.ts',
      "import { useSettings } from '../../settings/store.ts';\nexport const probe = useSettings;\n",
    );
    expect(errors).toEqual([]);
  });
});
