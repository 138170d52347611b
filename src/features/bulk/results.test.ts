import { describe, expect, it } from 'vitest';
import { translate, type Translate } from '../../i18n/index.ts';
import type { Locale } from '../../shared/language.ts';
import { toCsv } from '../../lib/csv.ts';
import { parseCsv } from './parse.ts';
import {
  cellText,
  exportRows,
  highestCount,
  highestRows,
  inputSummary,
  remainingMs,
  resultRow,
  sortResults,
  totalsOf,
  type RowOutcome,
} from './results.ts';
import { checkTable, type CheckedRow } from './rows.ts';
import { loadBatch, saveBatch } from './storage.ts';
import { checkRow } from './rows.ts';

const t: Translate = (key, vars) => translate('en', key, vars);

function rowsOf(text: string, kind: 'event' | 'hotel'): CheckedRow[] {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const checked = checkTable(parsed.table, kind, 'en');
  if (!checked.ok) throw new Error(checked.error.key);
  return checked.checked.rows;
}

const HOTEL = `label,roomType,numberOfGuests,countryCode,breakfast,star,days
A,STANDARD,2,DE,yes,3,2
B,Suite,1,FR,no,5,4
C,Penthouse,1,FR,no,5,4
D,SUPERIOR,3,AT,yes,4,1
`;

describe('results', () => {
  const rows = rowsOf(HOTEL, 'hotel');
  const outcomes = new Map<number, RowOutcome>([
    [2, { status: 'done', kilograms: 40 }],
    [3, { status: 'done', kilograms: 120 }],
    [5, { status: 'failed', failure: { kind: 'http', status: 500 } }],
  ]);
  const results = rows.map((row) => resultRow(row, outcomes.get(row.row), false));

  it('derives per guest and night', () => {
    expect(results[0]).toMatchObject({ status: 'done', kilograms: 40, perUnit: 10 });
    expect(results[1]).toMatchObject({ status: 'done', kilograms: 120, perUnit: 30 });
    expect(results[2]?.status).toBe('invalid');
    expect(results[3]?.status).toBe('failed');
  });

  it('totals the calculated rows', () => {
    expect(totalsOf(results)).toEqual({
      calculated: 2,
      failed: 1,
      kilograms: 160,
      units: 8,
      perUnit: 160 / 8,
    });
  });

  it('sorts by figure either way, rows without one last', () => {
    const down = sortResults(results, { key: 'emission', descending: true }, 'en');
    expect(down.map((r) => r.row.row)).toEqual([3, 2, 4, 5]);
    const up = sortResults(results, { key: 'emission', descending: false }, 'en');
    expect(up.map((r) => r.row.row)).toEqual([2, 3, 4, 5]);
    const labels = sortResults(results, { key: 'label', descending: true }, 'en');
    expect(labels.map((r) => r.row.cells.label)).toEqual(['D', 'C', 'B', 'A']);
  });

  it('marks one in ten of the highest, at least one and at most ten', () => {
    expect(highestCount(0)).toBe(0);
    expect(highestCount(3)).toBe(1);
    expect(highestCount(25)).toBe(3);
    expect(highestCount(1000)).toBe(10);
    expect([...highestRows(results)]).toEqual([3]);
  });

  it('describes inputs in words', () => {
    expect(inputSummary(rows[1]?.request ?? fail(), { t, language: 'en', locale: 'en-GB' })).toBe(
      'Suite room, 5-star hotel, France: 1 guest for 4 days · Breakfast: No',
    );
  });

  it('exports every input column, the figure as shown and in kilograms, and the status; the export reads back', () => {
    const csvRows = exportRows(results, {
      t,
      language: 'en',
      locale: 'en-GB',
      kind: 'hotel',
      reason: (row) => (row.status === 'failed' ? 'failed here' : undefined),
    });
    expect(csvRows[0]).toEqual([
      'Row',
      'Label',
      'Room type',
      'Guests',
      'Country',
      'Breakfast',
      'Stars',
      'Days',
      'Status',
      'Emission as shown',
      'Emission (kg CO2e)',
      'Per guest and day (kg CO2e)',
      'Reason',
    ]);
    expect(csvRows[2]).toEqual([
      3,
      'B',
      'Suite',
      '1',
      'France',
      'No',
      '5',
      '4',
      'Calculated',
      '120 kg CO₂e',
      120,
      30,
      undefined,
    ]);
    expect(csvRows[3]?.slice(0, 3)).toEqual([4, 'C', 'Penthouse']);
    expect(csvRows[4]?.at(-1)).toBe('failed here');
    const again = rowsOf(toCsv(csvRows), 'hotel');
    expect(again.map((row) => row.request)).toEqual(rows.map((row) => row.request));
  });

  it('estimates the time left from the pace so far', () => {
    expect(remainingMs(10_000, 1, 9)).toBeUndefined();
    expect(remainingMs(10_000, 10, 30)).toBe(30_000);
    expect(remainingMs(10_000, 10, 0)).toBe(0);
  });
});

