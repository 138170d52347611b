/**
 * A build step for react-hook-form (ADR 0008): `useForm` marks a new form ready (`isReady`) with a
 * state change in a layout effect, which React renders synchronously inside the commit that
 * mounted the form, and which makes React run the whole page's passive effects in that commit
 * too. On the calculators' first render that was more than half of the longest task after the
 * first paint. The step moves that one state change to a microtask after the commit, so React
 * renders it in a task of its own; the form's internal ready flag is still set in the layout
 * effect, as before. The app reads no `isReady`.
 *
 * It rewrites the one statement in react-hook-form's ES build and fails the build when the
 * statement is not there (a react-hook-form release that changed it), rather than shipping
 * without it unnoticed.
 */
import type { Plugin } from 'vite';

const MODULE = /[\\/]node_modules[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/;

/** The statement in `useForm`'s mount effect, whitespace aside. */
const READY_IN_COMMIT =
  /updateFormState\(\(data\) => \(\{\s*\.\.\.data,\s*isReady: true,\s*\}\)\);(\s*control\._formState\.isReady = true;)/;

/** react-hook-form's code with the ready render after the commit; throws if the code changed. */
export function deferFormReady(code: string): string {
  const matches = code.match(new RegExp(READY_IN_COMMIT, 'g'));
  if (matches?.length !== 1) {
    throw new Error(
      `react-hook-form's useForm no longer marks a form ready as this build step expects (found ${matches?.length ?? 0} times); see ADR 0008.`,
    );
  }
  return code.replace(
    READY_IN_COMMIT,
    'queueMicrotask(() => updateFormState((data) => ({ ...data, isReady: true })));$1',
  );
}

export function formReadyAfterCommit(): Plugin {
  return {
    name: 'emission-desk-form-ready-after-commit',
    enforce: 'pre',
    transform(code, id) {
      if (!MODULE.test(id.split('?')[0] ?? id)) return null;
      return { code: deferFormReady(code), map: null };
    },
  };
}
