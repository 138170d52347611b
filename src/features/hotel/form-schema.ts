import * as z from 'zod/mini';
import { hotelRequestSchema } from '../../api/contract.ts';
import { isCountryCode } from '../../i18n/countries.ts';

/**
 * The form's rules, and what turns its values into a request: the contract's fields, with the
 * country checked against the list, so that a code the form cannot show gets a clear message.
 * Room type and country are plain text in the form (whatever a link held can be shown); the
 * request's room type must be one of the choices.
 */
export const hotelFormSchema = z.object({
  ...hotelRequestSchema.shape,
  countryCode: z
    .string()
    .check(z.refine(isCountryCode, { params: { messageKey: 'hotel.country.invalid' } })),
});
