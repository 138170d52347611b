import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferFormReady } from './form-ready-after-commit.ts';

const require = createRequire(import.meta.url);
const installed = readFileSync(
  path.join(path.dirname(require.resolve('react-hook-form/package.json')), 'dist/index.esm.mjs'),
  'utf8',
);

describe('deferFormReady', () => {
  it('moves the ready state change of the installed react-hook-form out of the commit', () => {
    const code = deferFormReady(installed);
    expect(code).toContain(
      'queueMicrotask(() => updateFormState((data) => ({ ...data, isReady: true })));',
    );
    // The form's own flag is still set in the layout effect; nothing else changes.
    expect(code).toMatch(/\)\)\);\s*control\._formState\.isReady = true;/);
    expect(code.length - installed.length).toBeLessThan(40);
    expect(code.split('\n').length).toBe(installed.split('\n').length - 3);
  });

  it('fails, rather than ship without it, when react-hook-form changed the statement', () => {
    expect(() => deferFormReady('export function useForm() {}')).toThrow(/ADR 0008/);
    expect(() => deferFormReady(deferFormReady(installed))).toThrow(/found 0 times/);
  });
});
