import { describe, expect, it } from 'vitest';
import { csvDialect, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 3]])).toBe(
      '"a,b","say ""hi""","two\nlines",3\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas, but keeps negative numbers', () => {
    expect(toCsv([['=SUM(A1)', '@x', '-12.5', -3]])).toBe("'=SUM(A1),'@x,-12.5,-3\r\n");
  });

  it('writes empty cells for missing values', () => {
    expect(toCsv([[null, undefined, Number.NaN, true]])).toBe(',,,true\r\n');
  });
});

describe('toCsv in the German dialect', () => {
  it('separates columns with ";" and writes decimals with ","', () => {
    expect(toCsv([['Summe', 2000.5, -0.25, 'a, b', 'a;b']], csvDialect('de'))).toBe(
      'Summe;2000,5;-0,25;a, b;"a;b"\r\n',
    );
  });

  it('keeps "," and "." in English', () => {
    expect(csvDialect('en')).toEqual({ separator: ',', decimal: '.' });
    expect(toCsv([[1.5, 'x']], csvDialect('en'))).toBe('1.5,x\r\n');
  });
});
