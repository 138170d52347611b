/**
 * From a parsed table to checked rows: each cell read (values.ts), then the whole row checked with
 * the calculator's own schema (api/event-form-schema.ts, api/hotel-form-schema.ts). A row with any problem is never sent.
 */
import * as z from 'zod/mini';
import type { HotelRequest, MealType, OriginType, RoomType } from '../../api/contract.ts';
import type { EventInput } from '../../api/event.ts';
import { normalizeHotelInput } from '../../api/hotel-form-schema.ts';
import { eventFormSchema } from '../../api/event-form-schema.ts';
import { hotelFormSchema } from '../../api/hotel-form-schema.ts';
import { LIMITS } from '../../api/contract.ts';
import { validationMessage } from '../../i18n/validation.ts';
import type { Language } from '../../shared/language.ts';
import { matchHeader, type BulkKind, type Column, type InputColumn } from './columns.ts';
import type { ParsedTable } from './parse.ts';
import {
  readCountry,
  readMealType,
  readMeals,
  readOrigin,
  readRoomType,
  readStars,
  readWholeNumber,
  readYesNo,
  type MealEntry,
  type Problem,
  type Read,
} from './values.ts';

export type BulkRequest =
  { kind: 'event'; input: EventInput } | { kind: 'hotel'; input: HotelRequest };

export type Cells = Partial<Record<Column, string>>;

/** What each cell reads as, for the cells that read as a value (values.ts). */
interface CellValues {
  originType?: OriginType;
  participants?: number;
  overnightStays?: number;
  mealType?: MealType;
  meals?: MealEntry[];
  roomType?: RoomType;
  numberOfGuests?: number;
  countryCode?: string;
  breakfast?: boolean;
  star?: number;
  days?: number;
}

export interface CheckedRow {
  /** The spreadsheet row the data came from (the header is row 1); unique within a file. */
  row: number;
  cells: Cells;
  /** The cells that read as a value, read: the rows table shows them in words. */
  values: CellValues;
  /** Problems by column; `row` for a problem of the whole row. */
  problems: Partial<Record<Column | 'row', Problem>>;
  /** What is sent; null while the row has a problem. */
  request: BulkRequest | null;
  /** The row's cells in the file's columns that the page does not use, in their order. */
  unused?: string[];
}

export type TableError =
  | { key: 'bulk.file.missingColumns'; columns: InputColumn[]; otherKind?: BulkKind }
  | { key: 'bulk.file.duplicateColumns'; columns: Column[] };

export interface CheckedTable {
  rows: CheckedRow[];
  /** Headers that were ignored, as written; each row's `unused` holds its cells of them. */
  ignored: string[];
}

/** A zod issue as a Problem (the same words the calculators' forms show). */
function problemOf(issue: z.core.$ZodRawIssue): Problem {
  let problem: Problem = { key: 'validation.format' };
  validationMessage(issue, (key, vars) => {
    problem = vars ? { key, vars } : { key };
    return '';
  });
  return problem;
}

function collect<K extends keyof CellValues>(
  { problems, values }: Pick<CheckedRow, 'problems' | 'values'>,
  column: K,
  read: Read<NonNullable<CellValues[K]>>,
): CellValues[K] {
  if (read.ok) {
    values[column] = read.value;
    return read.value;
  }
  problems[column] = read.problem;
  return undefined;
}

/**
 * Checks one row's cells; the result names each cell's problem. Counts are read as a reader of the
 * language writes them (`1.000` is a thousand in German, no whole number in English).
 */
