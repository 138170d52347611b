/** Pure: the page passes the words. */
import type { Language, Locale } from '../../shared/language.ts';
import { countryName } from '../../i18n/countries.ts';
import { formatEmission, formatNumber, formatPerUnit } from '../../i18n/format.ts';
import { roundShownPerUnit } from '../../shared/figures.ts';
import type { MessageKey, Translate } from '../../i18n/index.ts';
import type { MealType } from '../../api/contract.ts';
import type { CsvCell } from '../../lib/csv.ts';
import type { Failure } from './failure.ts';
import { inputColumns, type BulkKind, type Column, type InputColumn } from './columns.ts';
import type { BulkRequest, CheckedRow } from './rows.ts';

export type RowOutcome =
  { status: 'done'; kilograms: number } | { status: 'failed'; failure: Failure };
export type RowStatus = 'invalid' | 'pending' | 'running' | 'done' | 'failed';

export interface ResultRow {
  row: CheckedRow;
  status: RowStatus;
  /** The api layer has read the unit the service states. */
  kilograms?: number;
  /** Per participant (events) or per guest and night (hotel stays), in kg. */
  perUnit?: number;
  failure?: Failure;
}

export function statusOf(
  row: CheckedRow,
  outcome: RowOutcome | undefined,
  running: boolean,
): RowStatus {
  if (!row.request) return 'invalid';
  if (running) return 'running';
  return outcome?.status ?? 'pending';
}

function denominator(request: BulkRequest): number {
  return request.kind === 'event'
    ? request.input.participants
    : request.input.numberOfGuests * request.input.days;
}

export function resultRow(
  row: CheckedRow,
  outcome: RowOutcome | undefined,
  running: boolean,
): ResultRow {
  const status = statusOf(row, outcome, running);
  if (outcome?.status === 'done' && row.request && status === 'done') {
    const { kilograms } = outcome;
    const perUnit = kilograms / denominator(row.request);
    return { row, status, kilograms, perUnit };
  }
  if (outcome?.status === 'failed' && status === 'failed') {
    return { row, status, failure: outcome.failure };
  }
  return { row, status };
}

export type SortKey = 'row' | 'label' | 'status' | 'emission' | 'perUnit';
export interface Sort {
  key: SortKey;
  descending: boolean;
}

const STATUS_ORDER: readonly RowStatus[] = ['done', 'running', 'pending', 'failed', 'invalid'];

/** Rows without a figure come last whichever the direction. */
export function sortResults(
  rows: readonly ResultRow[],
  sort: Sort,
  language: Language,
): ResultRow[] {
  const collator = new Intl.Collator(language, { numeric: true });
  const value = (row: ResultRow): number | string | undefined => {
    switch (sort.key) {
      case 'row':
        return row.row.row;
      case 'label':
        return row.row.cells.label?.trim() || undefined;
      case 'status':
        return STATUS_ORDER.indexOf(row.status);
      case 'emission':
        return row.kilograms;
      case 'perUnit':
        return row.perUnit;
    }
  };
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    if (left === undefined || right === undefined) {
      if (left === right) return a.row.row - b.row.row;
      return left === undefined ? 1 : -1;
    }
    const order =
      typeof left === 'string' || typeof right === 'string'
        ? collator.compare(String(left), String(right))
        : left - right;
    return (sort.descending ? -order : order) || a.row.row - b.row.row;
  });
}

/** One in ten, at least one, at most ten. */
export function highestCount(calculated: number): number {
  if (calculated === 0) return 0;
  return Math.min(10, Math.max(1, Math.ceil(calculated / 10)));
}

export function highestRows(rows: readonly ResultRow[]): Set<number> {
  const done = rows.filter((row) => row.kilograms !== undefined && row.kilograms > 0);
  const count = highestCount(done.length);
  return new Set(
    [...done]
      .sort((a, b) => (b.kilograms ?? 0) - (a.kilograms ?? 0))
      .slice(0, count)
      .map((row) => row.row.row),
  );
}

export interface Totals {
  calculated: number;
  failed: number;
  kilograms: number;
  /** Over all calculated rows: participants (events) or guest-nights (hotel stays). */
  units: number;
  /** Over all calculated rows: per participant (events) or guest-night (hotel stays). */
  perUnit?: number;
}

export function totalsOf(rows: readonly ResultRow[]): Totals {
  let kilograms = 0;
  let units = 0;
  let calculated = 0;
  let failed = 0;
  for (const row of rows) {
    if (row.status === 'failed') failed++;
    if (row.kilograms === undefined || !row.row.request) continue;
    calculated++;
    kilograms += row.kilograms;
    units += denominator(row.row.request);
  }
  return {
    calculated,
    failed,
    kilograms,
    units,
    perUnit: units > 0 ? kilograms / units : undefined,
  };
}

export interface Words {
  t: Translate;
  language: Language;
  locale: Locale;
}

const COUNT_COLUMNS = ['participants', 'overnightStays', 'numberOfGuests', 'star', 'days'] as const;

/** The rows table, the results and the export use these words (the export is read back). */
function mealWords(meals: readonly { mealCount: number; mealType: MealType }[], t: Translate) {
  return meals
    .map((meal) => t(`bulk.meals.${meal.mealType}`, { count: meal.mealCount }))
    .join(', ');
}

