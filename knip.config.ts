import type { KnipConfig } from 'knip';

/**
 * The dead-code check (`npm run knip`, part of `npm run check`). The vite, vitest, playwright and
 * eslint plugins find the app (index.html), the server's builds (vite.config.ts), the tests and the
 * configs; the entries below are the rest.
 */
const config: KnipConfig = {
  entry: [
    // Loaded through Vite by path (build/sandbox-in-dev.ts, build/app-shell.ts), which knip cannot follow.
    'server/dev-listener.ts',
    'server/render/shell.tsx',
    '.ci/*.{ts,mjs}',
    // The bench starts some of its scripts as processes of their own, by path.
    'e2e/bench/*.ts',
    'e2e/bench/floor/floor.tsx',
    'sandbox/scripts/*.ts',
  ],
  // The source folders only: a build folder of another name (E2E_DIST_DIR) is not the project's.
  project: ['{src,server,sandbox,build,e2e,.ci}/**/*.{ts,tsx,mjs}', '*.{ts,js}'],
  // Installed by the system's package manager, not npm.
  ignoreBinaries: ['apt-get'],
  // The bench resolves these packages' files by path (createRequire().resolve), which knip cannot see.
  ignoreDependencies: ['autocannon', 'swagger-ui-dist'],
};

export default config;
