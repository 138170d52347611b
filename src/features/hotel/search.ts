/**
 * The hotel calculator's input in the URL. Reading is lenient: whatever a link holds becomes form
 * values (invalid ones show field errors), and nothing here ever throws.
 */
import { HOTEL_DEFAULTS, HOTEL_FIELDS, normalizeRoomType, type HotelField } from './input.ts';
import type { SearchValue } from '../../ui/search-params.ts';

/** The search params of /hotel: the request fields, each as the URL gave it. */
export type HotelSearch = Partial<Record<HotelField, SearchValue>>;

/** What the form edits. Numbers are NaN while a field is empty or not a number. */
export interface HotelFormValues {
  roomType: string;
  numberOfGuests: number;
  countryCode: string;
  breakfast: boolean;
  star: number;
  days: number;
}

export function hasHotelInput(search: HotelSearch): boolean {
  return HOTEL_FIELDS.some((field) => search[field] !== undefined);
}

/** A stable text for the submitted input in the URL; '' when there is none. */
export function submittedKeyOf(search: HotelSearch): string {
  return hasHotelInput(search) ? JSON.stringify(HOTEL_FIELDS.map((f) => search[f] ?? null)) : '';
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

function toBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return fallback;
}

/** Form values from the URL (missing fields take the defaults) or from a stored draft. */
export function formValuesOf(source: Partial<Record<HotelField, unknown>>): HotelFormValues {
  // A missing field takes its default; a present but empty one (null in a draft) stays empty.
  const pick = <K extends HotelField>(field: K) =>
    source[field] === undefined ? HOTEL_DEFAULTS[field] : source[field];
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return {
    roomType: normalizeRoomType(text(pick('roomType'))),
    numberOfGuests: toNumber(pick('numberOfGuests')),
    countryCode: text(pick('countryCode')).trim().toUpperCase(),
    breakfast: toBoolean(pick('breakfast'), HOTEL_DEFAULTS.breakfast),
    star: toNumber(pick('star')),
    days: toNumber(pick('days')),
  };
}

/** A stored draft's values, when they have the form's shape; null otherwise. */
export function acceptDraft(values: unknown): HotelFormValues | null {
  if (!values || typeof values !== 'object') return null;
  const record = values as Record<string, unknown>;
  if (!HOTEL_FIELDS.every((field) => field in record)) return null;
  return formValuesOf(record);
}
