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

const emissionFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatEmission(emission: number): string {
  return emissionFormat.format(emission);
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
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
