/**
 * How fast the gateway forwards, beside nginx and two Node peers, with the service's own work
 * taken out: a fixed-answer upstream (e2e/bench/fixed-answer.ts, a process of its own) answers a
 * constant JSON body at once, and the ways to it are measured in the same run: directly, through
 * nginx as a plain reverse proxy (scale.ts's configuration: upstream keep-alive, an access log) and
 * through the gateway (one replica of the compiled server, no rate limit, JSON logs to a pipe that
 * is read and dropped). Each is measured on a forwarded calculation (`POST /api/emissions/event`, a
 * valid JSON body) and on a certificate read, which the gateway serves from its cache after the
 * first. A bare Node proxy (e2e/bench/bare-proxy.ts: Node's HTTP server and client and nothing
 * else) is measured beside them: what any gateway on Node can reach on this machine in the same
 * run.
 *
 * The budget is set by two Node peers doing the gateway's per-answer work on a forwarded
 * calculation (security headers, a request id, the body parsed within 64 kB and written again, a
 * pino line, a prom-client count and histogram): a Fastify gateway (e2e/bench/fastify-gateway.ts:
 * @fastify/helmet, @fastify/reply-from) and an Express gateway (e2e/bench/express-gateway.ts:
 * helmet, http-proxy-middleware, pino-http). They have no cache, so they are measured on the POST
 * only. nginx stays as the floor of what a proxy costs, printed beside, judged on nothing.
 *
 * Another build: BENCH_COMPARE_DIST names a second build folder (made as run.ts's header says),
 * whose gateway is measured on the POST in the same turns, printed as "gateway (compared build)"
 * with its ratio to the gateway, judged on nothing: how a change to the gateway is judged.
 *
 * The ten targets take turns with scale.ts's runner (same connections, warm-up, time and rounds:
 * BENCH_SCALE_SECONDS, BENCH_SCALE_WARMUP_SECONDS, BENCH_SCALE_ROUNDS), each figure the median of
 * its rounds. The budgets are the issue's: a forwarded calculation at least 0.85× the Fastify
 * peer's throughput (the goal is 1×), with a p99 no worse than the Fastify peer's. autocannon
 * reports latencies in whole milliseconds, so the p99 budget allows one millisecond of that
 * resolution (P99_RESOLUTION_MS), and the figure's name says so.
 */
import { freePort, startChild, stopChild } from '../children.ts';
import { get, startNginx, startReplica } from '../scale-harness.ts';
import { inTurns, nginxProxy, quiet, type Add, type Load, type Target } from './scale.ts';
import { round } from './stats.ts';

const CERTIFICATE = '/certificates/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const CALCULATION = '/emissions/event';
const EVENT_INPUT = JSON.stringify({
  originType: 'NATIONAL',
  mealInfo: [{ mealCount: 80, mealType: 'VEGETARIAN' }],
  participants: 80,
  mealType: 'VEGETARIAN',
  overnightStays: 1,
});
const JSON_BODY = { 'content-type': 'application/json' };
/** autocannon's latency resolution: a p99 of 3 ms against 2 ms is no measured difference. */
const P99_RESOLUTION_MS = 1;

/**
 * One of the bench's scripts as a process of its own on a free port, once it answers `/`. What it
 * writes to standard output (a peer's log lines) goes to a pipe that is read and dropped, as the
 * gateway's does.
 */
