/**
 * The compiled server (`dist/server/main.js`, what `npm run serve` and the container run) as a
 * real process, in a process group of its own that each test stops: what an operator reads when
 * it starts, and a malformed setting that stops it. No browser: only the process and its output.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startChild, stopChild } from './children.ts';
import { DIST_DIR } from './scale-harness.ts';

const SECRETS = {
  SERVICE_API_KEY: 'main-key-4f1d',
  SERVICE_API_AUTH: 'main-auth-8c2e',
  SERVICE_API_SECRET: 'main-secret-b7a9',
};

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let store: string;

test.beforeEach(() => {
  store = mkdtempSync(path.join(tmpdir(), 'emission-desk-start-'));
});

test.afterEach(() => rmSync(store, { recursive: true, force: true }));

/** Starts the server; resolves once it printed `until` (and is stopped) or once it exited. */
async function serve(env: Record<string, string>, until: string): Promise<Run> {
  const child = startChild(process.execPath, [path.join(DIST_DIR, 'server', 'main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DIST_DIR,
      SANDBOX: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no answer: ${JSON.stringify(run)}`)),
        20_000,
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        run.stdout += chunk.toString();
        if (run.stdout.includes(until)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        run.code = code;
        resolve();
      });
    });
  } finally {
    await stopChild(child);
  }
  return run;
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

test.describe('the start line', () => {
  test('names the gateway’s full upstream base URL, and no credential', async () => {
    const run = await serve(
      { SERVICE_URL: 'https://api.example.com/emissions/v2/', ...SECRETS },
      'Gateway:',
    );
    expect(run.stdout).toMatch(
      /Gateway: .*\/api forwards to https:\/\/api\.example\.com\/emissions\/v2 /,
    );
    for (const secret of Object.values(SECRETS)) {
      expect(run.stdout + run.stderr).not.toContain(secret);
    }
  });
});

test.describe('a malformed setting', () => {
  const CASES: [name: string, value: string][] = [
    ['PORT', 'eighty'],
    ['SANDBOX_LATENCY_MS', 'soon'],
    ['SANDBOX_MEAL_SPELLING', 'COFFE'],
    ['SANDBOX_FAULTS', 'yes please'],
    ['SANDBOX_APP_URL', 'ftp://files.example.com'],
  ];
  for (const [name, value] of CASES) {
    test(`stops the server with one line naming it: ${name}`, async () => {
      const run = await serve(
        { SANDBOX: 'on', SANDBOX_STORE_DIR: store, [name]: value },
        'served at',
      );
      expect(run.code).toBe(1);
      expect(run.stdout).not.toContain('served at');
      expect(lines(run.stderr)).toHaveLength(1);
      expect(run.stderr).toMatch(new RegExp(`^The server cannot start: .*${name}`));
    });
  }
});
