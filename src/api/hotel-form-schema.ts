/**
 * The rules a hotel stay must meet before it is sent, shared by the hotel form and the bulk page,
 * so that a row of a file is checked exactly as the form checks it.
 */
import * as z from 'zod/mini';
import { hotelRequestSchema, ROOM_TYPES } from './contract.ts';
import { isCountryCode } from '../i18n/countries.ts';

const isRoomType = (value: string) => (ROOM_TYPES as readonly string[]).includes(value);

/**
 * A hotel stay with the contract's bounds, with room type and country checked as plain text so
 * that whatever a link or a file held can be shown, and a clear message when it is not one of the
 * choices.
 */
export const hotelFormSchema = z.object({
  roomType: z.string().check(z.refine(isRoomType, { params: { messageKey: 'validation.choose' } })),
  numberOfGuests: hotelRequestSchema.shape.numberOfGuests,
  countryCode: z
    .string()
    .check(z.refine(isCountryCode, { params: { messageKey: 'hotel.country.invalid' } })),
  breakfast: z.boolean(),
  star: hotelRequestSchema.shape.star,
  days: hotelRequestSchema.shape.days,
});
