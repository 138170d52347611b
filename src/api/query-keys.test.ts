import { describe, expect, it } from 'vitest';
import {
  certificateByCorrelationQuery,
  certificateByIdQuery,
  certificateKeys,
} from './certificates.ts';
import { eventCalculationQuery, eventKeys, type EventInput } from './event.ts';
import { hotelCalculationQuery, hotelKeys } from './hotel.ts';
import type { HotelRequest } from './contract.ts';
import { fakeConnection } from '../test/connection.ts';

const SECRETS = {
  apiKey: 'key-K3y-0f-the-test',
  apiAuth: 'auth-Au7h-0f-the-test',
  apiSecret: 'secret-S3cr3t-0f-the-test',
};

const connection = fakeConnection('https://api.example.test/v1', { credentials: SECRETS });

const STAY: HotelRequest = {
  roomType: 'SUIT',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 3,
  days: 2,
};

const EVENT: EventInput = {
  originType: 'EUROPE',
  participants: 40,
  overnightStays: 2,
  mealType: 'MEAT',
  mealInfo: [{ mealCount: 40, mealType: 'COFFEE_BREAK' }],
};

/** Every key the app builds for this connection: through each factory and each query option. */
function everyKey(): unknown[] {
  const id = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
  return [
    eventKeys.all,
    eventKeys.calculation(connection, EVENT),
    eventCalculationQuery(connection, EVENT).queryKey,
    eventCalculationQuery(connection, { ...EVENT, mealInfo: [] }).queryKey,
    hotelKeys.all,
    hotelKeys.calculation(connection, STAY),
    hotelKeys.calculation(connection, null),
    hotelCalculationQuery(connection, STAY).queryKey,
    hotelCalculationQuery(connection, { ...STAY, breakfast: false }).queryKey,
    certificateKeys.all,
    certificateKeys.detail(connection, id),
    certificateKeys.correlation(connection, 'BOOKING-1'),
    certificateByIdQuery(connection, id).queryKey,
    certificateByCorrelationQuery(connection, 'BOOKING-1').queryKey,
  ];
}

describe('query keys', () => {
  it('hold the base URL of the connection, so answers of different services never mix', () => {
    expect(JSON.stringify(eventCalculationQuery(connection, EVENT).queryKey)).toContain(
      'https://api.example.test/v1',
    );
  });

  it('never hold a credential, in any factory or query option', () => {
    const keys = everyKey();
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      const text = JSON.stringify(key);
      for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/x-api-|apiKey|apiAuth|apiSecret/);
    }
  });
});
