/**
 * `npm run sandbox`: the sandbox service on its own, at http://127.0.0.1:4010 by default.
 * SANDBOX_PORT and SANDBOX_HOST choose where it listens; PUBLIC_URL and the other SANDBOX_*
 * variables are read by sandboxOptionsFromEnv (see sandbox/README.md).
 */
import { createSandbox, sandboxOptionsFromEnv } from '../sandbox/app.ts';
import { listenOrigin } from '../sandbox/options.ts';
import { createHttpServer } from './http-server.ts';
import { createLogger } from './observability/logger.ts';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const hostname = process.env.SANDBOX_HOST ?? '127.0.0.1';

let sandbox;
try {
  // Links are built from PUBLIC_URL, else from the address listened at; never from Host.
  const publicUrl = process.env.PUBLIC_URL ? undefined : listenOrigin(hostname, port);
  sandbox = await createSandbox(
    sandboxOptionsFromEnv(process.env, { basePath: '', ...(publicUrl ? { publicUrl } : {}) }),
  );
} catch (error) {
  console.error(`The sandbox service could not start: ${(error as Error).message}`);
  process.exit(1);
}
const running = sandbox;

// Requests Node's layer refuses (malformed, too slow) are logged; the sandbox keeps no metrics.
const server = createHttpServer(running.fetch, hostname, { logger: createLogger(null) });
server.listen(port, hostname, () => {
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Sandbox service listening at http://${hostname}:${listening} (${running.describe()})`,
  );
});

function shutdown() {
  server.close();
  void running.close().finally(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
