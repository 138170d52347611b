import { describe, expect, it } from 'vitest';
import { bulk } from '../../i18n/messages/bulk.ts';
import { shownColumns } from './columns.ts';
import { checkRow, checkTable, editCell } from './rows.ts';
import { parseCsv, type ParsedTable } from './parse.ts';
import type { Language } from '../../shared/language.ts';

const parsed = (text: string): ParsedTable => {
  const outcome = parseCsv(text);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.table;
};
const rowsIn = (table: ParsedTable, language: Language) => {
  const outcome = checkTable(table, 'event', language);
  if (!outcome.ok) throw new Error(outcome.error.key);
  return outcome.checked.rows;
};
const rowsOf = (text: string, kind: 'event' | 'hotel') => {
  const outcome = checkTable(parsed(text), kind, 'en');
  if (!outcome.ok) throw new Error(outcome.error.key);
  return outcome.checked.rows;
};
const HOTEL_HEADER = 'label,roomType,numberOfGuests,countryCode,breakfast,star,days';
const EVENT_HEADER = 'label;originType;participants;overnightStays;mealType;meals';

describe('checking hotel rows', () => {
  it('turns a row of friendly words into the request the calculator sends', () => {
    const [row] = rowsOf(`${HOTEL_HEADER}\nParis,Suite,2,Frankreich,ja,4 stars,3`, 'hotel');
    expect(row?.problems).toEqual({});
    expect(row?.request).toEqual({
      kind: 'hotel',
      input: {
        roomType: 'SUIT',
        numberOfGuests: 2,
        countryCode: 'FR',
        breakfast: true,
        star: 4,
        days: 3,
      },
    });
    expect(row?.cells.label).toBe('Paris');
  });

  it('reads German headers in another order, with ; as delimiter', () => {
    const text =
      '\uFEFFTage;Sterne;Frühstück;Land;Anzahl der Gäste;Zimmerkategorie\n2;3;nein;AT;1;Standard';
    const [row] = rowsOf(text, 'hotel');
    expect(row?.request?.input).toEqual({
      roomType: 'STANDARD',
      numberOfGuests: 1,
      countryCode: 'AT',
      breakfast: false,
      star: 3,
      days: 2,
    });
  });

  it('marks each bad cell with its own problem and sends nothing for that row', () => {
    const [row] = rowsOf(`${HOTEL_HEADER}\n,Penthouse,0,Atlantis,maybe,6,366`, 'hotel');
    expect(row?.request).toBeNull();
    expect(row?.problems).toEqual({
      roomType: { key: 'bulk.value.roomType' },
      numberOfGuests: { key: 'validation.min', vars: { min: 1 } },
      countryCode: { key: 'bulk.value.country' },
      breakfast: { key: 'bulk.value.yesNo' },
      star: { key: 'validation.max', vars: { max: 5 } },
      days: { key: 'validation.max', vars: { max: 365 } },
    });
  });

  it('names empty cells and cells that are not whole numbers', () => {
    const [row] = rowsOf(`${HOTEL_HEADER}\nx,STANDARD,,DE,yes,four,1.5`, 'hotel');
    expect(row?.problems).toEqual({
      numberOfGuests: { key: 'validation.required' },
      star: { key: 'bulk.value.star' },
      days: { key: 'validation.notWholeNumber', vars: { text: '1.5' } },
    });
  });

  it('names a label that is too long', () => {
    const [row] = rowsOf(`${HOTEL_HEADER}\n${'a'.repeat(201)},STANDARD,1,DE,yes,3,1`, 'hotel');
    expect(row?.problems).toEqual({ label: { key: 'validation.tooLong', vars: { max: 200 } } });
    expect(row?.request).toBeNull();
  });

  it('names a row with more cells than the header, and one with an unclosed quote', () => {
    const rows = rowsOf(
      `${HOTEL_HEADER}\na,STANDARD,1,DE,yes,3,1,extra\nb,STANDARD,1,DE,yes,3,1,\nc,"STANDARD,1,DE,yes,3,1`,
      'hotel',
    );
    expect(rows[0]?.problems.row).toEqual({ key: 'bulk.row.extraCells', vars: { count: 7 } });
    expect(rows[0]?.request).toBeNull();
    expect(rows[1]?.problems).toEqual({});
    expect(rows[2]?.problems.row).toEqual({ key: 'bulk.row.quotes' });
    expect(rows[2]?.request).toBeNull();
  });

  it('fixes a cell in place', () => {
    const [row] = rowsOf(`${HOTEL_HEADER}\nx,STANDARD,1,Atlantis,yes,3,1`, 'hotel');
    if (!row) throw new Error('no row');
    const fixed = editCell('hotel', row, 'countryCode', 'Spanien', 'en');
    expect(fixed.problems).toEqual({});
    expect(fixed.request?.input).toMatchObject({ countryCode: 'ES' });
    expect(fixed.row).toBe(2);
    expect(fixed.cells.label).toBe('x');
  });
});

