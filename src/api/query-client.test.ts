import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { retryDelay, shouldRetry } from './query-client.ts';

const http = (status: number, retryAfterMs?: number) =>
  new ApiError('http', 'x', { status, retryAfterMs });

describe('the retry policy', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries %i at most twice', (status) => {
    expect(shouldRetry(0, http(status))).toBe(true);
    expect(shouldRetry(1, http(status))).toBe(true);
    expect(shouldRetry(2, http(status))).toBe(false);
  });

  it.each([400, 401, 403, 404, 409, 413, 422])('never retries %i', (status) => {
    expect(shouldRetry(0, http(status))).toBe(false);
  });

  it('retries network failures and time-outs, not contract mismatches or redirects', () => {
    expect(shouldRetry(0, new ApiError('network', 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiError('timeout', 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiError('contract', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError('redirect', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError('unparseable', 'x'))).toBe(false);
  });

  it('sends a request that failed offline again (React Query pauses it until online)', () => {
    expect(shouldRetry(0, new ApiError('offline', 'x'))).toBe(true);
  });

  it('waits as long as Retry-After says, but does not wait minutes on its own', () => {
    expect(retryDelay(0, http(429, 3000))).toBe(3000);
    expect(shouldRetry(0, http(429, 120_000))).toBe(false);
    expect(retryDelay(1, http(503))).toBe(1000);
  });
});
