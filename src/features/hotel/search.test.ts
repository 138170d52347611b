import { describe, expect, it } from 'vitest';
import { HOTEL_DEFAULTS, normalizeHotelInput } from './input.ts';
import { acceptDraft, formValuesOf, hasHotelInput, submittedKeyOf } from './search.ts';
import { hotelRouteOptions } from './route.ts';

describe("the route's search params", () => {
  it('keeps the request fields and drops everything else, never throwing', () => {
    expect(
      hotelRouteOptions.validateSearch({
        roomType: 'SUIT',
        numberOfGuests: 2,
        breakfast: false,
        star: { evil: true },
        other: 'x',
      }),
    ).toEqual({ roomType: 'SUIT', numberOfGuests: 2, breakfast: false });
    expect(hotelRouteOptions.validateSearch({})).toEqual({});
  });
});

describe('formValuesOf', () => {
  it('takes the defaults for missing fields', () => {
    expect(formValuesOf({ countryCode: 'fr' })).toEqual({ ...HOTEL_DEFAULTS, countryCode: 'FR' });
  });

  it('reads numbers and booleans given as text', () => {
    expect(formValuesOf({ numberOfGuests: '4', breakfast: 'false', days: '3' })).toMatchObject({
      numberOfGuests: 4,
      breakfast: false,
      days: 3,
    });
  });

  it('keeps invalid values so the form can show them as errors', () => {
    const values = formValuesOf({ numberOfGuests: 'many', star: 9, roomType: 'PALACE' });
    expect(values.numberOfGuests).toBeNaN();
    expect(values.star).toBe(9);
    expect(values.roomType).toBe('PALACE');
    expect(normalizeHotelInput(values)).toBeNull();
  });
});

describe('submittedKeyOf', () => {
  it('is empty without input and stable with it', () => {
    expect(submittedKeyOf({})).toBe('');
    expect(hasHotelInput({})).toBe(false);
    expect(submittedKeyOf({ star: 3, roomType: 'SUIT' })).toBe(
      submittedKeyOf({ roomType: 'SUIT', star: 3 }),
    );
  });
});

describe('acceptDraft', () => {
  it('accepts a draft of the form and refuses anything else', () => {
    expect(acceptDraft({ ...HOTEL_DEFAULTS, days: null })).toMatchObject({ days: Number.NaN });
    expect(acceptDraft({ roomType: 'SUIT' })).toBeNull();
    expect(acceptDraft('x')).toBeNull();
  });
});
