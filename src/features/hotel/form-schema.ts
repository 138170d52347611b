import * as z from 'zod/mini';
import { hotelRequestSchema } from '../../api/contract.ts';
import { isRoomType } from './input.ts';
import { isCountryCode } from '../../i18n/countries.ts';

/**
 * The form's rules: the contract's bounds, with room type and country checked as plain text so
 * that whatever a link held can be shown, and a clear message when it is not one of the choices.
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
