/**
 * The rules an input must meet before it is sent: one schema per calculator, shared by its form
 * and by the bulk page, so that a row of a file is checked exactly as the form checks it.
 */
import * as z from 'zod/mini';
import {
  eventRequestSchema,
  hotelRequestSchema,
  LIMITS,
  mealInfoSchema,
  mealTypeSchema,
  originTypeSchema,
  ROOM_TYPES,
} from './contract.ts';
import { isCountryCode } from '../i18n/countries.ts';

/** An event in the canonical meal types, with the contract's bounds. */
export const eventFormSchema = z.object({
  originType: originTypeSchema,
  participants: eventRequestSchema.shape.participants,
  overnightStays: eventRequestSchema.shape.overnightStays,
  mealType: mealTypeSchema,
  mealInfo: z
    .array(z.object({ mealCount: mealInfoSchema.shape.mealCount, mealType: mealTypeSchema }))
    .check(z.maxLength(LIMITS.mealRows.max)),
});

/**
 * A hotel stay with the contract's bounds, with room type and country checked as plain text so
 * that whatever a link or a file held can be shown, and a clear message when it is not one of the
 * choices.
 */
const isRoomType = (value: string) => (ROOM_TYPES as readonly string[]).includes(value);

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
