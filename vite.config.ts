/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appShell } from './build/app-shell.ts';
import { precompress } from './build/precompress.ts';
import { sandboxInDevServer } from './build/sandbox-in-dev.ts';
import { serverFiles } from './build/server-files.ts';

/**
 * `vite build --ssr`, the second step of `npm run build`: the server compiled for Node into the
 * build's `server/` folder (what `npm run serve` and the container run) and the certificate page's
 * renderer. Node runs them with the packages of node_modules; nothing of it is served.
 */
const SERVER_BUILD = {
  plugins: [react(), serverFiles()],
  publicDir: false as const,
  build: {
    target: 'node20',
    emptyOutDir: true,
    minify: false,
    rolldownOptions: {
      input: {
        main: 'server/main.ts',
        'certificate-page': 'server/render/certificate-page.tsx',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
};

/**
 * The app's tests that need a page (jsdom), by file name. Every other `.test.ts` runs in plain
 * Node, which starts far faster; a file missing here fails at once ("document is not defined").
 */
const DOM_TESTS = [
  'src/**/*.test.tsx',
  ...[
    'bulk/results',
    'bulk/store',
    'certificates/page-data',
    'certificates/recent',
    'i18n/load',
    'settings/connection',
    'settings/spelling-memory',
    'settings/store',
    'shared/language',
    'shared/stored-value',
  ].map((name) => `src/**/${name}.test.ts`),
];

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild
    ? SERVER_BUILD
    : {
        plugins: [react(), sandboxInDevServer(), appShell(), precompress()],
        build: {
          target: 'es2022',
          // Source maps are not published by default; SOURCE_MAPS=public builds and serves them.
          sourcemap: process.env.SOURCE_MAPS === 'public',
          manifest: true,
        },
      }),
  test: {
    // Plain-Node files share a worker's modules one after the other, since loading Node's and the
    // app's modules again per file is the unit phase's largest cost. So a file leaves what is
    // global as it found it, and a test of German text loads German itself. Page tests (jsdom)
    // each get a fresh worker, so nothing a file does to the page reaches the next. A worker is
    // kept for the next file only when it is of the same project (`groupOrder`).
    pool: 'threads',
    maxWorkers: 2,
    isolate: false,
    unstubGlobals: true,
    // The files in a new order each run, its seed printed at the start ("Running tests with seed");
    // TEST_SEED=<seed>, or `npm run test:unit -- --sequence.seed=<seed>`, runs that order again.
    sequence: { shuffle: { files: true, tests: false }, seed: testSeed() },
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.ts'],
          exclude: DOM_TESTS,
          environment: 'node',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app-dom',
          sequence: { groupOrder: 1 },
          include: DOM_TESTS,
          environment: 'jsdom',
          isolate: true,
          setupFiles: ['src/test/setup.ts', 'src/test/setup-dom.ts'],
          // Each file's first test also loads what its modules build on first use (the country
          // names, user-event), slow when the cores are shared with other work.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          sequence: { groupOrder: 2 },
          include: ['sandbox/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          sequence: { groupOrder: 3 },
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ci',
          sequence: { groupOrder: 4 },
          include: ['.ci/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
}));

/** The seed of the test files' order from TEST_SEED, if given; otherwise Vitest picks a new one. */
function testSeed(): number | undefined {
  const seed = process.env.TEST_SEED;
  if (seed === undefined || seed === '') return undefined;
  if (!/^\d+$/.test(seed)) throw new Error(`TEST_SEED must be a whole number, not "${seed}".`);
  return Number(seed);
}
