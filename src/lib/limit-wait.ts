import { isCountedLimit } from '../api/errors.ts';

export function limitWaitOf(reason: unknown): number | undefined {
  return isCountedLimit(reason) ? reason.retryAt : undefined;
}

/** While React Query retries after a limit, or after its last try was refused (then the page's). */
export function queryLimitWait(
  query: { isFetching: boolean; failureReason: unknown; error: unknown } | undefined,
): number | undefined {
  if (!query) return undefined;
  return limitWaitOf(query.isFetching ? query.failureReason : query.error);
}
