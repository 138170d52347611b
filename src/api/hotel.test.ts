import { describe, expect, it } from 'vitest';
import {
  HOTEL_DEFAULTS,
  hotelCalculationQuery,
  hotelDetails,
  hotelHeadline,
  hotelHeadlineEmission,
  hotelKeys,
  hotelLeverVariants,
  normalizeHotelInput,
  perGuestNight,
} from './hotel.ts';

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

  it('takes a bare finite number as the headline, with no details beside it', () => {
    expect(hotelHeadline(87.4)).toEqual({ value: 87.4, source: 'body' });
    expect(hotelHeadline(Number.NaN)).toBeUndefined();
    expect(hotelDetails(87.4)).toEqual([]);
  });

  it('finds nothing in an answer without an emission figure', () => {
    expect(hotelHeadlineEmission({ status: 'ok', value: 42 })).toBeUndefined();
    expect(hotelHeadlineEmission({})).toBeUndefined();
  });
});

describe('perGuestNight', () => {
  it('divides by guests and days', () => {
    expect(perGuestNight(60, { ...HOTEL_DEFAULTS, numberOfGuests: 3, days: 4 })).toBe(5);
  });
});

describe('normalizeHotelInput', () => {
  it('puts the fields in one order and upper-cases codes', () => {
    const input = normalizeHotelInput({
      days: 2,
      star: 3,
      breakfast: true,
      countryCode: ' de ',
      numberOfGuests: 2,
      roomType: 'suite',
    });
    expect(input).toEqual({
      roomType: 'SUIT',
      numberOfGuests: 2,
      countryCode: 'DE',
      breakfast: true,
      star: 3,
      days: 2,
    });
    expect(Object.keys(input ?? {})).toEqual([
      'roomType',
      'numberOfGuests',
      'countryCode',
      'breakfast',
      'star',
      'days',
    ]);
  });

  it.each([
    ['a fraction', { numberOfGuests: 1.5 }],
    ['zero guests', { numberOfGuests: 0 }],
    ['six stars', { star: 6 }],
    ['no days', { days: 0 }],
    ['too many days', { days: 366 }],
    ['an unknown room type', { roomType: 'PENTHOUSE' }],
    ['a code that is no country', { countryCode: 'XX' }],
    ['a missing number', { days: Number.NaN }],
  ])('refuses %s', (_, change) => {
    expect(normalizeHotelInput({ ...HOTEL_DEFAULTS, ...change })).toBeNull();
  });

  it('gives equal keys for equal stays', () => {
    const a = normalizeHotelInput({ ...HOTEL_DEFAULTS, countryCode: 'at' });
    const b = normalizeHotelInput({ ...HOTEL_DEFAULTS, countryCode: 'AT' });
    expect(hotelKeys.calculation('https://x', a)).toEqual(hotelKeys.calculation('https://x', b));
  });
});

describe('hotelCalculationQuery', () => {
  it('keys by base URL and input, never by credentials', () => {
    const options = hotelCalculationQuery('https://api.example', HOTEL_DEFAULTS);
    expect(options.queryKey).toEqual([
      'hotel',
      'calculation',
      'https://api.example',
      HOTEL_DEFAULTS,
    ]);
    expect(JSON.stringify(options.queryKey)).not.toMatch(/demo-|secret|key"/);
  });

  it('is idle without a valid input', () => {
    expect(typeof hotelCalculationQuery('https://api.example', null).queryFn).toBe('symbol');
  });
});

describe('hotelDetails', () => {
  it('flattens nested objects and arrays, leaving out the headline field', () => {
    expect(
      hotelDetails(
        {
          emission: 63.5,
          unit: 'kg',
          breakdown: { accommodation: 59.5, breakfast: 4 },
          rows: [{ emission: 1 }],
          empty: {},
          none: null,
        },
        ['emission'],
      ),
    ).toEqual([
      { key: 'unit', value: 'kg' },
      { key: 'breakdown.accommodation', value: 59.5 },
      { key: 'breakdown.breakfast', value: 4 },
      { key: 'rows[0].emission', value: 1 },
      { key: 'empty', value: '{}' },
      { key: 'none', value: null },
    ]);
  });
});

describe('hotelLeverVariants', () => {
  it('offers every lever that changes something', () => {
    const input = { ...HOTEL_DEFAULTS, roomType: 'SUIT' as const, star: 4, breakfast: true };
    expect(hotelLeverVariants(input)).toEqual([
      { id: 'noBreakfast', input: { ...input, breakfast: false } },
      { id: 'starLower', input: { ...input, star: 3 } },
      { id: 'standardRoom', input: { ...input, roomType: 'STANDARD' } },
    ]);
  });

  it('offers none when nothing can be lowered', () => {
    expect(
      hotelLeverVariants({ ...HOTEL_DEFAULTS, roomType: 'STANDARD', star: 1, breakfast: false }),
    ).toEqual([]);
  });
});
