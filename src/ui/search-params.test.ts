import { describe, expect, it } from 'vitest';
import { pickSearchParams } from './search-params.ts';

describe('pickSearchParams', () => {
  it('keeps the named plain values and drops everything else', () => {
    expect(
      pickSearchParams({ a: 'x', b: 2, c: true, d: { nested: 1 }, e: 'not named' }, [
        'a',
        'b',
        'c',
        'd',
      ]),
    ).toEqual({ a: 'x', b: 2, c: true });
  });
});
