import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISO_3166_ALPHA_2 } from './countries.ts';
import { call, expectProblem, HOTEL_REQUEST, startSandbox } from './test-support.ts';

describe('country codes', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox();
  });
  afterAll(() => env.dispose());

  it('lists the 249 assigned ISO 3166-1 alpha-2 codes', () => {
    expect(ISO_3166_ALPHA_2.size).toBe(249);
    for (const code of ['DE', 'GB', 'AE', 'AQ', 'BQ', 'SS', 'SX']) {
      expect(ISO_3166_ALPHA_2.has(code), code).toBe(true);
    }
    for (const code of ['ZZ', 'XK', 'UK', 'EU', 'AN', 'YU', 'QZ']) {
      expect(ISO_3166_ALPHA_2.has(code), code).toBe(false);
    }
  });

  it('calculates a stay in every assigned country', async () => {
    for (const countryCode of ISO_3166_ALPHA_2) {
      const response = await call(env.sandbox, '/emissions/hotel', {
        body: { ...HOTEL_REQUEST, countryCode },
      });
      expect(response.status, countryCode).toBe(200);
    }
  });

  it('answers 400 naming countryCode to ZZ, and points UK to GB', async () => {
    for (const path of ['/emissions/hotel', '/records']) {
      const body = { ...HOTEL_REQUEST, name: 'N', guestName: 'G', countryCode: 'ZZ' };
      const problem = await expectProblem(await call(env.sandbox, path, { body }), 400);
      expect(problem.errors).toEqual([
        {
          field: 'countryCode',
          pointer: '#/countryCode',
          detail: 'must be an assigned ISO 3166-1 alpha-2 country code',
        },
      ]);
    }
    const uk = await expectProblem(
      await call(env.sandbox, '/emissions/hotel', {
        body: { ...HOTEL_REQUEST, countryCode: 'UK' },
      }),
      400,
    );
    expect(uk.errors?.[0]?.detail).toContain('GB for the United Kingdom');
  });
});
