import { describe, expect, it } from 'vitest';
import { hotelDetails, detailValue } from './details.ts';
import type { Translate } from '../../i18n/index.ts';

describe('hotelDetails', () => {
  it('gives no details beside a bare figure', () => {
    expect(hotelDetails({ answer: 87.4, kilograms: 87.4, source: 'body', unit: 'kg' })).toEqual([]);
  });

  it('flattens nested objects and arrays, leaving out the headline field', () => {
    expect(
      hotelDetails(
        {
          unit: 'kg',
          answer: {
            emission: 63.5,
            unit: 'kg',
            breakdown: { accommodation: 59.5, breakfast: 4 },
            rows: [{ emission: 1 }],
            empty: {},
            none: null,
          },
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

describe('detailValue', () => {
  const context = {
    t: ((key: string) => key) as Translate,
    language: 'en' as const,
    locale: 'en-GB' as const,
    unit: 'kg' as const,
  };

  it('writes the service’s unit with a subscript two, and leaves other units as they are', () => {
    expect(detailValue({ key: 'unit', value: 'kg CO2e' }, context)).toBe('kg CO₂e');
    expect(detailValue({ key: 'unit', value: 't CO2' }, context)).toBe('t CO₂');
    expect(detailValue({ key: 'unit', value: 'kg' }, context)).toBe('kg');
    expect(detailValue({ key: 'emissionUnit', value: 'kgCO2e' }, context)).toBe('kgCO₂e');
    expect(detailValue({ key: 'note', value: 'CO2e' }, context)).toBe('CO2e');
  });
});
