/**
 * The hotel calculator's input: the request fields, a plausible default stay, and the one
 * normalization that turns what a form or a link holds into a request (or null).
 */
import { HOTEL_REQUEST_FIELDS, type HotelRequest } from '../../api/contract.ts';

/** The request fields, in the order they are sent, shown and put in the URL. */
export const HOTEL_FIELDS = HOTEL_REQUEST_FIELDS;
export type HotelField = (typeof HOTEL_FIELDS)[number];

/** A plausible stay, so that a first click shows a result. */
export const HOTEL_DEFAULTS: HotelRequest = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 3,
  days: 2,
};

// The one normalization lives with the form's schema, shared with the bulk page.
export { isRoomType, normalizeHotelInput, normalizeRoomType } from '../../api/hotel-form-schema.ts';
