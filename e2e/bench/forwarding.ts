/**
 * How fast the gateway forwards, beside nginx, with the service's own work taken out: a
 * fixed-answer upstream (e2e/bench/fixed-answer.ts, a process of its own) answers a constant JSON
 * body at once, and the ways to it are measured in the same run: directly, through nginx as a
 * plain reverse proxy (scale.ts's configuration: upstream keep-alive, an access log) and through
 * the gateway (one replica of the compiled server, no rate limit, JSON logs to a pipe that is read
 * and dropped). Each is measured on a forwarded calculation (`POST /api/emissions/event`, a valid
 * JSON body) and on a certificate read, which the gateway serves from its cache after the first.
 * A bare Node proxy (e2e/bench/bare-proxy.ts: Node's HTTP server and client and nothing else) is
 * measured beside them: what any gateway on Node can reach on this machine in the same run.
 *
 * The eight targets take turns with scale.ts's runner (same connections, warm-up, time and rounds:
 * BENCH_SCALE_SECONDS, BENCH_SCALE_WARMUP_SECONDS, BENCH_SCALE_ROUNDS), each figure the median of
 * its rounds. The budgets are the issue's: a forwarded calculation at least 0.4× nginx's
 * throughput, with a p99 no worse than nginx's. autocannon reports latencies in whole milliseconds
 * and nginx's p99 on loopback is often 0 or 1 ms, so the p99 budget allows one millisecond of
 * that resolution (P99_RESOLUTION_MS), and the figure's name says so.
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
/** autocannon's latency resolution: a p99 of 1 ms against nginx's 0 ms is no measured difference. */
const P99_RESOLUTION_MS = 1;

/** One of the bench's scripts as a process of its own on a free port, once it answers `/`. */
async function startScript(
  file: string,
  env: Record<string, string>,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = startChild(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
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

type Way = 'direct' | 'nginx' | 'bare Node proxy' | 'gateway';
type Name = `${Way} ${'POST' | 'GET'}`;

/** A calculation and a certificate read through the proxy at `origin` (paths after `prefix`). */
function both(way: Way, origin: string, prefix: string): Target<Name>[] {
  return [
    {
      name: `${way} POST`,
      url: `${origin}${prefix}${CALCULATION}`,
      method: 'POST',
      headers: JSON_BODY,
      body: EVENT_INPUT,
    },
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

    const figure = await inTurns('forwarding', [
      ...both('direct', upstream.origin, ''),
      ...both('nginx', `http://127.0.0.1:${nginx.port}`, '/api'),
      ...both('bare Node proxy', bare.origin, '/api'),
      ...both('gateway', `http://127.0.0.1:${gateway.port}`, '/api'),
    ]);
    const errors: Load[] = [];
    for (const method of ['POST', 'GET'] as const) {
      const direct = figure(`direct ${method}`);
      const proxied = figure(`nginx ${method}`);
      const floor = figure(`bare Node proxy ${method}`);
      const forwarded = figure(`gateway ${method}`);
      errors.push(direct, proxied, floor, forwarded);
      const what = method === 'POST' ? 'calculation (POST)' : 'cached certificate read (GET)';
      add(`forwarding: ${what}, directly`, Math.round(direct.perSecond), 'requests/s');
      add(`forwarding: ${what}, nginx`, Math.round(proxied.perSecond), 'requests/s');
      add(`forwarding: ${what}, bare Node proxy`, Math.round(floor.perSecond), 'requests/s');
      add(`forwarding: ${what}, gateway`, Math.round(forwarded.perSecond), 'requests/s');
      add(
        `forwarding: ${what}, bare Node proxy / nginx throughput`,
        round(floor.perSecond / proxied.perSecond, 2),
        '×',
      );
      add(
        `forwarding: ${what}, gateway / nginx throughput`,
        round(forwarded.perSecond / proxied.perSecond, 2),
        '×',
        method === 'POST' ? { min: 0.4 } : undefined,
      );
      add(`forwarding: ${what}, directly p99`, direct.p99Ms, 'ms');
      add(`forwarding: ${what}, nginx p99`, proxied.p99Ms, 'ms');
      add(`forwarding: ${what}, bare Node proxy p99`, floor.p99Ms, 'ms');
      add(
        method === 'POST'
          ? `forwarding: ${what}, gateway p99 (budget: nginx's + ${P99_RESOLUTION_MS} ms, autocannon's resolution)`
          : `forwarding: ${what}, gateway p99`,
        forwarded.p99Ms,
        'ms',
        method === 'POST' ? { max: proxied.p99Ms + P99_RESOLUTION_MS } : undefined,
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
