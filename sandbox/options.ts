/** Options of the sandbox service, and how they are read from the environment. */
import path from 'node:path';
import { SANDBOX_DEMO_CREDENTIALS } from '../src/api/credentials.ts';
import type { Credentials } from './auth.ts';
import { FAULT_KINDS, type FaultKind } from './faults.ts';

export type MealSpelling = 'both' | 'COFFEE_BREAK' | 'COFEE_BREAK';
const MEAL_SPELLINGS: readonly MealSpelling[] = ['both', 'COFFEE_BREAK', 'COFEE_BREAK'];

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
  /**
   * Origin the service is reached at (`https://desk.example.com`, `http://localhost:4173`): the
   * prefix of every absolute link the sandbox writes (certificate and file URLs, `Location`, the
   * OpenAPI server). Never taken from a request's `Host`. Unset, links are written without an origin
   * (`/sandbox/files/…`) and the PDF carries no QR code.
   */
  publicUrl?: string;
  /** Base of the app's links in the certificate's QR code; default: `publicUrl`. */
  appUrl?: string;
  /** Upper bound of the certificate files kept on disk, in bytes (least recently used go first). */
  filesMaxBytes?: number;
  /** Where warnings about the store and the files go; default: console.warn. */
  log?: (message: string) => void;
  /** Delay of the `slow` fault, in milliseconds (default 5000). */
  slowFaultMs?: number;
  /** Fault applied to requests without an `x-sandbox-fault` header (only when faults are on). */
  defaultFault?: FaultKind;
  /** Clock for record dates; tests pass a fixed one. */
  now?: () => Date;
}

const DEFAULT_STORE_DIR = '.sandbox-data';

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

function httpUrl(name: string, value: string | undefined): URL | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an http or https URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http or https URL.`);
  }
  return url;
}

function appUrlFrom(value: string | undefined): string | undefined {
  return httpUrl('SANDBOX_APP_URL', value)?.href.replace(/\/+$/, '');
}

/** An absolute origin (`https://desk.example.com`): scheme, host and port, nothing more. */
function publicOrigin(name: string, value: string | undefined): string | undefined {
  const url = httpUrl(name, value);
  if (!url) return undefined;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new Error(
      `${name} must be an origin only (scheme, host and port), e.g. https://desk.example.com.`,
    );
  }
  return url.origin;
}

/**
 * The origin of a server listening at `hostname:port`, for `publicUrl` when none is configured. A
 * wildcard address (0.0.0.0, ::) is reached as localhost on the machine itself.
 */
export function listenOrigin(hostname: string, port: number): string {
  const wildcard = hostname === '' || hostname === '0.0.0.0' || hostname === '::';
  const host = wildcard ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname;
  return new URL(`http://${host}:${port}`).origin;
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

export function usesDemoCredentials(credentials: Credentials): boolean {
  return (
    credentials.apiKey === SANDBOX_DEMO_CREDENTIALS.apiKey &&
    credentials.apiAuth === SANDBOX_DEMO_CREDENTIALS.apiAuth &&
    credentials.apiSecret === SANDBOX_DEMO_CREDENTIALS.apiSecret
  );
}
