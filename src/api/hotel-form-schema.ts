/**
 * The rules a hotel stay must meet before it is sent, shared by the hotel form and the bulk page,
 * so that a row of a file is checked exactly as the form checks it.
 */
import * as z from 'zod/mini';
import { hotelRequestSchema, type HotelRequest, type RoomType } from './contract.ts';
import { isCountryCode } from '../shared/country-codes.ts';

/**
 * A hotel stay: the contract's fields, with the country checked against the list of assigned
 * codes, so that a code the form cannot show, or a text that named no country, gets a clear
 * message that quotes it; an empty field is a missing one.
 */
export const hotelFormSchema = z.object({
  ...hotelRequestSchema.shape,
  countryCode: z.string().check(
    z.minLength(1),
    z.refine((value) => value === '' || isCountryCode(value), {
      params: { messageKey: 'hotel.country.invalid' },
    }),
  ),
});

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
  [K in keyof HotelRequest]: unknown;
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
