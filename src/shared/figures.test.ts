import { describe, expect, it } from 'vitest';
import {
  figureFractionDigits,
  roundFigure,
  roundShown,
  roundSignificant,
  roundShownPerUnit,
  shownFigure,
  shownPerUnit,
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

  it('leaves zero and non-finite values alone', () => {
    expect(roundFigure(0)).toBe(0);
    expect(Number.isNaN(roundFigure(Number.NaN))).toBe(true);
  });
});

describe('a figure as the pages write it', () => {
  it('stays in kilograms below 1,000 kg', () => {
    expect(shownFigure(16.25)).toEqual({ amount: 16.3, unit: 'kg', fractionDigits: 1 });
    expect(shownFigure(999.4)).toEqual({ amount: 999, unit: 'kg', fractionDigits: 0 });
  });

  it('applies the rule to tonnes from 1,000 kg on', () => {
    expect(shownFigure(2184.15)).toEqual({ amount: 2.18, unit: 't', fractionDigits: 2 });
    expect(shownFigure(3_897_650)).toEqual({ amount: 3898, unit: 't', fractionDigits: 0 });
    expect(shownFigure(-10_440)).toEqual({ amount: -10.4, unit: 't', fractionDigits: 1 });
    // 999.96 kg rounds to 1,000 kg, which the pages write as 1 t.
    expect(shownFigure(999.96)).toEqual({ amount: 1, unit: 't', fractionDigits: 2 });
  });

  it('gives kilograms as shown, without binary noise', () => {
    expect(roundShown(16.25)).toBe(16.3);
    expect(roundShown(2184.15)).toBe(2180);
    expect(roundShown(1234.567)).toBe(1230);
    expect(roundShown(3_897_650)).toBe(3_898_000);
    expect(roundShown(-10_440)).toBe(-10_400);
  });
});

describe('roundSignificant', () => {
  it('keeps the digits asked for and no more', () => {
    expect(roundSignificant(25_545_610, 2)).toBe(26_000_000);
    expect(roundSignificant(22_793_270, 2)).toBe(23_000_000);
    expect(roundSignificant(37_350, 2)).toBe(37_000);
    expect(roundSignificant(95, 2)).toBe(95);
    expect(roundSignificant(0.1234, 2)).toBe(0.12);
    expect(roundSignificant(-1450, 2)).toBe(-1500);
    expect(roundSignificant(0, 2)).toBe(0);
  });
});

describe('a figure per unit beside its total', () => {
  it('is written at the total’s precision when that reads back: 11 kg for 2 is 5.5 kg', () => {
    expect(shownPerUnit(11.02, 2)).toEqual({ amount: 5.5, unit: 'kg', fractionDigits: 1 });
  });

  it('times its count reads back to the total as shown', () => {
    const cases: [number, number][] = [
      [11.07, 2],
      [187.65, 7],
      [2184.15, 14],
      [3_897_650, 1200],
      [0.0345, 3],
      [98_765.4, 37],
    ];
    for (const [total, count] of cases) {
      const each = shownPerUnit(total, count);
      const shownTotal = shownFigure(total);
      if (!each) throw new Error('expected a figure');
      const back =
        (each.amount * (each.unit === 't' ? 1000 : 1) * count) /
        (shownTotal.unit === 't' ? 1000 : 1);
      expect(roundFigure(back)).toBeCloseTo(shownTotal.amount, 10);
    }
  });

  it('gives the figure in kilograms for a file, and nothing without a count', () => {
    expect(roundShownPerUnit(3_897_650, 1200)).toBe(3248);
    expect(roundShownPerUnit(1234.567, 3)).toBe(411.5);
    expect(shownPerUnit(10, 0)).toBeUndefined();
  });
});
