import { validateHotelSearch } from './search.ts';

/** The hotel calculator's route options that must load eagerly (path and search params). */
export const hotelRouteOptions = {
  path: '/hotel',
  validateSearch: validateHotelSearch,
} as const;
