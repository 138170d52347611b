import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { searchValidator } from '../../routing/search-params.ts';
import { eventFormSchema } from '../../api/event-form-schema.ts';
import { eventSearchSchema } from './route.ts';
import { draftSchema, EVENT_DEFAULTS, eventUrlForm } from './search.ts';

const validateSearch = searchValidator(eventSearchSchema);
const { valuesOf, searchOf, inputOf } = eventUrlForm;

/** The input a URL holds, as the page reads it: route, search to values, values to input. */
const inputOfUrl = (raw: Record<string, unknown>) => inputOf(valuesOf(validateSearch(raw)));

describe('event search params', () => {
  it('round-trip an input through the URL', () => {
    const search = validateSearch({ ...searchOf(EVENT_DEFAULTS) });
    expect(search).toEqual({
      origin: 'NATIONAL',
      participants: 80,
      nights: 1,
      menu: 'VEGETARIAN',
      meals: '80-VEGETARIAN*80-COFFEE_BREAK',
    });
    expect(inputOf(valuesOf(search))).toEqual(EVENT_DEFAULTS);
  });

  it('leave an empty meal list out of the URL and read its absence as no meals', () => {
    const input = { ...EVENT_DEFAULTS, mealInfo: [] };
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
    expect(values.overnightStays).toBe('many');
    expect(values.mealType).toBe('');
    expect(values.mealInfo).toEqual([
      { mealCount: '1.5', mealType: 'MEAT' },
      { mealCount: 'x', mealType: '' },
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
    expect(valuesOf(search)).toEqual(EVENT_DEFAULTS);
  });
});

describe('a stored draft', () => {
  it('reads back as the form held it, an empty count (stored as null) included', () => {
    const stored = JSON.parse(
      JSON.stringify({ ...EVENT_DEFAULTS, participants: Number.NaN, overnightStays: '1,5' }),
    ) as unknown;
    expect(z.parse(draftSchema, stored)).toEqual({
      ...EVENT_DEFAULTS,
      participants: Number.NaN,
      overnightStays: '1,5',
    });
  });

  it('is refused when it is no draft', () => {
    expect(z.safeParse(draftSchema, 'nope').success).toBe(false);
  });
});

describe('counts given as text', () => {
  it.each(['0x10', '1e3', '16.0', ' 1_6 '])(
    'are read as a reader reads them: %j is no count, and is quoted',
    (text) => {
      const values = valuesOf(validateSearch({ ...searchOf(EVENT_DEFAULTS), participants: text }));
      expect(values.participants).toBe(text.trim());
      expect(inputOf(values)).toBeNull();
    },
  );

  it('read plain digits given as text as their number', () => {
    const values = valuesOf(validateSearch({ ...searchOf(EVENT_DEFAULTS), participants: ' 16 ' }));
    expect(values.participants).toBe(16);
  });
});
