/**
 * `npm run serve` as the real process (server/main.ts under tsx), in a process group of its own
 * that each test stops: what an operator reads when it starts, and what stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDist } from './test-support.ts';

const SECRETS = {
  SERVICE_API_KEY: 'main-key-4f1d',
  SERVICE_API_AUTH: 'main-auth-8c2e',
  SERVICE_API_SECRET: 'main-secret-b7a9',
};

let dist: ReturnType<typeof temporaryDist>;
const running: ChildProcess[] = [];

beforeAll(() => {
  dist = temporaryDist();
});
afterAll(() => dist.remove());
afterEach(() => {
  for (const child of running.splice(0)) {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the server; resolves when it printed `until` (then stops it) or when it exited. */
function serve(env: Record<string, string>, until?: string): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DIST_DIR: dist.dir,
      SANDBOX: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    const run: Run = { code: null, stdout: '', stderr: '' };
    const timer = setTimeout(() => reject(new Error(`no answer: ${JSON.stringify(run)}`)), 15_000);
    const check = () => {
      if (until && run.stdout.includes(until)) {
        clearTimeout(timer);
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
        resolve(run);
      }
    };
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString();
      check();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      run.stderr += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      run.code = code;
      resolve(run);
    });
  });
}

function lines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

describe('the start line', () => {
  it('names the gateway’s full upstream base URL, and no credential', async () => {
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

describe('a malformed setting', () => {
  const CASES: [name: string, value: string][] = [
    ['PORT', 'eighty'],
    ['SANDBOX_LATENCY_MS', 'soon'],
    ['SANDBOX_MEAL_SPELLING', 'COFFE'],
    ['SANDBOX_FAULTS', 'yes please'],
    ['SANDBOX_APP_URL', 'ftp://files.example.com'],
  ];
  for (const [name, value] of CASES) {
    it(`stops the server with one line naming it: ${name}`, async () => {
      const store = `${dist.dir}/store`;
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
