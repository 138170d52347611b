/** Loads the file checker (check.ts) on first use; the module system keeps it once it is in. */
export type Checker = typeof import('./check.ts');

export const loadChecker = (): Promise<Checker> => import('./check.ts');
