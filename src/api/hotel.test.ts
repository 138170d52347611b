import { describe, expect, it } from 'vitest';
import { fakeConnection } from '../test/connection.ts';
import type { HotelRequest } from './contract.ts';
import { hotelCalculationQuery, perGuestNight } from './hotel.ts';

const STAY: HotelRequest = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 3,
  days: 2,
};
const connection = fakeConnection('https://api.example');

describe('perGuestNight', () => {
  it('divides by guests and days', () => {
    expect(perGuestNight(60, { ...STAY, numberOfGuests: 3, days: 4 })).toBe(5);
  });
});

describe('hotelCalculationQuery', () => {
  it('keys by the connection key and input, never by credentials', () => {
    const options = hotelCalculationQuery(connection, STAY);
    expect(options.queryKey).toEqual([
      'hotel',
      'calculation',
      { service: 'https://api.example', version: 0, reportedUnit: 'kg' },
      STAY,
    ]);
    expect(JSON.stringify(options.queryKey)).not.toMatch(/key-123|auth-456|secret-789/);
  });

  it('is idle without a valid input', () => {
    expect(typeof hotelCalculationQuery(connection, null).queryFn).toBe('symbol');
  });
});
