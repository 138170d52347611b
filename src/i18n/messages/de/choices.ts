/** Apart from the catalog: the bulk page reads a file in every language and takes only these. */
import type { bulk } from '../bulk.ts';
import type { event } from '../event.ts';
import type { hotel } from '../hotel.ts';

type Choices<Area, Prefix extends string> = {
  [K in keyof Area as K extends `${Prefix}${Uppercase<string>}` ? K : never]: string;
};

export const eventChoices: Choices<typeof event.en, 'event.origin.' | 'event.mealType.'> = {
  'event.origin.LOCAL': 'Lokal',
  'event.origin.REGIONAL': 'Regional',
  'event.origin.NATIONAL': 'National',
  'event.origin.EUROPE': 'Europa',
  'event.origin.INTERNATIONAL': 'International',
  'event.mealType.MEAT': 'Fleisch',
  'event.mealType.VEGETARIAN': 'Vegetarisch',
  'event.mealType.COFFEE_BREAK': 'Kaffeepause',
};

export const hotelChoices: Choices<typeof hotel.en, 'hotel.roomType.'> = {
  'hotel.roomType.STANDARD': 'Standard',
  'hotel.roomType.SUPERIOR': 'Superior',
  'hotel.roomType.SUIT': 'Suite',
};

export const mealCounts: {
  [K in keyof typeof bulk.en as K extends `bulk.meals.${string}` ? K : never]: string;
} = {
  'bulk.meals.MEAT.one': '{count} mit Fleisch',
  'bulk.meals.MEAT.other': '{count} mit Fleisch',
  'bulk.meals.VEGETARIAN.one': '{count} vegetarisch',
  'bulk.meals.VEGETARIAN.other': '{count} vegetarisch',
  'bulk.meals.COFFEE_BREAK.one': '{count} Kaffeepause',
  'bulk.meals.COFFEE_BREAK.other': '{count} Kaffeepausen',
};
