import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from './number-format.ts';

describe('numberFormat', () => {
  it('makes one format per locale and options and reuses it', () => {
    expect(numberFormat('de-DE')).toBe(numberFormat('de-DE'));
    expect(numberFormat('de-DE', { style: 'percent' })).toBe(
      numberFormat('de-DE', { style: 'percent' }),
    );
    expect(numberFormat('de-DE')).not.toBe(numberFormat('en-GB'));
    expect(numberFormat('de-DE')).not.toBe(numberFormat('de-DE', { style: 'percent' }));
  });

  it('formats with the locale and options it was asked for', () => {
    expect(numberFormat('de-DE').format(1234.5)).toBe('1.234,5');
    expect(numberFormat('en-GB').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('en-GB', { maximumFractionDigits: 0 }).format(1234.5)).toBe('1,235');
  });
});

describe('dateFormat', () => {
  it('makes one format per locale and options, apart from the number formats', () => {
    const long = { dateStyle: 'long' } as const;
    expect(dateFormat('de-DE', long)).toBe(dateFormat('de-DE', long));
    expect(dateFormat('de-DE', long)).not.toBe(dateFormat('en-GB', long));
    expect(dateFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long' }).format(0)).toBe(
      '1 January 1970',
    );
    expect(dateFormat('de-DE', { timeZone: 'UTC', dateStyle: 'long' }).format(0)).toBe(
      '1. Januar 1970',
    );
  });
});
