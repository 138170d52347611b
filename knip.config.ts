import type { KnipConfig } from 'knip';

/**
 * The dead-code check (`npm run knip`, part of `npm run check`), run twice. With the tests, a
 * module exports only what other modules or tests use. With `--production` (the tests left out,
 * patterns marked `!`), no code is alive only because a test calls it; an export that its own
 * module uses may stay exported for its test. The vite, vitest, playwright and eslint plugins find
 * the app (index.html), the server's builds (vite.config.ts), the tests and the configs; the
 * entries below are the rest.
 */
const production = process.argv.includes('--production');

const config: KnipConfig = {
  entry: [
    // `npm run sandbox`, which knip finds in package.json's scripts only without --production.
    ...(production ? ['server/sandbox-main.ts!'] : []),
    // Loaded through Vite by path (build/sandbox-in-dev.ts, build/app-shell.ts), which knip cannot follow.
    'server/dev-listener.ts',
    'server/render/shell.tsx!',
    // The build writes what is served.
    'build/*.ts!',
    'sandbox/scripts/*.ts!',
    // Bundled into the static demo's worker script by path (build/sandbox-worker.ts).
    'sandbox/browser/worker.ts!',
    '.ci/*.{ts,mjs}',
    // The bench starts some of its scripts as processes of their own, by path.
    'e2e/bench/*.ts',
    'e2e/bench/floor/floor.tsx',
  ],
  // The source folders only: a build folder of another name (E2E_DIST_DIR) is not the project's.
  project: [
    '{src,server,sandbox,build}/**/*.{ts,tsx}!',
    '{e2e,.ci}/**/*.{ts,tsx,mjs}',
    '*.{ts,js}',
    // Test support, used by tests only.
    '!{src/test,server/test,server/test-fixtures}/**!',
    '!{sandbox/test-support,src/shared/placeholders}.ts!',
  ],
  ignoreExportsUsedInFile: production,
  ...(production && {
    // renderTextLine is the font test's way into the sandbox's renderer.
    ignoreIssues: { 'sandbox/files/images.ts': ['exports'] },
  }),
  // Installed by the system's package manager, not npm.
  ignoreBinaries: ['apt-get'],
  // Started or resolved by path (the bench's createRequire().resolve, e2e/static-server.ts), which
  // knip cannot see.
  ignoreDependencies: ['autocannon', 'swagger-ui-dist', 'http-server'],
};

export default config;