describe('the saved batch', () => {
  it('keeps rows and outcomes for the browser session, and checks the rows again', () => {
    const rows = rowsOf(HOTEL, 'hotel');
    const outcomes = new Map<number, RowOutcome>([
      [2, { status: 'done', kilograms: 40 }],
      [5, { status: 'failed', failure: { kind: 'http', status: 503, retryAfterMs: 1000 } }],
    ]);
    saveBatch({ kind: 'hotel', rows, fileName: 'stays.csv', outcomes });
    const loaded = loadBatch((kind, row, cells) => checkRow(kind, row, cells, 'en'));
    expect(loaded?.kind).toBe('hotel');
    expect(loaded?.fileName).toBe('stays.csv');
    expect(loaded?.rows).toEqual(rows);
    expect(loaded?.outcomes).toEqual(outcomes);
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('emission-desk.bulk', '{"version":2}');
    expect(loadBatch((kind, row, cells) => checkRow(kind, row, cells, 'en'))).toBeUndefined();
    sessionStorage.setItem('emission-desk.bulk', 'not json');
    expect(loadBatch((kind, row, cells) => checkRow(kind, row, cells, 'en'))).toBeUndefined();
  });
});

function fail(): never {
  throw new Error('no request');
}

describe('the rows table', () => {
  const words = { t, language: 'en' as const, locale: 'en-GB' as const };
  it('shows each cell that reads as a value in the calculators’ words', () => {
    const [row] = rowsOf(
      'label,originType,participants,overnightStays,mealType,meals\nK,NATIONAL,80,1,VEGETARIAN,"80 VEGETARIAN; 1 COFEE_BREAK; 80 COFFEE_BREAK"',
      'event',
    );
    const shown = (column: Parameters<typeof cellText>[1]) =>
      cellText(row as CheckedRow, column, words);
    expect(shown('originType')).toBe('National');
    expect(shown('mealType')).toBe('Vegetarian');
    expect(shown('meals')).toBe('80 vegetarian, 1 coffee break, 80 coffee breaks');
    expect(shown('participants')).toBe('80');
  });

  it('shows a count in the reader’s format, Swiss grouping for a reader in Switzerland', () => {
    const [row] = rowsOf(
      "label,originType,participants,overnightStays,mealType,meals\nK,NATIONAL,1'200,1,MEAT,",
      'event',
    );
    const shown = (locale: Locale) =>
      cellText(row as CheckedRow, 'participants', { t, language: 'de', locale });
    expect(shown('de-DE')).toBe('1.200');
    expect(shown('de-CH')).toMatch(/^1['’]200$/);
    expect(
      cellText(row as CheckedRow, 'participants', { t, language: 'fr', locale: 'fr-CH' }),
    ).toBe('1\u202f200');
  });

  it('shows a cell that does not read as written, to be fixed', () => {
    const [row] = rowsOf(
      HOTEL.split('\n').slice(0, 1).concat('C,Penthouse,2,DE,maybe,3,2').join('\n'),
      'hotel',
    );
    const shown = (column: Parameters<typeof cellText>[1]) =>
      cellText(row as CheckedRow, column, words);
    expect(shown('roomType')).toBe('Penthouse');
    expect(shown('breakfast')).toBe('maybe');
    expect(shown('countryCode')).toBe('Germany');
  });
});
