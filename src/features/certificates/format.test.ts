import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, roomTypeKey } from './format.ts';

describe('formatLocalDateTime', () => {
  it('shows the date and time exactly as given', () => {
    expect(formatLocalDateTime('2026-03-14T18:30:00', 'en')).toBe('14 March 2026 at 18:30');
    expect(formatLocalDateTime('2026-03-14T18:30:00', 'de')).toBe('14. März 2026 um 18:30');
  });

  it('keeps midnight and the last minute of the year on their day', () => {
    expect(formatLocalDateTime('2026-01-01T00:00:00', 'en')).toBe('1 January 2026 at 00:00');
    expect(formatLocalDateTime('2025-12-31T23:59', 'en')).toBe('31 December 2025 at 23:59');
  });

  it('shows seconds when there are some, and reads a date alone', () => {
    expect(formatLocalDateTime('2026-03-14T18:30:15.123', 'en')).toBe('14 March 2026 at 18:30:15');
    expect(formatLocalDateTime('2026-03-14', 'de')).toBe('14. März 2026');
  });

  it.each([
    'yesterday',
    '2026-02-30T10:00:00',
    '2026-13-01T10:00:00',
    '2026-03-14T25:00:00',
    '2026-03-14T18:30:00Z',
    '2026-03-14T18:30:00+02:00',
    '',
  ])('shows %j unchanged', (value) => {
    expect(formatLocalDateTime(value, 'en')).toBe(value);
  });
});

describe('roomTypeKey', () => {
  it('knows the spec values, in any case', () => {
    expect(roomTypeKey('STANDARD')).toBe('certificates.roomType.STANDARD');
    expect(roomTypeKey('superior')).toBe('certificates.roomType.SUPERIOR');
    expect(roomTypeKey('SUIT')).toBe('certificates.roomType.SUITE');
    expect(roomTypeKey('PENTHOUSE')).toBeUndefined();
  });
});
