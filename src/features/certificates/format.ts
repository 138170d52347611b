import type { Language } from '../../shared/language.ts';
import { LOCALES, type MessageKey } from '../../i18n/index.ts';
import { dateFormat } from '../../i18n/number-format.ts';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/;

/**
 * The certificate's `date` (ISO 8601 without an offset) as written, in the user's language. The
 * components are formatted as UTC so that the browser's time zone never shifts them. A value that
 * is not such a date comes back unchanged.
 */
export function formatLocalDateTime(value: string, language: Language): string {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return value;
  const [, y, mo, d, h, mi, s] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h ?? 0);
  const minute = Number(mi ?? 0);
  const second = Number(s ?? 0);
  if (hour > 23 || minute > 59 || second > 59) return value;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 31 February over into March: such a date was not valid.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return value;
  }
  const hasTime = h !== undefined;
  return dateFormat(LOCALES[language], {
    timeZone: 'UTC',
    dateStyle: 'long',
    ...(hasTime ? { timeStyle: s !== undefined && second !== 0 ? 'medium' : 'short' } : {}),
  }).format(date);
}

const ROOM_TYPE_KEYS: Record<string, MessageKey> = {
  STANDARD: 'certificates.roomType.STANDARD',
  SUPERIOR: 'certificates.roomType.SUPERIOR',
  SUIT: 'certificates.roomType.SUITE',
  SUITE: 'certificates.roomType.SUITE',
};

/** The catalog key of a known room type (`SUIT` reads Suite), or undefined for one we don't know. */
export function roomTypeKey(value: string): MessageKey | undefined {
  return ROOM_TYPE_KEYS[value.trim().toUpperCase()];
}
