import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lookupSchema, lookupTarget } from './lookup.ts';

const GUID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';

describe('lookupTarget', () => {
  it('opens a GUID as a record id and anything else as a correlation key', () => {
    expect(lookupTarget({ value: ` ${GUID} `, mode: 'auto' })).toEqual({ kind: 'id', id: GUID });
    expect(lookupTarget({ value: 'DEMO-BERLIN-2026', mode: 'auto' })).toEqual({
      kind: 'correlation',
      key: 'DEMO-BERLIN-2026',
    });
  });

  it('follows the mode the user chose', () => {
    expect(lookupTarget({ value: GUID, mode: 'correlation' })).toEqual({
      kind: 'correlation',
      key: GUID,
    });
    expect(lookupTarget({ value: GUID, mode: 'id' })).toEqual({ kind: 'id', id: GUID });
  });
});

describe('lookupSchema', () => {
  it('refuses a malformed id when the user says it is a record id', () => {
    const result = z.safeParse(lookupSchema, { value: 'abc', mode: 'id' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['value']);
  });

  it('accepts any key as a correlation key, and refuses an empty one', () => {
    expect(z.safeParse(lookupSchema, { value: 'a b/c?#%ü', mode: 'auto' }).success).toBe(true);
    expect(z.safeParse(lookupSchema, { value: '   ', mode: 'auto' }).success).toBe(false);
  });

  it('refuses a key of only dots, which no URL can carry', () => {
    for (const value of ['.', '..', ' .. ']) {
      const result = z.safeParse(lookupSchema, { value, mode: 'auto' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        params: { messageKey: 'certificates.lookup.error.dotKey' },
      });
    }
    expect(z.safeParse(lookupSchema, { value: '...', mode: 'auto' }).success).toBe(true);
  });
});
