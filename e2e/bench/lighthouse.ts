import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

/**
 * How Lighthouse slows the page down (mobile: a slow 4G network and a 4x slower CPU).
 * - simulate (Lighthouse's default): loads the page at full speed and estimates, from the graph of
 *   its requests and tasks, what the slow phone would see.
 * - devtools ("applied"): really slows the network (562.5 ms latency per request, 1.44 Mbit/s) and
 *   the CPU (4x) while the page loads: closer to a reader's phone, and noisier.
 */
export type Throttling = 'simulate' | 'devtools';

export interface LighthouseTarget {
  url: string;
  throttling: Throttling;
}

export interface LighthouseFigures extends LighthouseTarget {
  /** Set when Lighthouse could not measure the page (after three tries): the figures mean nothing. */
  error?: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const MAX_ATTEMPTS = 3;

/**
 * Lighthouse (mobile emulation, its default) against each target in turn, with the target's
 * throttling, in one instance of the system's Chromium.
 */
export async function runLighthouse(targets: LighthouseTarget[]): Promise<LighthouseFigures[]> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      // Any free port: Chromium writes the one it took into the profile (DevToolsActivePort).
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const debuggingPort = await waitForDebugger(profile);
    const figures: LighthouseFigures[] = [];
    for (const [index, { url, throttling }] of targets.entries()) {
      const started = performance.now();
      let lhr;
      // Lighthouse now and then fails to record a page load (NO_NAVSTART and the like): try again.
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(url, {
          port: debuggingPort,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          throttlingMethod: throttling,
          // The screenshot is for Lighthouse's report, which the bench does not keep.
          disableFullPageScreenshot: true,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
        lhr = result.lhr;
        if (!lhr.runtimeError) break;
        const { code, message } = lhr.runtimeError;
        console.warn(`Lighthouse could not measure ${url} (${throttling}): ${code} ${message}`);
        if (attempt === MAX_ATTEMPTS) break;
      }
      const { categories, audits, runtimeError } = lhr;
      figures.push({
        url,
        throttling,
        ...(runtimeError ? { error: runtimeError.code } : {}),
        performance: categories.performance?.score ?? 0,
        accessibility: categories.accessibility?.score ?? 0,
        bestPractices: categories['best-practices']?.score ?? 0,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `Lighthouse ${index + 1}/${targets.length}: ${url} (${throttling}), ${seconds} s`,
      );
    }
    return figures;
  } finally {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** The port of Chromium's debugging server, once it answers. */
async function waitForDebugger(profile: string): Promise<number> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const port = Number(
        readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0],
      );
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return port;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its debugging port.');
}
