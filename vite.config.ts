/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appShell } from './build/app-shell.ts';
import { precompress } from './build/precompress.ts';
import { sandboxInDevServer } from './build/sandbox-in-dev.ts';

/**
 * `vite build --ssr server/render/certificate-page.tsx`, the second step of `npm run build`: the
 * certificate page's renderer for the server (server/certificate-pages.ts), into the build's
 * `server/` folder. Node runs it with the packages of node_modules; nothing of it is served.
 */
const SERVER_RENDER_BUILD = {
  plugins: [react()],
  publicDir: false as const,
  build: { target: 'node20', emptyOutDir: true, minify: false },
};

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild
    ? SERVER_RENDER_BUILD
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
      {
        extends: true,
        test: { name: 'ci', include: ['.ci/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
}));
