import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { searchValidator } from '../../routing/search-params.ts';
import { eventSearchSchema } from './route.ts';
import {
  acceptDraft,
  DEFAULT_EVENT_INPUT,
  eventFormSchema,
  eventUrlForm,
  toFormValues,
} from './schema.ts';

const validateSearch = searchValidator(eventSearchSchema);
const { valuesOf, searchOf, inputOf } = eventUrlForm;

/** The input a URL holds, as the page reads it: route, search to values, values to input. */
const inputOfUrl = (raw: Record<string, unknown>) => inputOf(valuesOf(validateSearch(raw)));

describe('event search params', () => {
  it('round-trip an input through the URL', () => {
    const search = validateSearch({ ...searchOf(DEFAULT_EVENT_INPUT) });
    expect(search).toEqual({
      origin: 'NATIONAL',
      participants: 80,
      nights: 1,
      menu: 'VEGETARIAN',
      meals: '80-VEGETARIAN*80-COFFEE_BREAK',
    });
    expect(inputOf(valuesOf(search))).toEqual(DEFAULT_EVENT_INPUT);
  });

  it('leave an empty meal list out of the URL and read its absence as no meals', () => {
    const input = { ...DEFAULT_EVENT_INPUT, mealInfo: [] };
    const search = searchOf(input);
    expect(search).not.toHaveProperty('meals');
    expect(inputOf(valuesOf(search))).toEqual(input);
  });

  it('accept either coffee-break spelling, any letter case and numbers as text', () => {
    expect(
      inputOfUrl({
        origin: 'local',
        participants: '12',
        nights: 0,
        menu: 'cofee_break',
        meals: '12-COFEE_BREAK',
      }),
    ).toEqual({
      originType: 'LOCAL',
      participants: 12,
      overnightStays: 0,
      mealType: 'COFFEE_BREAK',
      mealInfo: [{ mealCount: 12, mealType: 'COFFEE_BREAK' }],
    });
  });

  it('keep bad values so the form can name them, and never throw', () => {
    const search = validateSearch({
      origin: 'MARS',
      participants: -4,
      nights: 'many',
      menu: { nested: true },
      meals: '1.5-MEAT*x-PIZZA*-2-MEAT',
      other: 'dropped',
    });
    expect(search).toEqual({
      origin: 'MARS',
      participants: -4,
      nights: 'many',
      meals: '1.5-MEAT*x-PIZZA*-2-MEAT',
    });
    const values = valuesOf(search);
    expect(inputOf(values)).toBeNull();
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

  it('give a URL with bad values an error at each bad field, and only there', () => {
    const values = valuesOf(
      validateSearch({
        origin: 'MARS',
        participants: -3,
        nights: 1,
        menu: 'MEAT',
        meals: 'x-PIZZA',
      }),
    );
    const parsed = z.safeParse(eventFormSchema, values);
    const fields = new Set(parsed.error?.issues.map((issue) => issue.path.join('.')));
    expect(fields).toEqual(
      new Set(['originType', 'participants', 'mealInfo.0.mealCount', 'mealInfo.0.mealType']),
    );
  });

  it('show the example event for a URL without event params', () => {
    const search = validateSearch({ other: 1 });
    expect(search).toEqual({});
    expect(valuesOf(search)).toEqual(toFormValues(DEFAULT_EVENT_INPUT));
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
