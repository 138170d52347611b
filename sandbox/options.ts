/** Options of the sandbox service (the Node host reads them from the environment: ./options-env.ts). */
import { SANDBOX_DEMO_CREDENTIALS } from '../src/api/credentials.ts';
import type { Credentials } from './auth.ts';
import type { FaultKind } from './faults.ts';

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

/** The options the sandbox app itself reads; the store's folder and bound are the Node host's. */
export type ServiceOptions = Omit<SandboxOptions, 'storeDir' | 'filesMaxBytes'>;

export const DEFAULT_STORE_DIR = '.sandbox-data';

export function httpUrl(name: string, value: string | undefined): URL | undefined {
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

/** An absolute origin (`https://desk.example.com`): scheme, host and port, nothing more. */
export function publicOrigin(name: string, value: string | undefined): string | undefined {
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

export function usesDemoCredentials(credentials: Credentials): boolean {
  return (
    credentials.apiKey === SANDBOX_DEMO_CREDENTIALS.apiKey &&
    credentials.apiAuth === SANDBOX_DEMO_CREDENTIALS.apiAuth &&
    credentials.apiSecret === SANDBOX_DEMO_CREDENTIALS.apiSecret
  );
}
