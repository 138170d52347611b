/**
 * The service's error bodies, apart from the contract's other schemas: errors.ts, which every page
 * loads at its start, reads failed answers with this one; the others load with the pages that call
 * the service. The contract re-exports it.
 */
import * as z from 'zod/mini';

/** Error bodies the service may send (spec 7 shows none): RFC 9457 problem details and others. */
export const problemSchema = z.looseObject({
  type: z.optional(z.string()),
  title: z.optional(z.string()),
  status: z.optional(z.number()),
  detail: z.optional(z.string()),
  message: z.optional(z.string()),
  error: z.optional(z.unknown()),
  errors: z.optional(z.unknown()),
  'invalid-params': z.optional(z.unknown()),
});

/**
 * The problem types (RFC 9457) of this app's own server, its gateway and its rate limit, below one
 * tag URI prefix (named, never fetched). The app reads them to tell the reader in their language
 * what happened; the server's `detail` is English for developers and is never shown.
 */
export const SERVER_PROBLEM_PREFIX = 'tag:emission-desk,2026:problem:';

export const SERVER_PROBLEMS = [
  /** 429: this address used up its calls for the minute. */
  'rate-limited',
  /** 503: the rate limit cannot be checked (its store is down), so nothing is let through. */
  'limit-unavailable',
  /** 504: the service behind the gateway did not answer in time. */
  'service-timeout',
  /** 502: the service behind the gateway could not be reached. */
  'service-unreachable',
  /** 502: the service answered with a server error (its body is not passed on). */
  'service-failed',
  /** 502: the service answered in a form the gateway does not pass on (redirect, HTML, too large). */
  'service-answer',
  /** 400, 404, 405: not one of the specification's four operations. */
  'not-offered',
  /** 413: the request body is larger than the gateway accepts. */
  'too-large',
  /** 415: the request body is not declared as JSON in UTF-8, or comes encoded (compressed). */
  'unsupported-body',
  /** 400: the request body is not a JSON object, or nests deeper than the gateway accepts. */
  'malformed-body',
  /** 404: this server has no service configured. */
  'no-service',
  /** 503: this server does not run the built-in sandbox. */
  'no-sandbox',
] as const;
export type ServerProblem = (typeof SERVER_PROBLEMS)[number];

/** The problem type URI of one of the server's own problems. */
export function serverProblemType(name: ServerProblem): string {
  return `${SERVER_PROBLEM_PREFIX}${name}`;
}
