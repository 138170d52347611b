import { describe, expect, it } from 'vitest';
import { pageOf, shellFileName } from './pages.ts';

describe('pageOf', () => {
  it('finds a page by its path segment, and nothing else', () => {
    expect(pageOf('hotel')?.path).toBe('/hotel');
    expect(pageOf('assets')).toBeUndefined();
    expect(pageOf('')).toBeUndefined();
  });
});

describe('shellFileName', () => {
  it('names the English file index.html and the German one index.de.html', () => {
    expect(shellFileName('event', 'en')).toBe('event/index.html');
    expect(shellFileName('event', 'de')).toBe('event/index.de.html');
    expect(shellFileName('', 'de')).toBe('index.de.html');
  });
});
