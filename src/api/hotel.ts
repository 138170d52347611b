/** Hotel stays (spec 4.4); keys hold the connection's key, never credentials. */
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

/** So a result shown while the next loads is described by its own input. */
export interface HotelCalculation {
  input: HotelRequest;
  result: HotelAnswer;
}

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

/** The stay's `days` count nights. */
export function perGuestNight(total: number, input: HotelRequest): number {
  return total / guestDays(input);
}

export function guestDays(input: HotelRequest): number {
  return input.numberOfGuests * input.days;
}
