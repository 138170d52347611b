/** Options of the sandbox service, and how they are read from the environment. */
import path from 'node:path';
import { SANDBOX_DEMO_CREDENTIALS } from '../src/api/contract.ts';
import type { Credentials } from './auth.ts';
import { FAULT_KINDS, type FaultKind } from './faults.ts';

export type MealSpelling = 'both' | 'COFFEE_BREAK' | 'COFEE_BREAK';
export const MEAL_SPELLINGS: readonly MealSpelling[] = ['both', 'COFFEE_BREAK', 'COFEE_BREAK'];

export interface SandboxOptions {
  /** Path the service answers under: '' standalone, '/sandbox' when mounted in the app's server. */
  basePath: string;
  /** Folder of the record store and the generated certificate files. */
  storeDir: string;
  credentials: Credentials;
  /** Which spelling(s) of the coffee break the event calculation accepts. */
  mealSpelling: MealSpelling;
  /** Delay added to every answer, in milliseconds. */
  latencyMs: number;
  /** Whether the `x-sandbox-fault` request header is honoured. */
  faults: boolean;
  /** Base of the app's links in the certificate's QR code; default: the request's origin. */
  appUrl?: string;
  /** Delay of the `slow` fault, in milliseconds (default 5000). */
  slowFaultMs?: number;
  /** Fault applied to requests without an `x-sandbox-fault` header (only when faults are on). */
  defaultFault?: FaultKind;
  /** Clock for record dates; tests pass a fixed one. */
  now?: () => Date;
}

export const DEFAULT_STORE_DIR = '.sandbox-data';

function nonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number of milliseconds (0 or more).`);
  }
  return parsed;
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
  if (value === undefined || value.trim() === '') return undefined;
  const url = new URL(value.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('SANDBOX_APP_URL must be an http or https URL.');
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * Reads SANDBOX_API_KEY, SANDBOX_API_AUTH, SANDBOX_API_SECRET, SANDBOX_STORE_DIR,
 * SANDBOX_MEAL_SPELLING, SANDBOX_LATENCY_MS, SANDBOX_FAULTS, SANDBOX_FAULT, SANDBOX_FAULT_SLOW_MS
 * and SANDBOX_APP_URL. Invalid values throw, naming the variable.
 */
export function sandboxOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  defaults: { basePath: string },
): SandboxOptions {
  const appUrl = appUrlFrom(env.SANDBOX_APP_URL);
  const defaultFault = oneOf('SANDBOX_FAULT', env.SANDBOX_FAULT, FAULT_KINDS);
  return {
    basePath: defaults.basePath,
    storeDir: path.resolve(nonEmpty(env.SANDBOX_STORE_DIR) ?? DEFAULT_STORE_DIR),
    credentials: {
      apiKey: nonEmpty(env.SANDBOX_API_KEY) ?? SANDBOX_DEMO_CREDENTIALS.apiKey,
      apiAuth: nonEmpty(env.SANDBOX_API_AUTH) ?? SANDBOX_DEMO_CREDENTIALS.apiAuth,
      apiSecret: nonEmpty(env.SANDBOX_API_SECRET) ?? SANDBOX_DEMO_CREDENTIALS.apiSecret,
    },
    mealSpelling:
      oneOf('SANDBOX_MEAL_SPELLING', env.SANDBOX_MEAL_SPELLING, MEAL_SPELLINGS) ?? 'both',
    latencyMs: nonNegativeInteger('SANDBOX_LATENCY_MS', env.SANDBOX_LATENCY_MS, 0),
    faults: env.SANDBOX_FAULTS === '1' || env.SANDBOX_FAULTS === 'true',
    slowFaultMs: nonNegativeInteger('SANDBOX_FAULT_SLOW_MS', env.SANDBOX_FAULT_SLOW_MS, 5000),
    ...(appUrl ? { appUrl } : {}),
    ...(defaultFault ? { defaultFault } : {}),
  };
}

export function usesDemoCredentials(credentials: Credentials): boolean {
  return (
    credentials.apiKey === SANDBOX_DEMO_CREDENTIALS.apiKey &&
    credentials.apiAuth === SANDBOX_DEMO_CREDENTIALS.apiAuth &&
    credentials.apiSecret === SANDBOX_DEMO_CREDENTIALS.apiSecret
  );
}
