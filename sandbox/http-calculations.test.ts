import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { eventResultSchema, sandboxHotelResultSchema } from '../src/api/contract.ts';
import { call, EVENT_REQUEST, HOTEL_REQUEST, startSandbox } from './test-support.ts';

interface FieldErrorBody {
  detail: string;
  errors: { field: string; pointer: string; detail: string }[];
}

describe('POST /emissions/event', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox();
  });
  afterAll(() => env.dispose());

  it('answers rows and a total as in spec 2.4', async () => {
    const response = await call(env.sandbox, '/emissions/event', { body: EVENT_REQUEST });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = eventResultSchema.parse(await response.json());
    expect(body.rows).toHaveLength(1);
    const row = body.rows[0];
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['emission', 'mealInfo', 'originType', 'overnightStays', 'participants'].sort(),
    );
    expect(row).toMatchObject({
      originType: 'REGIONAL',
      participants: 60,
      overnightStays: 1,
      mealInfo: EVENT_REQUEST.mealInfo,
    });
    expect(body.totalEmission).toBe(body.rows.reduce((sum, each) => sum + each.emission, 0));
    expect(body.totalEmission).toBeGreaterThan(0);
  });

  it('accepts both coffee break spellings and echoes the one received', async () => {
    for (const spelling of ['COFFEE_BREAK', 'COFEE_BREAK'] as const) {
      const response = await call(env.sandbox, '/emissions/event', {
        body: {
          ...EVENT_REQUEST,
          mealType: spelling,
          mealInfo: [{ mealCount: 10, mealType: spelling }],
        },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { rows: { mealInfo: { mealType: string }[] }[] };
      expect(body.rows[0]?.mealInfo[0]?.mealType).toBe(spelling);
    }
  });

  it('answers 400 naming every invalid field', async () => {
    const response = await call(env.sandbox, '/emissions/event', {
      body: {
        originType: 'MARS',
        mealInfo: [{ mealCount: 0, mealType: 'FISH' }],
        participants: 2.5,
        overnightStays: -1,
      },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const body = (await response.json()) as FieldErrorBody;
    const fields = body.errors.map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'originType',
        'mealInfo[0].mealCount',
        'mealInfo[0].mealType',
        'participants',
        'mealType',
        'overnightStays',
      ]),
    );
    expect(body.errors.find((error) => error.field === 'mealType')?.detail).toBe('is required');
    expect(body.detail).toContain('mealInfo[0].mealType');
    expect(body.errors.find((e) => e.field === 'mealInfo[0].mealType')?.pointer).toBe(
      '#/mealInfo/0/mealType',
    );
  });

  it('answers 400 to a body that is not an object', async () => {
    const response = await call(env.sandbox, '/emissions/event', { body: [1, 2] });
    expect(response.status).toBe(400);
  });
});

describe('SANDBOX_MEAL_SPELLING strict modes', () => {
  for (const [accepted, rejected] of [
    ['COFFEE_BREAK', 'COFEE_BREAK'],
    ['COFEE_BREAK', 'COFFEE_BREAK'],
  ] as const) {
    it(`accepts only ${accepted} and names the field holding ${rejected}`, async () => {
      const env = await startSandbox({ mealSpelling: accepted });
      try {
        const ok = await call(env.sandbox, '/emissions/event', {
          body: {
            ...EVENT_REQUEST,
            mealType: accepted,
            mealInfo: [{ mealCount: 3, mealType: accepted }],
          },
        });
        expect(ok.status).toBe(200);
        const wrong = await call(env.sandbox, '/emissions/event', {
          body: {
            ...EVENT_REQUEST,
            mealInfo: [
              { mealCount: 3, mealType: 'MEAT' },
              { mealCount: 3, mealType: rejected },
            ],
          },
        });
        expect(wrong.status).toBe(400);
        const body = (await wrong.json()) as FieldErrorBody;
        expect(body.errors.map((error) => error.field)).toEqual(['mealInfo[1].mealType']);
        expect(body.detail).toContain('mealInfo[1].mealType');
        expect(body.detail).toContain(accepted);
        const topLevel = await call(env.sandbox, '/emissions/event', {
          body: { ...EVENT_REQUEST, mealInfo: [], mealType: rejected },
        });
        expect(((await topLevel.json()) as FieldErrorBody).errors[0]?.field).toBe('mealType');
      } finally {
        await env.dispose();
      }
    });
  }
});

describe('POST /emissions/hotel', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox();
  });
  afterAll(() => env.dispose());

  it('answers the documented result object', async () => {
    const response = await call(env.sandbox, '/emissions/hotel', { body: HOTEL_REQUEST });
    expect(response.status).toBe(200);
    const parsed = z.safeParse(sandboxHotelResultSchema, await response.json());
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      ...HOTEL_REQUEST,
      rooms: 1,
      nights: 3,
      emission: 74.85,
      unit: 'kg CO2e',
      breakdown: { accommodation: 68.85, breakfast: 6 },
    });
  });

  it('answers 400 naming invalid fields', async () => {
    const response = await call(env.sandbox, '/emissions/hotel', {
      body: { ...HOTEL_REQUEST, roomType: 'SUITE', countryCode: 'deu', star: 6, breakfast: 'yes' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as FieldErrorBody;
    expect(body.errors.map((error) => error.field).sort()).toEqual(
      ['breakfast', 'countryCode', 'roomType', 'star'].sort(),
    );
  });

  it('stores nothing', async () => {
    const before = env.sandbox.describe();
    await call(env.sandbox, '/emissions/hotel', { body: HOTEL_REQUEST });
    await call(env.sandbox, '/emissions/event', { body: EVENT_REQUEST });
    expect(env.sandbox.describe()).toBe(before);
  });
});
