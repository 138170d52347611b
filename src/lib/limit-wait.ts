/** The wait a limit asked for, read one way for the calculators and the levers. */
import { isCountedLimit } from '../api/errors.ts';

/** When the wait of a limit that refused a call is over (epoch ms); undefined for any other failure. */
export function limitWaitOf(reason: unknown): number | undefined {
  return isCountedLimit(reason) ? reason.retryAt : undefined;
}

/**
 * When a calculation's limit wait is over: while it is asked again after a limit (React Query's
 * retry), or after its last try was refused by one (then the page's countdown asks again).
 */
export function queryLimitWait(
  query: { isFetching: boolean; failureReason: unknown; error: unknown } | undefined,
): number | undefined {
  if (!query) return undefined;
  return limitWaitOf(query.isFetching ? query.failureReason : query.error);
}
