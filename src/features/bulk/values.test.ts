import { describe, expect, it } from 'vitest';
import {
  readCountry,
  readMealType,
  readMeals,
  readOrigin,
  readRoomType,
  readStars,
  readWholeNumber,
  readYesNo,
} from './values.ts';
import { readCountry as readTypedCountry } from '../../lib/country-search.ts';

const value = <T>(read: { ok: true; value: T } | { ok: false }) => (read.ok ? read.value : 'ERROR');
const problem = (read: { ok: true } | { ok: false; problem: { key: string } }) =>
  read.ok ? 'OK' : read.problem.key;

describe('value forms', () => {
  it('reads origins as codes or in the form’s words, English or German', () => {
    expect(value(readOrigin('NATIONAL'))).toBe('NATIONAL');
    expect(value(readOrigin('national'))).toBe('NATIONAL');
    expect(value(readOrigin(' Europe '))).toBe('EUROPE');
    expect(value(readOrigin('Europa'))).toBe('EUROPE');
    expect(value(readOrigin('Lokal'))).toBe('LOCAL');
    expect(problem(readOrigin('Mars'))).toBe('bulk.value.origin');
    expect(problem(readOrigin(''))).toBe('validation.required');
  });

  it('reads meal types, either spelling of the coffee break, English or German', () => {
    expect(value(readMealType('COFFEE_BREAK'))).toBe('COFFEE_BREAK');
    expect(value(readMealType('COFEE_BREAK'))).toBe('COFFEE_BREAK');
    expect(value(readMealType('Coffee break'))).toBe('COFFEE_BREAK');
    expect(value(readMealType('Kaffeepause'))).toBe('COFFEE_BREAK');
    expect(value(readMealType('Fleisch'))).toBe('MEAT');
    expect(value(readMealType('vegetarisch'))).toBe('VEGETARIAN');
    expect(problem(readMealType('vegan'))).toBe('bulk.value.mealType');
  });

  it('reads room types, Suite for the service’s SUIT', () => {
    expect(value(readRoomType('Suite'))).toBe('SUIT');
    expect(value(readRoomType('SUIT'))).toBe('SUIT');
    expect(value(readRoomType('superior'))).toBe('SUPERIOR');
    expect(value(readRoomType('Standard'))).toBe('STANDARD');
    expect(problem(readRoomType('Penthouse'))).toBe('bulk.value.roomType');
  });

  it('reads yes and no in English and German', () => {
    for (const yes of ['yes', 'Yes', 'YES', 'ja', 'Ja', 'true', '1', 'x', 'y', 'j']) {
      expect(value(readYesNo(yes)), yes).toBe(true);
    }
    for (const no of ['no', 'No', 'nein', 'NEIN', 'false', '0', 'n']) {
      expect(value(readYesNo(no)), no).toBe(false);
    }
    expect(problem(readYesNo('maybe'))).toBe('bulk.value.yesNo');
    expect(problem(readYesNo(' '))).toBe('validation.required');
  });

  it('reads the French and Italian words of the calculators', () => {
    expect(value(readOrigin('Régionale'))).toBe('REGIONAL');
    expect(value(readOrigin('international'))).toBe('INTERNATIONAL');
    expect(value(readOrigin('Nazionale'))).toBe('NATIONAL');
    expect(value(readMealType('Pause-café'))).toBe('COFFEE_BREAK');
    expect(value(readMealType('pausa caffè'))).toBe('COFFEE_BREAK');
    expect(value(readMealType('Végétarien'))).toBe('VEGETARIAN');
    expect(value(readMealType('Carne'))).toBe('MEAT');
    expect(value(readRoomType('Supérieure'))).toBe('SUPERIOR');
    expect(value(readYesNo('oui'))).toBe(true);
    expect(value(readYesNo('Sì'))).toBe(true);
    expect(value(readYesNo('non'))).toBe(false);
    expect(value(readStars('4 étoiles'))).toBe(4);
    expect(value(readStars('1 stella'))).toBe(1);
    expect(value(readCountry('Allemagne'))).toBe('DE');
    expect(value(readCountry('Svizzera'))).toBe('CH');
    expect(value(readCountry('Royaume-Uni'))).toBe('GB');
    expect(value(readCountry('Stati Uniti'))).toBe('US');
    expect(value(readMeals('80 Végétarien; 20 Pausa caffè', 'en'))).toEqual([
      { mealCount: 80, mealType: 'VEGETARIAN' },
      { mealCount: 20, mealType: 'COFFEE_BREAK' },
    ]);
  });

  it('reads countries as codes or names in English or German', () => {
    expect(value(readCountry('DE'))).toBe('DE');
    expect(value(readCountry('de'))).toBe('DE');
    expect(value(readCountry('Germany'))).toBe('DE');
    expect(value(readCountry('Deutschland'))).toBe('DE');
    expect(value(readCountry('österreich'))).toBe('AT');
    expect(value(readCountry('Frankreich'))).toBe('FR');
    expect(value(readCountry('United Kingdom'))).toBe('GB');
    expect(value(readCountry('UK'))).toBe('GB');
    expect(value(readCountry('USA'))).toBe('US');
    expect(problem(readCountry('XX'))).toBe('bulk.value.country');
    expect(problem(readCountry('Atlantis'))).toBe('bulk.value.country');
  });

  it('reads whole numbers and refuses decimals and words, quoting them', () => {
    expect(value(readWholeNumber(' 80 ', 'en'))).toBe(80);
    expect(value(readWholeNumber('-3', 'en'))).toBe(-3);
    expect(readWholeNumber(' 2.5 ', 'en')).toEqual({
      ok: false,
      problem: { key: 'validation.notWholeNumber', vars: { text: '2.5' } },
    });
    expect(problem(readWholeNumber('eighty', 'en'))).toBe('validation.notWholeNumber');
    expect(problem(readWholeNumber('', 'en'))).toBe('validation.required');
  });

  it('reads counts grouped as the reader groups them', () => {
    expect(value(readWholeNumber('1,000', 'en'))).toBe(1000);
    expect(value(readWholeNumber('1.000', 'de'))).toBe(1000);
    expect(value(readWholeNumber('1.000', 'it'))).toBe(1000);
    expect(value(readWholeNumber('1\u202f000', 'fr'))).toBe(1000);
    expect(value(readWholeNumber('1’000', 'de'))).toBe(1000);
    expect(problem(readWholeNumber('1.000', 'en'))).toBe('validation.notWholeNumber');
    expect(problem(readWholeNumber('1,000', 'de'))).toBe('validation.notWholeNumber');
    expect(problem(readWholeNumber('1,5', 'de'))).toBe('validation.notWholeNumber');
  });

  it('reads grouped counts in meal lists, a grouping comma included', () => {
    expect(value(readMeals('1.000 Vegetarisch; 80 Kaffeepause', 'de'))).toEqual([
      { mealCount: 1000, mealType: 'VEGETARIAN' },
      { mealCount: 80, mealType: 'COFFEE_BREAK' },
    ]);
    expect(value(readMeals('1,000 × Vegetarian, 40 Meat,2,000 Coffee break', 'en'))).toEqual([
      { mealCount: 1000, mealType: 'VEGETARIAN' },
      { mealCount: 40, mealType: 'MEAT' },
      { mealCount: 2000, mealType: 'COFFEE_BREAK' },
    ]);
    expect(value(readMeals('1 000 Végétarien', 'fr'))).toEqual([
      { mealCount: 1000, mealType: 'VEGETARIAN' },
    ]);
    expect(readMeals('1,5 Vegetarisch', 'de')).toEqual({
      ok: false,
      problem: { key: 'bulk.value.meals', vars: { entry: '1,5 Vegetarisch' } },
    });
    expect(problem(readMeals('1.000 Vegetarian', 'en'))).toBe('bulk.value.meals');
  });

  it('reads star ratings as numbers, with words or as stars', () => {
    expect(value(readStars('4'))).toBe(4);
    expect(value(readStars('4 stars'))).toBe(4);
    expect(value(readStars('1 star'))).toBe(1);
    expect(value(readStars('3 Sterne'))).toBe(3);
    expect(value(readStars('5*'))).toBe(5);
    expect(value(readStars('***'))).toBe(3);
    expect(value(readStars('★★'))).toBe(2);
    expect(problem(readStars('four'))).toBe('bulk.value.star');
  });

  it('reads meal lists in every written form', () => {
    const both = [
      { mealCount: 80, mealType: 'VEGETARIAN' },
      { mealCount: 40, mealType: 'COFFEE_BREAK' },
    ];
    expect(value(readMeals('80 VEGETARIAN; 40 COFFEE_BREAK', 'en'))).toEqual(both);
    expect(value(readMeals('80 × Vegetarian, 40 × Coffee break', 'en'))).toEqual(both);
    expect(value(readMeals('80x Vegetarisch | 40x Kaffeepause', 'en'))).toEqual(both);
    expect(value(readMeals('80-VEGETARIAN;40-COFEE_BREAK;', 'en'))).toEqual(both);
    // The words the rows table and the export write, in every language.
    expect(value(readMeals('80 vegetarian, 40 coffee breaks', 'en'))).toEqual(both);
    expect(value(readMeals('80 vegetarisch, 40 Kaffeepausen', 'en'))).toEqual(both);
    expect(value(readMeals('80 repas végétariens, 40 pauses-café', 'en'))).toEqual(both);
    expect(value(readMeals('80 pasti vegetariani, 40 pause caffè', 'en'))).toEqual(both);
    const meat = [{ mealCount: 1, mealType: 'MEAT' }];
    expect(value(readMeals('1 mit Fleisch', 'en'))).toEqual(meat);
    expect(value(readMeals('1 repas avec viande', 'en'))).toEqual(meat);
    expect(value(readMeals('1 pasto con carne', 'en'))).toEqual(meat);
    expect(value(readMeals('', 'en'))).toEqual([]);
    expect(value(readMeals('  ', 'en'))).toEqual([]);
  });

  it('names the meal entry it cannot read', () => {
    const read = readMeals('80 VEGETARIAN; lots of cake', 'en');
    expect(read).toEqual({
      ok: false,
      problem: { key: 'bulk.value.meals', vars: { entry: 'lots of cake' } },
    });
    expect(problem(readMeals('VEGETARIAN', 'en'))).toBe('bulk.value.meals');
    expect(problem(readMeals('80 soup', 'en'))).toBe('bulk.value.meals');
  });
});

