import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format.ts';

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
