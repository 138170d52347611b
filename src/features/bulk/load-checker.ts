/** Loads the file checker (check.ts) once, on first use. */
export type Checker = typeof import('./check.ts');

let loading: Promise<Checker> | undefined;

export function loadChecker(): Promise<Checker> {
  loading ??= import('./check.ts');
  return loading;
}
