/**
 * The columns of a bulk file: the specification's field names, plus an optional label. A header is
 * matched without regard to case, spaces, punctuation or accents, and in English or German (the
 * field names, the calculators' labels and a few common words), in any order.
 */
import { HOTEL_REQUEST_FIELDS } from '../../api/contract.ts';

export const BULK_KINDS = ['event', 'hotel'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export const EVENT_COLUMNS = [
  'originType',
  'participants',
  'overnightStays',
  'mealType',
  'meals',
] as const;
export type EventColumn = (typeof EVENT_COLUMNS)[number];
export const HOTEL_COLUMNS = HOTEL_REQUEST_FIELDS;
export type HotelColumn = (typeof HOTEL_COLUMNS)[number];
export type InputColumn = EventColumn | HotelColumn;
export type Column = InputColumn | 'label';

/** The input columns of a kind, in the order the templates, tables and exports show them. */
export function inputColumns(kind: BulkKind): readonly InputColumn[] {
  return kind === 'event' ? EVENT_COLUMNS : HOTEL_COLUMNS;
}

/** The columns a table of this kind shows: the label first, then the inputs. */
export function shownColumns(kind: BulkKind): Column[] {
  return ['label', ...inputColumns(kind)];
}

/** Lower case, no accents (ß as ss), letters and digits only: how headers and words compare. */
export function foldKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Other names each column goes by (folded on use): English and German. */
const ALIASES: Record<Column, readonly string[]> = {
  label: ['label', 'name', 'title', 'Bezeichnung', 'Beschriftung', 'Titel'],
  originType: ['origin', 'Herkunft', 'Anreise'],
  participants: ['Teilnehmende', 'Teilnehmer', 'Teilnehmerzahl', 'Anzahl der Teilnehmenden'],
  overnightStays: ['nights', 'Übernachtungen', 'Nächte'],
  mealType: ['menu', 'Menü', 'Menue'],
  meals: ['mealInfo', 'meals served', 'Mahlzeiten', 'Servierte Mahlzeiten'],
  roomType: ['room', 'room type', 'Zimmer', 'Zimmerkategorie', 'Zimmertyp', 'Zimmerart'],
  numberOfGuests: ['guests', 'Gäste', 'Anzahl der Gäste', 'Anzahl Gäste'],
  countryCode: [
    'country',
    'country of the hotel',
    'Land',
    'Land des Hotels',
    'Ländercode',
    'Landescode',
  ],
  breakfast: ['breakfast included', 'Frühstück', 'mit Frühstück'],
  star: ['stars', 'star rating', 'Sterne', 'Stern'],
  days: ['length of the stay (days)', 'Tage', 'Dauer', 'Dauer des Aufenthalts (Tage)'],
};

const LOOKUP: ReadonlyMap<string, Column> = new Map(
  (Object.entries(ALIASES) as [Column, readonly string[]][]).flatMap(([column, names]) =>
    [column, ...names].map((name) => [foldKey(name), column] as const),
  ),
);

/** The column a header names, or undefined. */
export function columnOf(header: string): Column | undefined {
  return LOOKUP.get(foldKey(header));
}

export interface HeaderMatch {
  /** For each position of the file's header: the column it holds, or null (ignored). */
  columns: (Column | null)[];
  /** Input columns the file lacks. */
  missing: InputColumn[];
  /** Headers that name no column (ignored), as written. */
  unknown: string[];
  /** Columns named more than once, each once. */
  duplicates: Column[];
}

/** Matches a file's header row against the columns of a kind. */
export function matchHeader(headers: readonly string[], kind: BulkKind): HeaderMatch {
  const wanted: readonly Column[] = [...inputColumns(kind), 'label'];
  const seen = new Set<Column>();
  const duplicates = new Set<Column>();
  const unknown: string[] = [];
  const columns = headers.map((header) => {
    const column = columnOf(header);
    if (!column || !wanted.includes(column)) {
      if (header.trim() !== '') unknown.push(header.trim());
      return null;
    }
    if (seen.has(column)) {
      duplicates.add(column);
      return null;
    }
    seen.add(column);
    return column;
  });
  const missing = inputColumns(kind).filter((column) => !seen.has(column));
  return { columns, missing, unknown, duplicates: [...duplicates] };
}

/** The kind whose columns a header holds completely, when it is one kind only. */
export function kindOfHeader(headers: readonly string[]): BulkKind | undefined {
  const complete = BULK_KINDS.filter((kind) => matchHeader(headers, kind).missing.length === 0);
  return complete.length === 1 ? complete[0] : undefined;
}
