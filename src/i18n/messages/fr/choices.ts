/** Apart from the catalog: the bulk page reads a file in every language and takes only these. */
import type { bulk } from '../bulk.ts';
import type { event } from '../event.ts';
import type { hotel } from '../hotel.ts';

type Choices<Area, Prefix extends string> = {
  [K in keyof Area as K extends `${Prefix}${Uppercase<string>}` ? K : never]: string;
};

export const eventChoices: Choices<typeof event.en, 'event.origin.' | 'event.mealType.'> = {
  'event.origin.LOCAL': 'Locale',
  'event.origin.REGIONAL': 'Régionale',
  'event.origin.NATIONAL': 'Nationale',
  'event.origin.EUROPE': 'Europe',
  'event.origin.INTERNATIONAL': 'Internationale',
  'event.mealType.MEAT': 'Viande',
  'event.mealType.VEGETARIAN': 'Végétarien',
  'event.mealType.COFFEE_BREAK': 'Pause-café',
};

export const hotelChoices: Choices<typeof hotel.en, 'hotel.roomType.'> = {
  'hotel.roomType.STANDARD': 'Standard',
  'hotel.roomType.SUPERIOR': 'Supérieure',
  'hotel.roomType.SUIT': 'Suite',
};

export const mealCounts: {
  [K in keyof typeof bulk.en as K extends `bulk.meals.${string}` ? K : never]: string;
} = {
  'bulk.meals.MEAT.one': '{count} repas avec viande',
  'bulk.meals.MEAT.other': '{count} repas avec viande',
  'bulk.meals.VEGETARIAN.one': '{count} repas végétarien',
  'bulk.meals.VEGETARIAN.other': '{count} repas végétariens',
  'bulk.meals.COFFEE_BREAK.one': '{count} pause-café',
  'bulk.meals.COFFEE_BREAK.other': '{count} pauses-café',
};
