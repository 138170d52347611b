import type { Language } from '../shared/language.ts';

export type CsvCell = string | number | boolean | null | undefined;

/** How a spreadsheet of a language expects a CSV: its column separator and decimal mark. */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

/**
 * What Excel opens by a double click: `,` and `.` in English; `;` and `,` in German (and the other
 * languages of the continent, whose Excel reads `,` as the decimal mark).
 */
export function csvDialect(language: Language): CsvDialect {
  return language === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' };
}

const PLAIN: CsvDialect = { separator: ',', decimal: '.' };

/**
 * RFC 4180 CSV, with `,` between columns unless the dialect says otherwise. A reader's spreadsheet
 * may be set to either separator, whatever the file was written for, so both dialects treat `,` and
 * `;` alike: a cell that holds either (or a quote or line break) is quoted, and a cell a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) gets an apostrophe in front.
 * Quotes protect a cell only where it starts a line: one set to the other separator splits a later
 * cell at its separators, so a piece of a cell after a separator or line break that would start a
 * formula (`x;=1+1`) gets the apostrophe too (`x;'=1+1`). Numbers keep ASCII '-' and no thousands
 * separator.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], dialect: CsvDialect = PLAIN): string {
  return (
    rows
      .map((row) => row.map((cell) => csvCell(cell, dialect)).join(dialect.separator))
      .join('\r\n') + '\r\n'
  );
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** A piece after a split that a spreadsheet would run: spaces and quotes before it change nothing. */
const FORMULA_PIECE = /^[\s"]*[=+\-@]/;
const PIECE_AFTER_SPLIT = /([,;\r\n])([^,;\r\n]*)/g;
/**
 * A plain number, with either decimal mark: a spreadsheet reads it as a value, never a formula, so a
 * negative figure stays a number for sums and for the bulk page that reads the export back.
 */
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;
/** What splits or ends a cell in either dialect. */
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

/** Saves a CSV file through the browser's download (UTF-8 with a byte order mark for spreadsheets). */
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
