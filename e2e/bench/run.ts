/**
 * `npm run bench`: measures what users feel and prints each figure beside its budget. Writes the
 * table as JSON to bench-results/bench.json (BENCH_OUTPUT names another file). Run it after
 * `npm test` (it needs the build and the system's Chromium); it is never part of `npm test`.
 *
 * The budgets (ADR 0008; docs/performance.md explains the measurements):
 * - first-paint JavaScript at most 150 kB gzip on every route, for a reader of every language (the
 *   largest of the four: each downloads their own language's messages);
 * - Lighthouse, mobile, applied throttling, on each page of the app: LCP at most 0.35 of Swagger
 *   UI's and at most 1.2× the page's one-request floor; TBT at most a quarter of Swagger UI's and at
 *   most the bare React page's plus 100 ms;
 *   accessibility 1, best practices 1; CLS at most 0.02;
 * - submit-to-result within 50 ms of the same call as a plain HTTP request;
 * - as before: inputs calculated before and reopened certificates within 50 ms, with no call to
 *   the service; the bulk page's budgets (ADR 0012); the load test without errors.
 *
 * References, measured in the same run on the same machine, so that a figure that moves with the
 * machine is read against one that moved with it: Swagger UI (the `swagger-ui-dist` package with
 * its default layout, on the same OpenAPI document, docs/openapi.json; e2e/bench/swagger.ts) and
 * the bare React page (e2e/bench/floor/), and for each page of the app its one-request floor: the
 * same page as one response, its CSS inline, no scripts or preloads (e2e/bench/shell-floor.ts). The bench builds and serves both itself, precompressed as
 * the app is. Lighthouse measures the pages in turn (every page once, then again, and so on), so
 * that a machine that gets busier or quieter meanwhile affects them all alike; each figure is the
 * median of BENCH_LIGHTHOUSE_RUNS runs (3), the scores the lowest and CLS the highest.
 *
 * Throttling: every page is measured with applied throttling (`throttlingMethod: 'devtools'`: the
 * browser really slowed down), which the budgets are judged on, and with Lighthouse's simulated
 * throttling (its default), printed beside as information only: the simulation counts every
 * module that finished downloading before the paint it observed, so on a busy machine it follows
 * the noise rather than what a reader sees (docs/performance.md).
 *
 * Another build: DIST_DIR names the build folder to measure (as for `npm run serve`; by default
 * dist/, which `npm run bench` builds first), and BENCH_COMPARE_DIST a second one, served by a
 * second server (BENCH_COMPARE_PORT, 4394): the Lighthouse part measures its pages too, with
 * applied throttling, in the same turns as the others, the interaction part its submit-to-result
 * times and the forwarding part its gateway's forwarded POSTs, printed as "(compared build)" rows,
 * judged on nothing. That is how a
 * start-up or render trick is judged: a build with it and one without, measured in the same run.
 * Make each with `npm run build` and copy its dist/ into this checkout (the build's certificate page
 * renderer loads React from the node_modules above it; the bench stops if it cannot), then run the
 * bench script itself (not `npm run bench`, which first builds this checkout's dist/):
 *
 *   DIST_DIR=bench-results/without BENCH_COMPARE_DIST=bench-results/with \
 *     BENCH_ONLY=lighthouse,interaction npx tsx e2e/bench/run.ts
 *
 * The server, the references and the measuring code are this checkout's; only the app's files and
 * its certificate page renderer come from the folder. BENCH_ONLY=bundle,lighthouse (any of bundle,
 * lighthouse, interaction, bulk, load, scale, forwarding) measures only those parts, for a quicker
 * comparison; BENCH_ONLY=scale measures the gateway's load figures alone (e2e/bench/scale.ts, its
 * settings), BENCH_ONLY=forwarding its forwarding beside nginx against a fixed-answer upstream
 * and beside a Fastify and an Express gateway doing the same work (e2e/bench/forwarding.ts).
 *
 * Other settings: BENCH_RUNS (20 runs of each interaction), BENCH_PORT (4391) for the app,
 * BENCH_FLOOR_PORT (4392) for the bare page, BENCH_SWAGGER_PORT (4393) for Swagger UI,
 * BENCH_SHELL_FLOOR_PORT (4395) for the one-request floors.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RENDERER_PATH } from '../../server/certificate-pages.ts';
import { LANGUAGES } from '../../src/shared/language.ts';
import { measureRouteBundles } from './bundle.ts';
import { measureStaticBuild } from './static-build.ts';
import { buildFloor } from './floor.ts';
import { prepareShellFloors } from './shell-floor.ts';
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
  /** The figure; for Lighthouse, with applied throttling, which the budget is judged on. */
  value: number;
  /** Lighthouse only: the same figure with simulated throttling, for information. */
  simulated?: number;
  unit: string;
  budget: string;
  /** true: within budget; false: over; null: no budget, for information. */
  ok: boolean | null;
}

