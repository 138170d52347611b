/**
 * Production at scale, with real parts: a real Redis, two replicas of the compiled server in
 * gateway mode against the fixture service, and nginx as their load balancer
 * (docs/deploy/nginx-replicas.conf). Callers are told apart by their own loopback address
 * (127.0.0.x), as separate machines would be.
 */
import { spawnSync } from 'node:child_process';
import { freePort, startChild, stopChild } from './children.ts';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FOREIGN_CREDENTIALS } from '../server/test-fixtures/foreign-service.ts';
import {
  DIST_DIR,
  get,
  startNginx,
  startRedis,
  startReplica,
  startUpstream,
  type Running,
} from './scale-harness.ts';
import { requirePrograms } from './requires.ts';

requirePrograms('redis-server', 'nginx');

const LIMIT = 25;
const API_CERTIFICATE = '11111111-2222-4333-8444-555555555555';
const PAGE_CERTIFICATE = '99999999-8888-4777-8666-555555555555';
const METRICS_TOKEN = 'metrics-token-5e1f';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let redis: Running;
let upstream: Running & { origin: string };
let replicas: Running[] = [];
let nginx: Running;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  redis = await startRedis();
  upstream = await startUpstream();
  const env = {
    REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    GATEWAY_RATE_LIMIT: String(LIMIT),
    // nginx connects from 127.0.0.1: its X-Forwarded-For is believed, nobody else's.
    TRUST_PROXY: '127.0.0.1',
    METRICS_TOKEN,
    SHUTDOWN_GRACE_SECONDS: '10',
  };
  replicas = await Promise.all([
    startReplica(upstream.origin, env),
    startReplica(upstream.origin, env),
  ]);
  nginx = await startNginx(replicas.map((replica) => replica.port));
});

test.afterAll(async () => {
  await Promise.all([nginx, ...replicas, upstream, redis].map((running) => running?.stop()));
});

function replica(index: number): Running {
  const found = replicas[index];
  if (!found) throw new Error(`No replica ${index}.`);
  return found;
}

/** What the fixture service received, by path. */
async function upstreamCalls(pathname: string): Promise<number> {
  const answer = await get(upstream.port, '/__received');
  const received = JSON.parse(answer.body) as { path: string }[];
  return received.filter((entry) => entry.path === pathname).length;
}

