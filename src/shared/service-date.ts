/**
 * A certificate's `date` as RFC 3339 and ISO 8601 write it, read once for the app's page, the
 * server's cards and link previews, and the sandbox's files: `T` or a space between date and
 * time, seconds and their fractions optional, and a zone (`Z` or an offset) or none.
 *
 * A date with a zone names one instant: the app shows it in the reader's time zone and says so.
 * Where the reader's zone is unknown (a page rendered on the server) it is shown as written, with
 * the offset it states. A date without a zone is shown exactly as written, never shifted.
 */
import { dateFormat } from '../i18n/number-format.ts';

export interface ServiceDate {
  /** The date and time as written, as if they were UTC (formatting them in UTC never shifts them). */
  written: Date;
  hasTime: boolean;
  /** Whether seconds other than :00 are written, so that they are shown. */
  hasSeconds: boolean;
  /** The stated zone's offset from UTC in minutes (`Z` is 0); undefined for a date without one. */
  offsetMinutes?: number;
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?\s?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

function offsetOf(zone: string | undefined): number | undefined {
  if (zone === undefined) return undefined;
  if (zone === 'Z' || zone === 'z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || 0);
  return hours > 23 || minutes > 59 ? Number.NaN : sign * (hours * 60 + minutes);
}

/** The date of `text`, or undefined for text that is no such date (or no day of the calendar). */
export function readServiceDate(text: string): ServiceDate | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, zone] = match;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const [hour, minute] = [Number(h ?? 0), Number(mi ?? 0)];
  // A leap second (:60) is read as the last second of its minute.
  const second = Math.min(Number(s ?? 0), 59);
  const offsetMinutes = offsetOf(zone);
  if (hour > 23 || minute > 59 || Number(s ?? 0) > 60 || Number.isNaN(offsetMinutes)) {
    return undefined;
  }
  const written = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 31 February over into March: such a date was not valid.
  if (
    written.getUTCFullYear() !== year ||
    written.getUTCMonth() !== month - 1 ||
    written.getUTCDate() !== day
  ) {
    return undefined;
  }
  return {
    written,
    hasTime: h !== undefined,
    hasSeconds: second !== 0,
    ...(offsetMinutes === undefined ? {} : { offsetMinutes }),
  };
}

/** How a date is shown: its text, and whose zone its time is in. */
export interface ShownDate {
  text: string;
  /** `reader`: converted to the reader's zone (say so); `stated`: as written, offset named. */
  zone: 'none' | 'reader' | 'stated';
}

/** `UTC`, `UTC+2`, `UTC−5:30`: an offset as a reader knows it. */
function offsetName(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '\u2212' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The date in words for `locale` ("18 June 2026 at 07:45"). With a zone and the reader's zone
 * known, its time is the reader's, zone named; without the reader's zone, as written with the
 * stated offset named; without a zone, as written.
 */
export function formatServiceDate(
  date: ServiceDate,
  locale: string,
  readerZone?: string,
): ShownDate {
  const { written, hasTime, hasSeconds, offsetMinutes } = date;
  if (!hasTime) {
    return {
      text: dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(written),
      zone: 'none',
    };
  }
  if (offsetMinutes !== undefined && readerZone) {
    const instant = new Date(written.getTime() - offsetMinutes * 60_000);
    const format = dateFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(hasSeconds ? { second: '2-digit' } : {}),
      timeZoneName: 'short',
      timeZone: readerZone,
    });
    return { text: format.format(instant), zone: 'reader' };
  }
  const text = dateFormat(locale, {
    dateStyle: 'long',
    timeStyle: hasSeconds ? 'medium' : 'short',
    timeZone: 'UTC',
  }).format(written);
  return offsetMinutes === undefined
    ? { text, zone: 'none' }
    : { text: `${text} ${offsetName(offsetMinutes)}`, zone: 'stated' };
}

/** The day of the date as written ("18 June 2026"), for a line that shows no time. */
export function formatServiceDay(date: ServiceDate, locale: string): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date.written);
}
