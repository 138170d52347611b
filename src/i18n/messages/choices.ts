/**
 * The English words of the calculators' choices (origins, menus, room types), part of the event
 * and hotel catalogs and a module of their own: the bulk page reads a file's values in every
 * language, and takes only these.
 */
export const eventChoices = {
  'event.origin.LOCAL': 'Local',
  'event.origin.REGIONAL': 'Regional',
  'event.origin.NATIONAL': 'National',
  'event.origin.EUROPE': 'Europe',
  'event.origin.INTERNATIONAL': 'International',
  'event.mealType.MEAT': 'Meat',
  'event.mealType.VEGETARIAN': 'Vegetarian',
  'event.mealType.COFFEE_BREAK': 'Coffee break',
} as const;

export const hotelChoices = {
  'hotel.roomType.STANDARD': 'Standard',
  'hotel.roomType.SUPERIOR': 'Superior',
  'hotel.roomType.SUIT': 'Suite',
} as const;
