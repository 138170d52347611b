import { describe, expect, it } from 'vitest';
import { HOTEL_DEFAULTS } from './search.ts';
import { hotelLeverVariants } from './levers.ts';

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
