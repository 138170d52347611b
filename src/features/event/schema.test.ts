import { describe, expect, it } from 'vitest';
import {
  acceptDraft,
  DEFAULT_EVENT_INPUT,
  formValuesFromSearch,
  hasEventInput,
  inputFromSearch,
  searchFromInput,
  validateEventSearch,
} from './schema.ts';

describe('event search params', () => {
  it('round-trip an input through the URL', () => {
    const search = validateEventSearch({ ...searchFromInput(DEFAULT_EVENT_INPUT) });
    expect(search).toEqual({
      origin: 'NATIONAL',
      participants: 80,
      nights: 1,
      menu: 'VEGETARIAN',
      meals: '80-VEGETARIAN*80-COFFEE_BREAK',
    });
    expect(inputFromSearch(search)).toEqual(DEFAULT_EVENT_INPUT);
  });

  it('read an empty meal list as the absence of meals', () => {
    const input = { ...DEFAULT_EVENT_INPUT, mealInfo: [] };
    const search = searchFromInput(input);
    expect(search.meals).toBeUndefined();
    expect(inputFromSearch(search)).toEqual(input);
  });

  it('accept either coffee-break spelling and any letter case', () => {
    const search = validateEventSearch({
      origin: 'local',
      participants: '12',
      nights: 0,
      menu: 'cofee_break',
      meals: '12-COFEE_BREAK',
    });
    expect(inputFromSearch(search)).toEqual({
      originType: 'LOCAL',
      participants: 12,
      overnightStays: 0,
      mealType: 'COFFEE_BREAK',
      mealInfo: [{ mealCount: 12, mealType: 'COFFEE_BREAK' }],
    });
  });

  it('keep bad values so the form can name them, and never throw', () => {
    const search = validateEventSearch({
      origin: 'MARS',
      participants: -4,
      nights: 'many',
      menu: { nested: true },
      meals: '1.5-MEAT*x-PIZZA*-2-MEAT',
    });
    expect(hasEventInput(search)).toBe(true);
    expect(inputFromSearch(search)).toBeNull();
    const values = formValuesFromSearch(search);
    expect(values.originType).toBe('');
    expect(values.participants).toBe(-4);
    expect(values.overnightStays).toBeNaN();
    expect(values.mealType).toBe('');
    expect(values.mealInfo).toEqual([
      { mealCount: 1.5, mealType: 'MEAT' },
      { mealCount: Number.NaN, mealType: '' },
      { mealCount: -2, mealType: 'MEAT' },
    ]);
  });

  it('treat a URL without event params as no input', () => {
    expect(hasEventInput(validateEventSearch({ other: 1 }))).toBe(false);
  });
});

describe('acceptDraft', () => {
  it('reads a stored draft, NaN numbers included', () => {
    const stored = JSON.parse(
      JSON.stringify({ ...DEFAULT_EVENT_INPUT, participants: Number.NaN }),
    ) as unknown;
    expect(acceptDraft(stored)).toEqual({ ...DEFAULT_EVENT_INPUT, participants: Number.NaN });
  });

  it('refuses something that is not a draft', () => {
    expect(acceptDraft('nope')).toBeNull();
  });
});