describe('checking event rows', () => {
  it('turns a row into the calculator’s input', () => {
    const [row] = rowsOf(
      `${EVENT_HEADER}\nSummit;National;80;1;Vegetarian;"80 VEGETARIAN; 80 COFFEE_BREAK"`,
      'event',
    );
    expect(row?.request).toEqual({
      kind: 'event',
      input: {
        originType: 'NATIONAL',
        participants: 80,
        overnightStays: 1,
        mealType: 'VEGETARIAN',
        mealInfo: [
          { mealCount: 80, mealType: 'VEGETARIAN' },
          { mealCount: 80, mealType: 'COFFEE_BREAK' },
        ],
      },
    });
  });

  it('accepts an empty meal list and German words', () => {
    const [row] = rowsOf(
      'Herkunft,Teilnehmende,Übernachtungen,Menü,Mahlzeiten\nEuropa,20,0,Fleisch,',
      'event',
    );
    expect(row?.request?.input).toEqual({
      originType: 'EUROPE',
      participants: 20,
      overnightStays: 0,
      mealType: 'MEAT',
      mealInfo: [],
    });
  });

  it('names bad choices, counts and meal lists', () => {
    const [row] = rowsOf(`${EVENT_HEADER}\nx;Mars;0;-1;soup;80 cake`, 'event');
    expect(row?.problems).toEqual({
      originType: { key: 'bulk.value.origin' },
      participants: { key: 'validation.min', vars: { min: 1 } },
      overnightStays: { key: 'validation.min', vars: { min: 0 } },
      mealType: { key: 'bulk.value.mealType' },
      meals: { key: 'bulk.value.meals', vars: { entry: '80 cake' } },
    });
  });

  it('applies the calculator’s limits to the meal list', () => {
    const many = Array.from({ length: 21 }, () => '1 MEAT').join('; ');
    const tooMany = checkRow(
      'event',
      2,
      {
        originType: 'LOCAL',
        participants: '10',
        overnightStays: '0',
        mealType: 'MEAT',
        meals: many,
      },
      'en',
    );
    expect(tooMany.problems).toEqual({ meals: { key: 'validation.maxItems', vars: { max: 20 } } });
    const tooLarge = checkRow(
      'event',
      2,
      {
        originType: 'LOCAL',
        participants: '10',
        overnightStays: '0',
        mealType: 'MEAT',
        meals: '100001 MEAT',
      },
      'en',
    );
    expect(tooLarge.problems).toEqual({ meals: { key: 'validation.max', vars: { max: 100000 } } });
  });
});

