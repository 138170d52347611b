import { describe, expect, it } from 'vitest';
import { VIEW_COOKIE, viewCookie } from './view-cookie.ts';

describe('viewCookie', () => {
  it('reads the service and unit among other cookies', () => {
    expect(viewCookie(`a=1; ${VIEW_COOKIE}=gateway.t; b=2`)).toEqual({
      service: 'gateway',
      unit: 't',
    });
  });

  it('is none without the cookie, or with a value it does not know', () => {
    expect(viewCookie(undefined)).toBeUndefined();
    expect(viewCookie('a=1')).toBeUndefined();
    for (const value of ['sandbox', 'sandbox.lb', 'elsewhere.kg', 'https://x.test.kg', ''])
      expect(viewCookie(`${VIEW_COOKIE}=${value}`), value).toBeUndefined();
  });
});
