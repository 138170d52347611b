/**
 * Load figures of the gateway at scale, on loopback. Every part runs in a process of its own: the
 * sandbox run alone as the service; nginx (one worker, upstream keep-alive, an access log as a
 * default nginx keeps) as a reverse proxy to that same service, which is what a user would pick
 * instead of the gateway; the compiled server's gateway (one process) on a certificate it has not
 * cached, on one it has, and the same with REDIS_URL; and the load generator, autocannon's own
 * command, started afresh for each measurement so that it never shares a process or an event loop
 * with what it measures or with this script.
 *
 * Each measurement has the same connections (10), a warm-up (BENCH_SCALE_WARMUP_SECONDS, 3 s,
 * not counted) and a bounded time (BENCH_SCALE_SECONDS, 10 s). The five targets take turns for
 * BENCH_SCALE_ROUNDS rounds (3), so that a machine that gets busier or quieter meanwhile affects
 * them alike, and each figure is the median of its rounds. Ratios compare figures of the same run.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { freePort, startChild, stopChild } from '../children.ts';
import { get, startNginx, startRedis, startReplica, type Running } from '../scale-harness.ts';
import { median } from './stats.ts';

export type Add = (
  figure: string,
  value: number,
  unit: string,
  budget?: { max?: number; min?: number },
) => void;

const DEMO_ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const DEMO = { 'x-api-key': 'demo-key', 'x-api-auth': 'demo-auth', 'x-api-secret': 'demo-secret' };
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_SCALE_WARMUP_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const CONNECTIONS = 10;
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon');

export interface Load {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** What autocannon sends: a URL, and a method and body other than a plain GET. */
export interface Target<Name extends string = string> {
  name: Name;
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

/** One measurement by autocannon's command in a process of its own (its JSON result on stdout). */
export function load({ url, headers = {}, method = 'GET', body }: Target): Promise<Load> {
  const args = [
    AUTOCANNON,
    '--json',
    '--connections',
    String(CONNECTIONS),
    '--duration',
    String(SECONDS),
    ...(WARMUP_SECONDS > 0
      ? ['--warmup', '[', '-c', String(CONNECTIONS), '-d', String(WARMUP_SECONDS), ']']
      : []),
    ...Object.entries(headers).flatMap(([name, value]) => ['--headers', `${name}=${value}`]),
    '--method',
    method,
    ...(body === undefined ? [] : ['--body', body]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        const result = JSON.parse(line) as {
          requests: { average: number };
          latency: { p50: number; p99: number };
          errors: number;
          non2xx: number;
        };
        resolve({
          perSecond: result.requests.average,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
      } catch {
        reject(new Error(`autocannon failed (exit ${code}): ${err.trim() || line}`));
      }
    });
  });
}

