/**
 * The one value that says how to reach the service: built by `useConnection()` (settings) and passed
 * explicitly into every query and mutation factory. Nothing under api/ reads a store, a storage or
 * the page's address: what a request needs arrives here.
 */
import type { AnswerContext, FallbackUnit } from './answers.ts';

export interface Credentials {
  apiKey: string;
  apiAuth: string;
  apiSecret: string;
}

export const SPELLING_CHOICES = ['auto', 'COFFEE_BREAK', 'COFEE_BREAK'] as const;
/** The coffee-break spelling to send: a forced one, or `auto` (the readings in turn, api/event.ts). */
export type SpellingChoice = (typeof SPELLING_CHOICES)[number];

/**
 * The readings of the two spellings, in the order they are tried: the spec tables' mix
 * (`COFFEE_BREAK` at the top level, `COFEE_BREAK` in the meal list), then one spelling in both places.
 */
export const SPELLING_READINGS = ['mixed', 'COFFEE_BREAK', 'COFEE_BREAK'] as const;
export type SpellingReading = (typeof SPELLING_READINGS)[number];

/** The reading that worked for a service before, kept by the caller (settings: local storage). */
export interface SpellingMemory {
  recall: () => SpellingReading | undefined;
  remember: (reading: SpellingReading) => void;
}

export interface Connection {
  /**
   * The unit of figures whose answer states none (the unit setting); a unit an answer states wins.
   */
  reportedUnit: FallbackUnit;
  /** Absolute base URL without a trailing slash. */
  baseUrl: string;
  /**
   * Which service this is, as query keys name it: `sandbox` or `gateway` (this site's own, at any
   * of its addresses), or a custom service's base URL. The server's render and the page key the
   * same answer alike, so the page takes the server's cache as sent.
   */
  service: string;
  /**
   * A marker that is not secret and changes whenever the credentials (or the service) change; it
   * stands in for the credentials in query keys, so that answers for other credentials never mix.
   */
  version: number;
  isSandbox: boolean;
  credentials: Credentials;
  timeoutMs: number;
  coffeeBreakSpelling: SpellingChoice;
  spellingMemory: SpellingMemory;
  /**
   * Told how each call the service answered went (the header's service dot): `ok` for a success,
   * `rejected` when it refused the credentials (401, 403). Other answers tell nothing about it.
   */
  reportOutcome?: (outcome: CallOutcome) => void;
  /**
   * Resolves when the service can be called: the built-in sandbox on a static host once its
   * Service Worker runs (settings/sandbox-worker.ts); rejects with an ApiError where it cannot.
   */
  ready?: () => Promise<void>;
}

export type CallOutcome = 'ok' | 'rejected';

/**
 * What identifies a connection in a query key: its service, version and the unit its answers are
 * read in (figures are kept in kilograms), never a credential.
 */
export function connectionKey(connection: Connection): {
  service: string;
  version: number;
  reportedUnit: FallbackUnit;
} {
  const { service, version, reportedUnit } = connection;
  return { service, version, reportedUnit };
}

/** What reading this connection's answers needs: its base URL and unit setting. */
export function answerContext(connection: Connection): AnswerContext {
  return { baseUrl: connection.baseUrl, fallbackUnit: connection.reportedUnit };
}
