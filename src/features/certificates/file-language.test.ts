import { describe, expect, it } from 'vitest';
import type { Certificate } from '../../api/contract.ts';
import { isSandboxFile, withFileLanguage, withLanguage } from './file-language.ts';

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

  it('adds the language to this server’s sandbox’s files whichever service answered them (the gateway demo)', () => {
    const files = 'http://localhost:4173/sandbox/files/';
    const localized = withFileLanguage(certificate, 'gateway', 'de', files);
    expect(localized.certificateUrl).toBe(
      'http://localhost:4173/sandbox/files/3f2b8c1e/certificate.pdf?lang=de',
    );
    expect(localized.certificateLinkedinUrl).toMatch(/linkedin\.jpg\?lang=de$/);
    // A relative link is not known to be on the prefix's origin: left as given.
    expect(localized.certificateTwitterUrl).toBe('/sandbox/files/3f2b8c1e/twitter.jpg');
    expect(withFileLanguage(certificate, 'custom', 'fr', files).certificateUrl).toMatch(
      /\?lang=fr$/,
    );
  });

  it('takes only links under exactly the sandbox’s files', () => {
    const files = 'http://localhost:4173/sandbox/files/';
    expect(isSandboxFile('http://localhost:4173/sandbox/files/1/certificate.pdf', files)).toBe(
      true,
    );
    expect(isSandboxFile('/sandbox/files/1/certificate.pdf', '/sandbox/files/')).toBe(true);
    for (const other of [
      'https://localhost:4173/sandbox/files/1/certificate.pdf',
      'http://localhost:4174/sandbox/files/1/certificate.pdf',
      'http://files.example/sandbox/files/1/certificate.pdf',
      'http://localhost:4173/sandbox/filesx/1.pdf',
      'http://localhost:4173/sandbox/files/../api/1.pdf',
      'http://localhost:4173/sandbox/files/%2e%2e/x.pdf',
      'http://user:pw@localhost:4173/sandbox/files/1.pdf',
      'http://localhost:4173/other/sandbox/files/1.pdf',
      'not a url http://[',
    ]) {
      expect(isSandboxFile(other, files), other).toBe(false);
    }
    expect(isSandboxFile('http://localhost:4173/sandbox/files/1.pdf', undefined)).toBe(false);
    const signed = { ...certificate, certificateUrl: 'https://files.example/c/1.pdf?sig=abc' };
    expect(withFileLanguage(signed, 'gateway', 'de', files).certificateUrl).toBe(
      'https://files.example/c/1.pdf?sig=abc',
    );
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
