/** Apart from the catalogs: the bulk page reads a file in every language and takes only these. */
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

/** A count of meals of one type ("80 coffee breaks"): the bulk page's rows, results and export. */
export const mealCounts = {
  'bulk.meals.MEAT.one': '{count} meat',
  'bulk.meals.MEAT.other': '{count} meat',
  'bulk.meals.VEGETARIAN.one': '{count} vegetarian',
  'bulk.meals.VEGETARIAN.other': '{count} vegetarian',
  'bulk.meals.COFFEE_BREAK.one': '{count} coffee break',
  'bulk.meals.COFFEE_BREAK.other': '{count} coffee breaks',
} as const;
