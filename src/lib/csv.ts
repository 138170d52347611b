import type { Language } from '../shared/language.ts';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

/** What Excel opens by a double click: the continent's Excel reads `,` as the decimal mark. */
export function csvDialect(language: Language): CsvDialect {
  return language === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' };
}

const PLAIN: CsvDialect = { separator: ',', decimal: '.' };

/**
 * RFC 4180. A reader's spreadsheet may be set to either separator, so both dialects quote `,` and
 * `;` alike, and a cell a spreadsheet would run as a formula gets an apostrophe in front, also
 * after a separator inside it (`x;=1+1` becomes `x;'=1+1`): a spreadsheet set to the other
 * separator splits there.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], dialect: CsvDialect = PLAIN): string {
  return (
    rows
      .map((row) => row.map((cell) => csvCell(cell, dialect)).join(dialect.separator))
      .join('\r\n') + '\r\n'
  );
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** Spaces and quotes before it change nothing. */
const FORMULA_PIECE = /^[\s"]*[=+\-@]/;
const PIECE_AFTER_SPLIT = /([,;\r\n])([^,;\r\n]*)/g;
/** A negative figure stays a number, for sums and for the bulk page that reads the export back. */
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;
const NEEDS_QUOTES = /[",;\r\n]/;

function defused(text: string): string {
  const pieces = text.replace(PIECE_AFTER_SPLIT, (_all, split: string, piece: string) =>
    FORMULA_PIECE.test(piece) && !PLAIN_NUMBER.test(piece.trim())
      ? `${split}'${piece}`
      : `${split}${piece}`,
  );
  return FORMULA_START.test(pieces) && !PLAIN_NUMBER.test(pieces) ? `'${pieces}` : pieces;
}

function csvCell(value: CsvCell, dialect: CsvDialect): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    text = String(value).replace('.', dialect.decimal);
  } else {
    text = defused(String(value));
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** With a byte order mark: spreadsheets need it to read UTF-8. */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