export function checkRow(
  kind: BulkKind,
  row: number,
  cells: Cells,
  language: Language,
): CheckedRow {
  const problems: CheckedRow['problems'] = {};
  const values: CellValues = {};
  const cell = { problems, values };
  const text = (column: Column) => cells[column] ?? '';
  const label = text('label').trim();
  if (label.length > LIMITS.text.max) {
    problems.label = { key: 'validation.tooLong', vars: { max: LIMITS.text.max } };
  }
  if (kind === 'event') {
    const input = {
      originType: collect(cell, 'originType', readOrigin(text('originType'))),
      participants: collect(cell, 'participants', readWholeNumber(text('participants'), language)),
      overnightStays: collect(
        cell,
        'overnightStays',
        readWholeNumber(text('overnightStays'), language),
      ),
      mealType: collect(cell, 'mealType', readMealType(text('mealType'))),
      mealInfo: collect(cell, 'meals', readMeals(text('meals'), language)),
    };
    const parsed = z.safeParse(eventFormSchema, input);
    if (!parsed.success) addSchemaProblems(problems, parsed.error.issues, { mealInfo: 'meals' });
    const request: BulkRequest | null =
      parsed.success && Object.keys(problems).length === 0 ? { kind, input: parsed.data } : null;
    return { row, cells, values, problems, request };
  }
  const input = {
    roomType: collect(cell, 'roomType', readRoomType(text('roomType'))),
    numberOfGuests: collect(
      cell,
      'numberOfGuests',
      readWholeNumber(text('numberOfGuests'), language),
    ),
    countryCode: collect(cell, 'countryCode', readCountry(text('countryCode'))),
    breakfast: collect(cell, 'breakfast', readYesNo(text('breakfast'))),
    star: collect(cell, 'star', readStars(text('star'))),
    days: collect(cell, 'days', readWholeNumber(text('days'), language)),
  };
  const parsed = z.safeParse(hotelFormSchema, input);
  if (!parsed.success) addSchemaProblems(problems, parsed.error.issues, {});
  const normalized = parsed.success ? normalizeHotelInput(parsed.data) : null;
  const request: BulkRequest | null =
    normalized && Object.keys(problems).length === 0 ? { kind, input: normalized } : null;
  return { row, cells, values, problems, request };
}

/** Adds the schema's issues to cells that have no problem yet (a missing value is named once). */
function addSchemaProblems(
  problems: CheckedRow['problems'],
  issues: readonly z.core.$ZodIssue[],
  rename: Readonly<Record<string, Column>>,
): void {
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const column = (rename[field] ?? field) as Column;
    if (problems[column]) continue;
    problems[column] = problemOf(issue as z.core.$ZodRawIssue);
  }
}

/** Checks every record of a parsed table against a kind; a header problem stops it. */
export function checkTable(
  table: ParsedTable,
  kind: BulkKind,
  language: Language,
): { ok: true; checked: CheckedTable } | { ok: false; error: TableError } {
  const match = matchHeader(table.headers, kind);
  if (match.duplicates.length) {
    return { ok: false, error: { key: 'bulk.file.duplicateColumns', columns: match.duplicates } };
  }
  if (match.missing.length) {
    const other: BulkKind = kind === 'event' ? 'hotel' : 'event';
    const fitsOther = matchHeader(table.headers, other).missing.length === 0;
    return {
      ok: false,
      error: {
        key: 'bulk.file.missingColumns',
        columns: match.missing,
        ...(fitsOther ? { otherKind: other } : {}),
      },
    };
  }
  const broken = new Set(table.brokenRows);
  const width = table.headers.length;
  const rows = table.records.map(({ row, cells: values }) => {
    const cells: Cells = {};
    match.columns.forEach((column, index) => {
      if (column) cells[column] = values[index] ?? '';
    });
    const checked = checkRow(kind, row, cells, language);
    if (match.unknownAt.length) checked.unused = match.unknownAt.map((at) => values[at] ?? '');
    const extra = values.slice(width).some((value) => value.trim() !== '');
    if (broken.has(row)) checked.problems.row = { key: 'bulk.row.quotes' };
    else if (extra) checked.problems.row = { key: 'bulk.row.extraCells', vars: { count: width } };
    if (checked.problems.row) checked.request = null;
    return checked;
  });
  return { ok: true, checked: { rows, ignored: match.unknown } };
}

/** The row with one cell changed, checked again. */
export function editCell(
  kind: BulkKind,
  row: CheckedRow,
  column: Column,
  value: string,
  language: Language,
): CheckedRow {
  const fixed = checkRow(kind, row.row, { ...row.cells, [column]: value }, language);
  return row.unused ? { ...fixed, unused: row.unused } : fixed;
}
