/** Shared by the hotel form and the bulk page: a file's row is checked as the form checks it. */
import * as z from 'zod/mini';
import { hotelRequestSchema, type HotelRequest, type RoomType } from './contract.ts';
import { isCountryCode } from '../shared/country-codes.ts';

/** A code the form cannot show, or text that named no country, gets a message that quotes it. */
export const hotelFormSchema = z.object({
  ...hotelRequestSchema.shape,
  countryCode: z.string().check(
    z.minLength(1),
    z.refine((value) => value === '' || isCountryCode(value), {
      params: { messageKey: 'hotel.country.invalid' },
    }),
  ),
});

/** Its Suite is `SUIT`. */
const ROOM_TYPE_ALIASES: Readonly<Record<string, RoomType>> = { SUITE: 'SUIT' };

export function normalizeRoomType(value: string): string {
  const upper = value.trim().toUpperCase();
  return ROOM_TYPE_ALIASES[upper] ?? upper;
}

/** Equal stays give equal keys, so a repeated input is answered from the cache. */
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
