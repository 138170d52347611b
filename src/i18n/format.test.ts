import { describe, expect, it } from 'vitest';
import {
  formatEmission,
  formatExactEmission,
  formatNumber,
  formatPercent,
  formatShare,
} from './format.ts';
import { translate } from './index.ts';

const MINUS = '\u2212';

describe('one minus sign for every figure', () => {
  it('writes negative emissions with U+2212, in English and German', () => {
    expect(formatEmission(-12.34, 'en').text).toBe(`${MINUS}12.3 kg CO₂e`);
    expect(formatEmission(-1234.5, 'de').text).toBe(`${MINUS}1,23 t CO₂e`);
    expect(formatExactEmission(-0.125, 'en')).toBe(`${MINUS}0.125 kg CO₂e`);
    expect(formatNumber(-3, 'de')).toBe(`${MINUS}3`);
  });

  it('writes negative changes and shares with U+2212 and positive shares unsigned', () => {
    expect(formatPercent(-0.25, 'en')).toBe(`${MINUS}25%`);
    expect(formatPercent(0.125, 'en')).toBe('+12.5%');
    expect(formatShare(-0.05, 'de')).toBe(`${MINUS}5\u00a0%`);
    expect(formatShare(0.756, 'en')).toBe('75.6%');
  });

  it('puts U+2212 in a number placed in a message', () => {
    expect(translate('en', 'validation.min', { min: -2 })).toBe(`Enter at least ${MINUS}2.`);
  });

  it('never shows a small part that is not zero as 0 %', () => {
    expect(formatShare(-0.0004, 'en')).toBe(`${MINUS}0.04%`);
    expect(formatShare(0.0004, 'en')).toBe('0.04%');
    expect(formatShare(0, 'en')).toBe('0%');
  });
});

describe('one rounding rule for every emission on a screen', () => {
  it('keeps three significant digits in the unit it writes, kilograms or tonnes', () => {
    expect(formatEmission(16.25, 'en').text).toBe('16.3 kg CO₂e');
    expect(formatEmission(999.4, 'en').text).toBe('999 kg CO₂e');
    expect(formatEmission(2184.15, 'en').text).toBe('2.18 t CO₂e');
    expect(formatEmission(10_440, 'en').text).toBe('10.4 t CO₂e');
    expect(formatEmission(523_500, 'en').text).toBe('524 t CO₂e');
  });

  it('drops no whole tonne, and claims no kilogram, in large figures', () => {
    // Seen in one list: "3,897.65 t", "2,923.238 t", "3,845.3 t".
    expect(formatEmission(3_897_650, 'en').text).toBe('3,898 t CO₂e');
    expect(formatEmission(2_923_238, 'en').text).toBe('2,923 t CO₂e');
    expect(formatEmission(3_845_300, 'en').text).toBe('3,845 t CO₂e');
    expect(formatEmission(3_897_650, 'de').text).toBe('3.898 t CO₂e');
    expect(formatEmission(3_897_650, 'fr').text).toBe('3\u202f898 t CO₂e');
  });

  it('writes a figure that rounds up to 1,000 kg as 1 t', () => {
    expect(formatEmission(999.96, 'en').text).toBe('1 t CO₂e');
    expect(formatEmission(-999.96, 'en').text).toBe(`${MINUS}1 t CO₂e`);
  });
});
