/**
 * A stored record: a hotel stay with the fields of spec 2.1 (the certificate), plus the star rating
 * the emission was calculated with and when the sandbox stored it.
 */
import * as z from 'zod/mini';
import { GUID_PATTERN, hotelRequestSchema, type RecordCreateRequest } from '../src/api/contract.ts';
import { hotelEmission } from './model.ts';

const hotel = hotelRequestSchema.shape;

/** The line format of the store (sandbox-internal, not part of the service contract). */
export const storedRecordSchema = z.object({
  id: z.string().check(z.regex(GUID_PATTERN)),
  correlation: z.string(),
  name: z.string(),
  guestName: z.string(),
  countryCode: hotel.countryCode,
  roomType: hotel.roomType,
  numberOfPeople: hotel.numberOfGuests,
  breakfast: hotel.breakfast,
  star: hotel.star,
  days: hotel.days,
  emission: z.number(),
  date: z.string(),
  createdAt: z.string(),
});
export type StoredRecord = z.infer<typeof storedRecordSchema>;

/** ISO 8601 without a zone offset, to the second, in UTC: `2026-03-12T15:00:00`. */
function localDateTime(at: Date): string {
  return at.toISOString().slice(0, 19);
}

function generatedCorrelation(): string {
  return `SBX-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
}

/** Builds the record for `POST /records`; the emission comes from the sandbox model. */
export function newRecord(request: RecordCreateRequest, now: Date): StoredRecord {
  return {
    id: crypto.randomUUID(),
    correlation: request.correlation ?? generatedCorrelation(),
    name: request.name,
    guestName: request.guestName,
    countryCode: request.countryCode,
    roomType: request.roomType,
    numberOfPeople: request.numberOfGuests,
    breakfast: request.breakfast,
    star: request.star,
    days: request.days,
    emission: hotelEmission(request).emission,
    date: request.date ?? localDateTime(now),
    createdAt: now.toISOString(),
  };
}
