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
    expect(formatEmission(-1234.5, 'de').text).toBe(`${MINUS}1,235 t CO₂e`);
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
