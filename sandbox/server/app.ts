import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { securityHeaders } from './security-headers.ts';

export interface ServerAppOptions {
  /** Folder of the production build; omitted in the dev server, where Vite serves the app. */
  distDir?: string;
  /** The sandbox service mounted under `/sandbox`, or null to run without it. */
  sandbox: { fetch: (request: Request) => Response | Promise<Response> } | null;
}

/** The server behind `npm start`: the built app, its security headers and the sandbox on one origin. */
export function createServerApp({ distDir, sandbox }: ServerAppOptions): Hono {
  const app = new Hono();

  app.all('/sandbox', (c) => (sandbox ? sandbox.fetch(c.req.raw) : unavailable()));
  app.all('/sandbox/*', (c) => (sandbox ? sandbox.fetch(c.req.raw) : unavailable()));

  if (distDir) {
    const root = path.relative(process.cwd(), distDir) || '.';
    const indexFile = path.join(distDir, 'index.html');
    app.use('*', async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
    });
    app.use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use(
      '*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_p, c) => c.header('Cache-Control', 'no-cache'),
      }),
    );
    app.get('*', async (c) => {
      if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Encoding');
      // The build writes a Brotli copy of the page (see vite.config.ts); send it when accepted.
      const accepted = c.req.header('Accept-Encoding') ?? '';
      if (/\bbr\b/.test(accepted)) {
        const compressed = await readFile(`${indexFile}.br`).catch(() => null);
        if (compressed) {
          c.header('Content-Encoding', 'br');
          c.header('Content-Type', 'text/html; charset=UTF-8');
          return c.body(compressed);
        }
      }
      const html = await readFile(indexFile, 'utf8');
      return c.html(html);
    });
  }
  return app;
}

function unavailable(): Response {
  return Response.json(
    {
      type: 'about:blank',
      title: 'Sandbox not available',
      status: 503,
      detail: 'The built-in sandbox service is not running on this server.',
    },
    { status: 503, headers: { 'content-type': 'application/problem+json' } },
  );
}
