/** Helpers for the sandbox's HTTP-level tests: a sandbox on a temporary store, and requests. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SANDBOX_DEMO_CREDENTIALS } from '../src/api/contract.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from './app.ts';

export const ORIGIN = 'http://sandbox.test';

export const DEMO_HEADERS: Record<string, string> = {
  'x-api-key': SANDBOX_DEMO_CREDENTIALS.apiKey,
  'x-api-auth': SANDBOX_DEMO_CREDENTIALS.apiAuth,
  'x-api-secret': SANDBOX_DEMO_CREDENTIALS.apiSecret,
};

export async function temporaryDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'emission-desk-sandbox-'));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export function testOptions(
  storeDir: string,
  overrides: Partial<SandboxOptions> = {},
): SandboxOptions {
  return {
    basePath: '',
    storeDir,
    credentials: { ...SANDBOX_DEMO_CREDENTIALS },
    mealSpelling: 'both',
    latencyMs: 0,
    faults: false,
    slowFaultMs: 50,
    ...overrides,
  };
}

/** A sandbox on a fresh temporary store; `dispose` closes it and removes the store. */
export async function startSandbox(overrides: Partial<SandboxOptions> = {}) {
  const dir = await temporaryDir();
  const sandbox: Sandbox = await createSandbox(testOptions(dir, overrides));
  return {
    dir,
    sandbox,
    async dispose() {
      await sandbox.close();
      await removeDir(dir);
    },
  };
}

interface RequestInitLite {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Sends `body` as is instead of as JSON. */
  rawBody?: BodyInit;
  credentials?: boolean;
}

/** A request to the sandbox with the demo credentials (unless `credentials: false`). */
export function call(sandbox: Sandbox, pathAndQuery: string, init: RequestInitLite = {}) {
  const headers: Record<string, string> = {
    ...(init.credentials === false ? {} : DEMO_HEADERS),
    ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...init.headers,
  };
  const body = init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined);
  return Promise.resolve(
    sandbox.fetch(
      new Request(ORIGIN + pathAndQuery, {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        ...(body !== undefined ? { body } : {}),
      }),
    ),
  );
}

export const HOTEL_REQUEST = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 4,
  days: 3,
} as const;

export const EVENT_REQUEST = {
  originType: 'REGIONAL',
  mealInfo: [
    { mealCount: 40, mealType: 'MEAT' },
    { mealCount: 60, mealType: 'COFEE_BREAK' },
  ],
  participants: 60,
  mealType: 'VEGETARIAN',
  overnightStays: 1,
} as const;
