/**
 * `npm run bench`: measures what users feel and prints each figure beside its budget. Writes the
 * table as JSON to bench-results/bench.json (BENCH_OUTPUT names another file). Run it after
 * `npm test` (it needs the build and the system's Chromium); it is never part of `npm test`.
 *
 * The budgets (ADR 0008; docs/performance.md explains the measurements):
 * - first-paint JavaScript at most 140 kB gzip on every route, for a reader of every language (the
 *   largest of the four: each downloads their own language's messages);
 * - Lighthouse, mobile, on each page of the app: TBT at most a quarter of Swagger UI's and at
 *   most the bare React page's plus 100 ms; LCP at most half of Swagger UI's; accessibility 1,
 *   best practices 1; CLS at most 0.02;
 * - submit-to-result within 50 ms of the same call as a plain HTTP request;
 * - as before: inputs calculated before and reopened certificates within 50 ms, with no call to
 *   the service; the bulk page's budgets (ADR 0012); the load test without errors.
 *
 * References, measured in the same run on the same machine, so that a figure that moves with the
 * machine is read against one that moved with it: Swagger UI (the `swagger-ui-dist` package with
 * its default layout, on the same OpenAPI document, docs/openapi.json; e2e/bench/swagger.ts) and
 * the bare React page (e2e/bench/floor/). The bench builds and serves both itself, precompressed as
 * the app is. Lighthouse measures the pages in turn (every page once, then again, and so on), so
 * that a machine that gets busier or quieter meanwhile affects them all alike; each figure is the
 * median of BENCH_LIGHTHOUSE_RUNS runs (3), the scores the lowest and CLS the highest.
 *
 * Throttling: every page is measured with Lighthouse's simulated throttling (its default) and with
 * applied throttling (`throttlingMethod: 'devtools'`), printed side by side. The Lighthouse budgets
 * are judged on both, each against the references measured the same way: a page must be within
 * its budget in the simulation and on the slowed-down browser alike.
 *
 * Another build: DIST_DIR names the build folder to measure (as for `npm run serve`; by default
 * dist/, which `npm run bench` builds first). To compare two builds, say before and after a change,
 * make each with `npm run build` and copy its dist/ into this checkout (the build's certificate page
 * renderer loads React from the node_modules above it; the bench stops if it cannot), then run the
 * bench script itself once for each (not `npm run bench`, which first builds this checkout's dist/):
 *
 *   DIST_DIR=bench-results/before BENCH_OUTPUT=bench-results/before.json npx tsx e2e/bench/run.ts
 *   DIST_DIR=bench-results/after BENCH_OUTPUT=bench-results/after.json npx tsx e2e/bench/run.ts
 *
 * The server, the references and the measuring code are this checkout's; only the app's files and
 * its certificate page renderer come from the folder. BENCH_ONLY=bundle,lighthouse (any of bundle,
 * lighthouse, interaction, bulk, load, scale, forwarding) measures only those parts, for a quicker
 * comparison; BENCH_ONLY=scale measures the gateway's load figures alone (e2e/bench/scale.ts, its
 * settings), BENCH_ONLY=forwarding its forwarding beside nginx against a fixed-answer upstream
 * (e2e/bench/forwarding.ts).
 *
 * Other settings: BENCH_RUNS (20 runs of each interaction), BENCH_PORT (4391) for the app,
 * BENCH_FLOOR_PORT (4392) for the bare page, BENCH_SWAGGER_PORT (4393) for Swagger UI.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RENDERER_PATH } from '../../server/certificate-pages.ts';
import { LANGUAGES } from '../../src/shared/language.ts';
import { measureRouteBundles } from './bundle.ts';
import { buildFloor } from './floor.ts';
import { runLighthouse, type LighthouseFigures, type Throttling } from './lighthouse.ts';
import { loadTest, recordIntegrity, timePlainRequest } from './http.ts';
import { measureBulk } from './bulk.ts';
import { measureInteractions } from './interaction.ts';
import { measureForwarding } from './forwarding.ts';
import { measureScale } from './scale.ts';
import { startServer } from './server.ts';
import { median, round } from './stats.ts';
import { prepareSwaggerUi, serveFolder } from './swagger.ts';

interface Limit {
  max?: number;
  min?: number;
}

interface Row {
  figure: string;
  /** The figure; for Lighthouse, with simulated throttling. */
  value: number;
  /** Lighthouse only: the same figure with applied throttling. */
  applied?: number;
  unit: string;
  budget: string;
  /** Which measurement the budget is judged on ('' for a figure without a budget). */
  judgedOn: '' | 'simulated' | 'applied' | 'both';
  /** true: within budget; false: over; null: no budget, for information. */
  ok: boolean | null;
}

