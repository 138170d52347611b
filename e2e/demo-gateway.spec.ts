/**
 * `npm run demo:gateway`, started as a reader of the README would (in a process group of its own,
 * stopped with it): the server in gateway mode against its own built-in sandbox, calculating
 * through /api. With a low GATEWAY_RATE_LIMIT it also shows the calculation cache at work in a
 * real Chromium: planners who calculate what was calculated before are not stopped, and the
 * service is called once per distinct calculation.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startChild, stopChild } from './children.ts';
import { DIST_DIR } from './scale-harness.ts';

const EVENT = {
  originType: 'REGIONAL',
  mealInfo: [{ mealCount: 40, mealType: 'MEAT' }],
  participants: 60,
  mealType: 'VEGETARIAN',
  overnightStays: 1,
};

test.describe('npm run demo:gateway', () => {
  // One server for the three tests, started once.
  test.describe.configure({ mode: 'serial' });
  let child: ChildProcess | undefined;
  let storeDir = '';
  let origin = '';
  const lines: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    storeDir = mkdtempSync(join(tmpdir(), 'demo-gateway-'));
    const started = startChild('npm', ['run', 'demo:gateway'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR,
        SANDBOX_STORE_DIR: storeDir,
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        GATEWAY_RATE_LIMIT: '8',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    let partial = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`demo:gateway did not start:\n${output}`)),
        50_000,
      );
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const text = partial + chunk.toString();
        const complete = text.split('\n');
        partial = complete.pop() ?? '';
        lines.push(...complete.filter(Boolean));
        if (output.includes('Emission Desk is served at')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.once('exit', (code) =>
        reject(new Error(`demo:gateway exited (${code}):\n${output}`)),
      );
    });
  });

  test.afterAll(async () => {
    await stopChild(child);
    if (storeDir) rmSync(storeDir, { recursive: true, force: true });
  });

  /** The log lines of the requests whose id starts with `prefix`. */
  function linesOf(prefix: string): { upstreamStatus?: unknown; cache?: unknown }[] {
    return lines.flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { reqId?: unknown; upstreamStatus?: unknown };
        return typeof entry.reqId === 'string' && entry.reqId.startsWith(prefix) ? [entry] : [];
      } catch {
        return [];
      }
    });
  }

  test('serves gateway mode: /api calculates against the built-in sandbox, never reported unreachable', async ({
    request,
  }) => {
    const health = await request.get(`${origin}/healthz`);
    expect(await health.json()).toMatchObject({ service: { configured: true }, sandbox: true });
    const answer = await request.post(`${origin}/api/emissions/event`, {
      data: EVENT,
      headers: { 'x-request-id': 'first-calculation' },
    });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { totalEmission: unknown; rows: unknown[] };
    expect(typeof body.totalEmission).toBe('number');
    expect(body.rows).toHaveLength(1);
    // The browser's configuration names the gateway, and never a credential; the demo's own
    // address is its PUBLIC_URL, so it serves certificate cards.
    const config = await request.get(`${origin}/runtime-config.json`);
    expect(await config.json()).toMatchObject({
      gateway: { base: '/api' },
      embeds: true,
      publicUrl: origin,
    });
    expect(await config.text()).not.toContain('demo-secret');
    // The log up to that calculation (written in batches) never said the sandbox was unreachable.
    await expect.poll(() => linesOf('first-calculation')).toHaveLength(1);
    expect(lines.filter((line) => line.includes('cannot be reached'))).toEqual([]);
  });

  test('thirty identical calculations through /api make one call and none is refused', async ({
    request,
  }) => {
    const body = { ...EVENT, participants: 31 };
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const answer = await request.post(`${origin}/api/emissions/event`, {
        data: body,
        headers: { 'x-request-id': `thirty-${index}` },
      });
      statuses.push(answer.status());
    }
    expect(statuses).toEqual(Array(30).fill(200));
    // Each request's log line: only the first one called the sandbox (it has its status).
    await expect.poll(() => linesOf('thirty-').length).toBe(30);
    const called = linesOf('thirty-').filter((line) => line.upstreamStatus !== undefined);
    expect(called).toHaveLength(1);
    expect(linesOf('thirty-').map((line) => line.cache)).toEqual([
      'miss',
      ...Array(29).fill('hit'),
    ]);
  });

  test('planners who calculate the same event again are not stopped by the limit', async ({
    browser,
  }) => {
    // Three readers from one address (the limit is 8 calls a minute): the first one's result
    // and levers call the sandbox, the others are answered from the cache. The last reads on a phone.
    const viewports = [
      { width: 1280, height: 800 },
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ];
    for (const [reader, viewport] of viewports.entries()) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 429) refused.push(response.url());
      });
      await page.goto(`${origin}/event`);
      const event = page.waitForResponse((r) => r.url().endsWith('/api/emissions/event'));
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      expect((await event).status()).toBe(200);
      await expect(page.getByTestId('emission-total')).toBeVisible();
      // Every lever has its figure: each of its calculations has been answered.
      await expect(page.locator('.lever').first()).toBeVisible();
      await expect(page.locator('.lever[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('.lever')).toHaveCount(4);
      expect(refused).toEqual([]);
      await expect(page.getByText(/too many requests/i)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`demo-gateway-${reader}.png`) });
      await context.close();
    }
  });
});
