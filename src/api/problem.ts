/**
 * Apart from the contract's other schemas because errors.ts, which every page loads at its start,
 * needs only this one.
 */
import * as z from 'zod/mini';

/** Spec 7 shows none: RFC 9457 problem details and others. */
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
 * This server's own problem types (a tag URI, never fetched): the app words them in the reader's
 * language; the English `detail` is for developers.
 */
export const SERVER_PROBLEM_PREFIX = 'tag:emission-desk,2026:problem:';

export const SERVER_PROBLEMS = [
  // 429
  'rate-limited',
  // 503: the limit's store is down, so nothing is let through
  'limit-unavailable',
  // 504
  'service-timeout',
  // 502
  'service-unreachable',
  // 502: its body is not passed on
  'service-failed',
  // 502: a redirect, HTML or too large
  'service-answer',
  // 400, 404, 405: not one of the spec's four operations
  'not-offered',
  // 413
  'too-large',
  // 415: not JSON in UTF-8, or compressed
  'unsupported-body',
  // 400: not a JSON object, or nested too deep
  'malformed-body',
  // 404
  'no-service',
  // 503
  'no-sandbox',
] as const;
export type ServerProblem = (typeof SERVER_PROBLEMS)[number];

export function serverProblemType(name: ServerProblem): string {
  return `${SERVER_PROBLEM_PREFIX}${name}`;
}
