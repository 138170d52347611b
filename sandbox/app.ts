/**
 * The sandbox service: a runnable stand-in of the Emission Certificate and Calculation Service with
 * the same paths, JSON and headers. Built on Hono over the Fetch standard, so the same handler runs
 * inside the app's server (under /sandbox) and standalone (server/sandbox-main.ts).
 */
import path from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { CREDENTIAL_HEADERS } from '../src/api/credentials.ts';
import { demoRecords } from './demo-records.ts';
import { FAULT_HEADER, latencyAndFaults } from './faults.ts';
import { FileCache } from './files/cache.ts';
import type { SandboxHost } from './metered.ts';
import { openApiJson } from './openapi.ts';
import { usesDemoCredentials, type SandboxOptions } from './options.ts';
import { methodNotAllowed, problem } from './problem.ts';
import { registerApiRoutes } from './routes/api.ts';
import { serviceUrl, type RouteContext } from './routes/context.ts';
import { registerFileRoutes } from './routes/files.ts';
import { registerMethodologyRoute } from './routes/methodology.ts';
import { RecordStore } from './store.ts';

export { sandboxOptionsFromEnv, type SandboxOptions } from './options.ts';

export interface Sandbox {
  /** `host`: what the server that mounts the sandbox adds, its meter of costly routes. */
  fetch(request: Request, host?: SandboxHost): Response | Promise<Response>;
  close(): Promise<void>;
  /** The start of every file link it writes (`{publicUrl}{basePath}/files/`). */
  filesUrl: string;
  /** One line: which credentials the sandbox expects and where its store is. */
  describe(): string;
}

function displayPath(target: string): string {
  const relative = path.relative(process.cwd(), target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : target;
}

function describeSandbox(options: SandboxOptions, store: RecordStore): string {
  const { credentials } = options;
  const expects = usesDemoCredentials(credentials)
    ? `expects the demo credentials ${CREDENTIAL_HEADERS.apiKey}: ${credentials.apiKey}, ${CREDENTIAL_HEADERS.apiAuth}: ${credentials.apiAuth}, ${CREDENTIAL_HEADERS.apiSecret}: ${credentials.apiSecret}`
    : 'expects custom credentials from the environment';
  const extras = [
    options.mealSpelling === 'both' ? null : `coffee break spelled ${options.mealSpelling} only`,
    options.latencyMs > 0 ? `latency ${options.latencyMs} ms` : null,
    options.faults ? `faults on (${FAULT_HEADER} header)` : null,
  ].filter((part): part is string => part !== null);
  return [expects, `store ${displayPath(store.file)} (${store.size} records)`, ...extras].join(
    '; ',
  );
}

/** Says in the log what opening the store dropped, so no loss goes unnoticed. */
function reportStoreLoad(store: RecordStore, log: (message: string) => void): void {
  const { skippedLines, tornBytes } = store.loadReport;
  if (skippedLines > 0) {
    log(
      `Sandbox: ${skippedLines} damaged ${skippedLines === 1 ? 'line' : 'lines'} of ${displayPath(store.file)} skipped (not valid records); the other ${store.size} records are served.`,
    );
  }
  if (tornBytes > 0) {
    log(
      `Sandbox: an incomplete last line of ${displayPath(store.file)} (${tornBytes} bytes, from an interrupted write) was cut off.`,
    );
  }
}

function buildApp(context: RouteContext): Hono {
  const { options } = context;
  const root = new Hono({ strict: false });
  const app = options.basePath ? root.basePath(options.basePath) : root;

  // On the root: a base path makes a copy of the app, and the root's handlers answer for both.
  root.onError((error, c) => {
    // A body that stopped coming because its caller went away: no failure, and nobody to answer.
    if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
    // Logged on the server only; the answer never carries a stack trace or message.
    console.error('Sandbox request failed:', error);
    return problem({ status: 500, detail: 'The sandbox service failed to answer this request.' });
  });
  root.notFound((c) => {
    // The path is echoed to help the caller, but never more of it than a line holds.
    const pathname = new URL(c.req.url).pathname;
    const shown = pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname;
    return problem({ status: 404, detail: `There is no resource at ${shown}.` });
  });

  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      allowHeaders: [...Object.values(CREDENTIAL_HEADERS), 'content-type', FAULT_HEADER],
      exposeHeaders: ['retry-after', 'location', 'content-disposition'],
      maxAge: 7200,
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    c.header('x-content-type-options', 'nosniff');
  });
  app.use(
    '*',
    latencyAndFaults({
      latencyMs: options.latencyMs,
      faults: options.faults,
      slowFaultMs: options.slowFaultMs ?? 5000,
      ...(options.defaultFault ? { defaultFault: options.defaultFault } : {}),
    }),
  );

  app.get('/', (c) =>
    c.json({
      service: 'Emission Desk sandbox',
      description: 'A stand-in of the Emission Certificate and Calculation Service.',
      openapi: `${serviceUrl(options)}/openapi.json`,
    }),
  );
  app.get('/openapi.json', (c) =>
    c.body(openApiJson([{ url: serviceUrl(options) }]), 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
    }),
  );
  app.all('/openapi.json', () => methodNotAllowed('GET, HEAD'));

  registerMethodologyRoute(app);
  registerApiRoutes(app, context);
  registerFileRoutes(app, context);
  return root;
}

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const basePath = options.basePath.replace(/\/+$/, '');
  const resolved: SandboxOptions = { ...options, basePath };
  const log = options.log ?? ((message: string) => console.warn(message));
  const store = await RecordStore.open(options.storeDir, demoRecords());
  reportStoreLoad(store, log);
  const files = await FileCache.open(options.storeDir, 'files', {
    ...(options.filesMaxBytes === undefined ? {} : { maxDiskBytes: options.filesMaxBytes }),
    log,
  });
  const context: RouteContext = {
    options: resolved,
    store,
    files,
    now: options.now ?? (() => new Date()),
  };
  const app = buildApp(context);
  let closed: Promise<void> | null = null;
  return {
    fetch: (request, host) => app.fetch(request, host),
    close: () => (closed ??= store.close()),
    filesUrl: `${serviceUrl(resolved)}/files/`,
    describe: () => describeSandbox(resolved, store),
  };
}
