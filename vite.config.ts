/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appShell } from './build/app-shell.ts';
import { precompress } from './build/precompress.ts';
import { sandboxInDevServer } from './build/sandbox-in-dev.ts';
import { serverFiles } from './build/server-files.ts';

/**
 * `vite build --ssr`, the second step of `npm run build`: the server compiled for Node into the
 * build's `server/` folder: `main.js` (what `npm run serve` and the container run, with the
 * sandbox and its fonts) and the certificate page's renderer (server/certificate-pages.ts).
 * Node runs them with the packages of node_modules; nothing of it is served.
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
    // Every test file runs in a worker of its own (Vitest's default isolation): fresh modules, so
    // fresh module-level stores (settings, messages, routing, caches), and for the app a fresh
    // page. Nothing a file does can reach the next one.
    pool: 'threads',
    maxWorkers: 2,
    // The files in a new order each run, its seed printed at the start ("Running tests with seed");
    // TEST_SEED=<seed>, or `npm run test:unit -- --sequence.seed=<seed>`, runs that order again.
    sequence: { shuffle: { files: true, tests: false }, seed: testSeed() },
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // Each file's first test also loads what its modules build on first use (the country
          // names, user-event): over 5 s when the 2 cores are shared with other work.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          include: ['sandbox/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: { name: 'ci', include: ['.ci/**/*.test.ts'], environment: 'node' },
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
