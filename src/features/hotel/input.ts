/**
 * The hotel calculator's input: a plausible default stay and the room type's usual spellings (the
 * form schema, form-schema.ts, turns what a form or a link holds into a request).
 */
import type { HotelRequest } from '../../api/contract.ts';

/** A plausible stay, so that a first click shows a result. */
export const HOTEL_DEFAULTS: HotelRequest = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 3,
  days: 2,
};

export { normalizeRoomType } from '../../api/hotel-form-schema.ts';
