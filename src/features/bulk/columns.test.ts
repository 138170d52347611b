import { describe, expect, it } from 'vitest';
import { columnOf, foldKey, kindOfHeader, matchHeader } from './columns.ts';

describe('header matching', () => {
  it('ignores case, spaces, punctuation and accents', () => {
    expect(foldKey(' Number Of_Guests ')).toBe('numberofguests');
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
});
