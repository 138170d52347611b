import { beforeAll, describe, expect, it } from 'vitest';
import type { EventInput } from '../../api/event.ts';
import { loadLanguage, translate } from '../../i18n/index.ts';
import type { Language } from '../../shared/language.ts';
import { eventLeverVariants } from './levers.ts';
import { mealsLabel, scenarioNames, type NamedScenario } from './labels.ts';

beforeAll(() => Promise.all([loadLanguage('de'), loadLanguage('fr')]));

const meatEvent: EventInput = {
  originType: 'NATIONAL',
  participants: 80,
  overnightStays: 2,
  mealType: 'MEAT',
  mealInfo: [
    { mealCount: 80, mealType: 'MEAT' },
    { mealCount: 80, mealType: 'COFFEE_BREAK' },
  ],
};

const words =
  (language: Language) =>
  (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
    translate(language, key, vars);

function lever(input: EventInput, id: string): EventInput {
  const variant = eventLeverVariants(input).find((candidate) => candidate.id === id);
  if (!variant) throw new Error(`no lever ${id}`);
  return variant.input;
}

/** Scenarios pinned one after another: each named against the first. */
function pinned(...inputs: EventInput[]): NamedScenario[] {
  const [first] = inputs;
  return inputs.map((input, index) => (index === 0 ? { input } : { input, reference: first }));
}

describe('scenarioNames', () => {
  it('names each scenario by what differs from the first, not "Scenario 2"', () => {
    const vegetarian = lever(meatEvent, 'vegetarian');
    const regionalVegetarian = lever(vegetarian, 'nearer');
    expect(scenarioNames(pinned(meatEvent, vegetarian, regionalVegetarian), words('en'))).toEqual([
      'Baseline',
      'Vegetarian',
      'Regional, vegetarian',
    ]);
    expect(scenarioNames(pinned(meatEvent, vegetarian, regionalVegetarian), words('de'))).toEqual([
      'Ausgangspunkt',
      'Vegetarisch',
      'Regional, vegetarisch',
    ]);
  });

  it('says participants and nights with their plural, and leaves out meals that follow them', () => {
    const hybrid = lever(meatEvent, 'hybrid');
    const oneNight = { ...meatEvent, overnightStays: 1 };
    expect(scenarioNames(pinned(meatEvent, hybrid, oneNight), words('en'))).toEqual([
      'Baseline',
      'Hybrid event, 60 in person',
      '1 night',
    ]);
    expect(
      scenarioNames(pinned(meatEvent, { ...meatEvent, participants: 60 }), words('en'))[1],
    ).toBe('60 participants');
    expect(scenarioNames(pinned(meatEvent, hybrid), words('de'))[1]).toBe(
      'Hybride Veranstaltung, 60 vor Ort',
    );
    expect(
      scenarioNames(pinned(meatEvent, { ...meatEvent, participants: 1 }), words('de'))[1],
    ).toBe('1 teilnehmende Person');
  });

  it('keeps each name when the baseline is removed', () => {
    const hybrid = lever(meatEvent, 'hybrid');
    const oneNight = { ...meatEvent, overnightStays: 1 };
    const [, ...rest] = pinned(meatEvent, hybrid, oneNight);
    expect(scenarioNames(rest, words('en'))).toEqual(['Hybrid event, 60 in person', '1 night']);
    // Scenarios kept without a reference are named against the first, as before.
    expect(scenarioNames([{ input: hybrid }, { input: oneNight }], words('en'))[0]).toBe(
      'Baseline',
    );
  });

  it('names a changed menu, and other meals where they are not one kind of food', () => {
    const mixed: EventInput = { ...meatEvent, mealType: 'VEGETARIAN' };
    const otherMeals: EventInput = {
      ...meatEvent,
      mealInfo: [...meatEvent.mealInfo, { mealCount: 20, mealType: 'VEGETARIAN' }],
    };
    expect(scenarioNames(pinned(meatEvent, mixed, otherMeals), words('en'))).toEqual([
      'Baseline',
      'Vegetarian menu',
      'Other meals',
    ]);
  });

  it('numbers scenarios whose names would repeat', () => {
    const a: EventInput = { ...meatEvent, mealInfo: [{ mealCount: 10, mealType: 'MEAT' }] };
    const b: EventInput = { ...meatEvent, mealInfo: [{ mealCount: 20, mealType: 'MEAT' }] };
    expect(scenarioNames(pinned(meatEvent, a, b), words('en'))).toEqual([
      'Baseline',
      'Other meals (2)',
      'Other meals (3)',
    ]);
  });
});

describe('mealsLabel', () => {
  const meals = [
    { mealCount: 2000, mealType: 'MEAT' },
    { mealCount: 80, mealType: 'COFFEE_BREAK' },
  ];

  it('groups counts in the reader’s format', () => {
    expect(mealsLabel(meals, words('en'))).toBe('2,000 × Meat, 80 × Coffee break');
    expect(mealsLabel(meals, words('de'))).toBe('2.000 × Fleisch, 80 × Kaffeepause');
    expect(mealsLabel(meals, words('fr'))).toMatch(/^2\u202f000 × /);
  });

  it('says "none" for no meals', () => {
    expect(mealsLabel([], words('en'))).toBe('none');
  });
});
