/**
 * Hotel stays (spec 4.4): the normalized input, query keys and options, the headline figure of a
 * response whose body the spec does not show, the lever variants, and the sandbox's demo record.
 *
 * Keys hold the base URL (not a secret) so that answers of different services never mix; they never
 * hold credentials. The client reads those at call time.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiPath, apiRequest } from './client.ts';
import {
  certificateSchema,
  hotelRequestSchema,
  hotelResultSchema,
  ROOM_TYPES,
  type Certificate,
  type HotelRequest,
  type HotelResult,
  type RecordCreateRequest,
  type RoomType,
} from './contract.ts';
import { HOTEL_REQUEST_FIELDS } from './contract.ts';
import { isCountryCode } from '../i18n/countries.ts';

/** The request fields, in the order they are sent, shown and put in the URL. */
export const HOTEL_FIELDS = HOTEL_REQUEST_FIELDS;
export type HotelField = (typeof HOTEL_FIELDS)[number];

/** A plausible stay, so that a first click shows a result. */
export const HOTEL_DEFAULTS: HotelRequest = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 3,
  days: 2,
};

export function isRoomType(value: unknown): value is RoomType {
  return typeof value === 'string' && (ROOM_TYPES as readonly string[]).includes(value);
}

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
  [K in HotelField]: unknown;
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

export const hotelKeys = {
  all: ['hotel'] as const,
  calculation: (baseUrl: string, input: HotelRequest | null) =>
    ['hotel', 'calculation', baseUrl, input] as const,
};

/** A calculation keeps the input it was made for, so a result shown while the next one loads is
 * always described by its own input. */
export interface HotelCalculation {
  input: HotelRequest;
  result: HotelResult;
}

/** The calculation of one stay; idle (skipToken) while there is no valid input. */
export function hotelCalculationQuery(baseUrl: string, input: HotelRequest | null) {
  return queryOptions({
    queryKey: hotelKeys.calculation(baseUrl, input),
    queryFn: input
      ? async ({ signal }): Promise<HotelCalculation> => ({
          input,
          result: await apiRequest({
            method: 'POST',
            url: `${baseUrl}${apiPath('emissions', 'hotel')}`,
            body: input,
            schema: hotelResultSchema,
            signal,
          }),
        })
      : skipToken,
  });
}

// ---------------------------------------------------------------------------------------------
// The response, whose body the spec does not show
// ---------------------------------------------------------------------------------------------

/** Where the headline came from: a field of the answer, the sum of its rows, or the answer itself. */
export type HeadlineSource = 'totalEmission' | 'emission' | 'rows' | 'body';

export interface Headline {
  /** The figure as the service reports it (in the unit the settings say). */
  value: number;
  source: HeadlineSource;
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The headline figure: the answer itself when it is a bare finite number, else the first finite
 * number of `totalEmission`, `emission`, or the sum of `rows[].emission` when every row has one.
 * Undefined when the answer holds no emission figure.
 */
export function hotelHeadline(result: HotelResult): Headline | undefined {
  if (typeof result === 'number') {
    return finite(result) ? { value: result, source: 'body' } : undefined;
  }
  if (finite(result.totalEmission)) return { value: result.totalEmission, source: 'totalEmission' };
  if (finite(result.emission)) return { value: result.emission, source: 'emission' };
  const rows = result.rows;
  if (Array.isArray(rows) && rows.length > 0) {
    const emissions = rows.map((row: unknown) =>
      row && typeof row === 'object' ? (row as Record<string, unknown>).emission : undefined,
    );
    if (emissions.every(finite)) {
      return { value: emissions.reduce((sum, value) => sum + value, 0), source: 'rows' };
    }
  }
  return undefined;
}

export function hotelHeadlineEmission(result: HotelResult): number | undefined {
  return hotelHeadline(result)?.value;
}

/** The per-guest-per-night figure the app derives from a total (the stay's `days` count nights). */
export function perGuestNight(total: number, input: HotelRequest): number {
  return total / (input.numberOfGuests * input.days);
}

export type DetailValue = string | number | boolean | null;

export interface Detail {
  /** The dotted path of the field, e.g. `breakdown.breakfast` or `rows[0].emission`. */
  key: string;
  value: DetailValue;
}

const MAX_DETAIL_DEPTH = 6;
const MAX_DETAILS = 300;

/** Every field of the answer as a flat list of dotted paths, leaving out the headline's own field. */
export function hotelDetails(result: HotelResult, omit: readonly string[] = []): Detail[] {
  const details: Detail[] = [];
  // A bare figure is the headline and nothing more.
  if (typeof result === 'number') return details;
  const visit = (value: unknown, key: string, depth: number) => {
    if (details.length >= MAX_DETAILS) return;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      details.push({ key, value: value as DetailValue });
    } else if (Array.isArray(value)) {
      if (value.length === 0 || depth >= MAX_DETAIL_DEPTH) details.push({ key, value: '[]' });
      value.forEach((item, index) => visit(item, `${key}[${index}]`, depth + 1));
    } else if (typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.length === 0 || depth >= MAX_DETAIL_DEPTH) details.push({ key, value: '{}' });
      else for (const [name, inner] of entries) visit(inner, `${key}.${name}`, depth + 1);
    }
  };
  for (const [name, value] of Object.entries(result)) {
    if (!omit.includes(name)) visit(value, name, 0);
  }
  return details;
}

// ---------------------------------------------------------------------------------------------
// Levers: variants of the same stay
// ---------------------------------------------------------------------------------------------

export type HotelLeverId = 'noBreakfast' | 'starLower' | 'standardRoom';

export interface HotelVariant {
  id: HotelLeverId;
  input: HotelRequest;
}

/** The variants that change something for this stay, in a fixed order. */
export function hotelLeverVariants(input: HotelRequest): HotelVariant[] {
  const variants: HotelVariant[] = [];
  if (input.breakfast) variants.push({ id: 'noBreakfast', input: { ...input, breakfast: false } });
  if (input.star > 1) variants.push({ id: 'starLower', input: { ...input, star: input.star - 1 } });
  if (input.roomType !== 'STANDARD') {
    variants.push({ id: 'standardRoom', input: { ...input, roomType: 'STANDARD' } });
  }
  return variants;
}

// ---------------------------------------------------------------------------------------------
// Demo records (sandbox extension, not part of the spec)
// ---------------------------------------------------------------------------------------------

/** Stores the stay in the sandbox through `POST {base}/records` and answers with its certificate. */
export function createDemoRecord(baseUrl: string, request: RecordCreateRequest) {
  return apiRequest({
    method: 'POST',
    url: `${baseUrl}${apiPath('records')}`,
    body: request,
    schema: certificateSchema,
  }) satisfies Promise<Certificate>;
}
