import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvDialect, toCsv } from './csv.ts';

/** The cells a spreadsheet set to `separator` reads from `csv` (papaparse honours quotes as it does). */
function readAs(csv: string, separator: ',' | ';'): string[][] {
  return Papa.parse<string[]>(csv, { delimiter: separator, skipEmptyLines: true }).data;
}

describe('toCsv', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'cr\rhere', 3]])).toBe(
      '"a,b","say ""hi""","two\nlines","cr\rhere",3\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas, but keeps negative numbers', () => {
    expect(toCsv([['=SUM(A1)', '@x', '+A1', '-A1', '-12.5', '+1', -3]])).toBe(
      "'=SUM(A1),'@x,'+A1,'-A1,-12.5,+1,-3\r\n",
    );
  });

  it('defuses a tab or carriage return first, quoting the carriage return', () => {
    // The carriage return also ends a line for some readers: the piece after it is defused too.
    expect(toCsv([['\t=1', '\r=1']])).toBe(`'\t=1,"'\r'=1"\r\n`);
  });

  it('writes empty cells for missing values', () => {
    expect(toCsv([[null, undefined, Number.NaN, true]])).toBe(',,,true\r\n');
  });
});

describe('toCsv against a spreadsheet set to the other separator', () => {
  it.each([
    ['en', ';'],
    ['de', ','],
  ] as const)(
    'keeps every hostile cell whole and defused: %s export read with "%s"',
    (language, other) => {
      const cells = ['x;=1+1', 'x,=1+1', 'a;b,c', '=1+1', 'say "=1"', 'plain'];
      const defused = ["x;'=1+1", "x,'=1+1", 'a;b,c', "'=1+1", 'say "=1"', 'plain'];
      // A cell on a line of its own reads back whole with either separator.
      const lines = toCsv(
        cells.map((cell) => [cell]),
        csvDialect(language),
      );
      for (const separator of [csvDialect(language).separator, other]) {
        expect(readAs(lines, separator)).toEqual(defused.map((cell) => [cell]));
      }
      // A row read with the other separator may lump cells together, but never starts one with a
      // formula.
      const row = toCsv([cells], csvDialect(language));
      expect(readAs(row, csvDialect(language).separator)).toEqual([defused]);
      for (const cell of readAs(row, other).flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    },
  );

  it('quotes "x;=1+1" in an English export and "x,=1+1" in a German one, defusing the piece', () => {
    expect(toCsv([['x;=1+1']], csvDialect('en'))).toBe('"x;\'=1+1"\r\n');
    expect(toCsv([['x,=1+1']], csvDialect('de'))).toBe('"x,\'=1+1"\r\n');
  });

  it('defuses a formula behind quotes or spaces after a split, and leaves numbers alone', () => {
    expect(toCsv([['a;"=1', 'b\n @x', 'c, -A1', '1;-2', '3,+4.5']])).toBe(
      '"a;\'""=1","b\n\' @x","c,\' -A1","1;-2","3,+4.5"\r\n',
    );
  });

  it('defuses a later cell that a reader set to the other separator would split', () => {
    const line = toCsv([[2, 'x;=1+1;', 'Standard']], csvDialect('en'));
    const cells = readAs(line, ';').flat();
    expect(cells.length).toBeGreaterThan(1);
    for (const cell of cells) expect(cell).not.toMatch(/^[\s"]*[=+\-@]/);
  });
});

describe('toCsv in the German dialect', () => {
  it('separates columns with ";" and writes decimals with "," (quoted, as a comma separates too)', () => {
    expect(toCsv([['Summe', 2000.5, -0.25, 12, 'a, b', 'a;b']], csvDialect('de'))).toBe(
      'Summe;"2000,5";"-0,25";12;"a, b";"a;b"\r\n',
    );
  });

  it('keeps numbers as numbers: a decimal comma read back is one cell, never guarded', () => {
    const [row = []] = readAs(toCsv([[-0.25, '-1,5']], csvDialect('de')), ';');
    expect(row).toEqual(['-0,25', '-1,5']);
  });

  it('keeps "," and "." in English', () => {
    expect(csvDialect('en')).toEqual({ separator: ',', decimal: '.' });
    expect(toCsv([[1.5, 'x']], csvDialect('en'))).toBe('1.5,x\r\n');
  });
});
