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
 * RFC 4180 CSV, with `,` between columns unless the dialect says otherwise. Cells that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return at the start) are prefixed
 * with an apostrophe, except plain numbers. Numbers keep ASCII '-' and no thousands separator.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], dialect: CsvDialect = PLAIN): string {
  return (
    rows
      .map((row) => row.map((cell) => csvCell(cell, dialect)).join(dialect.separator))
      .join('\r\n') + '\r\n'
  );
}

function csvCell(value: CsvCell, dialect: CsvDialect): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? String(value).replace('.', dialect.decimal) : '';
  }
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  const special = new RegExp(`["${dialect.separator}\r\n]`);
  return special.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
