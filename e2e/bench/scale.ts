/**
 * Load figures of the gateway at scale, with autocannon on loopback (10 connections, a bounded
 * time each): the sandbox run alone as the service; nginx as a reverse proxy to it (what a user
 * would pick instead of the gateway); the compiled server's gateway on a certificate it has not
 * cached and on one it has; and the same with REDIS_URL, the shared limit and cache's cost.
 */
import autocannon from 'autocannon';
import { rmSync } from 'node:fs';
import {
  freePort,
  get,
  startNginx,
  startRedis,
  startReplica,
  type Running,
} from '../scale-harness.ts';
import { startChild, stopChild } from '../children.ts';

type Add = (
  figure: string,
  value: number,
  unit: string,
  budget?: { max?: number; min?: number },
) => void;

const DEMO_ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const DEMO = { 'x-api-key': 'demo-key', 'x-api-auth': 'demo-auth', 'x-api-secret': 'demo-secret' };
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 20);

interface Load {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers });
  return {
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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

/** nginx as a reverse proxy to the service, adding the credentials as the gateway does. */
const NGINX_PROXY = `
upstream emission_desk {
    server 127.0.0.1:1;
    keepalive 32;
}
server {
    listen 80;
    location /api/ {
        proxy_pass http://emission_desk/;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header x-api-key demo-key;
        proxy_set_header x-api-auth demo-auth;
        proxy_set_header x-api-secret demo-secret;
    }
}
`;

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
    const quiet = (running: Running) => {
      running.child.stdout?.removeAllListeners('data');
      running.child.stdout?.resume();
      return running;
    };
    const nginx = await startNginx([servicePort], NGINX_PROXY);
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
    const direct = await load(`${service.origin}${path}`, DEMO);
    const proxied = await load(`http://127.0.0.1:${nginx.port}/api${path}`);
    const gateway = await load(`http://127.0.0.1:${uncached.port}/api${path}`);
    const fromCache = await load(`http://127.0.0.1:${cached.port}/api${path}`);
    const fromRedis = await load(`http://127.0.0.1:${shared.port}/api${path}`);

    add('scale: service directly', Math.round(direct.perSecond), 'requests/s');
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
    add('scale: gateway with Redis, cached', Math.round(fromRedis.perSecond), 'requests/s');
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