const rows: Row[] = [];

const check = (value: number, limit: Limit | undefined): boolean | null => {
  if (limit?.max !== undefined) return value <= limit.max;
  if (limit?.min !== undefined) return value >= limit.min;
  return null;
};
const limitText = (limit: Limit | undefined): string => {
  if (limit?.max !== undefined) return `≤ ${limit.max}`;
  if (limit?.min !== undefined) return `≥ ${limit.min}`;
  return '';
};

const add = (figure: string, value: number, unit: string, budget?: Limit) => {
  const text = limitText(budget);
  rows.push({
    figure,
    value,
    unit,
    budget: text ? `${text} ${unit}`.trim() : '–',
    judgedOn: '',
    ok: check(value, budget),
  });
};

type PerThrottling<T> = Record<Throttling, T>;

/** A Lighthouse figure, simulated and applied side by side, each with its own limit if any. */
const addPair = (
  figure: string,
  values: PerThrottling<number>,
  unit: string,
  budget?: Partial<PerThrottling<Limit>>,
) => {
  const results = (['simulate', 'devtools'] as const)
    .map((throttling) => check(values[throttling], budget?.[throttling]))
    .filter((ok) => ok !== null);
  const simulated = limitText(budget?.simulate);
  const applied = limitText(budget?.devtools);
  const text =
    simulated && applied
      ? `${simulated} | ${applied}`
      : simulated
        ? `${simulated} | –`
        : applied
          ? `– | ${applied}`
          : '';
  rows.push({
    figure,
    value: values.simulate,
    applied: values.devtools,
    unit,
    budget: text ? `${text} ${unit}`.trim() : '–',
    judgedOn: simulated && applied ? 'both' : simulated ? 'simulated' : applied ? 'applied' : '',
    ok: results.length === 0 ? null : results.every(Boolean),
  });
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

const THROTTLINGS: Throttling[] = ['simulate', 'devtools'];
const APP_PAGES = ['/event', '/hotel', `/certificates/${DEMO_ID}`, '/bulk'];
const SWAGGER = 'Swagger UI';
const BARE = 'bare React page';

interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * The medians of a page's runs with one throttling, the lowest scores and the highest CLS, of the
 * runs Lighthouse could measure (none: every figure is NaN, and over its budget).
 */
function summarize(runs: LighthouseFigures[]): PageFigures {
  const measured = runs.filter((run) => !run.error);
  const of = (pick: (run: LighthouseFigures) => number) =>
    measured.length === 0 ? [Number.NaN] : measured.map(pick);
  return {
    performance: median(of((run) => run.performance)),
    accessibility: Math.min(...of((run) => run.accessibility)),
    bestPractices: Math.min(...of((run) => run.bestPractices)),
    lcpMs: median(of((run) => run.lcpMs)),
    tbtMs: median(of((run) => run.tbtMs)),
    cls: Math.max(...of((run) => run.cls)),
  };
}

async function measurePages(appOrigin: string): Promise<void> {
  const swaggerDir = await prepareSwaggerUi('bench-results/swagger-ui', 'docs/openapi.json');
  const swagger = await serveFolder(swaggerDir, Number(process.env.BENCH_SWAGGER_PORT ?? 4393));
  try {
    const floor = await startServer(
      Number(process.env.BENCH_FLOOR_PORT ?? 4392),
      { DIST_DIR: await buildFloor('bench-results/floor-dist'), SANDBOX: 'off' },
      '/',
    );
    try {
      // The app's pages first: if the first run of a fresh browser is slower, the app pays for it.
      const pages = new Map<string, string>([
        ...APP_PAGES.map((page): [string, string] => [
          `${appOrigin}${page}`,
          page.replace(DEMO_ID, ':id'),
        ]),
        [`${floor.origin}/`, BARE],
        [`${swagger.origin}/`, SWAGGER],
      ]);
      // Every page with both throttlings, then all of them again, and so on.
      const targets = Array.from({ length: LIGHTHOUSE_RUNS }, () =>
        [...pages.keys()].flatMap((url) => THROTTLINGS.map((throttling) => ({ url, throttling }))),
      ).flat();
      const runs = await runLighthouse(targets);
      const figures = (name: string): PerThrottling<PageFigures> => {
        const of = (throttling: Throttling) =>
          summarize(
            runs.filter((run) => pages.get(run.url) === name && run.throttling === throttling),
          );
        return { simulate: of('simulate'), devtools: of('devtools') };
      };
      const pick = (
        page: PerThrottling<PageFigures>,
        value: (figures: PageFigures) => number,
        digits = 0,
      ): PerThrottling<number> => ({
        simulate: round(value(page.simulate), digits),
        devtools: round(value(page.devtools), digits),
      });
      const limits = (limit: (throttling: Throttling) => number): PerThrottling<Limit> => ({
        simulate: { max: round(limit('simulate'), 0) },
        devtools: { max: round(limit('devtools'), 0) },
      });

      const references = { swagger: figures(SWAGGER), bare: figures(BARE) };
      for (const [name, page] of [
        [SWAGGER, references.swagger],
        [BARE, references.bare],
      ] as const) {
        addPair(
          `Lighthouse performance ${name}`,
          pick(page, (f) => f.performance, 2),
          'score',
        );
        addPair(
          `LCP ${name}`,
          pick(page, (f) => f.lcpMs),
          'ms',
        );
        addPair(
          `TBT ${name}`,
          pick(page, (f) => f.tbtMs),
          'ms',
        );
      }
      const lcpLimit = limits((t) => references.swagger[t].lcpMs / 2);
      const tbtLimit = limits((t) =>
        Math.min(references.swagger[t].tbtMs / 4, references.bare[t].tbtMs + 100),
      );

      for (const name of APP_PAGES.map((page) => page.replace(DEMO_ID, ':id'))) {
        const page = figures(name);
        addPair(
          `Lighthouse performance ${name}`,
          pick(page, (f) => f.performance, 2),
          'score',
        );
        addPair(
          `Lighthouse accessibility ${name}`,
          pick(page, (f) => f.accessibility, 2),
          'score',
          {
            simulate: { min: 1 },
            devtools: { min: 1 },
          },
        );
        addPair(
          `Lighthouse best practices ${name}`,
          pick(page, (f) => f.bestPractices, 2),
          'score',
          { simulate: { min: 1 }, devtools: { min: 1 } },
        );
        addPair(
          `LCP ${name} (≤ Swagger UI / 2)`,
          pick(page, (f) => f.lcpMs),
          'ms',
          lcpLimit,
        );
        addPair(
          `LCP ${name} / Swagger UI`,
          {
            simulate: round(page.simulate.lcpMs / references.swagger.simulate.lcpMs, 2),
            devtools: round(page.devtools.lcpMs / references.swagger.devtools.lcpMs, 2),
          },
          '×',
        );
        addPair(
          `TBT ${name} (≤ Swagger UI / 4, ≤ bare + 100)`,
          pick(page, (f) => f.tbtMs),
          'ms',
          tbtLimit,
        );
        addPair(
          `CLS ${name}`,
          pick(page, (f) => f.cls, 3),
          '',
          {
            simulate: { max: 0.02 },
            devtools: { max: 0.02 },
          },
        );
      }
    } finally {
      await floor.stop();
    }
  } finally {
    await swagger.stop();
  }
}

const DIST_DIR = process.env.DIST_DIR ?? 'dist';
const OUTPUT = process.env.BENCH_OUTPUT ?? 'bench-results/bench.json';
const PARTS = ['bundle', 'lighthouse', 'interaction', 'bulk', 'load', 'scale', 'forwarding'];
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const unknownPart = ONLY.find((name) => !PARTS.includes(name));
if (unknownPart) throw new Error(`BENCH_ONLY: "${unknownPart}" is none of ${PARTS.join(', ')}.`);
const part = (name: string) => ONLY.length === 0 || ONLY.includes(name);
if (!existsSync(path.join(DIST_DIR, '.vite/manifest.json')))
  throw new Error(
    `${DIST_DIR} holds no build of the app: run "npm run build" (or copy one there).`,
  );
// The server renders certificate pages with the build's own renderer, which loads React from the
// node_modules folders above it: from a folder outside this checkout it cannot, and the server
// would quietly send those pages without the certificate.
await import(pathToFileURL(path.resolve(DIST_DIR, RENDERER_PATH)).href).catch((error: unknown) => {
  throw new Error(
    `The certificate page renderer of ${DIST_DIR} does not load (${String(error).split('\n')[0]}): ` +
      'copy the build into this checkout, for example to bench-results/before/.',
  );
});

// 1. JavaScript each route needs for its first paint, in each language (its own messages), judged
// on the largest.
if (part('bundle'))
  for (const bundle of measureRouteBundles(DIST_DIR)) {
    add(`first-paint JS ${bundle.route}`, round(bundle.gzipBytes / 1000), 'kB gzip', { max: 140 });
    for (const language of LANGUAGES)
      add(
        `first-paint JS ${bundle.route} ${language}`,
        round(bundle.languages[language].gzipBytes / 1000),
        'kB gzip',
      );
    add(`first-paint CSS ${bundle.route}`, round(bundle.cssGzipBytes / 1000), 'kB gzip');
  }

// The app's server reads DIST_DIR from the environment it inherits.
// The load test below writes 200 records at once: the sandbox's record-writing endpoint shares the
// gateway's per-caller limit (120 a minute by default), which would stop it at 120.
const server = await startServer(Number(process.env.BENCH_PORT ?? 4391), {
  GATEWAY_RATE_LIMIT: '100000',
});
try {
  // 2. Lighthouse, mobile emulation, simulated and applied throttling, the app's pages beside
  // Swagger UI and the bare React page (see the header).
  if (part('lighthouse')) await measurePages(server.origin);

  if (part('interaction')) {
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
  }

  if (part('bulk')) {
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
  }

  if (part('load')) {
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
  }
} finally {
  await server.stop();
}

// 7. The gateway at scale: beside nginx, cached, and with Redis (e2e/bench/scale.ts).
if (part('scale')) await measureScale(add);

// 8. Forwarding alone, against a fixed-answer upstream: direct, nginx, gateway (e2e/bench/forwarding.ts).
if (part('forwarding')) await measureForwarding(add);

const width = Math.max(...rows.map((row) => row.figure.length));
const budgetWidth = Math.max(...rows.map((row) => row.budget.length));
console.log(
  '\nLighthouse rows: the value with simulated throttling, then with applied throttling; their ' +
    'budgets read "simulated | applied".',
);
console.log(
  `${'figure'.padEnd(width)}  ${'value'.padStart(12)}  ${'applied'.padStart(12)}  ${'budget'.padEnd(budgetWidth)}  ${'judged on'.padEnd(9)}  result`,
);
for (const row of rows) {
  const value = `${row.value} ${row.unit}`.trim();
  const applied = row.applied === undefined ? '' : `${row.applied} ${row.unit}`.trim();
  const result = row.ok === null ? '' : row.ok ? 'under budget' : 'OVER BUDGET';
  console.log(
    `${row.figure.padEnd(width)}  ${value.padStart(12)}  ${applied.padStart(12)}  ${row.budget.padEnd(budgetWidth)}  ${row.judgedOn.padEnd(9)}  ${result}`,
  );
}
mkdirSync(path.dirname(OUTPUT), { recursive: true });
writeFileSync(
  OUTPUT,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      distDir: DIST_DIR,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      runs: RUNS,
      rows,
    },
    null,
    2,
  ),
);
console.log(`\nWritten to ${OUTPUT}.`);
const over = rows.filter((row) => row.ok === false).length;
console.log(over ? `${over} figure(s) over budget.` : 'Every figure is within its budget.');
