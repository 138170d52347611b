import { describe, expect, it } from 'vitest';
import { carKilometres } from './ScaleNote.tsx';

describe('carKilometres', () => {
  it('claims two significant digits, no more', () => {
    // 3,897,650 kg at 0.171 kg per km is 22,793,274.85… km: about 23 million, not "22,793,270".
    expect(carKilometres(3_897_650)).toBe(23_000_000);
    expect(carKilometres(6386.85)).toBe(37_000);
    expect(carKilometres(16.25)).toBe(95);
  });

  it('never says less than 1 km', () => {
    expect(carKilometres(0.01)).toBe(1);
  });
});
