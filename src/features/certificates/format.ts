import type { MessageKey } from '../../i18n/index.ts';

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