describe('list cells read as the calculators read lists', () => {
  const spellings = [
    "Cote d'Ivoire",
    'Côte d’Ivoire',
    'cote d ivoire',
    'COTE-D-IVOIRE',
    'Côte–d’Ivoire',
    'Elfenbeinküste',
    "Costa d'Avorio",
    'Ivory Coast',
    'États Unis',
    'Vereinigte-Staaten',
    'Regno Unito',
    'Kosovo',
    'Atlantis',
    'XK',
  ];

  it.each(spellings)('reads the country %j as the hotel form’s field reads it', (text) => {
    const typed = readTypedCountry(text);
    expect(value(readCountry(text))).toBe(typed ?? 'ERROR');
  });

  it('reads every spelling of Côte d’Ivoire as CI and marks a country that is not listed', () => {
    for (const text of spellings.slice(0, 7)) expect(value(readCountry(text))).toBe('CI');
    expect(problem(readCountry('Atlantis'))).toBe('bulk.value.country');
    expect(problem(readCountry('Kosovo'))).toBe('bulk.value.country');
    expect(problem(readCountry('  '))).toBe('validation.required');
  });

  it('folds apostrophes, hyphens, dashes and spaces in room types, menus and origins', () => {
    expect(value(readMealType('Pause café'))).toBe('COFFEE_BREAK');
    expect(value(readMealType('pause‑cafe'))).toBe('COFFEE_BREAK');
    expect(value(readMealType('Coffee–break'))).toBe('COFFEE_BREAK');
    expect(value(readMealType('VÉGÉTARIEN'))).toBe('VEGETARIAN');
    expect(value(readRoomType('supérieure'))).toBe('SUPERIOR');
    expect(value(readRoomType(' Superieure. '))).toBe('SUPERIOR');
    expect(value(readOrigin('Internationale'))).toBe('INTERNATIONAL');
    expect(value(readOrigin('Régionale'))).toBe('REGIONAL');
    expect(problem(readRoomType('Penthouse'))).toBe('bulk.value.roomType');
    expect(problem(readMealType('Fish'))).toBe('bulk.value.mealType');
  });
});