const rows: Row[] = [];
/** Every Lighthouse run, for the JSON file: a median read against the runs it came from. */
const lighthouseRuns: LighthouseFigures[] = [];

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

const add = (figure: string, value: number, unit: string, budget?: Limit, simulated?: number) => {
  const text = limitText(budget);
  rows.push({
    figure,
    value,
    ...(simulated === undefined ? {} : { simulated }),
    unit,
    budget: text ? `${text} ${unit}`.trim() : '–',
    ok: check(value, budget),
  });
};

type PerThrottling<T> = Record<Throttling, T>;

/** A Lighthouse figure: judged (if `budget`) on applied throttling, the simulated one beside. */
const addPair = (figure: string, values: PerThrottling<number>, unit: string, budget?: Limit) =>
  add(figure, values.devtools, unit, budget, values.simulate);

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
const COMPARED = '(compared build)';
/** The app's LCP (applied throttling) may be at most this share of Swagger UI's. */
const LCP_SHARE_OF_SWAGGER_UI = 0.35;
const BARE = 'bare React page';
const ONE_REQUEST = 'one-request floor';
/** The app's LCP (applied throttling) may be at most this multiple of its page's one-request floor. */
const LCP_OVER_ONE_REQUEST = 1.2;

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
  // A run may miss one figure (Lighthouse gave no TBT): the others of that run still count.
  const of = (pick: (run: LighthouseFigures) => number) => {
    const values = measured.map(pick).filter(Number.isFinite);
    return values.length === 0 ? [Number.NaN] : values;
  };
  return {
    performance: median(of((run) => run.performance)),
    accessibility: Math.min(...of((run) => run.accessibility)),
    bestPractices: Math.min(...of((run) => run.bestPractices)),
    lcpMs: median(of((run) => run.lcpMs)),
    tbtMs: median(of((run) => run.tbtMs)),
    cls: Math.max(...of((run) => run.cls)),
  };
}

/**
 * Lighthouse on the app's pages and the references; with `compared` (another build's server), on
 * that build's pages too, with applied throttling, printed beside and judged on nothing.
 */
