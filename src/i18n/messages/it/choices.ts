/** Apart from the catalog: the bulk page reads a file in every language and takes only these. */
import type { bulk } from '../bulk.ts';
import type { event } from '../event.ts';
import type { hotel } from '../hotel.ts';

type Choices<Area, Prefix extends string> = {
  [K in keyof Area as K extends `${Prefix}${Uppercase<string>}` ? K : never]: string;
};

export const eventChoices: Choices<typeof event.en, 'event.origin.' | 'event.mealType.'> = {
  'event.origin.LOCAL': 'Locale',
  'event.origin.REGIONAL': 'Regionale',
  'event.origin.NATIONAL': 'Nazionale',
  'event.origin.EUROPE': 'Europa',
  'event.origin.INTERNATIONAL': 'Internazionale',
  'event.mealType.MEAT': 'Carne',
  'event.mealType.VEGETARIAN': 'Vegetariano',
  'event.mealType.COFFEE_BREAK': 'Pausa caffè',
};

export const hotelChoices: Choices<typeof hotel.en, 'hotel.roomType.'> = {
  'hotel.roomType.STANDARD': 'Standard',
  'hotel.roomType.SUPERIOR': 'Superior',
  'hotel.roomType.SUIT': 'Suite',
};

export const mealCounts: {
  [K in keyof typeof bulk.en as K extends `bulk.meals.${string}` ? K : never]: string;
} = {
  'bulk.meals.MEAT.one': '{count} pasto con carne',
  'bulk.meals.MEAT.other': '{count} pasti con carne',
  'bulk.meals.VEGETARIAN.one': '{count} pasto vegetariano',
  'bulk.meals.VEGETARIAN.other': '{count} pasti vegetariani',
  'bulk.meals.COFFEE_BREAK.one': '{count} pausa caffè',
  'bulk.meals.COFFEE_BREAK.other': '{count} pause caffè',
};
