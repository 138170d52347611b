/**
 * `npm run bench`: measures what users feel and prints each figure beside its budget. Writes the
 * table as JSON to bench-results/bench.json. Run it after `npm test` (it needs the build and the
 * system's Chromium); it is never part of `npm test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureRouteBundles } from './bundle.ts';
import { buildFloor } from './floor.ts';
import { runLighthouse } from './lighthouse.ts';
import { loadTest, recordIntegrity, timePlainRequest } from './http.ts';
import { measureBulk } from './bulk.ts';
import { measureInteractions } from './interaction.ts';
import { measureScale } from './scale.ts';
import { startServer } from './server.ts';
import { median, round } from './stats.ts';

interface Row {
  figure: string;
  value: number;
  unit: string;
  budget: string;
  /** true: within budget; false: over; null: no budget, for information. */
  ok: boolean | null;
}

const rows: Row[] = [];
const add = (
  figure: string,
  value: number,
  unit: string,
  budget?: { max?: number; min?: number },
) => {
  let ok: boolean | null = null;
  let text = '–';
  if (budget?.max !== undefined) {
    ok = value <= budget.max;
    text = `≤ ${budget.max} ${unit}`;
  }
  if (budget?.min !== undefined) {
    ok = value >= budget.min;
    text = `≥ ${budget.min} ${unit}`;
  }
  rows.push({ figure, value, unit, budget: text, ok });
};

const EVENT_INPUT = {
  originType: 'NATIONAL',
  mealInfo: [
    { mealCount: 80, mealType: 'VEGETARIAN' },
    { mealCount: 80, mealType: 'COFEE_BREAK' },
  ],
  participants: 80,
  mealType: 'VEGETARIAN',
  overnightStays: 1,
};
const HOTEL_INPUT = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 3,
  days: 2,
};
const DEMO_ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** Lighthouse runs per page (the median is reported): its simulation varies from run to run. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

