import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, translate, type Translate } from '../../i18n/index.ts';
import { hotelControlOf, hotelFieldLabeller } from './field-labels.ts';

beforeAll(() => loadLanguage('it'));

const en: Translate = (key, vars) => translate('en', key, vars);
const it_: Translate = (key, vars) => translate('it', key, vars);

describe('hotelFieldLabeller', () => {
  it('labels each field of a hotel stay by the form’s own label, in the reader’s language', () => {
    expect(hotelFieldLabeller(en)('numberOfGuests')).toBe('Number of guests');
    expect(hotelFieldLabeller(en)('days')).toBe('Length of the stay in days');
    expect(hotelFieldLabeller(it_)('star')).toBe(translate('it', 'hotel.star'));
    expect(hotelFieldLabeller(it_)('star')).not.toBe('Star rating');
  });

  it('labels nothing the form does not have', () => {
    expect(hotelFieldLabeller(en)('participants')).toBeUndefined();
    expect(hotelFieldLabeller(en)('toString')).toBeUndefined();
  });
});

describe('hotelControlOf', () => {
  it('points a service’s field at the form’s control of the same name, and no other', () => {
    expect(hotelControlOf('numberOfGuests')).toBe('numberOfGuests');
    expect(hotelControlOf('participants')).toBeUndefined();
    expect(hotelControlOf('hasOwnProperty')).toBeUndefined();
  });
});