async function measurePages(appOrigin: string, compared?: string): Promise<void> {
  const swaggerDir = await prepareSwaggerUi('bench-results/swagger-ui', 'docs/openapi.json');
  const shellFloors = await prepareShellFloors(appOrigin, APP_PAGES, 'bench-results/shell-floor');
  const swagger = await serveFolder(swaggerDir, Number(process.env.BENCH_SWAGGER_PORT ?? 4393));
  const shellFloor = await serveFolder(
    shellFloors.folder,
    Number(process.env.BENCH_SHELL_FLOOR_PORT ?? 4395),
  );
  try {
    const floor = await startServer(
      Number(process.env.BENCH_FLOOR_PORT ?? 4392),
      { DIST_DIR: await buildFloor('bench-results/floor-dist'), SANDBOX: 'off' },
      '/',
    );
    try {
      const pageName = (page: string) => page.replace(DEMO_ID, ':id');
      // The app's pages first: if the first run of a fresh browser is slower, the app pays for it.
      const pages = new Map<string, string>([
        ...APP_PAGES.map((page): [string, string] => [`${appOrigin}${page}`, pageName(page)]),
        ...APP_PAGES.map((page): [string, string] => [
          `${shellFloor.origin}${shellFloors.paths.get(page)}`,
          `${pageName(page)} ${ONE_REQUEST}`,
        ]),
        [`${floor.origin}/`, BARE],
        [`${swagger.origin}/`, SWAGGER],
      ]);
      const comparedPages = new Map<string, string>(
        compared
          ? APP_PAGES.map((page) => [`${compared}${page}`, `${pageName(page)} ${COMPARED}`])
          : [],
      );
      // Every page with both throttlings (the compared build's with applied throttling only), then
      // all of them again, and so on.
      const targets = Array.from({ length: LIGHTHOUSE_RUNS }, () => [
        ...[...pages.keys()].flatMap((url) =>
          THROTTLINGS.map((throttling) => ({ url, throttling })),
        ),
        ...[...comparedPages.keys()].map((url) => ({ url, throttling: 'devtools' as const })),
      ]).flat();
      const runs = await runLighthouse(targets);
      lighthouseRuns.push(...runs);
      const named = new Map([...pages, ...comparedPages]);
      const figures = (name: string): PerThrottling<PageFigures> => {
        const of = (throttling: Throttling) =>
          summarize(
            runs.filter((run) => named.get(run.url) === name && run.throttling === throttling),
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

      const swaggerUi = figures(SWAGGER).devtools;
      const bare = figures(BARE).devtools;
      for (const name of [SWAGGER, BARE]) {
        const page = figures(name);
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
      const lcpLimit = { max: round(swaggerUi.lcpMs * LCP_SHARE_OF_SWAGGER_UI, 0) };
      const tbtLimit = { max: round(Math.min(swaggerUi.tbtMs / 4, bare.tbtMs + 100), 0) };

      for (const page of APP_PAGES) {
        const name = pageName(page);
        const app = figures(name);
        addPair(
          `Lighthouse performance ${name}`,
          pick(app, (f) => f.performance, 2),
          'score',
        );
        addPair(
          `Lighthouse accessibility ${name}`,
          pick(app, (f) => f.accessibility, 2),
          'score',
          { min: 1 },
        );
        addPair(
          `Lighthouse best practices ${name}`,
          pick(app, (f) => f.bestPractices, 2),
          'score',
          { min: 1 },
        );
        addPair(
          `LCP ${name} (≤ Swagger UI × ${LCP_SHARE_OF_SWAGGER_UI})`,
          pick(app, (f) => f.lcpMs),
          'ms',
          lcpLimit,
        );
        const oneRequest = figures(`${name} ${ONE_REQUEST}`);
        addPair(
          `LCP ${name} ${ONE_REQUEST}`,
          pick(oneRequest, (f) => f.lcpMs),
          'ms',
        );
        add(
          `LCP ${name} / ${ONE_REQUEST}`,
          round(app.devtools.lcpMs / oneRequest.devtools.lcpMs, 2),
          '×',
          { max: LCP_OVER_ONE_REQUEST },
        );
        addPair(
          `LCP ${name} / Swagger UI`,
          {
            simulate: round(app.simulate.lcpMs / figures(SWAGGER).simulate.lcpMs, 2),
            devtools: round(app.devtools.lcpMs / swaggerUi.lcpMs, 2),
          },
          '×',
        );
        addPair(
          `TBT ${name} (≤ Swagger UI / 4, ≤ bare + 100)`,
          pick(app, (f) => f.tbtMs),
          'ms',
          tbtLimit,
        );
        addPair(
          `CLS ${name}`,
          pick(app, (f) => f.cls, 3),
          '',
          { max: 0.02 },
        );
        if (compared) {
          const other = figures(`${name} ${COMPARED}`).devtools;
          add(`LCP ${name} ${COMPARED}`, round(other.lcpMs, 0), 'ms');
          add(`TBT ${name} ${COMPARED}`, round(other.tbtMs, 0), 'ms');
          add(`CLS ${name} ${COMPARED}`, round(other.cls, 3), '');
        }
      }
    } finally {
      await floor.stop();
    }
  } finally {
    await shellFloor.stop();
    await swagger.stop();
  }
}

const DIST_DIR = process.env.DIST_DIR ?? 'dist';
const OUTPUT = process.env.BENCH_OUTPUT ?? 'bench-results/bench.json';
/** Another build, measured beside DIST_DIR's on the Lighthouse and interaction parts (the header). */
const COMPARE_DIST = process.env.BENCH_COMPARE_DIST;
const PARTS = ['bundle', 'lighthouse', 'interaction', 'bulk', 'load', 'scale', 'forwarding'];
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const unknownPart = ONLY.find((name) => !PARTS.includes(name));
if (unknownPart) throw new Error(`BENCH_ONLY: "${unknownPart}" is none of ${PARTS.join(', ')}.`);
const part = (name: string) => ONLY.length === 0 || ONLY.includes(name);
for (const dir of [DIST_DIR, ...(COMPARE_DIST ? [COMPARE_DIST] : [])]) {
  if (!existsSync(path.join(dir, '.vite/manifest.json')))
    throw new Error(`${dir} holds no build of the app: run "npm run build" (or copy one there).`);
  // The server renders certificate pages with the build's own renderer, which loads React from the
  // node_modules folders above it: from a folder outside this checkout it cannot, and the server
  // would quietly send those pages without the certificate.
  await import(pathToFileURL(path.resolve(dir, RENDERER_PATH)).href).catch((error: unknown) => {
    throw new Error(
      `The certificate page renderer of ${dir} does not load (${String(error).split('\n')[0]}): ` +
        'copy the build into this checkout, for example to bench-results/before/.',
    );
  });
}

// 1. JavaScript each route needs for its first paint, in each language (its own messages), judged
// on the largest.
if (part('bundle'))
  for (const bundle of measureRouteBundles(DIST_DIR)) {
    add(`first-paint JS ${bundle.route}`, round(bundle.gzipBytes / 1000), 'kB gzip', { max: 150 });
    for (const language of LANGUAGES)
      add(
        `first-paint JS ${bundle.route} ${language}`,
        round(bundle.languages[language].gzipBytes / 1000),
        'kB gzip',
      );
    add(`first-paint CSS ${bundle.route}`, round(bundle.cssGzipBytes / 1000), 'kB gzip');
  }
// The static demo: the same budget for each route's first paint; its worker, measured alone.
if (part('bundle')) {
  const { routes, worker } = await measureStaticBuild();
  for (const bundle of routes)
    add(`static demo: first-paint JS ${bundle.route}`, round(bundle.gzipBytes / 1000), 'kB gzip', {
      max: 150,
    });
  add('static demo: worker script', round(worker.gzipBytes / 1000), 'kB gzip');
}

// The app's server reads DIST_DIR from the environment it inherits.
// The load test below writes 200 records at once: the sandbox's record-writing endpoint shares the
// gateway's per-caller limit (120 a minute by default), which would stop it at 120.
const server = await startServer(Number(process.env.BENCH_PORT ?? 4391), {
  GATEWAY_RATE_LIMIT: '100000',
});
const compared = COMPARE_DIST
  ? await startServer(Number(process.env.BENCH_COMPARE_PORT ?? 4394), {
      DIST_DIR: COMPARE_DIST,
      GATEWAY_RATE_LIMIT: '100000',
    })
  : undefined;
try {
  // 2. Lighthouse, mobile emulation, applied and simulated throttling, the app's pages beside
  // Swagger UI and the bare React page (see the header).
  if (part('lighthouse')) await measurePages(server.origin, compared?.origin);

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
    if (compared) {
      const other = await measureInteractions(compared.origin, RUNS, DEMO_ID);
      for (const [name, timing] of [
        ['event submit-to-result', other.eventSubmit],
        ['hotel submit-to-result', other.hotelSubmit],
      ] as const) {
        add(`${name}, median ${COMPARED}`, round(timing.medianMs), 'ms');
        add(`${name}, p95 ${COMPARED}`, round(timing.p95Ms), 'ms');
      }
    }
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
  await compared?.stop();
}

// 7. The gateway at scale: beside nginx, cached, and with Redis (e2e/bench/scale.ts).
if (part('scale')) await measureScale(add);

// 8. Forwarding alone, against a fixed-answer upstream: direct, nginx, gateway (e2e/bench/forwarding.ts).
if (part('forwarding')) await measureForwarding(add);

const width = Math.max(...rows.map((row) => row.figure.length));
const budgetWidth = Math.max(...rows.map((row) => row.budget.length));
console.log(
  '\nLighthouse rows: the value with applied throttling, which the budget is judged on; the ' +
    'simulated figure beside it, for information.',
);
console.log(
  `${'figure'.padEnd(width)}  ${'value'.padStart(12)}  ${'simulated'.padStart(12)}  ${'budget'.padEnd(budgetWidth)}  result`,
);
for (const row of rows) {
  const value = `${row.value} ${row.unit}`.trim();
  const simulated = row.simulated === undefined ? '' : `${row.simulated} ${row.unit}`.trim();
  const result = row.ok === null ? '' : row.ok ? 'under budget' : 'OVER BUDGET';
  console.log(
    `${row.figure.padEnd(width)}  ${value.padStart(12)}  ${simulated.padStart(12)}  ${row.budget.padEnd(budgetWidth)}  ${result}`,
  );
}
mkdirSync(path.dirname(OUTPUT), { recursive: true });
writeFileSync(
  OUTPUT,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      distDir: DIST_DIR,
      ...(COMPARE_DIST ? { comparedDistDir: COMPARE_DIST } : {}),
      lighthouseRuns: LIGHTHOUSE_RUNS,
      runs: RUNS,
      rows,
      lighthouse: lighthouseRuns,
    },
    null,
    2,
  ),
);
console.log(`\nWritten to ${OUTPUT}.`);
const over = rows.filter((row) => row.ok === false).length;
console.log(over ? `${over} figure(s) over budget.` : 'Every figure is within its budget.');