async function metricsOf(replica: Running): Promise<string> {
  const answer = await get(replica.port, '/metrics', {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

function sample(metrics: string, line: RegExp): number {
  const found = metrics.split('\n').find((entry) => line.test(entry));
  return found ? Number(found.split(' ').pop()) : 0;
}

test('the limit is shared: calls through nginx, spread over both replicas, are limited as one caller', async () => {
  const statuses: number[] = [];
  for (let call = 0; call <= LIMIT; call++) {
    const answer = await get(nginx.port, `/api/certificates/${API_CERTIFICATE}`, {
      from: '127.0.0.5',
      // Forged: nginx adds the caller's real address after it, and only that one is believed.
      headers: { 'x-forwarded-for': `203.0.113.${call}` },
    });
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 200));
  expect(statuses[LIMIT]).toBe(429);
  // Both replicas answered some of them.
  for (const replica of replicas) {
    expect(
      sample(
        await metricsOf(replica),
        /route="\/api\/certificates\/:id",method="GET",status="200"/,
      ),
    ).toBeGreaterThan(0);
  }
  // Another caller behind the same nginx has a budget of its own.
  const other = await get(nginx.port, `/api/certificates/${API_CERTIFICATE}`, {
    from: '127.0.0.6',
  });
  expect(other.status).toBe(200);
});

test('the certificate cache is shared: twenty page loads over two replicas make one upstream call', async () => {
  const before = await upstreamCalls(`/certificates/${PAGE_CERTIFICATE}`);
  expect(before).toBe(0);
  for (let load = 0; load < 20; load++) {
    const page = await get(replica(load % 2).port, `/certificates/${PAGE_CERTIFICATE}`, {
      from: '127.0.0.7',
    });
    expect(page.status).toBe(200);
    // The page carries the certificate (its preview tags), read once and then from the cache.
    expect(page.body).toContain('og:title');
  }
  expect(await upstreamCalls(`/certificates/${PAGE_CERTIFICATE}`)).toBe(1);
});

test('a forged X-Forwarded-For changes nothing without TRUST_PROXY', async () => {
  const plain = await startReplica(upstream.origin, {
    REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    GATEWAY_RATE_LIMIT: '3',
  });
  try {
    // Until it reaches Redis the limit fails safe (503): a load balancer sends calls once ready.
    await expect.poll(async () => (await get(plain.port, '/readyz')).status).toBe(200);
    const statuses: number[] = [];
    for (let call = 0; call < 4; call++) {
      const answer = await get(plain.port, `/api/certificates/${API_CERTIFICATE}`, {
        from: '127.0.0.8',
        headers: { 'x-forwarded-for': `198.51.100.${call}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  } finally {
    await plain.stop();
  }
});

test('every request is one JSON line with its request id, and no secret or record id', async () => {
  const id = 'scale-trace-7';
  const answer = await get(nginx.port, `/certificates/${PAGE_CERTIFICATE}`, {
    from: '127.0.0.9',
    headers: { 'x-request-id': id },
  });
  expect(answer.headers['x-request-id']).toBe(id);
  await expect
    .poll(() => replicas.flatMap((replica) => replica.lines).some((line) => line.includes(id)))
    .toBe(true);
  const lines = replicas.flatMap((replica) => replica.lines);
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(entries.find((entry) => entry.reqId === id)).toMatchObject({
    level: 'info',
    method: 'GET',
    route: '/certificates/:id',
    status: 200,
  });
  const gatewayCall = entries.find(
    (entry) => entry.route === '/api/certificates/:id' && entry.upstreamStatus === 200,
  );
  expect(gatewayCall).toMatchObject({ status: 200, rateLimited: false });
  expect(typeof gatewayCall?.upstreamMs).toBe('number');
  expect(entries.some((entry) => entry.status === 429 && entry.rateLimited === true)).toBe(true);
  const all = lines.join('\n');
  for (const secret of [...Object.values(FOREIGN_CREDENTIALS), METRICS_TOKEN]) {
    expect(all).not.toContain(secret);
  }
  for (const recordId of [API_CERTIFICATE, PAGE_CERTIFICATE, 'FOREIGN-ONE']) {
    expect(all).not.toContain(recordId);
  }
});

test('/metrics counts requests, upstream calls, the limit and the cache, behind its token', async () => {
  expect((await get(replica(0).port, '/metrics')).status).toBe(401);
  const totals = { hits: 0, misses: 0, limited: 0, upstream: 0 };
  for (const replica of replicas) {
    const metrics = await metricsOf(replica);
    totals.hits += sample(metrics, /^emission_desk_certificate_cache_total\{result="hit"\}/);
    totals.misses += sample(metrics, /^emission_desk_certificate_cache_total\{result="miss"\}/);
    totals.limited += sample(metrics, /^emission_desk_rate_limited_total /);
    totals.upstream += sample(
      metrics,
      /^emission_desk_upstream_duration_seconds_count\{operation="certificate-by-id",status="200"\}/,
    );
  }
  // Two certificates were read from the service, once each; everything else came from the cache.
  expect(totals.upstream).toBe(2);
  expect(totals.misses).toBe(2);
  expect(totals.hits).toBeGreaterThanOrEqual(LIMIT + 20 - 1);
  expect(totals.limited).toBeGreaterThanOrEqual(1);
});

test('an unreachable Redis is said in the log and in readiness, and the gateway fails safe', async () => {
  const closed = await startRedis();
  const port = closed.port;
  await closed.stop();
  const replica = await startReplica(upstream.origin, {
    REDIS_URL: `redis://:pw-77@127.0.0.1:${port}`,
  });
  try {
    const ready = await get(replica.port, '/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'not ready' });
    const call = await get(replica.port, `/api/certificates/${API_CERTIFICATE}`);
    expect(call.status).toBe(503);
    const page = await get(replica.port, `/certificates/${PAGE_CERTIFICATE}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('og:title');
    // The log is written in batches, at least once a second.
    await expect
      .poll(() => replica.lines.some((line) => line.includes('Redis is unreachable')))
      .toBe(true);
    expect(replica.lines.join('\n')).not.toContain('pw-77');
  } finally {
    await replica.stop();
  }
});

test('a malformed REDIS_URL, TRUST_PROXY or SHUTDOWN_GRACE_SECONDS stops the start with one line naming it', () => {
  for (const [name, value] of [
    ['REDIS_URL', 'http://:secret-9@redis:6379'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['SHUTDOWN_GRACE_SECONDS', 'soon'],
  ] as const) {
    const started = spawnSync(process.execPath, [path.join(DIST_DIR, 'server', 'main.js')], {
      env: { ...process.env, DIST_DIR, PORT: '0', [name]: value },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(started.status).toBe(1);
    const lines = started.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
    expect(started.stderr).not.toContain('secret-9');
  }
});

test('SIGTERM during a slow upstream call: new connections are refused at once (a health check fails), the call still answers 200, exit 0', async () => {
  const draining = replica(1);
  expect((await get(draining.port, '/readyz')).status).toBe(200);
  const slow = get(draining.port, '/api/certificates/slow', { from: '127.0.0.10' });
  await expect.poll(() => upstreamCalls('/certificates/slow')).toBe(1);
  draining.child.kill('SIGTERM');
  // Once the signal is handled the replica listens no more: a load balancer's next health check
  // (or call) cannot connect and goes to another replica, while the call in flight goes on.
  await expect
    .poll(
      () =>
        get(draining.port, '/readyz').then(
          (answer) => `answered ${answer.status}`,
          (error: NodeJS.ErrnoException) => error.code,
        ),
      { timeout: 2_000 },
    )
    .toBe('ECONNREFUSED');
  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ correlation: 'FOREIGN-ONE' });
  expect(await draining.exited).toBe(0);
  // nginx sends the callers to the replica that is left.
  expect((await get(nginx.port, '/healthz')).status).toBe(200);
});

test('SIGTERM ends the process even when nobody reads its log (a full pipe)', async () => {
  const port = await freePort();
  // Standard output is a pipe that is never read: after some 64 kB of log lines it takes no more.
  const child = startChild(process.execPath, [path.join(DIST_DIR, 'server', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX: 'off' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  try {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await expect
      .poll(() =>
        get(port, '/healthz').then(
          (a) => a.status,
          () => 0,
        ),
      )
      .toBe(200);
    // A line per request, some 200 bytes each: well over what the pipe holds.
    for (let round = 0; round < 80; round++) {
      await Promise.all(Array.from({ length: 10 }, () => get(port, '/healthz')));
    }
    child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 10_000)),
    ]);
    expect(code).toBe(0);
  } finally {
    await stopChild(child);
  }
});

test('a service outage leaves a replica ready: /readyz never asks the service, /metrics and the log say it', async () => {
  const service = await startUpstream();
  const own = await startReplica(service.origin, { METRICS_TOKEN });
  const serviceUp = async () => sample(await metricsOf(own), /^emission_desk_service_up /);
  const received = async () =>
    (JSON.parse((await get(service.port, '/__received')).body) as unknown[]).length;
  try {
    await expect.poll(serviceUp, { timeout: 8_000 }).toBe(1);
    const before = await received();
    for (let call = 0; call < 200; call++) {
      expect((await get(own.port, '/readyz')).status).toBe(200);
    }
    // The background check runs every 5 s: at most one of it while 200 calls were answered.
    expect((await received()) - before).toBeLessThanOrEqual(1);

    await service.stop();
    await expect.poll(serviceUp, { timeout: 12_000 }).toBe(0);
    // The log is written in batches, at least once a second.
    await expect
      .poll(() => own.lines.some((line) => line.includes('The service cannot be reached')), {
        timeout: 3_000,
      })
      .toBe(true);
    const ready = await get(own.port, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });
  } finally {
    await own.stop();
    await service.stop();
  }
});