/** In the calculators' words where it reads as a value, else as written, to be fixed. */
export function cellText(row: CheckedRow, column: Column, { t, language, locale }: Words): string {
  const { values } = row;
  const text = row.cells[column] ?? '';
  const count = (COUNT_COLUMNS as readonly string[]).includes(column)
    ? values[column as (typeof COUNT_COLUMNS)[number]]
    : undefined;
  if (count !== undefined) return formatNumber(count, locale);
  switch (column) {
    case 'originType':
      return values.originType ? t(`event.origin.${values.originType}`) : text;
    case 'mealType':
      return values.mealType ? t(`event.mealType.${values.mealType}`) : text;
    case 'meals':
      return values.meals?.length ? mealWords(values.meals, t) : text;
    case 'roomType':
      return values.roomType ? t(`hotel.roomType.${values.roomType}`) : text;
    case 'countryCode':
      return values.countryCode ? countryName(values.countryCode, language) : text;
    case 'breakfast':
      return values.breakfast === undefined
        ? text
        : values.breakfast
          ? t('common.yes')
          : t('common.no');
    default:
      return text;
  }
}

function cellWords(column: InputColumn, request: BulkRequest, { t, language }: Words): string {
  if (request.kind === 'event') {
    const input = request.input;
    switch (column) {
      case 'originType':
        return t(`event.origin.${input.originType}`);
      case 'participants':
        return String(input.participants);
      case 'overnightStays':
        return String(input.overnightStays);
      case 'mealType':
        return t(`event.mealType.${input.mealType}`);
      case 'meals':
        return mealWords(input.mealInfo, t);
      default:
        return '';
    }
  }
  const input = request.input;
  switch (column) {
    case 'roomType':
      return t(`hotel.roomType.${input.roomType}`);
    case 'numberOfGuests':
      return String(input.numberOfGuests);
    case 'countryCode':
      return countryName(input.countryCode, language);
    case 'breakfast':
      return input.breakfast ? t('common.yes') : t('common.no');
    case 'star':
      return String(input.star);
    case 'days':
      return String(input.days);
    default:
      return '';
  }
}

export function inputSummary(request: BulkRequest, words: Words): string {
  const { t } = words;
  if (request.kind === 'event') {
    const input = request.input;
    return t('event.result.summary', {
      origin: cellWords('originType', request, words),
      participants: t('event.result.participantCount', { count: input.participants }),
      nights: t('event.result.nightCount', { count: input.overnightStays }),
      menu: cellWords('mealType', request, words),
      meals: input.mealInfo.length ? mealWords(input.mealInfo, t) : t('event.result.noMealsListed'),
    });
  }
  const input = request.input;
  const summary = t('hotel.result.summary', {
    roomType: cellWords('roomType', request, words),
    starHotel: t('hotel.starHotel', { count: input.star }),
    country: cellWords('countryCode', request, words),
    guests: t('hotel.guestCount', { count: input.numberOfGuests }),
    days: t('hotel.dayCount', { count: input.days }),
  });
  return `${summary} · ${t('hotel.field.breakfast')}: ${cellWords('breakfast', request, words)}`;
}

export const STATUS_KEYS: Record<RowStatus, MessageKey> = {
  invalid: 'bulk.status.invalid',
  pending: 'bulk.status.pending',
  running: 'bulk.status.running',
  done: 'bulk.status.done',
  failed: 'bulk.status.failed',
};

/** As the event export writes them. */
function kg(value: number | undefined): number | undefined {
  return value === undefined ? undefined : Math.round(value * 1000) / 1000;
}

export interface ExportContext extends Words {
  kind: BulkKind;
  reason: (row: ResultRow) => string | undefined;
}

/**
 * The per-person figure is rounded as shown: it is derived. The input headers are names the bulk
 * page reads back, so an export can be loaded again.
 */
export function exportRows(rows: readonly ResultRow[], context: ExportContext): CsvCell[][] {
  const { t, locale, kind } = context;
  const columns: Column[] = ['label', ...inputColumns(kind)];
  const header: CsvCell[] = [
    t('bulk.csv.row'),
    ...columns.map((column) => t(`bulk.column.${column}`)),
    t('bulk.csv.status'),
    t('bulk.csv.shown'),
    t('bulk.csv.kg'),
    kind === 'event' ? t('bulk.csv.perParticipant') : t('bulk.csv.perGuestNight'),
    t('bulk.csv.reason'),
  ];
  const body = rows.map((result): CsvCell[] => {
    const { row } = result;
    const inputs = columns.map((column) =>
      column === 'label' || !row.request
        ? (row.cells[column] ?? '').trim()
        : cellWords(column, row.request, context),
    );
    return [
      row.row,
      ...inputs,
      t(STATUS_KEYS[result.status]),
      result.kilograms === undefined ? undefined : formatEmission(result.kilograms, locale).text,
      kg(result.kilograms),
      // Derived by the app, so rounded as the results table shows it.
      result.kilograms === undefined || !row.request
        ? undefined
        : roundShownPerUnit(result.kilograms, denominator(row.request)),
      context.reason(result),
    ];
  });
  return [header, ...body];
}

/** Undefined until there is a pace to go by. */
export function remainingMs(elapsedMs: number, settled: number, left: number): number | undefined {
  if (left === 0) return 0;
  if (settled < 2 || elapsedMs < 500) return undefined;
  return (elapsedMs / settled) * left;
}

export function durationWords(ms: number, t: Translate): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return t('bulk.time.seconds', { seconds });
  return t('bulk.time.minutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

export function perUnitText(result: ResultRow, locale: Locale): string | undefined {
  const { kilograms, row } = result;
  if (kilograms === undefined || !row.request) return undefined;
  return formatPerUnit(kilograms, denominator(row.request), locale)?.text;
}