/** The sandbox alone, as the service: `npm run sandbox` on a port of its own. */
async function startService(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const storeDir = `.sandbox-data/bench-scale-${port}`;
  rmSync(storeDir, { recursive: true, force: true });
  const child = startChild(process.execPath, ['--import', 'tsx', 'server/sandbox-main.ts'], {
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_STORE_DIR: storeDir },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while ((await get(port, '/openapi.json').catch(() => ({ status: 0 }))).status !== 200) {
    if (Date.now() > deadline) throw new Error('The sandbox did not start within 30 s.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/**
 * nginx as a reverse proxy to the service, adding the credentials as the gateway does: the
 * proxying of docs/deploy/nginx-replicas.conf (HTTP/1.1 and keep-alive to the upstream) to its one
 * server, and an access log line per request (nginx's default; the gateway logs every request
 * too), written to its own folder. A caller's connection serves any number of requests, as Node's
 * does (nginx closes it after 1,000 by default, and autocannon counts a request caught in that
 * close as an error). An idle upstream connection is let go after 4 s, before Node
 * closes it (its keep-alive time-out is 5 s), as the gateway's client does: otherwise a request
 * after a pause meets a closed connection and fails.
 */
export const nginxProxy = (servicePort: number) => `
upstream service {
    server 127.0.0.1:${servicePort};
    keepalive 32;
    keepalive_timeout 4s;
}
server {
    listen 80;
    access_log access.log;
    keepalive_requests 1000000;
    location /api/ {
        proxy_pass http://service/;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header x-api-key demo-key;
        proxy_set_header x-api-auth demo-auth;
        proxy_set_header x-api-secret demo-secret;
    }
}
`;

/**
 * Every target measured in turn, BENCH_SCALE_ROUNDS times over, each measurement printed as it
 * ends (under `part`'s name); each figure is the median of its target's rounds, its errors their sum.
 */
export async function inTurns<Name extends string>(
  part: string,
  targets: Target<Name>[],
): Promise<(name: Name) => Load> {
  const runs = new Map<Name, Load[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) {
      const measured = await load(target);
      runs.get(target.name)?.push(measured);
      console.log(
        `${part}, round ${round + 1} of ${ROUNDS}, ${target.name}: ${Math.round(measured.perSecond)} requests/s, ` +
          `p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ${measured.errors} errors`,
      );
    }
  }
  return (name) => {
    const loads = runs.get(name) ?? [];
    return {
      perSecond: median(loads.map((l) => l.perSecond)),
      p50Ms: median(loads.map((l) => l.p50Ms)),
      p99Ms: median(loads.map((l) => l.p99Ms)),
      errors: loads.reduce((sum, l) => sum + l.errors, 0),
    };
  };
}

/** A replica whose log lines go to a pipe that is read and dropped, as a log collector would. */
export function quiet(running: Running): Running {
  running.child.stdout?.removeAllListeners('data');
  running.child.stdout?.resume();
  return running;
}

export async function measureScale(add: Add): Promise<void> {
  const started: { stop: () => Promise<void> }[] = [];
  try {
    const service = await startService();
    started.push(service);
    const servicePort = Number(new URL(service.origin).port);
    const gatewayEnv = {
      SERVICE_API_KEY: DEMO['x-api-key'],
      SERVICE_API_AUTH: DEMO['x-api-auth'],
      SERVICE_API_SECRET: DEMO['x-api-secret'],
      GATEWAY_RATE_LIMIT: '1000000',
      LOG_FORMAT: 'json',
    };
    const nginx = await startNginx([], nginxProxy(servicePort));
    started.push(nginx);
    const uncached = quiet(
      await startReplica(service.origin, { ...gatewayEnv, CERTIFICATE_CACHE_SECONDS: '0' }),
    );
    started.push(uncached);
    const cached = quiet(await startReplica(service.origin, gatewayEnv));
    started.push(cached);
    const redis = await startRedis();
    started.push(redis);
    const shared = quiet(
      await startReplica(service.origin, {
        ...gatewayEnv,
        REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      }),
    );
    started.push(shared);

    const path = `/certificates/${DEMO_ID}`;
    const targets: Target<'direct' | 'nginx' | 'gateway' | 'cached' | 'redis'>[] = [
      { name: 'direct', url: `${service.origin}${path}`, headers: DEMO },
      { name: 'nginx', url: `http://127.0.0.1:${nginx.port}/api${path}` },
      { name: 'gateway', url: `http://127.0.0.1:${uncached.port}/api${path}` },
      { name: 'cached', url: `http://127.0.0.1:${cached.port}/api${path}` },
      { name: 'redis', url: `http://127.0.0.1:${shared.port}/api${path}` },
    ];
    const figure = await inTurns('scale', targets);
    const direct = figure('direct');
    const proxied = figure('nginx');
    const gateway = figure('gateway');
    const fromCache = figure('cached');
    const fromRedis = figure('redis');

    add('scale: service directly', Math.round(direct.perSecond), 'requests/s');
    add('scale: service directly p50', direct.p50Ms, 'ms');
    add('scale: nginx reverse proxy', Math.round(proxied.perSecond), 'requests/s');
    add('scale: gateway, uncached', Math.round(gateway.perSecond), 'requests/s');
    add(
      'scale: gateway uncached / nginx throughput',
      Math.round((gateway.perSecond / proxied.perSecond) * 100) / 100,
      '×',
      { min: 0.6 },
    );
    add('scale: nginx p99', proxied.p99Ms, 'ms');
    add('scale: gateway uncached p99', gateway.p99Ms, 'ms', {
      max: Math.max(2 * proxied.p99Ms, 1),
    });
    add('scale: gateway, cached', Math.round(fromCache.perSecond), 'requests/s', {
      min: Math.round(direct.perSecond),
    });
    add('scale: gateway cached p50', fromCache.p50Ms, 'ms');
    add('scale: gateway with Redis, cached', Math.round(fromRedis.perSecond), 'requests/s');
    add('scale: gateway with Redis p50', fromRedis.p50Ms, 'ms');
    add('scale: Redis limit and cache cost at p50', fromRedis.p50Ms - fromCache.p50Ms, 'ms', {
      max: 1,
    });
    add(
      'scale: errors',
      direct.errors + proxied.errors + gateway.errors + fromCache.errors + fromRedis.errors,
      'requests',
      { max: 0 },
    );
  } finally {
    await Promise.all(started.map((running) => running.stop()));
  }
}
