import { describe, expect, it } from 'vitest';
import type { Certificate } from '../../api/contract.ts';
import { withFileLanguage, withLanguage } from './file-language.ts';

const certificate: Certificate = {
  id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
  certificateUrl: 'http://localhost:4173/sandbox/files/3f2b8c1e/certificate.pdf',
  certificateFacebookUrl: 'http://localhost:4173/sandbox/files/3f2b8c1e/facebook.jpg',
  certificateTwitterUrl: '/sandbox/files/3f2b8c1e/twitter.jpg',
  certificateLinkedinUrl: 'http://localhost:4173/sandbox/files/3f2b8c1e/linkedin.jpg',
};

describe('the reader’s language on the sandbox’s file links', () => {
  it('adds the language to every file link of the sandbox, relative ones included', () => {
    const localized = withFileLanguage(certificate, 'sandbox', 'de');
    expect(localized.certificateUrl).toBe(
      'http://localhost:4173/sandbox/files/3f2b8c1e/certificate.pdf?lang=de',
    );
    expect(localized.certificateFacebookUrl).toMatch(/facebook\.jpg\?lang=de$/);
    expect(localized.certificateTwitterUrl).toBe('/sandbox/files/3f2b8c1e/twitter.jpg?lang=de');
    expect(localized.certificateLinkedinUrl).toMatch(/linkedin\.jpg\?lang=de$/);
    expect(localized.id).toBe(certificate.id);
  });

  it('leaves the links of another service exactly as given (they may be signed)', () => {
    expect(withFileLanguage(certificate, 'custom', 'de')).toBe(certificate);
    expect(withFileLanguage(certificate, 'gateway', 'fr')).toBe(certificate);
  });

  it('leaves a missing link missing', () => {
    const localized = withFileLanguage({ id: 'x', certificateUrl: '' }, 'sandbox', 'it');
    expect(localized.certificateUrl).toBe('');
    expect(localized.certificateFacebookUrl).toBeUndefined();
  });

  it('keeps the query and the fragment, and replaces a language already asked for', () => {
    expect(withLanguage('https://a.example/f.pdf?v=2#page=1', 'fr')).toBe(
      'https://a.example/f.pdf?v=2&lang=fr#page=1',
    );
    expect(withLanguage('https://a.example/f.pdf?lang=en', 'it')).toBe(
      'https://a.example/f.pdf?lang=it',
    );
    expect(withLanguage('https://a.example/f.pdf?lang=en&v=2', 'de')).toBe(
      'https://a.example/f.pdf?v=2&lang=de',
    );
  });
});
