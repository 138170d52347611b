/**
 * Rules the sandbox adds to the contract's request schemas for `POST /records`: the texts it
 * prints on certificates (names and the correlation key) must be printable, and a given `date`
 * must exist in the calendar. Unicode is welcome (emoji, right-to-left text, joiners, the
 * direction marks U+200E and U+200F); control characters, line breaks inside the text, unpaired
 * surrogates and the bidirectional embedding, override and isolate controls are not: these reorder
 * the text around them, so "Invoice\u202Egpj.exe" shows as "Invoiceexe.jpg" and a key shows
 * reversed and cannot be typed back.
 */
import { isAssignedCountryCode } from './countries.ts';
import { jsonPointer, type FieldError } from './problem.ts';

/** The fields of `POST /records` that end up as text on the certificate and its files. */
const TEXT_FIELDS = ['name', 'guestName', 'correlation'] as const;

/** C0 and C1 controls (NUL, BEL, tab, line feed, …) and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** Bidirectional embeddings, overrides and isolates: U+202A–U+202E and U+2066–U+2069. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** A surrogate on its own (in a unicode regex a pair is one code point and does not match). */
const UNPAIRED_SURROGATE = /\p{Cs}/u;
/** Something a reader can see: a letter, digit, punctuation or symbol. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** Why a text cannot be printed on a certificate, or null when it can. */
export function textProblem(value: string): string | null {
  if (UNPAIRED_SURROGATE.test(value)) return 'must be well-formed Unicode (no unpaired surrogates)';
  if (CONTROL.test(value)) return 'must not contain control characters or line breaks';
  if (BIDI_CONTROL.test(value)) {
    return 'must not contain bidirectional embedding, override or isolate characters (U+202A–U+202E, U+2066–U+2069)';
  }
  if (value.trim() !== '' && !VISIBLE.test(value)) return 'must contain a visible character';
  return null;
}

/** A key is looked up as a path segment, where "." and ".." are resolved away before routing. */
function keyProblem(key: string): string | null {
  return key === '.' || key === '..' ? 'must not be "." or ".." (a URL path cannot hold it)' : null;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/** A `YYYY-MM-DDTHH:mm[:ss]` that names a real moment: month 1–12, a day of that month, 00:00–23:59. */
function isCalendarDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const lastOfMonth = new Date(0);
  lastOfMonth.setUTCFullYear(year, month, 0);
  const daysInMonth = lastOfMonth.getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}

/** Field errors for the texts and the date of a record request (fields of other types are left to the schema). */
export function recordFieldErrors(body: unknown): FieldError[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const request = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const field of TEXT_FIELDS) {
    const value = request[field];
    if (typeof value !== 'string') continue;
    const detail =
      textProblem(value.trim()) ?? (field === 'correlation' ? keyProblem(value.trim()) : null);
    if (detail) errors.push({ field, pointer: jsonPointer([field]), detail });
  }
  const { date } = request;
  if (typeof date === 'string' && LOCAL_DATE_TIME.test(date) && !isCalendarDateTime(date)) {
    errors.push({
      field: 'date',
      pointer: jsonPointer(['date']),
      detail: 'must be a real date and time',
    });
  }
  return errors;
}

/**
 * A `countryCode` of two capital letters that ISO 3166-1 has not assigned (`ZZ`, `XK`, `UK`): the
 * contract checks the form, this the code. Other forms are left to the schema.
 */
export function countryFieldErrors(body: unknown): FieldError[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const { countryCode } = body as Record<string, unknown>;
  if (typeof countryCode !== 'string' || !/^[A-Z]{2}$/.test(countryCode)) return [];
  if (isAssignedCountryCode(countryCode)) return [];
  return [
    {
      field: 'countryCode',
      pointer: jsonPointer(['countryCode']),
      detail:
        countryCode === 'UK'
          ? 'must be an assigned ISO 3166-1 alpha-2 country code (GB for the United Kingdom)'
          : 'must be an assigned ISO 3166-1 alpha-2 country code',
    },
  ];
}
