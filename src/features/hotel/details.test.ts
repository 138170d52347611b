import { describe, expect, it } from 'vitest';
import { hotelDetails } from './details.ts';

describe('hotelDetails', () => {
  it('gives no details beside a bare figure', () => {
    expect(hotelDetails(87.4)).toEqual([]);
  });

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
