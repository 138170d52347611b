import { describe, expect, it } from 'vitest';
import type { Certificate } from '../../src/api/contract.ts';
import { LANGUAGES } from '../../src/shared/language.ts';
import { certificateCard, problemCard } from './card.ts';
import { readCertificateRead } from '../certificate-source.ts';

const STAY: Certificate = {
  id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
  name: 'Summit',
  guestName: 'Ana',
  countryCode: 'PT',
  days: 3,
  emission: 1234.56,
  date: '2026-04-14T15:00:00',
};

const context = {
  theme: null,
  pageHref: '/certificates/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
  qrLink: null,
  demo: false,
} as const;

/** The text of the card's element of `className`. */
function row(html: string, className: string): string | undefined {
  return new RegExp(`<[a-z0-9]+ class="${className}"[^>]*>(.*?)</[a-z0-9]+>`).exec(html)?.[1];
}

describe('certificateCard', () => {
  it.each(LANGUAGES)('says a sandbox certificate is a demonstration, in %s', async (language) => {
    const real = await certificateCard(STAY, { ...context, language });
    const demo = await certificateCard(STAY, { ...context, language, demo: true });
    expect(row(demo, 'kicker')).not.toBe(row(real, 'kicker'));
    expect(row(demo, 'kicker')?.toLowerCase()).toMatch(/demo|démo|dimostrativo/);
    expect(row(real, 'kicker')?.toLowerCase()).not.toMatch(/demo|démo|dimostrativo/);
  });

  it.each(LANGUAGES)(
    'has words for every row in %s, no message key and no code',
    async (language) => {
      const html = await certificateCard(STAY, { ...context, language });
      expect(html).not.toMatch(/certificates\.[a-z]/);
      expect(html).not.toContain('2026-04-14');
      expect(html).not.toMatch(/>PT</);
      expect(html).toContain(`<html lang="${language}">`);
      for (const name of ['kicker', 'name', 'guest', 'emission', 'stay'])
        expect(row(html, name), name).not.toBe('');
    },
  );

  it('shows the date alone for a record without days, and says when no figure is stated', async () => {
    const html = await certificateCard(
      { name: 'Gala', date: '2026-05-01T10:00:00' },
      { ...context, language: 'en' },
    );
    expect(row(html, 'stay')).toBe('Issued on 1 May 2026');
    expect(row(html, 'emission')).toBe('Emission not stated');
    // The guest's row is kept, empty: the card's height does not depend on the record.
    expect(row(html, 'guest')).toBe('');
  });

  it('writes the figure by the app’s one rule, kilograms below a tonne', async () => {
    const html = await certificateCard(
      { ...STAY, emission: 74.94 },
      { ...context, language: 'de' },
    );
    expect(row(html, 'emission')).toBe('74,9 Kilogramm CO₂e');
  });

  it('adds the QR code of the page’s absolute link only when asked', async () => {
    const link = 'https://desk.example.com/certificates/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
    const html = await certificateCard(STAY, { ...context, language: 'en', qrLink: link });
    expect(html).toContain('<article class="card card--qr">');
    expect(html).toContain(`alt="QR code of the link ${link}"`);
    const plain = await certificateCard(STAY, { ...context, language: 'en' });
    expect(plain).not.toContain('<img');
  });

  it('sets the theme only when one is chosen', async () => {
    const dark = await certificateCard(STAY, { ...context, language: 'en', theme: 'dark' });
    expect(dark).toContain('<html lang="en" class="dark">');
  });
});

describe('problemCard', () => {
  it.each(LANGUAGES)('says each problem in words in %s, with a link to the lookup', (language) => {
    for (const problem of ['not-found', 'limited', 'failed'] as const) {
      const html = problemCard(problem, { language, theme: null, lookupHref: '/certificates' });
      expect(html, problem).not.toMatch(/certificates\.[a-z]/);
      expect(html, problem).toContain('href="/certificates"');
      expect(row(html, 'message'), problem).toMatch(/\S{3}/);
    }
  });
});

describe('a card of an answer the app refuses', () => {
  const answer = { id: STAY.id, name: 'Summit', emission: '1,234' };

  it.each(LANGUAGES)(
    'says why in the words of the app’s page, quoting the figure, in %s',
    (language) => {
      const read = readCertificateRead(answer, false, { baseUrl: '', fallbackUnit: 'kg' });
      expect(read.kind).toBe('failed');
      const refusal = read.kind === 'failed' ? read.refusal : undefined;
      expect(refusal).toEqual({
        messageKey: 'error.contract.figureText',
        params: { value: '1,234', fields: 'emission' },
      });
      const html = problemCard('failed', {
        language,
        theme: null,
        lookupHref: '/certificates',
        refusal,
      });
      const message = row(html, 'message') ?? '';
      expect(message).toContain('1,234');
      expect(message).not.toMatch(/error\.contract|\{value\}|\{fields\}/);
      expect(html).not.toContain('class="emission"');
    },
  );

  it('reads the same answer with its figure as a decimal string', async () => {
    const read = readCertificateRead({ ...answer, emission: '187.65' }, false, {
      baseUrl: '',
      fallbackUnit: 'kg',
    });
    expect(read).toMatchObject({ kind: 'found', certificate: { emission: 187.65 } });
    if (read.kind !== 'found') return;
    const html = await certificateCard(read.certificate, { ...context, language: 'de' });
    expect(row(html, 'emission')).toBe('188 Kilogramm CO₂e');
  });
});
