import { describe, expect, it } from 'vitest';
import { checkUrl, safeHref } from './safe-url.ts';

describe('checkUrl', () => {
  it.each([
    'https://cdn.example.com/certificates/1.pdf',
    'https://example.com/a%20b.jpg?size=large#top',
    'http://localhost:4317/sandbox/files/1/facebook.jpg',
    'http://127.0.0.1/file.pdf',
    'http://[::1]:8080/file.pdf',
  ])('accepts %s', (value) => {
    expect(checkUrl(value)).toMatchObject({ safe: true, href: new URL(value).href });
  });

  it.each([
    ['javascript:alert(1)', 'scheme'],
    ['JaVaScRiPt:alert(document.cookie)', 'scheme'],
    [' javascript:alert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['data:image/png;base64,AAAA', 'scheme'],
    ['blob:https://example.com/1234', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['ftp://example.com/file.pdf', 'scheme'],
    ['http://example.com/file.pdf', 'scheme'],
    ['http://localhost.evil.com/file.pdf', 'scheme'],
    ['https://user:secret@example.com/file.pdf', 'credentials'],
    ['not a url', 'invalid'],
    ['/files/1/certificate.pdf', 'invalid'],
    ['//evil.example/x', 'invalid'],
    ['', 'missing'],
  ] as const)('refuses %s (%s)', (value, reason) => {
    expect(checkUrl(value)).toEqual({ safe: false, raw: value, reason });
  });

  it('refuses values that are not strings', () => {
    expect(checkUrl(undefined)).toMatchObject({ safe: false, reason: 'missing' });
    expect(checkUrl(42)).toMatchObject({ safe: false, reason: 'missing' });
  });
});

describe('safeHref', () => {
  it('gives the normalized URL or nothing', () => {
    expect(safeHref('https://EXAMPLE.com/a b')).toBe('https://example.com/a%20b');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
  });
});
