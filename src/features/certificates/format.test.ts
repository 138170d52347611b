import { describe, expect, it } from 'vitest';
import { roomTypeKey } from './format.ts';

describe('roomTypeKey', () => {
  it('knows the spec values, in any case', () => {
    expect(roomTypeKey('STANDARD')).toBe('certificates.roomType.STANDARD');
    expect(roomTypeKey('superior')).toBe('certificates.roomType.SUPERIOR');
    expect(roomTypeKey('SUIT')).toBe('certificates.roomType.SUITE');
    expect(roomTypeKey('PENTHOUSE')).toBeUndefined();
  });
});
