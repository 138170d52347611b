import { describe, expect, it } from 'vitest';
import { HOTEL_DEFAULTS, normalizeHotelInput } from './input.ts';

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

  it('gives equal stays one form', () => {
    const a = normalizeHotelInput({ ...HOTEL_DEFAULTS, countryCode: 'at' });
    const b = normalizeHotelInput({ ...HOTEL_DEFAULTS, countryCode: 'AT' });
    expect(a).toEqual(b);
  });
});
