/**
 * The benchmark's reference for the generic tool: Swagger UI (the `swagger-ui-dist` package, its
 * own static page and default layout) on the same OpenAPI document as the app (docs/openapi.json).
 * Its files are copied to a folder of their own and precompressed as the app's build is (Brotli and
 * gzip), then served as static files by the bench, so that both are sent the same way.
 */
import type { AddressInfo } from 'node:net';
import { copyFile, cp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { precompressFolder } from '../../build/precompress.ts';
import type { RunningServer } from './server.ts';

const PACKAGE_DIR = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/**
 * swagger-ui-dist's configuration file, as the package ships it (its "changeable configuration
 * block": the default standalone layout), with the URL of the document to show.
 */
const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: './openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  });
};
`;

/** Copies Swagger UI and the OpenAPI document into `outDir` and precompresses them. */
export async function prepareSwaggerUi(outDir: string, openApiFile: string): Promise<string> {
  const absolute = path.resolve(outDir);
  await rm(absolute, { recursive: true, force: true });
  // Source maps stay behind: a browser never asks for them unless its developer tools are open.
  await cp(PACKAGE_DIR, absolute, { recursive: true, filter: (file) => !file.endsWith('.map') });
  await writeFile(path.join(absolute, 'swagger-initializer.js'), INITIALIZER);
  await copyFile(openApiFile, path.join(absolute, 'openapi.json'));
  await precompressFolder(absolute);
  return absolute;
}

/** Serves a folder of static files (and their .br/.gz copies) on loopback. */
export async function serveFolder(folder: string, port: number): Promise<RunningServer> {
  const app = new Hono();
  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), folder) || '.',
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
    }),
  );
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port, hostname: 'localhost' }, () =>
      resolve(started),
    );
    started.once('error', reject);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${bound}`,
    stop: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The browser may keep connections open: close them, or close() waits for them.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
