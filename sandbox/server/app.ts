import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { requestLanguage } from '../../src/shared/language.ts';
import { pageOf, shellFileName } from '../../src/shared/pages.ts';
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
    const dir = distDir;
    app.use('*', async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
    });
    /** A page of the app: its static shell, in the reader's language, Brotli when accepted. */
    const page = async (c: Context, folder: string) => {
      const language = requestLanguage(c.req.header('Cookie'), c.req.header('Accept-Language'));
      const file = path.join(dir, shellFileName(folder, language));
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      if (/\bbr\b/.test(c.req.header('Accept-Encoding') ?? '')) {
        const compressed = await readFile(`${file}.br`).catch(() => null);
        if (compressed) {
          c.header('Content-Encoding', 'br');
          c.header('Content-Type', 'text/html; charset=UTF-8');
          return c.body(compressed);
        }
      }
      return c.html(await readFile(file, 'utf8'));
    };
    app.get('/', (c) => page(c, ''));
    app.get('/:page{[a-z]+}', (c, next) => {
      const name = c.req.param('page');
      // Pages with a static shell of their own (src/shared/pages.ts, server/shell/).
      return pageOf(name) ? page(c, name) : next();
    });
    // Hashed file names change with their content: a browser may keep them for good.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('/assets/*', serveStatic({ root, precompressed: true }));
    app.use(
      '*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_p, c) => c.header('Cache-Control', 'no-cache'),
      }),
    );
    app.get('*', (c) => {
      if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
      return page(c, '');
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
