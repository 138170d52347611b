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

describe('readLookup: what confirmations, mails and chats paste', () => {
  const page = { text: GUID, kind: 'id' };

  it('reads a link without its scheme, as a confirmation prints it', () => {
    for (const value of [
      `desk.example.com/certificates/${GUID}`,
      `www.desk.example.com/certificates/${GUID}`,
      `localhost:4173/certificates/${GUID}`,
      `//desk.example.com/certificates/${GUID}`,
    ]) {
      expect(readLookup(value), value).toEqual(page);
    }
    expect(readLookup('desk.example.com/certificates/correlation/DEMO-BERLIN-2026')).toEqual({
      text: 'DEMO-BERLIN-2026',
      kind: 'correlation',
    });
  });

  it('reads a link in angle brackets, parentheses, square brackets or quotes', () => {
    const link = `https://desk.example.com/certificates/${GUID}`;
    for (const value of [`<${link}>`, `(${link})`, `[${link}]`, `"${link}"`, `«${link}»`]) {
      expect(readLookup(value), value).toEqual(page);
    }
  });

  it('reads a link that ends a sentence or a clause', () => {
    const link = `https://desk.example.com/certificates/${GUID}`;
    for (const end of ['.', ',', ';', ':', '!', '?', ')', '»', '…', ').', '>.']) {
      expect(readLookup(`${link}${end}`), end).toEqual(page);
    }
    expect(readLookup(`(desk.example.com/certificates/${GUID}).`)).toEqual(page);
  });

  it('reads a link after a label in English, German, French and Italian', () => {
    const link = `https://desk.example.com/certificates/${GUID}`;
    for (const label of [
      'Certificate:',
      'Zertifikat:',
      'Certificat :',
      'Certificat\u202f:',
      'Certificato:',
      'Link:',
      'Lien :',
      'Your certificate:',
      'Ihr Zertifikat:',
    ]) {
      expect(readLookup(`${label} ${link}`), label).toEqual(page);
      expect(readLookup(`${label} <${link}>.`), label).toEqual(page);
    }
    expect(readLookup(`Zertifikat:${link}`)).toEqual(page);
  });

  it('reads an id or a booking reference after a label, without the sentence’s full stop', () => {
    for (const label of [
      'Buchungsnummer:',
      'Booking reference:',
      'Référence :',
      'Riferimento:',
      'Zertifikat:',
    ]) {
      expect(readLookup(`${label} DEMO-BERLIN-2026.`), label).toEqual({
        text: 'DEMO-BERLIN-2026',
        kind: null,
      });
      expect(readLookup(`${label} {${GUID}}`), label).toEqual({ text: GUID, kind: null });
    }
    expect(lookupTarget({ value: 'Booking reference: demo-berlin-2026', mode: 'auto' })).toEqual({
      kind: 'correlation',
      key: 'demo-berlin-2026',
    });
  });

  it('reads the links of a certificate’s files: the sandbox’s, a service’s and the app’s', () => {
    for (const value of [
      `http://localhost:4422/sandbox/files/${GUID}/certificate.pdf`,
      `https://desk.example.com/sandbox/files/${GUID}/facebook.jpg`,
      `https://api.example.com/emission-service/v1/files/${GUID}.pdf`,
      `https://api.example.com/emission-service/v1/files/${GUID}-linkedin.jpg`,
      `https://api.example.com/v1/certificates/${GUID}/pdf`,
      `https://api.example.com/v1/certificates/${GUID}.pdf`,
      `https://desk.example.com/embed/certificates/${GUID}?theme=dark`,
    ]) {
      expect(readLookup(value), value).toEqual(page);
    }
  });

  it('reads any Unicode hyphen or dash in an id or a reference as a hyphen', () => {
    for (const dash of [
      '\u2010',
      '\u2011',
      '\u2012',
      '\u2013',
      '\u2014',
      '\u2015',
      '\u2212',
      '\uFE58',
      '\uFE63',
      '\uFF0D',
    ]) {
      expect(readLookup(`DEMO${dash}BERLIN${dash}2026`), dash).toEqual({
        text: 'DEMO-BERLIN-2026',
        kind: null,
      });
      expect(readLookup(GUID.replaceAll('-', dash)), dash).toEqual({ text: GUID, kind: null });
    }
    expect(
      lookupTarget({ value: 'Buchungsnummer: DEMO\u2011BERLIN\u2011Kö', mode: 'auto' }),
    ).toEqual({ kind: 'correlation', key: 'DEMO-BERLIN-Kö' });
  });

  it('keeps a booking reference otherwise exactly as typed', () => {
    for (const value of ['Demo.Berlin', 'AB: 12', '(ABC)', 'ABC.', 'a b/c?#%ü', 'Zimmer 12 / 3']) {
      expect(readLookup(value), value).toEqual({ text: value, kind: null });
    }
  });

  /** The message a refused value gets: its key and what it quotes. */
  const refusal = (value: string) => {
    const issue = z.safeParse(lookupSchema, { value, mode: 'auto' }).error?.issues[0];
    return issue?.code === 'custom' ? issue.params : undefined;
  };

  it('refuses a link to anything else, quoting the link as read', () => {
    expect(refusal('<example.com/booking/1>.')).toEqual({
      messageKey: 'certificates.lookup.error.notCertificateLink',
      messageVars: { text: 'example.com/booking/1' },
    });
    expect(refusal('Zertifikat: https://files.example.com/c/1.pdf')).toMatchObject({
      messageVars: { text: 'https://files.example.com/c/1.pdf' },
    });
    expect(refusal('ftp://desk.example.com/certificates/x')).toMatchObject({
      messageKey: 'certificates.lookup.error.notCertificateLink',
    });
  });

  it('refuses a paste with a link among other words, or a label before words, quoting it', () => {
    for (const value of [
      `See desk.example.com/certificates/${GUID} please`,
      'Zertifikat: siehe Anhang',
      'Buchungsnummer:',
      'Please open www.example.com now',
    ]) {
      expect(refusal(value), value).toEqual({
        messageKey: 'certificates.lookup.error.unreadable',
        messageVars: { text: value },
      });
    }
    const long = `Your certificate is at www.example.com and ${'x'.repeat(100)}`;
    const quoted = (refusal(long)?.messageVars as { text: string } | undefined)?.text ?? '';
    expect(quoted).toHaveLength(80);
    expect(quoted.endsWith('…')).toBe(true);
  });
});
