import { HOTEL_REQUEST_FIELDS } from '../../api/contract.ts';
import { pickSearchParams } from '../../ui/search-params.ts';

/** The hotel calculator's route options that must load eagerly (path and search params). */
export const hotelRouteOptions = {
  path: '/hotel',
  validateSearch: (raw: Record<string, unknown>) => pickSearchParams(raw, HOTEL_REQUEST_FIELDS),
} as const;
