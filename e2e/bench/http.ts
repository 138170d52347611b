import { median, percentile } from './stats.ts';

export const DEMO_HEADERS = {
  'x-api-key': 'demo-key',
  'x-api-auth': 'demo-auth',
  'x-api-secret': 'demo-secret',
  'content-type': 'application/json',
};

export interface Timing {
  medianMs: number;
  p95Ms: number;
  runs: number;
}

/** The same call as the app makes, as a plain HTTP request: the floor for the app's timings. */
export async function timePlainRequest(url: string, body: unknown, runs: number): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: DEMO_HEADERS,
      body: JSON.stringify(body),
    });
    await response.json();
    if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
    times.push(performance.now() - start);
  }
  return { medianMs: median(times), p95Ms: percentile(times, 95), runs };
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  throughputPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/**
 * Drives the sandbox with concurrent lookups and calculations on loopback. Bounded: stops after
 * `maxRequests` requests or `maxSeconds`, whichever comes first.
 */
export async function loadTest(
  base: string,
  {
    concurrency,
    maxRequests,
    maxSeconds,
  }: { concurrency: number; maxRequests: number; maxSeconds: number },
  requests: { method: 'GET' | 'POST'; path: string; body?: unknown }[],
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  const worker = async () => {
    while (issued < maxRequests && performance.now() < deadline) {
      const request = requests[issued % requests.length];
      issued++;
      if (!request) break;
      const start = performance.now();
      try {
        const response = await fetch(`${base}${request.path}`, {
          method: request.method,
          headers: DEMO_HEADERS,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    errors,
    seconds,
    throughputPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
}

export interface IntegrityResult {
  created: number;
  intact: number;
}

/**
 * Stores `count` records concurrently, then reads each back: every record must come back exactly as
 * the sandbox confirmed it.
 */
export async function recordIntegrity(
  base: string,
  count: number,
  concurrency: number,
): Promise<IntegrityResult> {
  const created: { id: string; body: string }[] = [];
  let next = 0;
  const create = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${base}/records`, {
        method: 'POST',
        headers: DEMO_HEADERS,
        body: JSON.stringify({
          roomType: 'STANDARD',
          numberOfGuests: 1 + (index % 4),
          countryCode: 'DE',
          breakfast: index % 2 === 0,
          star: 1 + (index % 5),
          days: 1 + (index % 7),
          name: `Load test stay ${index}`,
          guestName: `Guest ${index}`,
          correlation: `LOAD-${index}`,
        }),
      });
      const text = await response.text();
      if (response.status === 201)
        created.push({ id: (JSON.parse(text) as { id: string }).id, body: text });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, create));
  let intact = 0;
  for (const record of created) {
    const response = await fetch(`${base}/certificates/${record.id}`, { headers: DEMO_HEADERS });
    if (
      response.ok &&
      JSON.stringify(await response.json()) === JSON.stringify(JSON.parse(record.body))
    )
      intact++;
  }
  return { created: created.length, intact };
}
