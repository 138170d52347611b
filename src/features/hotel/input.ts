/**
 * The hotel calculator's input: the request fields, a plausible default stay, and the one
 * normalization that turns what a form or a link holds into a request (or null).
 */
import * as z from 'zod/mini';
import {
  HOTEL_REQUEST_FIELDS,
  hotelRequestSchema,
  ROOM_TYPES,
  type HotelRequest,
  type RoomType,
} from '../../api/contract.ts';
import { isCountryCode } from '../../i18n/countries.ts';

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

export function isRoomType(value: unknown): value is RoomType {
  return typeof value === 'string' && (ROOM_TYPES as readonly string[]).includes(value);
}

/** Room type spellings people use for the service's values (its Suite is `SUIT`). */
const ROOM_TYPE_ALIASES: Readonly<Record<string, RoomType>> = { SUITE: 'SUIT' };

export function normalizeRoomType(value: string): string {
  const upper = value.trim().toUpperCase();
  return ROOM_TYPE_ALIASES[upper] ?? upper;
}

/**
 * The input in one canonical form (fields in a fixed order, codes upper case), or null when it is
 * not a valid request. Equal stays give equal keys, so a repeated input is answered from the cache.
 */
export function normalizeHotelInput(raw: {
  [K in HotelField]: unknown;
}): HotelRequest | null {
  const candidate = {
    roomType: typeof raw.roomType === 'string' ? normalizeRoomType(raw.roomType) : raw.roomType,
    numberOfGuests: raw.numberOfGuests,
    countryCode:
      typeof raw.countryCode === 'string' ? raw.countryCode.trim().toUpperCase() : raw.countryCode,
    breakfast: raw.breakfast,
    star: raw.star,
    days: raw.days,
  };
  const parsed = z.safeParse(hotelRequestSchema, candidate);
  if (!parsed.success || !isCountryCode(parsed.data.countryCode)) return null;
  const { roomType, numberOfGuests, countryCode, breakfast, star, days } = parsed.data;
  return { roomType, numberOfGuests, countryCode, breakfast, star, days };
}
