import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isAlmostGuid, lookupSchema, lookupTarget, readLookup } from './lookup.ts';

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

describe('isAlmostGuid', () => {
  it('finds a record id one character short, long or wrong, or with a brace copied along', () => {
    for (const value of [
      GUID.slice(0, -1),
      GUID.slice(1),
      `${GUID}0`,
      GUID.replace('5d4a', '5d4x'),
      GUID.replace('-5d4a', '5d4a'),
      `{${GUID}}`,
    ]) {
      expect(isAlmostGuid(value), value).toBe(true);
    }
  });

  it('is false for a record id itself and for values far from one', () => {
    for (const value of [
      GUID,
      GUID.toUpperCase(),
      'DEMO-BERLIN-2026',
      GUID.slice(0, -3),
      GUID.replaceAll('-', ''),
      'x'.repeat(36),
      '',
    ]) {
      expect(isAlmostGuid(value), value).toBe(false);
    }
  });
});

describe('lookupSchema and an almost complete record id', () => {
  it('answers it as an incomplete record id, unless the user says it is a booking reference', () => {
    const almost = GUID.slice(0, -1);
    for (const mode of ['auto', 'id'] as const) {
      const result = z.safeParse(lookupSchema, { value: almost, mode });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['value'],
        params: { messageKey: 'certificates.almostId' },
      });
    }
    expect(z.safeParse(lookupSchema, { value: almost, mode: 'correlation' }).success).toBe(true);
  });
});

describe('readLookup: what people paste', () => {
  it('reads a certificate link of this app or of the service, with any origin', () => {
    const key = 'BOOK 12/Ä';
    const encoded = encodeURIComponent(key);
    expect(readLookup(`https://desk.example.com/certificates/${GUID}`)).toEqual({
      text: GUID,
      kind: 'id',
    });
    expect(readLookup(`/certificates/correlation/${encoded}?x=1#top`)).toEqual({
      text: key,
      kind: 'correlation',
    });
    expect(readLookup(`https://api.example.com/v1/certificates/${encoded}/correlation`)).toEqual({
      text: key,
      kind: 'correlation',
    });
    expect(readLookup(`https://api.example.com/v1/certificates/${GUID}/pdf`)).toEqual({
      text: GUID,
      kind: 'id',
    });
  });

  it('reads an id with braces, without hyphens or as a URN, with spaces and quotes around it', () => {
    const bare = GUID.replaceAll('-', '');
    for (const value of [
      `{${GUID}}`,
      bare,
      ` "${bare}" `,
      `“${GUID}”`,
      `urn:uuid:${GUID}`,
      `'{${GUID}}'`,
    ]) {
      expect(readLookup(value), value).toEqual({ text: GUID, kind: null });
    }
  });

  it('keeps a booking reference exactly as typed when the user says it is one', () => {
    const bare = GUID.replaceAll('-', '');
    expect(readLookup(bare, 'correlation')).toEqual({ text: bare, kind: null });
    expect(readLookup('{ABC}')).toEqual({ text: '{ABC}', kind: null });
  });

  it('opens what a link names, whatever the mode says', () => {
    expect(
      lookupTarget({
        value: `https://desk.example.com/certificates/correlation/K-1`,
        mode: 'auto',
      }),
    ).toEqual({ kind: 'correlation', key: 'K-1' });
    expect(lookupTarget({ value: `{${GUID.toUpperCase()}}`, mode: 'auto' })).toEqual({
      kind: 'id',
      id: GUID.toUpperCase(),
    });
  });

  it('says what to type for an empty key, and refuses a link that names no certificate', () => {
    const empty = z.safeParse(lookupSchema, { value: ' "" ', mode: 'auto' });
    expect(empty.error?.issues[0]).toMatchObject({
      params: { messageKey: 'certificates.lookup.error.empty' },
    });
    const other = z.safeParse(lookupSchema, {
      value: 'https://example.com/booking/1',
      mode: 'auto',
    });
    expect(other.error?.issues[0]).toMatchObject({
      params: { messageKey: 'certificates.lookup.error.notCertificateLink' },
    });
    const notId = z.safeParse(lookupSchema, { value: '/certificates/nope', mode: 'auto' });
    expect(notId.error?.issues[0]).toMatchObject({
      params: { messageKey: 'certificates.lookup.error.notGuid' },
    });
  });
});
