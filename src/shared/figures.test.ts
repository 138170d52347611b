import { describe, expect, it } from 'vitest';
import {
  emissionFigure,
  figureFractionDigits,
  formatExactFigure,
  formatFigure,
  roundFigure,
} from './figures.ts';

describe('the figure rule', () => {
  it('keeps three significant digits', () => {
    expect(roundFigure(16.25)).toBe(16.3);
    expect(roundFigure(1.005)).toBe(1.01);
    expect(roundFigure(0.012345)).toBe(0.0123);
    expect(roundFigure(-16.25)).toBe(-16.3);
  });

  it('never drops a digit before the decimal point', () => {
    expect(roundFigure(1234.5)).toBe(1235);
    expect(roundFigure(16250)).toBe(16250);
    expect(figureFractionDigits(100)).toBe(0);
    expect(figureFractionDigits(99.9)).toBe(1);
  });

  it('writes the figure for a locale, and the exact value with every digit', () => {
    expect(formatFigure(16.25, 'en-US')).toBe('16.3');
    expect(formatFigure(16.25, 'de-DE')).toBe('16,3');
    expect(formatFigure(20, 'en-US')).toBe('20');
    expect(formatFigure(12345.6, 'en-US')).toBe('12,346');
    expect(formatExactFigure(16.25, 'en-US')).toBe('16.25');
  });

  it('leaves zero and non-finite values alone', () => {
    expect(roundFigure(0)).toBe(0);
    expect(Number.isNaN(roundFigure(Number.NaN))).toBe(true);
  });
});

describe('a figure in kilograms as screens and files show it', () => {
  it('stays in kilograms below 1,000 kg, rounded by the rule', () => {
    expect(emissionFigure(74.85)).toEqual({ amount: 74.9, fractionDigits: 1, unit: 'kg CO₂e' });
    expect(emissionFigure(999.4)).toEqual({ amount: 999, fractionDigits: 0, unit: 'kg CO₂e' });
  });

  it('is in tonnes from 1,000 kg on, with the digits the kilograms keep', () => {
    expect(emissionFigure(1000)).toEqual({ amount: 1, fractionDigits: 3, unit: 't CO₂e' });
    expect(emissionFigure(1814.61)).toEqual({ amount: 1.815, fractionDigits: 3, unit: 't CO₂e' });
    expect(emissionFigure(-1234.5).unit).toBe('t CO₂e');
  });
});
