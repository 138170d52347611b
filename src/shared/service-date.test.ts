import { describe, expect, it } from 'vitest';
import { formatServiceDate, formatServiceDay, readServiceDate } from './service-date.ts';

/** The date in words for `locale`, in the reader's zone `zone` when given. */
function shown(value: string, locale = 'en-GB', zone?: string) {
  const date = readServiceDate(value);
  if (!date) throw new Error(`not read: ${value}`);
  return formatServiceDate(date, locale, zone);
}

describe('a date without a zone', () => {
  it('is shown exactly as written, in any reader zone', () => {
    expect(shown('2026-03-14T18:30:00')).toEqual({ text: '14 March 2026 at 18:30', zone: 'none' });
    expect(shown('2026-03-14T18:30:00', 'de-DE', 'America/New_York').text).toBe(
      '14. März 2026 um 18:30',
    );
  });

  it('reads a space for the T, as RFC 3339 allows, and fractions of a second', () => {
    expect(shown('2026-06-18 07:45:30').text).toBe('18 June 2026 at 07:45:30');
    expect(shown('2026-06-18 07:45:30.123456', 'fr-FR').text).toBe('18 juin 2026 à 07:45:30');
    expect(shown('2026-06-18t07:45').text).toBe('18 June 2026 at 07:45');
  });

  it('keeps midnight and the last minute of the year on their day', () => {
    expect(shown('2026-01-01T00:00:00').text).toBe('1 January 2026 at 00:00');
    expect(shown('2025-12-31T23:59').text).toBe('31 December 2025 at 23:59');
  });

  it('reads a date alone', () => {
    expect(shown('2026-03-14', 'de-DE')).toEqual({ text: '14. März 2026', zone: 'none' });
  });
});

describe('a date with a zone', () => {
  it('is shown in the reader’s zone, which it names', () => {
    expect(shown('2026-06-18 07:45:30+02:00', 'en-GB', 'Europe/London')).toEqual({
      text: '18 June 2026 at 06:45:30 BST',
      zone: 'reader',
    });
    expect(shown('2026-06-18T05:45:00Z', 'de-DE', 'Europe/Zurich').text).toBe(
      '18. Juni 2026 um 07:45 MESZ',
    );
    expect(shown('2026-06-18T23:30:00.5-05:00', 'en-GB', 'Asia/Tokyo').text).toBe(
      '19 June 2026 at 13:30 GMT+9',
    );
  });

  it('is shown as written, its offset named, where the reader’s zone is not known', () => {
    expect(shown('2026-06-18 07:45:30+02:00')).toEqual({
      text: '18 June 2026 at 07:45:30 UTC+2',
      zone: 'stated',
    });
    expect(shown('2026-06-18T07:45Z', 'it-IT').text).toBe('18 giugno 2026 alle ore 07:45 UTC');
    expect(shown('2026-06-18T07:45-0530').text).toBe('18 June 2026 at 07:45 UTC\u22125:30');
  });
});

describe('readServiceDate', () => {
  it.each([
    'yesterday',
    '',
    '2026-02-30T10:00:00',
    '2026-13-01T10:00:00',
    '2026-03-14T25:00:00',
    '2026-03-14T18:61',
    '2026-03-14T18:30:00+25:00',
    '14.03.2026',
    '2026-03-14T18:30:00 Europe/Berlin',
  ])('reads %j as no date', (value) => {
    expect(readServiceDate(value)).toBeUndefined();
  });
});

describe('formatServiceDay', () => {
  it('is the day as written, whatever its zone', () => {
    const late = readServiceDate('2026-06-18 23:30:00-05:00');
    expect(late && formatServiceDay(late, 'en-GB')).toBe('18 June 2026');
  });
});
