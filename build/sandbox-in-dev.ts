import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** In `npm run dev`, the sandbox service answers under /sandbox on the dev server's origin. */
export function sandboxInDevServer(): Plugin {
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
