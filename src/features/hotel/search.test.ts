import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { hotelFormSchema } from '../../api/hotel-form-schema.ts';
import { loadLanguage, registerAreas, translate } from '../../i18n/index.ts';
import { localizedParams } from '../../i18n/validation.ts';
import { searchValidator } from '../../routing/search-params.ts';
import { hotelSearchSchema } from './route.ts';
import { draftSchema, HOTEL_DEFAULTS, hotelUrlForm } from './search.ts';

const validateSearch = searchValidator(hotelSearchSchema);
const { valuesOf, searchOf, inputOf } = hotelUrlForm;

describe("the route's search params", () => {
  it('keeps the request fields and drops everything else, never throwing', () => {
    expect(
      validateSearch({
        roomType: 'SUIT',
        numberOfGuests: 2,
        breakfast: false,
        star: { evil: true },
        other: 'x',
      }),
    ).toEqual({ roomType: 'SUIT', numberOfGuests: 2, breakfast: false });
    expect(validateSearch({})).toEqual({});
  });
});

describe('search params to form values', () => {
  it('takes the defaults for missing fields, and for a URL without input', () => {
    expect(valuesOf({ countryCode: 'fr' })).toEqual({ ...HOTEL_DEFAULTS, countryCode: 'FR' });
    expect(valuesOf({})).toEqual(HOTEL_DEFAULTS);
  });

  it('reads numbers and booleans given as text, and the usual spellings', () => {
    const input = inputOf(
      valuesOf(
        validateSearch({
          roomType: ' suite ',
          countryCode: ' at ',
          numberOfGuests: '4',
          breakfast: 'false',
          days: '3',
        }),
      ),
    );
    expect(input).toEqual({
      ...HOTEL_DEFAULTS,
      roomType: 'SUIT',
      countryCode: 'AT',
      numberOfGuests: 4,
      breakfast: false,
      days: 3,
    });
  });

  it('keeps invalid values, with an error at each bad field and only there', () => {
    const values = valuesOf(
      validateSearch({ roomType: 'PALACE', numberOfGuests: 'abc', countryCode: 'XX', star: 9 }),
    );
    // Kept as written, so that the error can quote it.
    expect(values.numberOfGuests).toBe('abc');
    expect(values.star).toBe(9);
    expect(values.roomType).toBe('PALACE');
    expect(inputOf(values)).toBeNull();
    const parsed = z.safeParse(hotelFormSchema, values);
    const fields = new Set(parsed.error?.issues.map((issue) => issue.path.join('.')));
    expect(fields).toEqual(new Set(['roomType', 'numberOfGuests', 'countryCode', 'star']));
  });

  it.each([
    ['a fraction', { numberOfGuests: 1.5 }],
    ['zero guests', { numberOfGuests: 0 }],
    ['six stars', { star: 6 }],
    ['no days', { days: 0 }],
    ['too many days', { days: 366 }],
    ['an unknown room type', { roomType: 'PENTHOUSE' }],
    ['a code that is no country', { countryCode: 'XX' }],
    ['a missing number', { days: Number.NaN }],
  ])('gives no input for %s', (_, change) => {
    expect(inputOf({ ...HOTEL_DEFAULTS, ...change })).toBeNull();
  });
});

describe('input to search params', () => {
  it('writes the request fields in one order, and reads back the same input', () => {
    const input = { ...HOTEL_DEFAULTS, roomType: 'SUIT' as const, breakfast: false };
    const search = searchOf({ ...input });
    expect(Object.keys(search)).toEqual(Object.keys(validateSearch(search)));
    expect(Object.keys(search)).toEqual([
      'roomType',
      'numberOfGuests',
      'countryCode',
      'breakfast',
      'star',
      'days',
    ]);
    expect(inputOf(valuesOf(validateSearch(search)))).toEqual(input);
  });
});

describe('a stored draft', () => {
  it('reads back as the form held it, an empty count (stored as null) included', () => {
    const stored = JSON.parse(
      JSON.stringify({ ...HOTEL_DEFAULTS, days: null, star: null }),
    ) as unknown;
    expect(z.parse(draftSchema, stored)).toEqual({
      ...HOTEL_DEFAULTS,
      days: Number.NaN,
      star: Number.NaN,
    });
    expect(z.safeParse(draftSchema, 'x').success).toBe(false);
  });
});

describe('counts given as text', () => {
  it.each(['0x10', '1e3', '2.0', ' 1_6 '])(
    'are read as a reader reads them: %j is no count, and is quoted',
    (text) => {
      const values = valuesOf(validateSearch({ numberOfGuests: text }));
      expect(values.numberOfGuests).toBe(text.trim());
      expect(inputOf(values)).toBeNull();
    },
  );
});

describe('a country that names none', () => {
  const countryMessage = async (countryCode: string) => {
    registerAreas('hotel');
    await loadLanguage('fr');
    const params = localizedParams((key, vars) => translate('fr', key, vars));
    const parsed = z.safeParse(hotelFormSchema, { ...HOTEL_DEFAULTS, countryCode }, params);
    return parsed.error?.issues.find((issue) => issue.path[0] === 'countryCode')?.message;
  };

  it('is refused in words that quote what was typed', async () => {
    expect(await countryMessage('Atlantis')).toBe(
      'Aucun pays ne s’appelle «\u202fAtlantis\u202f». Choisissez un pays dans la liste.',
    );
    expect(inputOf({ ...HOTEL_DEFAULTS, countryCode: 'Atlantis' })).toBeNull();
  });

  it('is missing when the field is empty', async () => {
    expect(await countryMessage('')).toBe(translate('fr', 'validation.required'));
  });
});
