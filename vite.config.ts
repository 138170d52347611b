/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appShell } from './server/shell/plugin.ts';
import { formReadyAfterCommit } from './server/build/form-ready-after-commit.ts';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** In `npm run dev`, the sandbox service answers under /sandbox on the dev server's origin. */
function sandboxInDevServer(): Plugin {
  return {
    name: 'emission-desk-sandbox',
    apply: (_config, env) => env.command === 'serve' && !process.env.VITEST,
    configureServer(server) {
      type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;
      let listener: Promise<Listener> | undefined;
      server.middlewares.use((req, res, next) => {
        if (req.url !== '/sandbox' && !req.url?.startsWith('/sandbox/')) return next();
        listener ??= server
          .ssrLoadModule('/server/dev-listener.ts')
          .then((module) =>
            (module as { createDevListener: () => Promise<Listener> }).createDevListener(),
          );
        listener.then((handle) => handle(req, res)).catch(next);
      });
    },
  };
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to each text file of the build, so that the
 * server sends compressed files without compressing on every request (about a quarter of the bytes).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'emission-desk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|json|txt)$/.test(file) && !file.startsWith('.vite'))
          .map(async (file) => {
            const source = path.join(outDir, file);
            const content = await readFile(source);
            if (content.length < 512) return;
            await writeFile(
              `${source}.br`,
              brotliCompressSync(content, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            );
            await writeFile(`${source}.gz`, gzipSync(content, { level: 9 }));
          }),
      );
    },
  };
}

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

/**
 * The modules that the entry shares with the routes, in one chunk. The start waits for browser
 * turns (top-level await of `browserTurn`, ADR 0008), and with a top-level await in the graph
 * Rolldown no longer merges them into the entry: they came as eleven small chunks, 3.3 kB gzip
 * more on every route's first paint. With them in one chunk, /event and /hotel need 2–3 kB less
 * than before the turns, /bulk and /certificates 2–4 kB more, all within the 140 kB budget.
 */
const START_GROUP = {
  name: 'start',
  test: new RegExp(
    [
      String.raw`node_modules[\\/](@tanstack|wouter|regexparam|use-sync-external-store)[\\/]`,
      String.raw`node_modules[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)`,
      String.raw`src[\\/]api[\\/](errors|client|query-client)\.ts$`,
      String.raw`src[\\/]settings[\\/](connection|spelling-memory)\.ts$`,
      String.raw`src[\\/]ui[\\/](PageTitle\.tsx|router\.tsx|search-params\.ts)$`,
    ].join('|'),
  ),
};

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild
    ? SERVER_RENDER_BUILD
    : {
        plugins: [react(), formReadyAfterCommit(), sandboxInDevServer(), appShell(), precompress()],
        build: {
          target: 'es2022',
          // Source maps are not published by default; SOURCE_MAPS=public builds and serves them.
          sourcemap: process.env.SOURCE_MAPS === 'public',
          manifest: true,
          rolldownOptions: { output: { codeSplitting: { groups: [START_GROUP] } } },
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
