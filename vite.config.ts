/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** In `npm run dev`, the sandbox service answers under /sandbox on the dev server's origin. */
function sandboxInDevServer(): Plugin {
  return {
    name: 'emission-desk-sandbox',
    apply: 'serve',
    async configureServer(server) {
      const { getRequestListener } = await import('@hono/node-server');
      const { createServerApp } = await import('./sandbox/server/app.ts');
      const { loadSandbox } = await import('./sandbox/server/load-sandbox.ts');
      const sandbox = await loadSandbox('/sandbox');
      const listener = getRequestListener(createServerApp({ sandbox }).fetch);
      server.middlewares.use((req, res, next) => {
        if (req.url === '/sandbox' || req.url?.startsWith('/sandbox/')) void listener(req, res);
        else next();
      });
      server.httpServer?.once('close', () => void sandbox?.close());
    },
  };
}

export default defineConfig({
  plugins: [react(), sandboxInDevServer()],
  build: {
    target: 'es2022',
    sourcemap: true,
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
