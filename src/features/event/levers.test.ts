import { describe, expect, it } from 'vitest';
import type { EventInput } from '../../api/event.ts';
import { driverParts } from './drivers.ts';
import { eventLeverVariants } from './levers.ts';

const conference: EventInput = {
  originType: 'NATIONAL',
  participants: 80,
  overnightStays: 2,
  mealType: 'MEAT',
  mealInfo: [
    { mealCount: 80, mealType: 'COFFEE_BREAK' },
    { mealCount: 40, mealType: 'VEGETARIAN' },
    { mealCount: 80, mealType: 'MEAT' },
  ],
};

describe('eventLeverVariants', () => {
  const ids = (input: EventInput) => eventLeverVariants(input).map((variant) => variant.id);

  it('offers every lever that changes the input', () => {
    expect(ids(conference)).toEqual([
      'vegetarian',
      'nearer',
      'local',
      'hybrid',
      'noNights',
      'halfNights',
    ]);
  });

  it('makes the menu and every meat row vegetarian, and keeps coffee breaks', () => {
    const vegetarian = eventLeverVariants(conference).find((v) => v.id === 'vegetarian');
    expect(vegetarian?.input.mealType).toBe('VEGETARIAN');
    expect(vegetarian?.input.mealInfo.map((meal) => meal.mealType)).toEqual([
      'VEGETARIAN',
      'VEGETARIAN',
      'COFFEE_BREAK',
    ]);
  });

  it('moves the origin one scope nearer', () => {
    const nearer = eventLeverVariants(conference).find((v) => v.id === 'nearer');
    expect(nearer?.input.originType).toBe('REGIONAL');
  });

  it('leaves out levers that change nothing or repeat another', () => {
    const small: EventInput = {
      originType: 'REGIONAL',
      participants: 3,
      overnightStays: 1,
      mealType: 'VEGETARIAN',
      mealInfo: [{ mealCount: 3, mealType: 'VEGETARIAN' }],
    };
    // nearer is already local; hybrid needs four people; half of one night is none.
    expect(ids(small)).toEqual(['nearer', 'noNights']);
    expect(ids({ ...small, originType: 'LOCAL', overnightStays: 0 })).toEqual([]);
  });

  it('scales participants and meals for the hybrid lever', () => {
    const hybrid = eventLeverVariants(conference).find((v) => v.id === 'hybrid');
    expect(hybrid?.input.participants).toBe(60);
    expect(hybrid?.input.mealInfo.map((meal) => meal.mealCount)).toEqual([60, 30, 60]);
  });
});

describe('driverParts', () => {
  it('adds up to the total, with the rest named last', () => {
    const { parts, missing } = driverParts(37.92, [
      { id: 'stays', kilograms: 21.47 },
      { id: 'meals', kilograms: 39.05 },
      { id: 'travel', kilograms: 20.54 },
    ]);
    expect(missing).toEqual([]);
    expect(parts.map((part) => part.id)).toEqual(['travel', 'stays', 'meals', 'rest']);
    const sum = parts.reduce((total, part) => total + part.kilograms, 0);
    expect(sum).toBeCloseTo(37.92, 9);
    expect(parts.find((part) => part.id === 'meals')?.kilograms).toBeCloseTo(-1.13, 9);
    expect(parts.find((part) => part.id === 'meals')?.share).toBeLessThan(0);
  });

  it('leaves out a rest below the service’s precision', () => {
    const { parts } = driverParts(10, [
      { id: 'stays', kilograms: 4 },
      { id: 'travel', kilograms: 6.001 },
    ]);
    expect(parts.map((part) => part.id)).toEqual(['stays', 'travel']);
  });

  it('names a part that failed as missing, and shows no rest that would absorb it', () => {
    // Travel (6 kg of 10) could not be calculated: a rest of 10 − 3 would claim it.
    const { parts, missing } = driverParts(10, [
      { id: 'stays', kilograms: 7 },
      { id: 'travel', kilograms: undefined },
    ]);
    expect(missing).toEqual(['travel']);
    expect(parts).toEqual([{ id: 'stays', kilograms: 3, share: 0.3 }]);
  });

  it('keeps the shares of the parts measured as shares of the full total', () => {
    const { parts } = driverParts(200, [
      { id: 'stays', kilograms: 150 },
      { id: 'meals', kilograms: undefined },
      { id: 'travel', kilograms: undefined },
    ]);
    expect(parts).toEqual([{ id: 'stays', kilograms: 50, share: 0.25 }]);
  });

  it('leaves out a part that measures nothing, such as meals that are the menu alone', () => {
    const { parts, missing } = driverParts(100, [
      { id: 'stays', kilograms: 60 },
      { id: 'meals', kilograms: 100 },
    ]);
    expect(missing).toEqual([]);
    expect(parts.map((part) => [part.id, part.kilograms])).toEqual([
      ['stays', 40],
      ['rest', 60],
    ]);
  });
});
