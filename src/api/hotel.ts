/**
 * Hotel stays (spec 4.4): query keys and options, and the headline figure of a response whose body
 * the spec does not show. The form's input, its normalization and the levers live in
 * features/hotel/.
 *
 * Keys hold the connection's key (base URL and a version that changes with the credentials), never
 * the credentials themselves.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client.ts';
import { connectionKey, type Connection } from './connection.ts';
import { hotelResultSchema, type HotelRequest, type HotelResult } from './contract.ts';

export const hotelKeys = {
  all: ['hotel'] as const,
  calculation: (connection: Connection, input: HotelRequest | null) =>
    ['hotel', 'calculation', connectionKey(connection), input] as const,
};

/** A calculation keeps the input it was made for, so a result shown while the next one loads is
 * always described by its own input. */
export interface HotelCalculation {
  input: HotelRequest;
  result: HotelResult;
}

/** The calculation of one stay; idle (skipToken) while there is no valid input. */
export function hotelCalculationQuery(connection: Connection, input: HotelRequest | null) {
  return queryOptions({
    queryKey: hotelKeys.calculation(connection, input),
    queryFn: input
      ? async ({ signal }): Promise<HotelCalculation> => ({
          input,
          result: await apiRequest({
            connection,
            method: 'POST',
            path: apiPath('emissions', 'hotel'),
            body: input,
            schema: hotelResultSchema,
            signal,
          }),
        })
      : skipToken,
  });
}

// ---------------------------------------------------------------------------------------------
// The response, whose body the spec does not show
// ---------------------------------------------------------------------------------------------

/** Where the headline came from: a field of the answer, the sum of its rows, or the answer itself. */
export type HeadlineSource = 'totalEmission' | 'emission' | 'rows' | 'body';

export interface Headline {
  /** The figure as the service reports it (in the unit the settings say). */
  value: number;
  source: HeadlineSource;
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The headline figure: the answer itself when it is a bare finite number, else the first finite
 * number of `totalEmission`, `emission`, or the sum of `rows[].emission` when every row has one.
 * Undefined when the answer holds no emission figure.
 */
export function hotelHeadline(result: HotelResult): Headline | undefined {
  if (typeof result === 'number') {
    return finite(result) ? { value: result, source: 'body' } : undefined;
  }
  if (finite(result.totalEmission)) return { value: result.totalEmission, source: 'totalEmission' };
  if (finite(result.emission)) return { value: result.emission, source: 'emission' };
  const rows = result.rows;
  if (Array.isArray(rows) && rows.length > 0) {
    const emissions = rows.map((row: unknown) =>
      row && typeof row === 'object' ? (row as Record<string, unknown>).emission : undefined,
    );
    if (emissions.every(finite)) {
      return { value: emissions.reduce((sum, value) => sum + value, 0), source: 'rows' };
    }
  }
  return undefined;
}

export function hotelHeadlineEmission(result: HotelResult): number | undefined {
  return hotelHeadline(result)?.value;
}

/** The per-guest-per-night figure the app derives from a total (the stay's `days` count nights). */
export function perGuestNight(total: number, input: HotelRequest): number {
  return total / (input.numberOfGuests * input.days);
}
