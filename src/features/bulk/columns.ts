/**
 * A header is matched folded (lib/list-reading.ts), in any of the app's languages (the field
 * names, the calculators' labels and a few common words), in any order.
 */
import { HOTEL_REQUEST_FIELDS } from '../../api/contract.ts';
import { foldName } from '../../lib/list-reading.ts';

export const BULK_KINDS = ['event', 'hotel'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export const EVENT_COLUMNS = [
  'originType',
  'participants',
  'overnightStays',
  'mealType',
  'meals',
] as const;
type EventColumn = (typeof EVENT_COLUMNS)[number];
export const HOTEL_COLUMNS = HOTEL_REQUEST_FIELDS;
type HotelColumn = (typeof HOTEL_COLUMNS)[number];
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

/**
 * Other names each column goes by (folded on use): English, German, French and Italian. A folded
 * name belongs to one column only (columns.test.ts).
 */
const ALIASES: Record<Column, readonly string[]> = {
  // What a row is called: its own words, or the event, stay, hotel or booking it stands for.
  label: [
    'label',
    'name',
    'title',
    'event',
    'event name',
    'stay',
    'hotel',
    'hotel name',
    'booking',
    'description',
    'Bezeichnung',
    'Beschriftung',
    'Titel',
    'Veranstaltung',
    'Veranstaltungsname',
    'Anlass',
    'Aufenthalt',
    'Hotelname',
    'Buchung',
    'Beschreibung',
    'Libellé',
    'Nom',
    'Titre',
    'Événement',
    'Nom de l’événement',
    'Manifestation',
    'Séjour',
    'Nom de l’hôtel',
    'Réservation',
    'Description',
    'Etichetta',
    'Nome',
    'Titolo',
    'Evento',
    'Nome dell’evento',
    'Manifestazione',
    'Soggiorno',
    'Nome dell’hotel',
    'Prenotazione',
    'Descrizione',
  ],
  originType: ['origin', 'Herkunft', 'Anreise', 'Provenance', 'Origine', 'Provenienza'],
  participants: [
    'Teilnehmende',
    'Teilnehmer',
    'Teilnehmerzahl',
    'Anzahl der Teilnehmenden',
    'Nombre de participants',
    'Partecipanti',
    'Numero di partecipanti',
  ],
  overnightStays: [
    'nights',
    'Übernachtungen',
    'Nächte',
    'Nuitées',
    'Nuits',
    'Pernottamenti',
    'Notti',
  ],
  mealType: ['menu', 'Menü', 'Menue', 'Menù'],
  meals: [
    'mealInfo',
    'meals served',
    'Mahlzeiten',
    'Servierte Mahlzeiten',
    'Repas',
    'Repas servis',
    'Pasti',
    'Pasti serviti',
  ],
  roomType: [
    'room',
    'room type',
    'Zimmer',
    'Zimmerkategorie',
    'Zimmertyp',
    'Zimmerart',
    'Chambre',
    'Type de chambre',
    'Camera',
    'Tipo di camera',
  ],
  numberOfGuests: [
    'guests',
    'Gäste',
    'Anzahl der Gäste',
    'Anzahl Gäste',
    'Personnes',
    'Nombre de personnes',
    'Clients',
    'Ospiti',
    'Numero di ospiti',
  ],
  countryCode: [
    'country',
    'country of the hotel',
    'Land',
    'Land des Hotels',
    'Ländercode',
    'Landescode',
    'Pays',
    'Pays de l’hôtel',
    'Code pays',
    'Paese',
    'Paese dell’hotel',
    'Codice paese',
  ],
  breakfast: [
    'breakfast included',
    'Frühstück',
    'mit Frühstück',
    'Petit-déjeuner',
    'Petit-déjeuner inclus',
    'Colazione',
    'Colazione inclusa',
  ],
  star: ['stars', 'star rating', 'Sterne', 'Stern', 'Étoiles', 'Catégorie', 'Stelle', 'Categoria'],
  days: [
    'length of the stay (days)',
    'Tage',
    'Dauer',
    'Dauer des Aufenthalts (Tage)',
    'Jours',
    'Durée',
    'Durée du séjour (jours)',
    'Giorni',
    'Durata',
    'Durata del soggiorno (giorni)',
  ],
};

/** Every name of every column, folded, with its column: for the test that none is shared. */
export const COLUMN_NAMES: readonly (readonly [string, Column])[] = (
  Object.entries(ALIASES) as [Column, readonly string[]][]
).flatMap(([column, names]) => [column, ...names].map((name) => [foldName(name), column] as const));

const LOOKUP: ReadonlyMap<string, Column> = new Map(COLUMN_NAMES);

export function columnOf(header: string): Column | undefined {
  return LOOKUP.get(foldName(header));
}

export interface HeaderMatch {
  /** For each position of the file's header: the column it holds, or null (ignored). */
  columns: (Column | null)[];
  /** Input columns the file lacks. */
  missing: InputColumn[];
  /** Headers that name no column (ignored), as written. */
  unknown: string[];
  /** The positions of those headers in the file's header. */
  unknownAt: number[];
  /** Columns named more than once, each once. */
  duplicates: Column[];
}

export function matchHeader(headers: readonly string[], kind: BulkKind): HeaderMatch {
  const wanted: readonly Column[] = [...inputColumns(kind), 'label'];
  const seen = new Set<Column>();
  const duplicates = new Set<Column>();
  const unknown: string[] = [];
  const unknownAt: number[] = [];
  const columns = headers.map((header, index) => {
    const column = columnOf(header);
    if (!column || !wanted.includes(column)) {
      if (header.trim() !== '') {
        unknown.push(header.trim());
        unknownAt.push(index);
      }
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
  return { columns, missing, unknown, unknownAt, duplicates: [...duplicates] };
}

/** The kind whose columns a header holds completely, when it is one kind only. */
export function kindOfHeader(headers: readonly string[]): BulkKind | undefined {
  const complete = BULK_KINDS.filter((kind) => matchHeader(headers, kind).missing.length === 0);
  return complete.length === 1 ? complete[0] : undefined;
}
