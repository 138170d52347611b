import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  parseSearch,
  searchKey,
  searchParam,
  searchValidator,
  stringifySearch,
} from './search-params.ts';

const schema = z.object({ a: searchParam, b: searchParam, c: searchParam, d: searchParam });

describe('search params', () => {
  it('takes the field list from the schema, in its order', () => {
    expect(Object.keys(searchValidator(schema)({ d: 4, c: 3, b: 2, a: 1 }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('keeps the named plain values and drops everything else, never throwing', () => {
    expect(
      searchValidator(schema)({ a: 'x', b: 2, c: true, d: { nested: 1 }, e: 'not named' }),
    ).toEqual({ a: 'x', b: 2, c: true });
  });

  it('gives an input one identity whatever the param order; none without input', () => {
    expect(searchKey(schema, {})).toBe('');
    expect(searchKey(schema, { a: 'x', c: 1 })).toBe(searchKey(schema, { c: 1, a: 'x' }));
    expect(searchKey(schema, { a: 'x' })).not.toBe(searchKey(schema, { a: 'y' }));
  });
});

describe('parseSearch and stringifySearch', () => {
  it('read numbers and booleans as values and other text as strings', () => {
    expect(
      parseSearch('?origin=NATIONAL&participants=80&ok=true&meals=80-VEGETARIAN*80-COFFEE_BREAK'),
    ).toEqual({
      origin: 'NATIONAL',
      participants: 80,
      ok: true,
      meals: '80-VEGETARIAN*80-COFFEE_BREAK',
    });
  });

  it('write values so that they read back the same, a numeric string included', () => {
    const values = { origin: 'DE', participants: 80, code: '120', flag: false, text: 'a b&c' };
    const written = stringifySearch({ ...values, absent: undefined });
    expect(written).toBe('origin=DE&participants=80&code=%22120%22&flag=false&text=a+b%26c');
    expect(parseSearch(written)).toEqual(values);
  });
});

describe('numbers in a link', () => {
  it('reads a number only as people write one, and writes such text back as it was', () => {
    expect(parseSearch('a=120&b=-3&c=2.5')).toEqual({ a: 120, b: -3, c: 2.5 });
    expect(parseSearch('a=1e3&b=0x10&c=.5&d=1E2')).toEqual({
      a: '1e3',
      b: '0x10',
      c: '.5',
      d: '1E2',
    });
    for (const text of ['1e3', '120', 'true', 'DE']) {
      expect(parseSearch(stringifySearch({ v: text }))).toEqual({ v: text });
    }
  });
});
