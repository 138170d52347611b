/** Helpers for the server's tests: a build folder, the server on a free port, raw requests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { createServerApp, type ServerAppOptions } from '../app.ts';
import { configFromEnv, PLAIN_SERVER_CONFIG } from '../config.ts';
import { createLogger } from '../observability/logger.ts';
import { createMetrics } from '../observability/metrics.ts';
import { createHttpServer, type HttpServerOptions } from '../http-server.ts';
import { LANGUAGES } from '../../src/shared/language.ts';
import { shellFileName } from '../../src/shared/pages.ts';

/** A build folder with a shell per page and language, and an asset with its source map. */
export function temporaryDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'server-dist-'));
  for (const folder of ['', 'event', 'hotel', 'certificates', 'settings']) {
    mkdirSync(path.join(dir, folder), { recursive: true });
    for (const lang of LANGUAGES) {
      const file = path.basename(shellFileName(folder, lang));
      writeFileSync(
        path.join(dir, folder, file),
        `<!doctype html><html lang="${lang}"><head><title>${folder || 'root'}/${file}</title></head><body></body></html>`,
      );
    }
  }
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'assets', 'app-1a2b3c.js'),
    'export {};\n//# sourceMappingURL=app-1a2b3c.js.map',
  );
  writeFileSync(
    path.join(dir, 'assets', 'app-1a2b3c.js.map'),
    '{"version":3,"sources":["src/secret.ts"]}',
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RunningServer {
  origin: string;
  port: number;
  lines: string[];
  close(): Promise<void>;
}

/**
 * The app server on a free port of 127.0.0.1, through the same Node layer as `npm start`, with
 * the settings `env` gives (read by the same code as at start) and Node's time-outs `limits` gives.
 * Its JSON log lines are collected.
 */
export async function startServer(
  env: Record<string, string>,
  options: Partial<ServerAppOptions> = {},
  limits: Pick<HttpServerOptions, 'headersTimeoutMs' | 'requestTimeoutMs' | 'checkIntervalMs'> = {},
): Promise<RunningServer> {
  const lines: string[] = [];
  const config = { ...PLAIN_SERVER_CONFIG, ...configFromEnv(env) };
  const logger = createLogger('json', 'info', { write: (line: string) => lines.push(line.trim()) });
  const metrics = options.metrics ?? createMetrics();
  const app = createServerApp({ sandbox: null, config, logger, ...options, metrics });
  const server = createHttpServer(app.fetch, '127.0.0.1', {
    ...limits,
    logger,
    metrics,
    hsts: config.publicUrl?.startsWith('https:') ?? false,
    refuseDotSegments: true,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    lines,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the path exactly as given (no URL normalisation) and any headers, Host too. */
export function rawRequest(
  port: number,
  init: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: init.method ?? 'GET',
        path: init.path,
        headers: init.headers,
        setHost:
          !init.headers || !Object.keys(init.headers).some((h) => h.toLowerCase() === 'host'),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    if (init.body !== undefined) request.write(init.body);
    request.end();
  });
}

/** Bytes as they are to the server's socket; the first answer as text (or '' after 3 s). */
export function rawBytes(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    socket.setTimeout(3_000, finish);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', finish);
    socket.on('error', (error) => (chunks.length > 0 ? finish() : reject(error)));
    socket.write(bytes);
  });
}

/** A 429 names a wait within the limit's window, and `call` passes again once it is over. */
export async function expectWindowEnds(
  limited: RawAnswer,
  call: () => Promise<RawAnswer>,
  windowSeconds: number,
): Promise<void> {
  expect(limited.status).toBe(429);
  const wait = Number(limited.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
  expect((await call()).status).toBe(200);
}
