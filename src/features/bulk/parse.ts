/**
 * From CSV text to a header and records, with papaparse. The delimiter (`;`, `,` or tab) is read
 * from the header line alone, so that a list of meals written with `;` inside a comma-separated
 * file is not taken for the delimiter. A UTF-8 byte order mark (as Excel writes) is dropped.
 */
import Papa from 'papaparse';

import { MAX_ROWS } from './limits.ts';

type Delimiter = ',' | ';' | '\t';

export interface ParsedTable {
  delimiter: Delimiter;
  headers: string[];
  /** Each data record with the spreadsheet row it came from (the header is row 1). */
  records: { row: number; cells: string[] }[];
  /** Rows papaparse could not read cleanly (an unclosed quote), by spreadsheet row. */
  brokenRows: number[];
}

export type ParseOutcome =
  { ok: true; table: ParsedTable } | { ok: false; error: 'empty' | 'tooManyRows'; rows?: number };

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The delimiter of the header line: whichever of `;`, `,` and tab it holds most (outside quotes). */
function detectDelimiter(text: string): Delimiter {
  const firstLine = (/^[^\r\n]*/.exec(text)?.[0] ?? '').replace(/"[^"]*"/g, '');
  const count = (char: string) => firstLine.split(char).length - 1;
  const candidates: Delimiter[] = [';', ',', '\t'];
  let best: Delimiter = ',';
  let bestCount = 0;
  for (const candidate of candidates) {
    if (count(candidate) > bestCount) {
      best = candidate;
      bestCount = count(candidate);
    }
  }
  return best;
}

/** Reads CSV text; stops with an error past MAX_ROWS data rows. */
export function parseCsv(input: string): ParseOutcome {
  const text = stripBom(input);
  if (text.trim() === '') return { ok: false, error: 'empty' };
  const delimiter = detectDelimiter(text);
  const result = Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
    header: false,
  });
  const [headerCells, ...data] = result.data;
  if (!headerCells || headerCells.every((cell) => cell.trim() === '')) {
    return { ok: false, error: 'empty' };
  }
  if (data.length > MAX_ROWS) return { ok: false, error: 'tooManyRows', rows: data.length };
  const brokenRows = [
    ...new Set(
      result.errors
        .filter((error) => error.type === 'Quotes' && error.row !== undefined)
        .map((error) => (error.row ?? 0) + 1),
    ),
  ];
  return {
    ok: true,
    table: {
      delimiter,
      headers: headerCells.map((cell) => cell.trim()),
      records: data.map((cells, index) => ({ row: index + 2, cells })),
      brokenRows,
    },
  };
}
