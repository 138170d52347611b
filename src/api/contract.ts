/**
 * The service contract, written once for the forms, the client, the sandbox and the OpenAPI
 * document (docs/decisions/0002-one-contract-zod-mini.md): requests strict, responses tolerant.
 */
import * as z from 'zod/mini';

export const ORIGIN_TYPES = ['LOCAL', 'REGIONAL', 'NATIONAL', 'EUROPE', 'INTERNATIONAL'] as const;
export const originTypeSchema = z.enum(ORIGIN_TYPES);
export type OriginType = z.infer<typeof originTypeSchema>;

/** The spec spells the coffee break two ways (2.2, 2.3); the app's is `COFFEE_BREAK`. */
export const MEAL_TYPES = ['MEAT', 'VEGETARIAN', 'COFFEE_BREAK'] as const;
export const mealTypeSchema = z.enum(MEAL_TYPES);
export type MealType = z.infer<typeof mealTypeSchema>;

export const COFFEE_BREAK_SPELLINGS = ['COFFEE_BREAK', 'COFEE_BREAK'] as const;
export type CoffeeBreakSpelling = (typeof COFFEE_BREAK_SPELLINGS)[number];

export const wireMealTypeSchema = z.enum(['MEAT', 'VEGETARIAN', 'COFFEE_BREAK', 'COFEE_BREAK']);
export type WireMealType = z.infer<typeof wireMealTypeSchema>;

export function canonicalMealType(value: WireMealType): MealType {
  return value === 'COFEE_BREAK' ? 'COFFEE_BREAK' : value;
}

export const ROOM_TYPES = ['STANDARD', 'SUPERIOR', 'SUIT'] as const;
const roomTypeSchema = z.enum(ROOM_TYPES);
export type RoomType = z.infer<typeof roomTypeSchema>;

// Bounds: the spec states none; these are ours, shared by forms and sandbox.

export const LIMITS = {
  participants: { min: 1, max: 100_000 },
  mealCount: { min: 1, max: 100_000 },
  mealRows: { max: 20 },
  overnightStays: { min: 0, max: 365 },
  numberOfGuests: { min: 1, max: 1_000 },
  star: { min: 1, max: 5 },
  days: { min: 1, max: 365 },
  text: { max: 200 },
} as const;

function boundedInt(bounds: { min: number; max: number }) {
  return z.int().check(z.minimum(bounds.min), z.maximum(bounds.max));
}

// Requests (spec 2.2, 2.3, 2.5)

/** Spec 2.3. */
export const mealInfoSchema = z.object({
  mealCount: boundedInt(LIMITS.mealCount),
  mealType: wireMealTypeSchema,
});
export type MealInfo = z.infer<typeof mealInfoSchema>;

/** Spec 2.2. */
export const eventRequestSchema = z.object({
  originType: originTypeSchema,
  mealInfo: z.array(mealInfoSchema).check(z.maxLength(LIMITS.mealRows.max)),
  participants: boundedInt(LIMITS.participants),
  mealType: wireMealTypeSchema,
  overnightStays: boundedInt(LIMITS.overnightStays),
});
export type EventRequest = z.infer<typeof eventRequestSchema>;

const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/** In the order of spec 2.5 (a file's columns, an export's columns). */
export const HOTEL_REQUEST_FIELDS = [
  'roomType',
  'numberOfGuests',
  'countryCode',
  'breakfast',
  'star',
  'days',
] as const;

/** Spec 2.5. */
export const hotelRequestSchema = z.object({
  roomType: roomTypeSchema,
  numberOfGuests: boundedInt(LIMITS.numberOfGuests),
  countryCode: z.string().check(z.regex(COUNTRY_CODE_PATTERN)),
  breakfast: z.boolean(),
  star: boundedInt(LIMITS.star),
  days: boundedInt(LIMITS.days),
});
export type HotelRequest = z.infer<typeof hotelRequestSchema>;
HOTEL_REQUEST_FIELDS satisfies readonly (keyof HotelRequest)[];

/** The certificate's `date` (spec 2.1). */
const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/;

/** Sandbox extension, not in the spec: `POST {base}/records` stores a stay. */
export const recordCreateRequestSchema = z.object({
  ...hotelRequestSchema.shape,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.text.max)),
  guestName: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.text.max)),
  correlation: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.text.max))),
  date: z.optional(z.string().check(z.regex(LOCAL_DATE_TIME_PATTERN))),
});
export type RecordCreateRequest = z.infer<typeof recordCreateRequestSchema>;

// Responses: tolerant

/**
 * The spec gives `emission` only as a number, so the plausible range is ours
 * (docs/fault-matrix.md): not negative (emissions, not offsets), at most a gigatonne.
 */
export const IMPLAUSIBLE_FIGURE_MESSAGE = 'error.contract.figure';
export const MAX_EMISSION_FIGURE = 1e12;

/** A missing figure keeps zod's own message: a wrong shape, not an untrustworthy figure. */
export const emissionFigure = z
  .number({
    error: (issue) => (issue.input === undefined ? undefined : IMPLAUSIBLE_FIGURE_MESSAGE),
  })
  .check(
    z.minimum(0, { error: IMPLAUSIBLE_FIGURE_MESSAGE }),
    z.maximum(MAX_EMISSION_FIGURE, { error: IMPLAUSIBLE_FIGURE_MESSAGE }),
  );

/** Spec 2.4. */
const eventResultRowSchema = z.looseObject({
  originType: z.optional(z.string()),
  mealInfo: z.optional(
    z.array(
      z.looseObject({
        mealCount: z.optional(z.number()),
        mealType: z.optional(z.string()),
      }),
    ),
  ),
  overnightStays: z.optional(z.number()),
  participants: z.optional(z.number()),
  emission: emissionFigure,
});
export type EventResultRow = z.infer<typeof eventResultRowSchema>;

export const eventResultSchema = z.looseObject({
  rows: z.array(eventResultRowSchema),
  totalEmission: emissionFigure,
});
export type EventResult = z.infer<typeof eventResultSchema>;

/** docs/methodology.md. */
export const sandboxHotelResultSchema = z.looseObject({
  ...hotelRequestSchema.shape,
  rooms: z.number(),
  nights: z.number(),
  emission: emissionFigure,
  unit: z.string(),
  breakdown: z.looseObject({
    accommodation: z.number(),
    breakfast: z.number(),
  }),
});

/** Spec 2.1, every field optional (a certificate lacking one still shows); read by answers.ts. */
export const certificateSchema = z.looseObject({
  id: z.optional(z.string()),
  correlation: z.optional(z.string()),
  name: z.optional(z.string()),
  guestName: z.optional(z.string()),
  countryCode: z.optional(z.string()),
  roomType: z.optional(z.string()),
  numberOfPeople: z.optional(z.number()),
  breakfast: z.optional(z.boolean()),
  days: z.optional(z.number()),
  /** Not in spec 2.1: the hotel's star rating, where a service sends it. */
  star: z.optional(z.number()),
  emission: z.optional(emissionFigure),
  date: z.optional(z.string()),
  certificateUrl: z.optional(z.string()),
  certificateFacebookUrl: z.optional(z.string()),
  certificateTwitterUrl: z.optional(z.string()),
  certificateLinkedinUrl: z.optional(z.string()),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const GUID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export function isGuid(value: string): boolean {
  return GUID_PATTERN.test(value);
}
