import * as z from 'zod/mini';
import type { HotelRequest } from '../../api/contract.ts';
import { searchParam } from '../../routing/search-params.ts';

/**
 * The search params of /hotel: the request fields, in the order they are sent, read leniently
 * (search.ts converts them to and from the form).
 */
export const hotelSearchSchema = z.object({
  roomType: searchParam,
  numberOfGuests: searchParam,
  countryCode: searchParam,
  breakfast: searchParam,
  star: searchParam,
  days: searchParam,
} satisfies Record<keyof HotelRequest, typeof searchParam>);
