/**
 * The sandbox service: a runnable stand-in of the Emission Certificate and Calculation Service with
 * the same paths, JSON and headers. Built on Hono over the Fetch standard, so the same app runs in
 * the app's server (under /sandbox), standalone (server/sandbox-main.ts) and in a browser's Service
 * Worker (./browser/worker.ts). Each host passes what differs: the store, the file cache and the
 * image painter (./platform.ts); the Node host is ./app.ts, the browser's ./browser/host.ts.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { CREDENTIAL_HEADERS } from '../src/api/credentials.ts';
import { FAULT_HEADER, latencyAndFaults } from './faults.ts';
import type { SandboxHost } from './metered.ts';
import { openApiJson } from './openapi.ts';
import { usesDemoCredentials, type ServiceOptions } from './options.ts';
import type { SandboxPlatform } from './platform.ts';
import { methodNotAllowed, problem } from './problem.ts';
import { registerApiRoutes } from './routes/api.ts';
import { serviceUrl, type RouteContext } from './routes/context.ts';
import { registerFileRoutes } from './routes/files.ts';
import { registerMethodologyRoute } from './routes/methodology.ts';

export interface Sandbox {
  /** `host`: what the server that mounts the sandbox adds, its meter of costly routes. */
  fetch(request: Request, host?: SandboxHost): Response | Promise<Response>;
  close(): Promise<void>;
  /** The start of every file link it writes (`{publicUrl}{basePath}/files/`). */
  filesUrl: string;
  /** One line: which credentials the sandbox expects and where its store is. */
  describe(): string;
}

function describeSandbox(options: ServiceOptions, platform: SandboxPlatform): string {
  const { credentials } = options;
  const expects = usesDemoCredentials(credentials)
    ? `expects the demo credentials ${CREDENTIAL_HEADERS.apiKey}: ${credentials.apiKey}, ${CREDENTIAL_HEADERS.apiAuth}: ${credentials.apiAuth}, ${CREDENTIAL_HEADERS.apiSecret}: ${credentials.apiSecret}`
    : 'expects custom credentials from the environment';
  const extras = [
    options.mealSpelling === 'both' ? null : `coffee break spelled ${options.mealSpelling} only`,
    options.latencyMs > 0 ? `latency ${options.latencyMs} ms` : null,
    options.faults ? `faults on (${FAULT_HEADER} header)` : null,
  ].filter((part): part is string => part !== null);
  return [expects, platform.describeStore(), ...extras].join('; ');
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

/** The sandbox app on a host's store, file cache and image painter. */
export function sandboxOn(options: ServiceOptions, platform: SandboxPlatform): Sandbox {
  const basePath = options.basePath.replace(/\/+$/, '');
  const resolved: ServiceOptions = { ...options, basePath };
  const context: RouteContext = {
    options: resolved,
    store: platform.records,
    files: platform.files,
    images: platform.images,
    now: options.now ?? (() => new Date()),
  };
  const app = buildApp(context);
  let closed: Promise<void> | null = null;
  return {
    fetch: (request, host) => app.fetch(request, host),
    close: () => (closed ??= platform.records.close()),
    filesUrl: `${serviceUrl(resolved)}/files/`,
    describe: () => describeSandbox(resolved, platform),
  };
}
