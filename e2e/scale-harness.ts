/**
 * Real parts for the scale tests and the benchmark's load figures: Debian's redis-server and
 * nginx, the fixture service (server/test-fixtures/foreign-service.ts) and replicas of the
 * compiled server (`dist/server/main.js`, as the container runs it), each on a free port, each
 * started in a process group of its own (e2e/children.ts) and stopped with it.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { FOREIGN_CREDENTIALS } from '../server/test-fixtures/foreign-service.ts';
import { freePort, startChild, stopChild } from './children.ts';

export const DIST_DIR = process.env.E2E_DIST_DIR ?? process.env.DIST_DIR ?? 'dist';

/** Where a program of Debian's is: on the PATH or in the sbin folders (nginx is in /usr/sbin). */
export function findProgram(name: string): string | undefined {
  return [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find((file) => existsSync(file));
}

/** A program of Debian's (findProgram); not finding it is an error. */
export function program(name: string): string {
  const file = findProgram(name);
  if (!file) {
    throw new Error(`${name} is not installed (on Debian or Ubuntu: apt-get install -y ${name}).`);
  }
  return file;
}

export interface Running {
  child: ChildProcess;
  port: number;
  /** What it wrote to standard output, line by line. */
  lines: string[];
  /** Standard error, as one text. */
  errors: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

function run(command: string, args: string[], env: Record<string, string>, port: number): Running {
  const child = startChild(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, port, lines, errors: () => stderr, exited, stop: () => stopChild(child) };
}

async function until(what: string, check: () => Promise<boolean>, running: Running) {
  let gone = false;
  void running.exited.then(() => (gone = true));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${what} stopped at start: ${running.errors().trim()}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await running.stop();
  throw new Error(`${what} did not start within 30 s: ${running.errors().trim()}`);
}

export async function startRedis(): Promise<Running> {
  const port = await freePort();
  const redis = run(
    program('redis-server'),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
    port,
  );
  await until(
    'redis-server',
    async () => redis.lines.some((l) => /Ready to accept/.test(l)),
    redis,
  );
  return redis;
}

/** The fixture service (not the sandbox), with a list of what it received at /__received. */
export async function startUpstream(): Promise<Running & { origin: string }> {
  const upstream = run(
    process.execPath,
    ['--import', 'tsx', 'server/test-fixtures/foreign-service.ts'],
    { PORT: '0' },
    0,
  );
  await until('the fixture service', async () => upstream.lines.length > 0, upstream);
  const port = Number(/listening on (\d+)/.exec(upstream.lines[0] ?? '')?.[1]);
  return { ...upstream, port, origin: `http://127.0.0.1:${port}` };
}

/** A replica of the compiled server in gateway mode, JSON logs, no sandbox. */
export async function startReplica(
  upstreamOrigin: string,
  env: Record<string, string> = {},
): Promise<Running> {
  const port = await freePort();
  // `env` may name another build (the forwarding bench's compared build).
  const dist = env.DIST_DIR ?? DIST_DIR;
  const replica = run(
    process.execPath,
    [path.join(dist, 'server', 'main.js')],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      LOG_FORMAT: 'json',
      SERVICE_URL: upstreamOrigin,
      SERVICE_API_KEY: FOREIGN_CREDENTIALS['x-api-key'],
      SERVICE_API_AUTH: FOREIGN_CREDENTIALS['x-api-auth'],
      SERVICE_API_SECRET: FOREIGN_CREDENTIALS['x-api-secret'],
      ...env,
    },
    port,
  );
  await until('a replica', async () => (await get(port, '/healthz')).status === 200, replica);
  return replica;
}

/**
 * An nginx configuration in `dir` (`nginx.conf`) that runs in the foreground, keeps everything it
 * writes in `dir` and serves `site` (a server block, written to `site.conf`); `httpLines` go into
 * its `http` block before the site.
 *
 * Started by root, nginx runs its workers as `nobody`, who cannot read a build or a temporary
 * folder that only its owner may enter (a clone in root's home, `mktemp -d`): the workers run as
 * the user who starts the tests. Started by anyone else, they run as that user anyway.
 */
export function writeNginxConfig(dir: string, site: string, httpLines: string[] = []): void {
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      ...httpLines.map((line) => `  ${line}`),
      '  access_log off;',
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
}

/**
 * nginx as the load balancer in front of `replicaPorts`, with docs/deploy/nginx-replicas.conf
 * (its upstream servers and listen port put to this machine's), or with `config` of one's own.
 */
export async function startNginx(replicaPorts: number[], config?: string): Promise<Running> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'emission-desk-nginx-'));
  const site = (config ?? readFileSync('docs/deploy/nginx-replicas.conf', 'utf8'))
    .replace(
      /(upstream emission_desk \{)[^}]*?(keepalive)/s,
      (_all, open: string, keepalive: string) =>
        `${open}\n${replicaPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}\n    ${keepalive}`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  writeNginxConfig(dir, site);
  const nginx = run(program('nginx'), ['-p', dir, '-c', `${dir}/nginx.conf`], {}, port);
  const stop = nginx.stop;
  nginx.stop = async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  };
  await until(
    'nginx',
    async () => {
      await get(port, '/healthz');
      return true;
    },
    nginx,
  );
  return nginx;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One GET to 127.0.0.1:`port`, from `from` (any 127.x address: a caller of its own). */
export function get(
  port: number,
  target: string,
  { from, headers }: { from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        headers,
        agent: false,
        ...(from ? { localAddress: from } : {}),
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** The compiled server with the sandbox, serving the build in `distDir`. */
export async function startAppServer(distDir: string, storeDir: string): Promise<Running> {
  const port = await freePort();
  const server = run(
    process.execPath,
    [path.join(distDir, 'server', 'main.js')],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      LOG_FORMAT: 'json',
      SANDBOX_STORE_DIR: storeDir,
    },
    port,
  );
  await until('the server', async () => (await get(port, '/healthz')).status === 200, server);
  return server;
}
