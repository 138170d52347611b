/**
 * Each row is fetched with the calculators' own query options through the app's QueryClient, so
 * a row already calculated (here or in a calculator) is answered from the cache. Retries are the
 * batch's business (runner.ts), so the query makes none of its own.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Connection } from '../../api/connection.ts';
import { isApiError } from '../../api/errors.ts';
import { eventCalculationQuery, type EventCalculation } from '../../api/event.ts';
import { hotelCalculationQuery, type HotelCalculation } from '../../api/hotel.ts';
import { NoFigureError } from './failure.ts';
import type { BulkRequest } from './rows.ts';

/** The longest pause the batch takes on its own; a longer `Retry-After` fails the row instead. */
export const MAX_PAUSE_MS = 10 * 60 * 1000;

async function fetchCancellable<T>(
  client: QueryClient,
  options: { queryKey: QueryKey; queryFn?: unknown },
  signal: AbortSignal,
): Promise<T> {
  const cancel = () => void client.cancelQueries({ queryKey: options.queryKey, exact: true });
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return (await client.fetchQuery({ ...options, retry: false } as Parameters<
      QueryClient['fetchQuery']
    >[0])) as T;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/** The api layer has read the unit the service states. */
export async function fetchFigure(
  client: QueryClient,
  connection: Connection,
  request: BulkRequest,
  signal: AbortSignal,
): Promise<number> {
  let figure: number | undefined;
  if (request.kind === 'event') {
    const options = eventCalculationQuery(connection, request.input);
    const calculation = await fetchCancellable<EventCalculation>(client, options, signal);
    figure = calculation.result.totalEmission;
  } else {
    const options = hotelCalculationQuery(connection, request.input);
    const calculation = await fetchCancellable<HotelCalculation>(client, options, signal);
    figure = calculation.result.kilograms;
  }
  if (figure === undefined) throw new NoFigureError('The answer holds no emission figure.');
  return figure;
}

/** How long the whole batch pauses after this failure: a 429 or 503 that names a time. */
export function pauseFor(error: unknown): number | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  if (error.status !== 429 && error.status !== 503) return undefined;
  const wait = error.retryAfterMs;
  return wait !== undefined && wait <= MAX_PAUSE_MS ? wait : undefined;
}
