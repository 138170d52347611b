/**
 * The hotel calculator's input: a plausible default stay and the room type's usual spellings (the
 * form schema, form-schema.ts, turns what a form or a link holds into a request).
 */
import type { HotelRequest, RoomType } from '../../api/contract.ts';

/** A plausible stay, so that a first click shows a result. */
export const HOTEL_DEFAULTS: HotelRequest = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 3,
  days: 2,
};

/** Room type spellings people use for the service's values (its Suite is `SUIT`). */
const ROOM_TYPE_ALIASES: Readonly<Record<string, RoomType>> = { SUITE: 'SUIT' };

export function normalizeRoomType(value: string): string {
  const upper = value.trim().toUpperCase();
  return ROOM_TYPE_ALIASES[upper] ?? upper;
}
