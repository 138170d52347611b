import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

export interface LighthouseFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse (mobile emulation, its default) against each URL, in the system's Chromium. */
export async function runLighthouse(
  urls: string[],
  debuggingPort = 9339,
): Promise<LighthouseFigures[]> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForDebugger(debuggingPort);
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: debuggingPort,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError)
        console.warn(
          `Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`,
        );
      figures.push({
        url,
        performance: categories.performance?.score ?? 0,
        accessibility: categories.accessibility?.score ?? 0,
        bestPractices: categories['best-practices']?.score ?? 0,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
    return figures;
  } finally {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

async function waitForDebugger(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its debugging port.');
}
