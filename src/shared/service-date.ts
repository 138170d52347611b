/**
 * A certificate's `date` (RFC 3339 / ISO 8601, zone optional), read once for the app, the server
 * and the sandbox. A date with a zone is one instant: shown in the reader's zone, or as written
 * with its offset where that zone is unknown (a server render). A date without one never shifts.
 */
import { dateFormat } from '../i18n/number-format.ts';

export interface ServiceDate {
  /** The date and time as written, as if they were UTC (formatting them in UTC never shifts them). */
  written: Date;
  hasTime: boolean;
  hasSeconds: boolean;
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

export interface ShownDate {
  text: string;
  /** `reader`: converted to the reader's zone (say so); `stated`: as written, offset named. */
  zone: 'none' | 'reader' | 'stated';
}

function offsetName(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '\u2212' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

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

export function formatServiceDay(date: ServiceDate, locale: string): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date.written);
}
