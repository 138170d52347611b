import { describe, expect, it } from 'vitest';
import {
  formatEmission,
  formatExactEmission,
  formatNumber,
  formatPerUnit,
  percentFormat,
  shareFormat,
} from './format.ts';
import { translate } from './index.ts';

const MINUS = '\u2212';

describe('one minus sign for every figure', () => {
  it('writes negative emissions with U+2212, in English and German', () => {
    expect(formatEmission(-12.34, 'en-GB').text).toBe(`${MINUS}12.3 kg CO₂e`);
    expect(formatEmission(-1234.5, 'de-DE').text).toBe(`${MINUS}1,23 t CO₂e`);
    expect(formatExactEmission(-0.125, 'en-GB')).toBe(`${MINUS}0.125 kg CO₂e`);
    expect(formatNumber(-3, 'de-DE')).toBe(`${MINUS}3`);
  });

  it('writes negative changes and shares with U+2212 and positive shares unsigned', () => {
    expect(percentFormat([-0.25], 'en-GB')(-0.25)).toBe(`${MINUS}25%`);
    expect(percentFormat([0.125], 'en-GB')(0.125)).toBe('+13%');
    expect(shareFormat([-0.05], 'de-DE')(-0.05)).toBe(`${MINUS}5,0\u00a0%`);
    expect(shareFormat([0.756], 'en-GB')(0.756)).toBe('76%');
  });

  it('puts U+2212 in a number placed in a message', () => {
    expect(translate('en', 'validation.min', { min: -2 })).toBe(`Enter at least ${MINUS}2.`);
  });

  it('never shows a small part that is not zero as 0 %', () => {
    expect(shareFormat([-0.0004], 'en-GB')(-0.0004)).toBe(`${MINUS}0.040%`);
    expect(shareFormat([0.0004], 'en-GB')(0.0004)).toBe('0.040%');
    expect(shareFormat([0], 'en-GB')(0)).toBe('0%');
  });
});

describe('one rounding rule for every emission on a screen', () => {
  it('keeps three significant digits in the unit it writes, kilograms or tonnes', () => {
    expect(formatEmission(16.25, 'en-GB').text).toBe('16.3 kg CO₂e');
    expect(formatEmission(999.4, 'en-GB').text).toBe('999 kg CO₂e');
    expect(formatEmission(2184.15, 'en-GB').text).toBe('2.18 t CO₂e');
    expect(formatEmission(10_440, 'en-GB').text).toBe('10.4 t CO₂e');
    expect(formatEmission(523_500, 'en-GB').text).toBe('524 t CO₂e');
  });

  it('drops no whole tonne, and claims no kilogram, in large figures', () => {
    // Seen in one list: "3,897.65 t", "2,923.238 t", "3,845.3 t".
    expect(formatEmission(3_897_650, 'en-GB').text).toBe('3,898 t CO₂e');
    expect(formatEmission(2_923_238, 'en-GB').text).toBe('2,923 t CO₂e');
    expect(formatEmission(3_845_300, 'en-GB').text).toBe('3,845 t CO₂e');
    expect(formatEmission(3_897_650, 'de-DE').text).toBe('3.898 t CO₂e');
    expect(formatEmission(3_897_650, 'fr-FR').text).toBe('3\u202f898 t CO₂e');
  });

  it('writes a figure that rounds up to 1,000 kg as 1 t', () => {
    expect(formatEmission(999.96, 'en-GB').text).toBe('1 t CO₂e');
    expect(formatEmission(-999.96, 'en-GB').text).toBe(`${MINUS}1 t CO₂e`);
  });
});

describe('numbers in the reader’s region', () => {
  it('writes a thousand the Swiss way for a reader in Switzerland, in each language', () => {
    expect(formatNumber(1000, 'de-CH')).toMatch(/^1['’]000$/);
    // Italian groups from five digits on.
    expect(formatNumber(10_000, 'it-CH')).toMatch(/^10['’]000$/);
    expect(formatNumber(1000, 'fr-CH')).toBe('1\u202f000');
    expect(formatEmission(3_897_650, 'de-CH').text).toMatch(/^3['’]898 t CO₂e$/);
    expect(formatNumber(1000, 'de-DE')).toBe('1.000');
  });
});

describe('a figure per unit reads back to its total', () => {
  it('shows 5.5 kg per guest and day beside 11 kg for 2 guests, never 5.51 kg', () => {
    expect(formatEmission(11.02, 'de-CH').text).toBe('11 kg CO₂e');
    expect(formatPerUnit(11.02, 2, 'de-CH')?.text).toBe('5.5 kg CO₂e');
  });

  it('keeps a decimal more where the total’s precision would not read back', () => {
    // 11.07 shows 11.1; 5.5 × 2 = 11.0 would not read back, 5.54 × 2 = 11.08 does.
    expect(formatPerUnit(11.07, 2, 'en-GB')?.text).toBe('5.54 kg CO₂e');
    // 2.18 t for 14 guest-days: 156 kg × 14 = 2,184 kg, which shows as 2.18 t.
    expect(formatPerUnit(2184.15, 14, 'en-GB')?.text).toBe('156 kg CO₂e');
  });

  it('gives no figure without a count', () => {
    expect(formatPerUnit(10, 0, 'en-GB')).toBeUndefined();
  });
});

describe('one precision for the percentages of one list', () => {
  it('writes every share with the decimals its smallest share needs', () => {
    const shares = [0.854, 0.0021, 0.00013];
    const share = shareFormat(shares, 'en-GB');
    expect(shares.map(share)).toEqual(['85.400%', '0.210%', '0.013%']);
  });

  it('writes whole percentages when every share is ten percent or more', () => {
    const share = shareFormat([0.4, 0.6, 0], 'en-GB');
    expect([0.4, 0.6, 0].map(share)).toEqual(['40%', '60%', '0%']);
  });
});
