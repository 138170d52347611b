import { describe, expect, it } from 'vitest';
import { bulk } from '../../i18n/messages/bulk.ts';
import { de } from '../../i18n/messages/de/bulk.ts';
import { fr } from '../../i18n/messages/fr/bulk.ts';
import { it as it_ } from '../../i18n/messages/it/bulk.ts';
import {
  COLUMN_NAMES,
  columnOf,
  EVENT_COLUMNS,
  HOTEL_COLUMNS,
  kindOfHeader,
  matchHeader,
} from './columns.ts';

describe('header matching', () => {
  it('ignores case, spaces, punctuation and accents', () => {
    expect(columnOf(' Number Of_Guests ')).toBe('numberOfGuests');
    expect(columnOf('NUMBEROFGUESTS')).toBe('numberOfGuests');
    expect(columnOf('number of guests')).toBe('numberOfGuests');
    expect(columnOf('overnight-stays')).toBe('overnightStays');
    expect(columnOf('  meals  ')).toBe('meals');
    expect(columnOf('Country code')).toBe('countryCode');
  });

  it('knows the German column names and the forms’ labels', () => {
    expect(columnOf('Zimmerkategorie')).toBe('roomType');
    expect(columnOf('Anzahl der Gäste')).toBe('numberOfGuests');
    expect(columnOf('Land')).toBe('countryCode');
    expect(columnOf('Frühstück')).toBe('breakfast');
    expect(columnOf('Sterne')).toBe('star');
    expect(columnOf('Tage')).toBe('days');
    expect(columnOf('Herkunft')).toBe('originType');
    expect(columnOf('Teilnehmende')).toBe('participants');
    expect(columnOf('Übernachtungen')).toBe('overnightStays');
    expect(columnOf('Menü')).toBe('mealType');
    expect(columnOf('Mahlzeiten')).toBe('meals');
    expect(columnOf('Bezeichnung')).toBe('label');
    expect(columnOf('Length of the stay (days)')).toBe('days');
  });

  it('knows the column headings the app shows, in every language', () => {
    for (const catalog of [bulk.en, de, fr, it_]) {
      for (const column of [...EVENT_COLUMNS, ...HOTEL_COLUMNS, 'label'] as const) {
        const heading = catalog[`bulk.column.${column}`];
        expect(columnOf(heading), heading).toBe(column);
      }
    }
  });

  it('knows French and Italian headers', () => {
    expect(
      kindOfHeader(['Type de chambre', 'Personnes', 'Pays', 'Petit-déjeuner', 'Étoiles', 'Jours']),
    ).toBe('hotel');
    expect(kindOfHeader(['Provenienza', 'Partecipanti', 'Pernottamenti', 'Menù', 'Pasti'])).toBe(
      'event',
    );
    expect(columnOf('Durée du séjour (jours)')).toBe('days');
    expect(columnOf('Numero di ospiti')).toBe('numberOfGuests');
    expect(columnOf('Libellé')).toBe('label');
  });

  it('matches columns in any order and reports missing, unknown and duplicate ones', () => {
    const match = matchHeader(['Days', 'label', 'STAR', 'Notes', 'roomType', 'Land'], 'hotel');
    expect(match.columns).toEqual(['days', 'label', 'star', null, 'roomType', 'countryCode']);
    expect(match.missing).toEqual(['numberOfGuests', 'breakfast']);
    expect(match.unknown).toEqual(['Notes']);
    expect(match.duplicates).toEqual([]);

    const twice = matchHeader(['days', 'Tage', 'roomType'], 'hotel');
    expect(twice.duplicates).toEqual(['days']);
    expect(twice.columns).toEqual(['days', null, 'roomType']);
  });

  it('ignores the other kind’s columns', () => {
    const match = matchHeader(['participants', 'days'], 'hotel');
    expect(match.columns).toEqual([null, 'days']);
    expect(match.unknown).toEqual(['participants']);
  });

  it('tells the kind from a complete header', () => {
    expect(
      kindOfHeader(['roomType', 'numberOfGuests', 'countryCode', 'breakfast', 'star', 'days']),
    ).toBe('hotel');
    expect(
      kindOfHeader(['originType', 'participants', 'overnightStays', 'mealType', 'meals']),
    ).toBe('event');
    expect(kindOfHeader(['label'])).toBeUndefined();
  });

  it('reads a label column under the names people give it, in four languages', () => {
    for (const header of [
      'Event',
      'Event name',
      'Veranstaltung',
      'Anlass',
      'Événement',
      'Evenement',
      'Manifestation',
      'Evento',
      'Name',
      'Bezeichnung',
      'Hotel',
      'Stay',
      'Aufenthalt',
      'Séjour',
      'Soggiorno',
      'Nom de l’événement',
      "Nome dell'evento",
    ]) {
      expect(columnOf(header), header).toBe('label');
    }
    const match = matchHeader(
      ['Veranstaltung', 'Herkunft', 'Teilnehmende', 'Übernachtungen', 'Menü', 'Mahlzeiten'],
      'event',
    );
    expect(match.columns[0]).toBe('label');
    expect(match.unknown).toEqual([]);
  });

  it('gives each name one column only', () => {
    const columnsOf = new Map<string, Set<string>>();
    for (const [name, column] of COLUMN_NAMES) {
      columnsOf.set(name, new Set([...(columnsOf.get(name) ?? []), column]));
    }
    const shared = [...columnsOf].filter(([, columns]) => columns.size > 1);
    expect(shared).toEqual([]);
  });

  it('tells where the unused headers are', () => {
    const match = matchHeader(['Notes', 'days', '', 'Cost centre'], 'hotel');
    expect(match.unknown).toEqual(['Notes', 'Cost centre']);
    expect(match.unknownAt).toEqual([0, 3]);
  });
});
