/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { IncomingMessage, ServerResponse } from 'node:http';

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
          .ssrLoadModule('/sandbox/server/dev-listener.ts')
          .then((module) =>
            (module as { createDevListener: () => Promise<Listener> }).createDevListener(),
          );
        listener.then((handle) => handle(req, res)).catch(next);
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), sandboxInDevServer()],
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
  },
  test: {
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
    ],
  },
});
