/**
 * `npm start` / `npm run serve`: serves the production build with the sandbox and, when
 * SERVICE_URL is set, the gateway to the real service, on one origin. Every setting is read and
 * checked here at start (server/config.ts; the table is in docs/deploy/README.md).
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createServerApp } from './app.ts';
import { ConfigError, configFromEnv, ownOrigin, type ServerConfig } from './config.ts';
import { createHttpServer } from './http-server.ts';
import { loadSandbox } from './load-sandbox.ts';

let config: ServerConfig;
try {
  config = configFromEnv(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`The server cannot start: ${error.message}`);
  process.exit(1);
}
const distDir = path.resolve(config.distDir);

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(
    `No build found in ${path.relative(process.cwd(), distDir) || '.'}: run "npm run build" first (npm start does it for you).`,
  );
  process.exit(1);
}

// The sandbox's links start at the public URL, else at the address this server listens at. A
// malformed SANDBOX_* setting stops the start like any other setting.
let sandbox: Awaited<ReturnType<typeof loadSandbox>> = null;
try {
  sandbox = config.sandbox ? await loadSandbox('/sandbox', ownOrigin(config)) : null;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`The server cannot start: ${error.message}`);
  process.exit(1);
}
const app = createServerApp({ distDir, sandbox, config });
// The same HTTP layer as the standalone sandbox: malformed requests get problem+json answers.
const server = createHttpServer(app.fetch, config.host);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const origin = ownOrigin({ ...config, publicUrl: null, port });
  const publicNote = config.publicUrl ? ` (public URL ${config.publicUrl})` : '';
  console.log(`Emission Desk is served at ${origin}/${publicNote}`);
  if (sandbox) console.log(`Sandbox service: ${origin}/sandbox (${sandbox.describe()})`);
  if (config.service) {
    const limit =
      config.rateLimit > 0 ? `${config.rateLimit} calls a minute per address` : 'no rate limit';
    console.log(
      `Gateway: ${origin}/api forwards to ${config.service.url} (access: ${config.access}; ${limit})`,
    );
  }
});

function shutdown() {
  server.close();
  void sandbox?.close().finally(() => process.exit(0));
  if (!sandbox) process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
