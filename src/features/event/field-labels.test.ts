import { beforeAll, describe, expect, it } from 'vitest';
import type { EventInput } from '../../api/event.ts';
import { loadLanguage, translate, type Translate } from '../../i18n/index.ts';
import { eventFieldLabeller, formControlOf, formPathOf } from './field-labels.ts';

beforeAll(() => loadLanguage('fr'));

const en: Translate = (key, vars) => translate('en', key, vars);
const fr: Translate = (key, vars) => translate('fr', key, vars);

/** Rows as entered; sent as meat (3rd), vegetarian (1st), coffee break (2nd). */
const entered: EventInput = {
  originType: 'NATIONAL',
  participants: 80,
  overnightStays: 1,
  mealType: 'VEGETARIAN',
  mealInfo: [
    { mealCount: 80, mealType: 'VEGETARIAN' },
    { mealCount: 80, mealType: 'COFFEE_BREAK' },
    { mealCount: 20, mealType: 'MEAT' },
  ],
};

describe('eventFieldLabeller', () => {
  it('traces a meal row of the sorted request back to the row of the form', () => {
    expect(formPathOf(entered, 'mealInfo.0.mealCount')).toBe('mealInfo.2.mealCount');
    expect(formPathOf(entered, 'mealInfo.1.mealType')).toBe('mealInfo.0.mealType');
    expect(formPathOf(entered, 'mealInfo.2')).toBe('mealInfo.1');
    const label = eventFieldLabeller(entered, en);
    expect(label('mealInfo.1.mealCount')).toBe('Meal 1: People served');
    expect(label('mealInfo.2.mealType')).toBe('Meal 2: Meal type');
    expect(label('mealInfo.0')).toBe('Meal 3');
  });

  it('labels the top-level fields, in the reader’s language', () => {
    const label = eventFieldLabeller(entered, fr);
    expect(label('participants')).toBe('Participants');
    expect(label('overnightStays')).toBe('Nuitées');
    expect(label('mealInfo.0.mealType')).toBe('Repas 3\u202f: Type de repas');
  });

  it('labels nothing it cannot place: a row that was not sent, an unknown field', () => {
    const label = eventFieldLabeller(entered, en);
    expect(label('mealInfo.3.mealType')).toBeUndefined();
    expect(label('mealInfo.1.price')).toBeUndefined();
    expect(label('venue')).toBeUndefined();
    expect(label('constructor')).toBeUndefined();
  });
});

describe('formControlOf', () => {
  it("points a service's field at the form's control, and names none for a row or the list", () => {
    expect(formControlOf(entered, 'mealInfo.0.mealCount')).toBe('mealInfo.2.mealCount');
    expect(formControlOf(entered, 'participants')).toBe('participants');
    expect(formControlOf(entered, 'mealInfo.1')).toBeUndefined();
    expect(formControlOf(entered, 'mealInfo')).toBeUndefined();
    expect(formControlOf(entered, 'venue')).toBeUndefined();
  });
});
