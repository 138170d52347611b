import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../shared/country-codes.ts';
import { countryOptions, foldText, POPULAR_COUNTRIES, searchCountries } from './country-search.ts';

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
    expect(foldText('Straße')).toBe('strasse');
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
