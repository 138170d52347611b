/**
 * Hotel stays (spec 4.4): query keys and options. The answer, whose body the spec does not show,
 * is read by answers.ts (readHotelAnswer). The form's input, its normalization and the levers live in
 * features/hotel/.
 *
 * Keys hold the connection's key (the service and a version that changes with the credentials), never
 * the credentials themselves.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client.ts';
import { answerContext, connectionKey, type Connection } from './connection.ts';
import { answerSchema, readHotelAnswer, type HotelAnswer } from './answers.ts';
import type { HotelRequest } from './contract.ts';

export const hotelKeys = {
  all: ['hotel'] as const,
  calculation: (connection: Connection, input: HotelRequest | null) =>
    ['hotel', 'calculation', connectionKey(connection), input] as const,
};

/** A calculation keeps the input it was made for, so a result shown while the next one loads is
 * always described by its own input. */
export interface HotelCalculation {
  input: HotelRequest;
  /** The answer as it came, and its headline in kilograms (answers.ts). */
  result: HotelAnswer;
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
            schema: answerSchema((answer) => readHotelAnswer(answer, answerContext(connection))),
            signal,
          }),
        })
      : skipToken,
  });
}

/** The per-guest-per-night figure the app derives from a total (the stay's `days` count nights). */
export function perGuestNight(total: number, input: HotelRequest): number {
  return total / guestDays(input);
}

/** The guests' days of a stay: what a figure per guest and day divides the total by. */
export function guestDays(input: HotelRequest): number {
  return input.numberOfGuests * input.days;
}