// 1. JavaScript each route needs for its first paint.
// DIST_DIR (as for `npm run serve`) picks another build folder; the server started below reads it too.
for (const bundle of measureRouteBundles(process.env.DIST_DIR ?? 'dist')) {
  add(`first-paint JS ${bundle.route}`, round(bundle.gzipBytes / 1000), 'kB gzip', { max: 140 });
  add(`first-paint CSS ${bundle.route}`, round(bundle.cssGzipBytes / 1000), 'kB gzip');
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 4391));
try {
  // 2. Lighthouse, mobile emulation, beside the floor: a page that is only React and ReactDOM
  // rendering a static form of similar size, built with the same Vite config and measured with the
  // same settings in the same run. What the app adds on top of it is the budget, not an absolute
  // score that moves with the machine.
  const floorServer = await startServer(
    Number(process.env.BENCH_FLOOR_PORT ?? 4392),
    {
      DIST_DIR: await buildFloor('bench-results/floor-dist'),
      SANDBOX: 'off',
    },
    '/',
  );
  let floor: { lcpMs: number; tbtMs: number };
  const pages = ['/event', '/hotel', `/certificates/${DEMO_ID}`, '/bulk'];
  const app: Record<
    string,
    {
      performance: number[];
      accessibility: number[];
      bestPractices: number[];
      lcpMs: number[];
      tbtMs: number[];
      cls: number[];
    }
  > = {};
  try {
    const floorRuns = await runLighthouse(
      Array.from({ length: LIGHTHOUSE_RUNS }, () => `${floorServer.origin}/`),
    );
    floor = {
      lcpMs: median(floorRuns.map((run) => run.lcpMs)),
      tbtMs: median(floorRuns.map((run) => run.tbtMs)),
    };
  } finally {
    await floorServer.stop();
  }
  const urls = pages.flatMap((p) =>
    Array.from({ length: LIGHTHOUSE_RUNS }, () => `${server.origin}${p}`),
  );
  for (const figures of await runLighthouse(urls)) {
    const page = new URL(figures.url).pathname.replace(DEMO_ID, ':id');
    const entry = (app[page] ??= {
      performance: [],
      accessibility: [],
      bestPractices: [],
      lcpMs: [],
      tbtMs: [],
      cls: [],
    });
    entry.performance.push(figures.performance);
    entry.accessibility.push(figures.accessibility);
    entry.bestPractices.push(figures.bestPractices);
    entry.lcpMs.push(figures.lcpMs);
    entry.tbtMs.push(figures.tbtMs);
    entry.cls.push(figures.cls);
  }
  add('floor LCP (React + static form)', round(floor.lcpMs, 0), 'ms');
  add('floor TBT (React + static form)', round(floor.tbtMs, 0), 'ms');
  for (const [page, figures] of Object.entries(app)) {
    const lcp = median(figures.lcpMs);
    const tbt = median(figures.tbtMs);
    add(`Lighthouse performance ${page}`, median(figures.performance), 'score');
    add(`Lighthouse accessibility ${page}`, Math.min(...figures.accessibility), 'score', {
      min: 1,
    });
    add(`Lighthouse best practices ${page}`, Math.min(...figures.bestPractices), 'score', {
      min: 1,
    });
    add(`LCP ${page}`, round(lcp, 0), 'ms', { max: round(floor.lcpMs + 300, 0) });
    add(`LCP ${page} minus floor`, round(lcp - floor.lcpMs, 0), 'ms');
    add(`TBT ${page}`, round(tbt, 0), 'ms', { max: round(2 * floor.tbtMs, 0) });
    add(`TBT ${page} / floor`, round(tbt / Math.max(floor.tbtMs, 1), 2), '×');
    add(`CLS ${page}`, round(Math.max(...figures.cls), 3), '', { max: 0.02 });
  }

  // 3. The same calculations as plain HTTP requests: the floor for the app's own timings.
  const plainEvent = await timePlainRequest(
    `${server.origin}/sandbox/emissions/event`,
    EVENT_INPUT,
    RUNS,
  );
  const plainHotel = await timePlainRequest(
    `${server.origin}/sandbox/emissions/hotel`,
    HOTEL_INPUT,
    RUNS,
  );
  add('plain HTTP event calculation, median', round(plainEvent.medianMs), 'ms');
  add('plain HTTP hotel calculation, median', round(plainHotel.medianMs), 'ms');

  // 4. What a user feels in the browser.
  const interactions = await measureInteractions(server.origin, RUNS, DEMO_ID);
  const within = (name: string, timing: { medianMs: number; p95Ms: number }, floorMs: number) => {
    add(`${name}, median`, round(timing.medianMs), 'ms', { max: round(floorMs + 50) });
    add(`${name}, p95`, round(timing.p95Ms), 'ms');
  };
  within('event submit-to-result', interactions.eventSubmit, plainEvent.medianMs);
  within('hotel submit-to-result', interactions.hotelSubmit, plainHotel.medianMs);
  add('repeated event input, median', round(interactions.repeatedInput.medianMs), 'ms', {
    max: 50,
  });
  add('service calls for repeated inputs', interactions.repeatedInput.requests, 'calls', {
    max: 0,
  });
  add('reopened certificate, median', round(interactions.reopenedCertificate.medianMs), 'ms', {
    max: 50,
  });
  add(
    'service calls for reopened certificates',
    interactions.reopenedCertificate.requests,
    'calls',
    { max: 0 },
  );

  // 5. The bulk page: 1,000 hotel stays at 4 calls at a time, against a plain script making the
  // same calls in the same browser (ADR 0012); Node's figure is printed beside it for information.
  const bulk = await measureBulk(server.origin, 1000, 4);
  add('bulk 1,000 hotel rows, page', round(bulk.pageMs, 0), 'ms');
  add('bulk 1,000 hotel rows, plain script in the browser', round(bulk.browserFloorMs, 0), 'ms');
  add('bulk page time / plain script time', round(bulk.pageMs / bulk.browserFloorMs, 2), '×', {
    max: 1.5,
  });
  add('bulk 1,000 hotel rows, plain script in Node.js', round(bulk.plainMs, 0), 'ms');
  add('bulk page time / Node.js script time', round(bulk.pageMs / bulk.plainMs, 2), '×');
  add(
    'bulk plain browser script / Node.js script',
    round(bulk.browserFloorMs / bulk.plainMs, 2),
    '×',
  );
  add('bulk longest task while running', round(bulk.longestTaskMs, 0), 'ms', { max: 200 });
  add('bulk service calls for 1,000 rows', bulk.calls, 'calls', { max: 1000 });

  // 6. Load on loopback, bounded in count and time.
  const load = await loadTest(
    `${server.origin}/sandbox`,
    { concurrency: 16, maxRequests: 3000, maxSeconds: 20 },
    [
      { method: 'GET', path: `/certificates/${DEMO_ID}` },
      { method: 'GET', path: '/certificates/DEMO-PARIS-2026/correlation' },
      { method: 'POST', path: '/emissions/event', body: EVENT_INPUT },
      { method: 'POST', path: '/emissions/hotel', body: HOTEL_INPUT },
    ],
  );
  add('load: requests', load.requests, 'requests');
  add('load: throughput', round(load.throughputPerSecond), 'requests/s');
  add('load: latency p50', round(load.p50Ms), 'ms');
  add('load: latency p95', round(load.p95Ms), 'ms');
  add('load: latency p99', round(load.p99Ms), 'ms');
  add('load: errors', load.errors, 'requests', { max: 0 });
  const integrity = await recordIntegrity(`${server.origin}/sandbox`, 200, 16);
  add('records stored concurrently', integrity.created, 'records', { min: 200 });
  add('records read back intact', integrity.intact, 'records', { min: integrity.created });
} finally {
  await server.stop();
}

// 7. The gateway at scale: beside nginx, cached, and with Redis (e2e/bench/scale.ts).
await measureScale(add);

const width = Math.max(...rows.map((row) => row.figure.length));
console.log(`\n${'figure'.padEnd(width)}  ${'value'.padStart(12)}  ${'budget'.padEnd(18)}  result`);
for (const row of rows) {
  const value = `${row.value} ${row.unit}`.trim();
  const result = row.ok === null ? '' : row.ok ? 'under budget' : 'OVER BUDGET';
  console.log(
    `${row.figure.padEnd(width)}  ${value.padStart(12)}  ${row.budget.padEnd(18)}  ${result}`,
  );
}
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify({ date: new Date().toISOString(), rows }, null, 2),
);
console.log('\nWritten to bench-results/bench.json.');
const over = rows.filter((row) => row.ok === false).length;
console.log(over ? `${over} figure(s) over budget.` : 'Every figure is within its budget.');
