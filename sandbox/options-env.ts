/** How the Node host reads the sandbox's options from the environment. */
import path from 'node:path';
import { SANDBOX_DEMO_CREDENTIALS } from '../src/api/credentials.ts';
import { FAULT_KINDS } from './faults.ts';
import {
  DEFAULT_STORE_DIR,
  MEAL_SPELLINGS,
  httpUrl,
  publicOrigin,
  type SandboxOptions,
} from './options.ts';

function nonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number of milliseconds (0 or more).`);
  }
  return parsed;
}

/** A switch: 1, true or on; 0, false or off (or unset: `fallback`). Anything else throws. */
function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const word = value.trim().toLowerCase();
  if (['1', 'true', 'on'].includes(word)) return true;
  if (['0', 'false', 'off'].includes(word)) return false;
  throw new Error(`${name} must be 1 (on) or 0 (off).`);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]) {
  if (value === undefined || value.trim() === '') return undefined;
  const found = allowed.find((option) => option === value.trim());
  if (!found) throw new Error(`${name} must be one of ${allowed.join(', ')}.`);
  return found;
}

function appUrlFrom(value: string | undefined): string | undefined {
  return httpUrl('SANDBOX_APP_URL', value)?.href.replace(/\/+$/, '');
}

const DEFAULT_FILES_MAX_MB = 256;

function megabytes(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback * 1_000_000;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a number of megabytes greater than 0.`);
  }
  return Math.round(parsed * 1_000_000);
}

/**
 * Reads PUBLIC_URL, SANDBOX_API_KEY, SANDBOX_API_AUTH, SANDBOX_API_SECRET, SANDBOX_STORE_DIR,
 * SANDBOX_FILES_MAX_MB, SANDBOX_MEAL_SPELLING, SANDBOX_LATENCY_MS, SANDBOX_FAULTS, SANDBOX_FAULT,
 * SANDBOX_FAULT_SLOW_MS and SANDBOX_APP_URL. Invalid values throw, naming the variable. `overrides`
 * win over the environment: the server that mounts the sandbox passes its base path, and may pass
 * a `publicUrl` of its own (see `listenOrigin` for a server without PUBLIC_URL).
 */
export function sandboxOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  overrides: { basePath: string } & Partial<SandboxOptions>,
): SandboxOptions {
  const appUrl = appUrlFrom(env.SANDBOX_APP_URL);
  const publicUrl = publicOrigin('PUBLIC_URL', env.PUBLIC_URL);
  const defaultFault = oneOf('SANDBOX_FAULT', env.SANDBOX_FAULT, FAULT_KINDS);
  const { publicUrl: overrideUrl, ...rest } = overrides;
  const origin = overrideUrl === undefined ? publicUrl : publicOrigin('publicUrl', overrideUrl);
  return {
    storeDir: path.resolve(nonEmpty(env.SANDBOX_STORE_DIR) ?? DEFAULT_STORE_DIR),
    credentials: {
      apiKey: nonEmpty(env.SANDBOX_API_KEY) ?? SANDBOX_DEMO_CREDENTIALS.apiKey,
      apiAuth: nonEmpty(env.SANDBOX_API_AUTH) ?? SANDBOX_DEMO_CREDENTIALS.apiAuth,
      apiSecret: nonEmpty(env.SANDBOX_API_SECRET) ?? SANDBOX_DEMO_CREDENTIALS.apiSecret,
    },
    mealSpelling:
      oneOf('SANDBOX_MEAL_SPELLING', env.SANDBOX_MEAL_SPELLING, MEAL_SPELLINGS) ?? 'both',
    latencyMs: nonNegativeInteger('SANDBOX_LATENCY_MS', env.SANDBOX_LATENCY_MS, 0),
    faults: onOff('SANDBOX_FAULTS', env.SANDBOX_FAULTS, false),
    slowFaultMs: nonNegativeInteger('SANDBOX_FAULT_SLOW_MS', env.SANDBOX_FAULT_SLOW_MS, 5000),
    filesMaxBytes: megabytes(
      'SANDBOX_FILES_MAX_MB',
      env.SANDBOX_FILES_MAX_MB,
      DEFAULT_FILES_MAX_MB,
    ),
    ...(appUrl ? { appUrl } : {}),
    ...(defaultFault ? { defaultFault } : {}),
    ...rest,
    ...(origin ? { publicUrl: origin } : {}),
  };
}
