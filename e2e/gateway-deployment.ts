/**
 * A site in gateway mode for end-to-end tests: the foreign service (server/test-fixtures/, no CORS
 * at all) and the app server in front of it with the service's credentials, each a process of its
 * own, started before a describe block's tests and stopped with its process group after them.
 * `env` adds to or overrides the server's settings (PUBLIC_URL, GATEWAY_ACCESS, SANDBOX, ...).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FOREIGN_CREDENTIALS } from '../server/test-fixtures/foreign-service.ts';
import { freePort, startScript, stopChild } from './children.ts';
import { test } from './fixtures';

export function gatewayDeployment(env: Record<string, string> = {}) {
  const state = { app: '', fixture: '', processes: [] as ChildProcess[], storeDir: '' };

  test.beforeAll(async () => {
    const fixturePort = await freePort();
    state.fixture = `http://127.0.0.1:${fixturePort}`;
    state.processes.push(
      await startScript(
        'server/test-fixtures/foreign-service.ts',
        { PORT: String(fixturePort) },
        'foreign service listening',
      ),
    );
    const appPort = await freePort();
    state.storeDir = mkdtempSync(join(tmpdir(), 'gateway-e2e-'));
    state.app = `http://localhost:${appPort}`;
    state.processes.push(
      await startScript(
        'server/main.ts',
        {
          PORT: String(appPort),
          SANDBOX: 'on',
          SANDBOX_STORE_DIR: state.storeDir,
          SERVICE_URL: state.fixture,
          SERVICE_API_KEY: FOREIGN_CREDENTIALS['x-api-key'],
          SERVICE_API_AUTH: FOREIGN_CREDENTIALS['x-api-auth'],
          SERVICE_API_SECRET: FOREIGN_CREDENTIALS['x-api-secret'],
          ...env,
        },
        'Emission Desk is served at',
      ),
    );
  });

  test.afterAll(async () => {
    for (const child of state.processes.reverse()) await stopChild(child);
    if (state.storeDir) rmSync(state.storeDir, { recursive: true, force: true });
  });

  return state;
}
