/**
 * `npm start` / `npm run serve`: serves the production build with the sandbox on the same origin.
 * PORT (default 4173) and HOST (default localhost) choose where it listens.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createServerApp } from './app.ts';
import { createSandboxHttpServer } from './http-server.ts';
import { loadSandbox } from './load-sandbox.ts';
import { listenOrigin } from '../options.ts';

const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? 'localhost';
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(
    `No build found in ${path.relative(process.cwd(), distDir) || '.'}: run "npm run build" first (npm start does it for you).`,
  );
  process.exit(1);
}

const sandbox = await loadSandbox('/sandbox', listenOrigin(hostname, port));
const app = createServerApp({ distDir, sandbox });
// The same HTTP layer as the standalone sandbox: malformed requests get problem+json answers.
const server = createSandboxHttpServer(app.fetch, hostname);
server.listen(port, hostname, () => {
  console.log(`Emission Desk is served at http://${hostname}:${port}/`);
  if (sandbox)
    console.log(`Sandbox service: http://${hostname}:${port}/sandbox (${sandbox.describe()})`);
});

function shutdown() {
  server.close();
  void sandbox?.close().finally(() => process.exit(0));
  if (!sandbox) process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