async function startScript(
  file: string,
  env: Record<string, string>,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = startChild(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  child.stdout?.resume();
  const deadline = Date.now() + 30_000;
  while ((await get(port, '/').catch(() => ({ status: 0 }))).status !== 200) {
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`${file} did not start within 30 s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

type Way =
  | 'direct'
  | 'nginx'
  | 'bare Node proxy'
  | 'Fastify'
  | 'Express'
  | 'gateway'
  | 'gateway (compared build)';

const COMPARE_DIST = process.env.BENCH_COMPARE_DIST;
type Name = `${Way} ${'POST' | 'GET'}`;

/** A calculation through the proxy at `origin` (its path after `prefix`). */
function post(way: Way, origin: string, prefix: string): Target<Name> {
  return {
    name: `${way} POST`,
    url: `${origin}${prefix}${CALCULATION}`,
    method: 'POST',
    headers: JSON_BODY,
    body: EVENT_INPUT,
  };
}

/** A calculation and a certificate read through the proxy at `origin` (paths after `prefix`). */
function both(way: Way, origin: string, prefix: string): Target<Name>[] {
  return [
    post(way, origin, prefix),
    { name: `${way} GET`, url: `${origin}${prefix}${CERTIFICATE}` },
  ];
}

export async function measureForwarding(add: Add): Promise<void> {
  const started: { stop: () => Promise<void> }[] = [];
  try {
    const upstream = await startScript('e2e/bench/fixed-answer.ts', {});
    started.push(upstream);
    const bare = await startScript('e2e/bench/bare-proxy.ts', {
      UPSTREAM_PORT: new URL(upstream.origin).port,
    });
    started.push(bare);
    const fastify = await startScript('e2e/bench/fastify-gateway.ts', {
      UPSTREAM_PORT: new URL(upstream.origin).port,
    });
    started.push(fastify);
    const express = await startScript('e2e/bench/express-gateway.ts', {
      UPSTREAM_PORT: new URL(upstream.origin).port,
    });
    started.push(express);
    const nginx = await startNginx([], nginxProxy(Number(new URL(upstream.origin).port)));
    started.push(nginx);
    // No per-address limit: every request of the load generator comes from one address. No
    // calculation cache: the same body again and again would be answered from it, not forwarded.
    const gateway = quiet(
      await startReplica(upstream.origin, {
        GATEWAY_RATE_LIMIT: '0',
        CALCULATION_CACHE_SECONDS: '0',
      }),
    );
    started.push(gateway);
    const compared = COMPARE_DIST
      ? quiet(
          await startReplica(upstream.origin, {
            GATEWAY_RATE_LIMIT: '0',
            CALCULATION_CACHE_SECONDS: '0',
            DIST_DIR: COMPARE_DIST,
          }),
        )
      : null;
    if (compared) started.push(compared);

    const figure = await inTurns('forwarding', [
      ...both('direct', upstream.origin, ''),
      ...both('nginx', `http://127.0.0.1:${nginx.port}`, '/api'),
      ...both('bare Node proxy', bare.origin, '/api'),
      post('Fastify', fastify.origin, '/api'),
      post('Express', express.origin, '/api'),
      ...both('gateway', `http://127.0.0.1:${gateway.port}`, '/api'),
      ...(compared
        ? [post('gateway (compared build)', `http://127.0.0.1:${compared.port}`, '/api')]
        : []),
    ]);
    const errors: Load[] = [];
    for (const method of ['POST', 'GET'] as const) {
      const what = method === 'POST' ? 'calculation (POST)' : 'cached certificate read (GET)';
      const ways: Way[] =
        method === 'POST'
          ? ['direct', 'nginx', 'bare Node proxy', 'Fastify', 'Express', 'gateway']
          : ['direct', 'nginx', 'bare Node proxy', 'gateway'];
      const loads = new Map(ways.map((way) => [way, figure(`${way} ${method}`)]));
      const of = (way: Way): Load => loads.get(way) as Load;
      errors.push(...loads.values());
      for (const way of ways) {
        add(`forwarding: ${what}, ${way}`, Math.round(of(way).perSecond), 'requests/s');
      }
      for (const way of ways.filter((w) => w !== 'direct' && w !== 'nginx')) {
        add(
          `forwarding: ${what}, ${way} / nginx throughput`,
          round(of(way).perSecond / of('nginx').perSecond, 2),
          '×',
        );
      }
      if (method === 'POST') {
        add(
          'forwarding: calculation (POST), gateway / Fastify throughput (goal: 1×)',
          round(of('gateway').perSecond / of('Fastify').perSecond, 2),
          '×',
          { min: 0.85 },
        );
        if (compared) {
          const other = figure('gateway (compared build) POST');
          errors.push(other);
          add(
            'forwarding: calculation (POST), gateway (compared build)',
            Math.round(other.perSecond),
            'requests/s',
          );
          add(
            'forwarding: calculation (POST), gateway (compared build) / gateway throughput',
            round(other.perSecond / of('gateway').perSecond, 2),
            '×',
          );
          add('forwarding: calculation (POST), gateway (compared build) p99', other.p99Ms, 'ms');
        }
        add(
          'forwarding: calculation (POST), gateway / Express throughput',
          round(of('gateway').perSecond / of('Express').perSecond, 2),
          '×',
        );
      }
      for (const way of ways.filter((w) => w !== 'gateway')) {
        add(`forwarding: ${what}, ${way} p99`, of(way).p99Ms, 'ms');
      }
      add(
        method === 'POST'
          ? `forwarding: ${what}, gateway p99 (budget: Fastify's + ${P99_RESOLUTION_MS} ms, autocannon's resolution)`
          : `forwarding: ${what}, gateway p99`,
        of('gateway').p99Ms,
        'ms',
        method === 'POST' ? { max: of('Fastify').p99Ms + P99_RESOLUTION_MS } : undefined,
      );
    }
    add(
      'forwarding: errors',
      errors.reduce((sum, l) => sum + l.errors, 0),
      'requests',
      { max: 0 },
    );
  } finally {
    await Promise.all(started.map((running) => running.stop()));
  }
}
