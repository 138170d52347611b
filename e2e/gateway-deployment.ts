/**
 * Sites of their own for end-to-end tests, each process started before a describe block's tests
 * and stopped with its process group after them. `gatewayDeployment`: gateway mode, the foreign
 * service (server/test-fixtures/, no CORS at all) and the app server in front of it with the
 * service's credentials. `sandboxDeployment`: the app server with only its sandbox, as `npm start`
 * runs it. `demoGatewayDeployment`: gateway mode against the server's own sandbox, as
 * `npm run demo:gateway` runs it. Each serves certificate cards: its PUBLIC_URL is its own address
 * unless `env` says otherwise. `env` adds to or overrides the server's settings (PUBLIC_URL,
 * GATEWAY_ACCESS, SANDBOX, ...).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FOREIGN_CREDENTIALS } from '../server/test-fixtures/foreign-service.ts';
import { freePort, startScript, stopChild } from './children.ts';
import { DEMO_HEADERS, test } from './fixtures';

export function gatewayDeployment(env: Record<string, string> = {}) {
  return deployment(env, true);
}

export function sandboxDeployment(env: Record<string, string> = {}) {
  return deployment(env, false);
}

/**
 * `npm run demo:gateway`'s set-up (.ci/demo-gateway.mjs): this site's service is the server's own
 * sandbox, called over HTTP at its `/sandbox` with the sandbox's demo credentials.
 */
export function demoGatewayDeployment(env: Record<string, string> = {}) {
  return deployment(
    (app) => ({
      SERVICE_URL: `${app}/sandbox`,
      SERVICE_API_KEY: DEMO_HEADERS['x-api-key'],
      SERVICE_API_AUTH: DEMO_HEADERS['x-api-auth'],
      SERVICE_API_SECRET: DEMO_HEADERS['x-api-secret'],
      ...env,
    }),
    false,
  );
}

type Settings = Record<string, string> | ((app: string) => Record<string, string>);

function deployment(settings: Settings, withService: boolean) {
  const state = { app: '', fixture: '', processes: [] as ChildProcess[], storeDir: '' };

  test.beforeAll(async () => {
    if (withService) {
      const fixturePort = await freePort();
      state.fixture = `http://127.0.0.1:${fixturePort}`;
      state.processes.push(
        await startScript(
          'server/test-fixtures/foreign-service.ts',
          { PORT: String(fixturePort) },
          'foreign service listening',
        ),
      );
    }
    const appPort = await freePort();
    state.storeDir = mkdtempSync(join(tmpdir(), 'gateway-e2e-'));
    state.app = `http://localhost:${appPort}`;
    const env = typeof settings === 'function' ? settings(state.app) : settings;
    const service = {
      SERVICE_URL: state.fixture,
      SERVICE_API_KEY: FOREIGN_CREDENTIALS['x-api-key'],
      SERVICE_API_AUTH: FOREIGN_CREDENTIALS['x-api-auth'],
      SERVICE_API_SECRET: FOREIGN_CREDENTIALS['x-api-secret'],
    };
    state.processes.push(
      await startScript(
        'server/main.ts',
        {
          PORT: String(appPort),
          SANDBOX: 'on',
          SANDBOX_STORE_DIR: state.storeDir,
          // The build this run made (E2E_DIST_DIR), where there is one of its own.
          ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
          // Cards and oEmbed are built from PUBLIC_URL only: without it the site serves none.
          PUBLIC_URL: state.app,
          ...(withService ? service : {}),
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
