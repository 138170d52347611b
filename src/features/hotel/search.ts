/**
 * The hotel calculator's input in the URL (route.ts holds its search schema) and in a draft: one
 * conversion each way, read leniently: whatever a link holds becomes form values (invalid ones
 * show field errors), and nothing here ever throws. The form's rules are the contract's
 * (api/hotel-form-schema.ts).
 */
import * as z from 'zod/mini';
import type { HotelRequest } from '../../api/contract.ts';
import { hotelFormSchema, normalizeRoomType } from '../../api/hotel-form-schema.ts';
import type { SearchOf } from '../../routing/search-params.ts';
import type { UrlFormSpec } from '../../routing/useUrlForm.ts';
import {
  storedWholeNumber,
  wholeNumberOf,
  type WholeNumberValue,
} from '../../i18n/whole-number.ts';
import { hotelSearchSchema } from './route.ts';

type HotelSearch = SearchOf<typeof hotelSearchSchema>;
type HotelField = keyof HotelRequest;

/**
 * What the form edits. Counts are NaN while a field is empty, or the text typed when it reads as no
 * whole number (the error quotes it).
 */
export interface HotelFormValues {
  roomType: string;
  numberOfGuests: WholeNumberValue;
  countryCode: string;
  breakfast: boolean;
  star: number;
  days: WholeNumberValue;
}

/** A plausible stay, so that a first click shows a result. */
export const HOTEL_DEFAULTS: HotelRequest = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 3,
  days: 2,
};

function toBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return fallback;
}

/**
 * Form values from the URL, missing fields taking the defaults: codes in upper case, the room
 * type's usual spellings accepted, bad values kept so the form names them.
 */
function valuesOf(search: HotelSearch): HotelFormValues {
  const pick = <K extends HotelField>(field: K) => search[field] ?? HOTEL_DEFAULTS[field];
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const star = wholeNumberOf(pick('star'));
  return {
    roomType: normalizeRoomType(text(pick('roomType'))),
    numberOfGuests: wholeNumberOf(pick('numberOfGuests')),
    countryCode: text(pick('countryCode')).trim().toUpperCase(),
    breakfast: toBoolean(pick('breakfast'), HOTEL_DEFAULTS.breakfast),
    star: typeof star === 'number' ? star : Number.NaN,
    days: wholeNumberOf(pick('days')),
  };
}

/** The URL's search params for a request: its fields, in the search schema's order. */
function searchOf(input: HotelRequest): HotelSearch {
  const { roomType, numberOfGuests, countryCode, breakfast, star, days } = input;
  return { roomType, numberOfGuests, countryCode, breakfast, star, days };
}

/** The request in the form's values (the form schema, as the resolver applies it), or null. */
function inputOf(values: HotelFormValues): HotelRequest | null {
  const parsed = z.safeParse(hotelFormSchema, values);
  return parsed.success ? parsed.data : null;
}

/** A stored draft's values: what was typed but not submitted, a bad value read as empty. */
export const draftSchema = z.object({
  roomType: z.catch(z.string(), ''),
  numberOfGuests: storedWholeNumber,
  countryCode: z.catch(z.string(), ''),
  breakfast: z.catch(z.boolean(), HOTEL_DEFAULTS.breakfast),
  // NaN (an empty rating) is stored as null.
  star: z.catch(z.number(), Number.NaN),
  days: storedWholeNumber,
});

export const hotelUrlForm: UrlFormSpec<typeof hotelSearchSchema, HotelFormValues, HotelRequest> = {
  name: 'hotel',
  schema: hotelSearchSchema,
  valuesOf,
  searchOf,
  inputOf,
  formSchema: hotelFormSchema,
  draftSchema,
};