describe('checking the header', () => {
  it('names missing columns, and the other kind when the header fits it', () => {
    const outcome = checkTable(parsed(`${HOTEL_HEADER}\nx,STANDARD,1,DE,yes,3,1`), 'event', 'en');
    expect(outcome).toEqual({
      ok: false,
      error: {
        key: 'bulk.file.missingColumns',
        columns: ['originType', 'participants', 'overnightStays', 'mealType', 'meals'],
        otherKind: 'hotel',
      },
    });
    const partial = checkTable(parsed('roomType,days\nSUIT,2'), 'hotel', 'en');
    expect(partial).toEqual({
      ok: false,
      error: {
        key: 'bulk.file.missingColumns',
        columns: ['numberOfGuests', 'countryCode', 'breakfast', 'star'],
      },
    });
  });

  it('names duplicate columns', () => {
    const outcome = checkTable(
      parsed(`${HOTEL_HEADER},Tage\nx,STANDARD,1,DE,yes,3,1,2`),
      'hotel',
      'en',
    );
    expect(outcome).toEqual({
      ok: false,
      error: { key: 'bulk.file.duplicateColumns', columns: ['days'] },
    });
  });

  it('lists ignored columns', () => {
    const outcome = checkTable(
      parsed(`${HOTEL_HEADER},Notes\nx,STANDARD,1,DE,yes,3,1,hi`),
      'hotel',
      'en',
    );
    expect(outcome.ok && outcome.checked.ignored).toEqual(['Notes']);
  });

  it('keeps each row’s cells of the unused columns, for the table to show, through a fix', () => {
    const outcome = checkTable(
      parsed(`Notes,${HOTEL_HEADER},,Cost centre\nhi,x,STANDARD,1,DE,yes,3,0,,K-7`),
      'hotel',
      'en',
    );
    if (!outcome.ok) throw new Error(outcome.error.key);
    expect(outcome.checked.ignored).toEqual(['Notes', 'Cost centre']);
    const [row] = outcome.checked.rows;
    expect(row?.unused).toEqual(['hi', 'K-7']);
    if (!row) return;
    const fixed = editCell('hotel', row, 'days', '2', 'en');
    expect(fixed.request).not.toBeNull();
    expect(fixed.unused).toEqual(['hi', 'K-7']);
  });
});

describe('the templates', () => {
  it.each([
    ['event', 'public/templates/bulk-events.csv'],
    ['hotel', 'public/templates/bulk-hotel-stays.csv'],
  ] as const)('every row of the %s template is valid', async (kind, path) => {
    const { readFileSync } = await import('node:fs');
    const rows = rowsOf(readFileSync(path, 'utf8'), kind);
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect(row.problems, `row ${row.row}`).toEqual({});
  });

  it.each([
    ['event', 'public/templates/bulk-events.csv'],
    ['hotel', 'public/templates/bulk-hotel-stays.csv'],
  ] as const)(
    'the %s template has the page’s headers and the calculators’ words',
    async (kind, path) => {
      const { readFileSync } = await import('node:fs');
      const [header = '', ...lines] = readFileSync(path, 'utf8').trim().split('\n');
      expect(header.split(',')).toEqual(
        shownColumns(kind).map((column) => bulk.en[`bulk.column.${column}`]),
      );
      // No service code such as NATIONAL, COFFEE_BREAK or DE.
      for (const line of lines) expect(line, line).not.toMatch(/\b[A-Z_]{2,}\b/);
    },
  );
});

describe('checking counts', () => {
  it('reads counts in the reader’s grouping: 1.000 is a thousand in German, none in English', () => {
    const file = `${EVENT_HEADER}\nx;national;1.000;2;meat;1.000 Vegetarisch`;
    const [german] = rowsIn(parsed(file), 'de');
    expect(german?.problems).toEqual({});
    expect(german?.request?.input).toMatchObject({
      participants: 1000,
      mealInfo: [{ mealCount: 1000, mealType: 'VEGETARIAN' }],
    });
    const [english] = rowsIn(parsed(file), 'en');
    expect(english?.problems.participants).toEqual({
      key: 'validation.notWholeNumber',
      vars: { text: '1.000' },
    });
    expect(english?.request).toBeNull();
  });
});
