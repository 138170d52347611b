import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../shared/country-codes.ts';
import {
  countryOptions,
  POPULAR_COUNTRIES,
  readCountry,
  searchCountries,
} from './country-search.ts';
import { foldWords } from './list-reading.ts';
import { COUNTRY_ALIASES, countryName } from '../i18n/countries.ts';
import { LANGUAGES } from '../shared/language.ts';

const codes = (query: string, language: 'en' | 'de') =>
  searchCountries(query, language).map((option) => option.code);

describe('searchCountries', () => {
  it('finds Germany by an English name prefix, in any case', () => {
    expect(codes('germ', 'en')[0]).toBe('DE');
    expect(codes('GERMANY', 'en')).toEqual(['DE']);
  });

  it('finds Germany by its German name', () => {
    expect(codes('Deutschland', 'de')).toEqual(['DE']);
    expect(codes('deutsch', 'de')[0]).toBe('DE');
  });

  it('finds a country by its exact code first', () => {
    expect(codes('DE', 'en')[0]).toBe('DE');
    expect(codes('de', 'de')[0]).toBe('DE');
    expect(codes('ch', 'en')[0]).toBe('CH');
  });

  it('ignores accents and ß', () => {
    expect(codes('osterreich', 'de')[0]).toBe('AT');
    expect(codes('cote d', 'en')).toContain('CI');
    expect(foldWords('Straße')).toBe('strasse');
  });

  it('matches the start of a later word and anywhere in the name', () => {
    expect(codes('kingdom', 'en')).toContain('GB');
    expect(codes('erman', 'en')).toContain('DE');
  });

  it('ranks names that start with the text before names that contain it', () => {
    const found = codes('ni', 'en');
    expect(found.indexOf('NE')).toBeLessThan(found.indexOf('TN'));
  });

  it('also knows the English name when the app speaks German', () => {
    expect(codes('germany', 'de')).toEqual(['DE']);
  });

  it('gives every country, the most used first, for an empty text', () => {
    const all = countryOptions('en');
    expect(all).toHaveLength(COUNTRY_CODES.length);
    expect(all.slice(0, POPULAR_COUNTRIES.length).map((o) => o.code)).toEqual([
      ...POPULAR_COUNTRIES,
    ]);
    expect(codes('  ', 'en')).toHaveLength(COUNTRY_CODES.length);
  });

  it('finds nothing for nonsense', () => {
    expect(codes('zzqx', 'en')).toEqual([]);
  });
});

describe('common other names', () => {
  const first = (query: string, language: 'en' | 'de') => searchCountries(query, language)[0]?.code;
  it.each([
    ['UK', 'GB'],
    ['England', 'GB'],
    ['Great Britain', 'GB'],
    ['Großbritannien', 'GB'],
    ['grossbritannien', 'GB'],
    ['USA', 'US'],
    ['Holland', 'NL'],
    ['UAE', 'AE'],
  ])('%s finds %s first, in English and German', (query, code) => {
    expect(first(query, 'en')).toBe(code);
    expect(first(query, 'de')).toBe(code);
  });

  it('a prefix of a name still finds the name first: "uk" lists the United Kingdom, then Ukraine', () => {
    const codes = searchCountries('uk', 'en').map((option) => option.code);
    expect(codes.slice(0, 2)).toEqual(['GB', 'UA']);
  });
});

describe('readCountry', () => {
  it.each([
    "Cote d'Ivoire",
    'Côte d’Ivoire',
    'cote d ivoire',
    'COTE-D-IVOIRE',
    'Côte d‘Ivoire',
    'Cote dʼIvoire',
    'Cote d`Ivoire',
    'Côte–d’Ivoire',
    'Ivory Coast',
    'Elfenbeinküste',
    "Costa d'Avorio",
    'CI',
    'ci',
  ])('reads %j as Côte d’Ivoire', (text) => {
    expect(readCountry(text)).toBe('CI');
  });

  it.each([
    ['Germany', 'DE'],
    ['Deutschland', 'DE'],
    ['Allemagne', 'DE'],
    ['Germania', 'DE'],
    ['Vereinigte Staaten', 'US'],
    ['États-Unis', 'US'],
    ['Etats Unis', 'US'],
    ['Stati Uniti', 'US'],
    ['Schweiz', 'CH'],
    ['Svizzera', 'CH'],
    ['Royaume-Uni', 'GB'],
    ['Regno Unito', 'GB'],
    ['Großbritannien', 'GB'],
    ['grossbritannien', 'GB'],
    ['Bosnien und Herzegowina', 'BA'],
    ['Bosnie-Herzégovine', 'BA'],
  ])('reads the name %j in any of the four languages as %s', (text, code) => {
    expect(readCountry(text)).toBe(code);
  });

  it('reads every country’s name in English, German, French and Italian as that country', () => {
    for (const code of COUNTRY_CODES) {
      for (const language of LANGUAGES) {
        expect([countryName(code, language), readCountry(countryName(code, language))]).toEqual([
          countryName(code, language),
          code,
        ]);
      }
      for (const alias of COUNTRY_ALIASES[code] ?? []) expect(readCountry(alias)).toBe(code);
    }
  });

  it('reads nothing for a text that names no listed country', () => {
    expect(readCountry('Atlantis')).toBeUndefined();
    // Kosovo has no assigned ISO 3166-1 code (XK is user-assigned): the service takes none for it.
    expect(readCountry('Kosovo')).toBeUndefined();
    expect(readCountry('XK')).toBeUndefined();
    expect(readCountry('XX')).toBeUndefined();
    expect(readCountry('Germ')).toBeUndefined();
    expect(readCountry('')).toBeUndefined();
  });

  it('lists the country a text reads as first, in any spelling', () => {
    expect(searchCountries("Cote d'Ivoire", 'fr')[0]?.code).toBe('CI');
    expect(searchCountries('cote d ivoire', 'fr')[0]?.code).toBe('CI');
    expect(searchCountries('COTE-D-IVOIRE', 'en')[0]?.code).toBe('CI');
    expect(searchCountries("Cote d'Iv", 'fr').map((option) => option.code)).toContain('CI');
    expect(searchCountries('Elfenbeink', 'fr').map((option) => option.code)).toContain('CI');
    expect(searchCountries('Atlantis', 'fr')).toEqual([]);
    expect(searchCountries('Kosovo', 'fr')).toEqual([]);
  });
});
