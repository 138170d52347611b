import { describe, expect, it } from 'vitest';
import { MAX_ROWS } from './limits.ts';
import { parseCsv } from './parse.ts';
import { byteLength } from './read-file.ts';

const table = (text: string) => {
  const outcome = parseCsv(text);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.table;
};

describe('CSV parsing', () => {
  it('reads comma-separated text with the header on the first line', () => {
    const parsed = table('roomType,days\r\nSTANDARD,2\r\nSuite,3\r\n');
    expect(parsed.delimiter).toBe(',');
    expect(parsed.headers).toEqual(['roomType', 'days']);
    expect(parsed.records).toEqual([
      { row: 2, cells: ['STANDARD', '2'] },
      { row: 3, cells: ['Suite', '3'] },
    ]);
  });

  it('reads semicolon-separated text, as a German Excel saves it', () => {
    const parsed = table('Zimmerkategorie;Tage\nSuite;3\n');
    expect(parsed.delimiter).toBe(';');
    expect(parsed.records[0]?.cells).toEqual(['Suite', '3']);
  });

  it('takes the delimiter from the header, so meals with ; stay in one comma-separated cell', () => {
    const parsed = table(
      'originType,participants,meals\nLOCAL,80,80 VEGETARIAN; 80 COFFEE_BREAK\n',
    );
    expect(parsed.delimiter).toBe(',');
    expect(parsed.records[0]?.cells).toEqual(['LOCAL', '80', '80 VEGETARIAN; 80 COFFEE_BREAK']);
  });

  it('reads quoted cells holding the delimiter', () => {
    const parsed = table('label;meals\n"Day 1; Berlin";"80 MEAT; 20 VEGETARIAN"\n');
    expect(parsed.records[0]?.cells).toEqual(['Day 1; Berlin', '80 MEAT; 20 VEGETARIAN']);
  });

  it('reads tab-separated text', () => {
    expect(table('roomType\tdays\nSUIT\t2').records[0]?.cells).toEqual(['SUIT', '2']);
  });

  it('drops a UTF-8 byte order mark, as Excel writes one', () => {
    const parsed = table('\uFEFFroomType;days\nSUIT;2');
    expect(parsed.headers).toEqual(['roomType', 'days']);
  });

  it('skips empty lines and trims headers', () => {
    const parsed = table(' roomType , days \n\nSUIT,2\n ,  \n');
    expect(parsed.headers).toEqual(['roomType', 'days']);
    expect(parsed.records).toHaveLength(1);
  });

  it('names an empty file', () => {
    expect(parseCsv('')).toEqual({ ok: false, error: 'empty' });
    expect(parseCsv('\uFEFF \n ')).toEqual({ ok: false, error: 'empty' });
  });

  it(`stops past ${MAX_ROWS} rows`, () => {
    const rows = Array.from({ length: MAX_ROWS }, () => 'SUIT,2');
    expect(parseCsv(['roomType,days', ...rows].join('\n')).ok).toBe(true);
    expect(parseCsv(['roomType,days', ...rows, 'SUIT,3'].join('\n'))).toEqual({
      ok: false,
      error: 'tooManyRows',
      rows: MAX_ROWS + 1,
    });
  });

  it('marks a row with an unclosed quote', () => {
    const parsed = table('label,days\nok,2\n"broken,3\n');
    expect(parsed.brokenRows).toEqual([3]);
  });

  it('measures text in UTF-8 bytes', () => {
    expect(byteLength('Gäste')).toBe(6);
  });
});
