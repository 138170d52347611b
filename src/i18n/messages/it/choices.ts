/**
 * The Italian words of the calculators' choices (origins, menus, room types), apart from the rest of
 * the catalog: the bulk page reads a file's values in every language, and takes only these.
 */
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
