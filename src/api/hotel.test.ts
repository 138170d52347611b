import { describe, expect, it } from 'vitest';
import { fakeConnection } from '../test/connection.ts';
import type { HotelRequest } from './contract.ts';
import {
  hotelCalculationQuery,
  hotelHeadline,
  hotelHeadlineEmission,
  perGuestNight,
} from './hotel.ts';

const STAY: HotelRequest = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 3,
  days: 2,
};
const connection = fakeConnection('https://api.example');

describe('hotelHeadlineEmission', () => {
  it('reads totalEmission first', () => {
    expect(hotelHeadline({ totalEmission: 12.5, emission: 3 })).toEqual({
      value: 12.5,
      source: 'totalEmission',
    });
  });

  it('reads emission when there is no total', () => {
    expect(hotelHeadline({ emission: 63.5, unit: 'kg CO2e' })).toEqual({
      value: 63.5,
      source: 'emission',
    });
  });

  it('skips a total that is not a finite number', () => {
    expect(hotelHeadlineEmission({ totalEmission: '12', emission: 4 })).toBe(4);
    expect(hotelHeadlineEmission({ totalEmission: null, emission: Number.NaN, rows: [] })).toBe(
      undefined,
    );
  });

  it('sums the rows when every row has an emission', () => {
    expect(hotelHeadline({ rows: [{ emission: 10 }, { emission: 2.5 }] })).toEqual({
      value: 12.5,
      source: 'rows',
    });
  });

  it('does not sum rows when one lacks an emission', () => {
    expect(hotelHeadlineEmission({ rows: [{ emission: 10 }, { nights: 2 }] })).toBeUndefined();
    expect(hotelHeadlineEmission({ rows: 'none' })).toBeUndefined();
  });

  it('takes a bare finite number as the headline', () => {
    expect(hotelHeadline(87.4)).toEqual({ value: 87.4, source: 'body' });
    expect(hotelHeadline(Number.NaN)).toBeUndefined();
  });

  it('finds nothing in an answer without an emission figure', () => {
    expect(hotelHeadlineEmission({ status: 'ok', value: 42 })).toBeUndefined();
    expect(hotelHeadlineEmission({})).toBeUndefined();
  });
});

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
      { baseUrl: 'https://api.example', version: 0 },
      STAY,
    ]);
    expect(JSON.stringify(options.queryKey)).not.toMatch(/key-123|auth-456|secret-789/);
  });

  it('is idle without a valid input', () => {
    expect(typeof hotelCalculationQuery(connection, null).queryFn).toBe('symbol');
  });
});
