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
    // A fresh module graph and page per file cost four times the tests themselves; the files keep
    // no state between them (src/test/setup.ts resets the page after each test).
    pool: 'threads',
    isolate: false,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
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
    ],
  },
}));
