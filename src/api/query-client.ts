import { QueryClient } from '@tanstack/react-query';
import { isApiError, isRetryable } from './errors.ts';

const MAX_RETRIES = 2;
/** A `Retry-After` longer than this is not waited for automatically: the user is told instead. */
const MAX_AUTOMATIC_WAIT_MS = 30_000;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isRetryable(error)) return false;
  return !isApiError(error) || (error.retryAfterMs ?? 0) <= MAX_AUTOMATIC_WAIT_MS;
}

export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterMs !== undefined) return error.retryAfterMs;
  return Math.min(500 * 2 ** attempt, 8_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // A calculation for the same input gives the same answer: keep it for the session.
        staleTime: 30 * 60 * 1000,
        gcTime: 60 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
