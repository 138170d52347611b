/**
 * How to reach the service, passed explicitly into every query factory: nothing under api/ reads
 * a store, a storage or the page's address.
 */
import type { AnswerContext, FallbackUnit } from './answers.ts';

export interface Credentials {
  apiKey: string;
  apiAuth: string;
  apiSecret: string;
}

export const SPELLING_CHOICES = ['auto', 'COFFEE_BREAK', 'COFEE_BREAK'] as const;
/** `auto` tries the readings in turn (api/event.ts). */
export type SpellingChoice = (typeof SPELLING_CHOICES)[number];

/** In the order they are tried: the spec tables' mix first. */
export const SPELLING_READINGS = ['mixed', 'COFFEE_BREAK', 'COFEE_BREAK'] as const;
export type SpellingReading = (typeof SPELLING_READINGS)[number];

/** Kept by the caller (settings: local storage). */
export interface SpellingMemory {
  recall: () => SpellingReading | undefined;
  remember: (reading: SpellingReading) => void;
}

export interface Connection {
  /** For answers that state no unit; a unit an answer states wins. */
  reportedUnit: FallbackUnit;
  baseUrl: string;
  /**
   * `sandbox`, `gateway` (at any of its addresses) or a custom base URL: the server's render keys
   * the same answer alike, so the page takes the server's cache as sent.
   */
  service: string;
  /** Not secret, changes with the credentials: stands in for them in query keys. */
  version: number;
  isSandbox: boolean;
  credentials: Credentials;
  timeoutMs: number;
  coffeeBreakSpelling: SpellingChoice;
  spellingMemory: SpellingMemory;
  /** For the header's service dot: 401 and 403 are `rejected`; other failures tell nothing. */
  reportOutcome?: (outcome: CallOutcome) => void;
  /**
   * Resolves when the service can be called: the built-in sandbox on a static host once its
   * Service Worker runs (settings/sandbox-worker.ts); rejects with an ApiError where it cannot.
   */
  ready?: () => Promise<void>;
}

export type CallOutcome = 'ok' | 'rejected';

/** Never a credential; the unit because figures are kept in kilograms. */
export function connectionKey(connection: Connection): {
  service: string;
  version: number;
  reportedUnit: FallbackUnit;
} {
  const { service, version, reportedUnit } = connection;
  return { service, version, reportedUnit };
}

export function answerContext(connection: Connection): AnswerContext {
  return { baseUrl: connection.baseUrl, fallbackUnit: connection.reportedUnit };
}
