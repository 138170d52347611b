/**
 * The hotel calculator's input in the URL (route.ts holds its search schema): one conversion each
 * way. Reading is lenient: whatever a link holds becomes form values (invalid ones show field
 * errors), and nothing here ever throws.
 */
import * as z from 'zod/mini';
import type { HotelRequest } from '../../api/contract.ts';
import type { SearchOf } from '../../routing/search-params.ts';
import type { UrlFormSpec } from '../../routing/useUrlForm.ts';
import type { WholeNumberValue } from '../../i18n/whole-number.ts';
import { hotelFormSchema } from './form-schema.ts';
import { HOTEL_DEFAULTS, normalizeRoomType } from './input.ts';
import { hotelSearchSchema } from './route.ts';

export type HotelSearch = SearchOf<typeof hotelSearchSchema>;
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

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/** A count in a link (plain digits) or a draft; other text is kept for the error to quote. */
function toCount(value: unknown): WholeNumberValue {
  const number = toNumber(value);
  return Number.isNaN(number) && typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : number;
}

function toBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return fallback;
}

/**
 * Form values from the URL (missing fields take the defaults) or from a stored draft: codes in
 * upper case, the room type's usual spellings accepted, bad values kept so the form names them.
 */
export function formValuesOf(source: Partial<Record<HotelField, unknown>>): HotelFormValues {
  // A missing field takes its default; a present but empty one (null in a draft) stays empty.
  const pick = <K extends HotelField>(field: K) =>
    source[field] === undefined ? HOTEL_DEFAULTS[field] : source[field];
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return {
    roomType: normalizeRoomType(text(pick('roomType'))),
    numberOfGuests: toCount(pick('numberOfGuests')),
    countryCode: text(pick('countryCode')).trim().toUpperCase(),
    breakfast: toBoolean(pick('breakfast'), HOTEL_DEFAULTS.breakfast),
    star: toNumber(pick('star')),
    days: toCount(pick('days')),
  };
}

/** The URL's search params for a request: its fields, in the search schema's order. */
export function searchOf(input: HotelRequest): HotelSearch {
  const { roomType, numberOfGuests, countryCode, breakfast, star, days } = input;
  return { roomType, numberOfGuests, countryCode, breakfast, star, days };
}

/** The request in the form's values (the form schema, as the resolver applies it), or null. */
export function inputOf(values: HotelFormValues): HotelRequest | null {
  const parsed = z.safeParse(hotelFormSchema, values);
  return parsed.success ? parsed.data : null;
}

export const hotelUrlForm: UrlFormSpec<typeof hotelSearchSchema, HotelFormValues, HotelRequest> = {
  schema: hotelSearchSchema,
  valuesOf: formValuesOf,
  searchOf,
  inputOf,
};

/** A stored draft's values, when they have the form's shape; null otherwise. */
export function acceptDraft(values: unknown): HotelFormValues | null {
  if (!values || typeof values !== 'object') return null;
  const record = values as Record<string, unknown>;
  if (!Object.keys(hotelSearchSchema.shape).every((field) => field in record)) return null;
  return formValuesOf(record);
}
