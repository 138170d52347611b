/** How the certificate files word a record: shared by the PDF and the social images. */
import type { StoredRecord } from '../record.ts';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

export function countryName(code: string): string {
  try {
    return countryNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const ROOM_TYPE_NAMES: Readonly<Record<string, string>> = {
  STANDARD: 'Standard room',
  SUPERIOR: 'Superior room',
  SUIT: 'Suite',
};

export function roomTypeName(roomType: string): string {
  return ROOM_TYPE_NAMES[roomType] ?? roomType;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/**
 * "20 April 2026 at 14:30" for `2026-04-20T14:30:00`: the date and time exactly as given, with no
 * time zone applied (the record's date has none). Anything else is shown as it is.
 */
export function readableDateTime(value: string): string {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return value;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0));
  const at = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0));
  if (Number.isNaN(at.getTime())) return value;
  return match[4] === undefined ? dateFormat.format(at) : dateTimeFormat.format(at);
}

const englishPlurals = new Intl.PluralRules('en');

/** "1 guest", "2 guests": the noun by English plural rules (the certificate files are English). */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${englishPlurals.select(count) === 'one' ? one : many}`;
}

/** "Germany · 4-star hotel · Standard room · 2 guests · 3 days · breakfast" */
export function staySummary(record: StoredRecord): string {
  return [
    countryName(record.countryCode),
    `${record.star}-star hotel`,
    roomTypeName(record.roomType),
    plural(record.numberOfPeople, 'guest', 'guests'),
    plural(record.days, 'day', 'days'),
    record.breakfast ? 'breakfast' : 'no breakfast',
  ].join(' · ');
}

/** Shortens text to `max` characters, ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, Math.max(1, max - 1)).join('') + '…';
}
