import { afterEach, describe, expect, it, vi } from 'vitest';
import { skipToken } from '@tanstack/react-query';
import {
  calculateEvent,
  DOCUMENTED_SPELLING,
  eventCalculationQuery,
  eventKeys,
  firstSpellingReading,
  isSpellingRefusal,
  namesMealType,
  nextSpellingReading,
  normalizeEventInput,
  sentMealOrder,
  spellingPlanOf,
  toEventRequest,
  type EventInput,
} from './event.ts';
import { fakeConnection } from '../test/connection.ts';

const BASE = 'https://service.example/api';
const connection = fakeConnection(BASE);

const conference: EventInput = {
  originType: 'NATIONAL',
  participants: 80,
  overnightStays: 2,
  mealType: 'MEAT',
  mealInfo: [
    { mealCount: 80, mealType: 'COFFEE_BREAK' },
    { mealCount: 40, mealType: 'VEGETARIAN' },
    { mealCount: 80, mealType: 'MEAT' },
  ],
};

describe('normalizeEventInput', () => {
  it('orders meal rows by type, then by count, and keeps every row', () => {
    expect(normalizeEventInput(conference).mealInfo).toEqual([
      { mealCount: 80, mealType: 'MEAT' },
      { mealCount: 40, mealType: 'VEGETARIAN' },
      { mealCount: 80, mealType: 'COFFEE_BREAK' },
    ]);
  });

  it('gives equivalent inputs the same query key', () => {
    const reordered: EventInput = { ...conference, mealInfo: [...conference.mealInfo].reverse() };
    expect(eventCalculationQuery(connection, reordered).queryKey).toEqual(
      eventCalculationQuery(connection, conference).queryKey,
    );
  });

  it('does not merge rows of the same type', () => {
    const twoLunches: EventInput = {
      ...conference,
      mealInfo: [
        { mealCount: 30, mealType: 'VEGETARIAN' },
        { mealCount: 50, mealType: 'VEGETARIAN' },
      ],
    };
    expect(normalizeEventInput(twoLunches).mealInfo).toHaveLength(2);
  });

  it('keeps an empty meal list empty', () => {
    expect(normalizeEventInput({ ...conference, mealInfo: [] }).mealInfo).toEqual([]);
  });
});

describe('eventKeys', () => {
  it('keys by service, connection version, spelling and normalized input, never by credentials', () => {
    const key = eventCalculationQuery(connection, conference).queryKey;
    expect(key).toEqual(eventKeys.calculation(connection, normalizeEventInput(conference)));
    expect(key.slice(0, 4)).toEqual([
      'event',
      'calculation',
      { service: BASE, version: 0, reportedUnit: 'kg' },
      'auto',
    ]);
    expect(JSON.stringify(key)).not.toMatch(/key-123|auth-456|secret-789/);
  });
});

describe('eventCalculationQuery', () => {
  it('is idle without an input, as the hotel’s is (skipToken)', () => {
    const idle = eventCalculationQuery(connection, null);
    expect(idle.queryFn).toBe(skipToken);
    expect(idle.queryKey).toEqual(eventKeys.calculation(connection, null));
    expect(eventCalculationQuery(connection, conference).queryFn).not.toBe(skipToken);
  });
});

describe('toEventRequest', () => {
  it('sends exactly the fields of the spec, in the planned spelling', () => {
    const request = toEventRequest(
      { ...conference, mealType: 'COFFEE_BREAK' },
      DOCUMENTED_SPELLING,
    );
    expect(Object.keys(request).sort()).toEqual([
      'mealInfo',
      'mealType',
      'originType',
      'overnightStays',
      'participants',
    ]);
    expect(request.mealType).toBe('COFFEE_BREAK');
    expect(request.mealInfo[0]).toEqual({ mealCount: 80, mealType: 'COFEE_BREAK' });
  });
});

describe('coffee-break spelling', () => {
  it('sends the tables’ mix first, or what a setting or the memory says', () => {
    expect(firstSpellingReading('auto', undefined)).toBe('mixed');
    expect(spellingPlanOf('mixed')).toEqual(DOCUMENTED_SPELLING);
    expect(firstSpellingReading('auto', 'COFEE_BREAK')).toBe('COFEE_BREAK');
    expect(spellingPlanOf('COFEE_BREAK')).toEqual({ top: 'COFEE_BREAK', meals: 'COFEE_BREAK' });
    expect(firstSpellingReading('COFFEE_BREAK', 'COFEE_BREAK')).toBe('COFFEE_BREAK');
  });

  it('tries each reading that sends something new, changing the place the error names first', () => {
    const both: EventInput = { ...conference, mealType: 'COFFEE_BREAK' };
    expect(nextSpellingReading('auto', undefined, both, ['mixed'])).toBe('COFFEE_BREAK');
    expect(nextSpellingReading('auto', undefined, both, ['mixed'], ['mealType'])).toBe(
      'COFEE_BREAK',
    );
    expect(nextSpellingReading('auto', undefined, both, ['mixed', 'COFFEE_BREAK'])).toBe(
      'COFEE_BREAK',
    );
    expect(
      nextSpellingReading('auto', undefined, both, ['mixed', 'COFFEE_BREAK', 'COFEE_BREAK']),
    ).toBeNull();
    // What worked before went first; the others follow in their order.
    expect(nextSpellingReading('auto', 'COFEE_BREAK', both, ['COFEE_BREAK'])).toBe('mixed');
  });

  it('skips a reading that would send the same request again', () => {
    // Only the meal list has a coffee break: the mix and COFEE_BREAK everywhere are one request.
    const meals: EventInput = { ...conference, mealType: 'MEAT' };
    expect(nextSpellingReading('auto', undefined, meals, ['mixed'])).toBe('COFFEE_BREAK');
    expect(nextSpellingReading('auto', undefined, meals, ['mixed', 'COFFEE_BREAK'])).toBeNull();
    // Only the top level: the mix and COFFEE_BREAK everywhere are one request.
    const topOnly: EventInput = { ...conference, mealType: 'COFFEE_BREAK', mealInfo: [] };
    expect(nextSpellingReading('auto', undefined, topOnly, ['mixed'])).toBe('COFEE_BREAK');
  });

  it('does not retry without a coffee break or with a forced setting', () => {
    const none: EventInput = { ...conference, mealInfo: [] };
    expect(nextSpellingReading('auto', undefined, none, ['mixed'])).toBeNull();
    expect(nextSpellingReading('COFEE_BREAK', undefined, conference, ['COFEE_BREAK'])).toBeNull();
  });
});

describe('calculateEvent', () => {
  afterEach(() => vi.unstubAllGlobals());

  const ok = { rows: [{ emission: 10 }], totalEmission: 10 };
  const rejected = {
    status: 400,
    errors: [{ field: 'mealInfo[2].mealType', detail: 'must be one of MEAT, VEGETARIAN' }],
  };
  function respond(status: number, body: unknown) {
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }
  function sentBodies(fetchMock: ReturnType<typeof vi.fn>): { mealInfo: { mealType: string }[] }[] {
    return fetchMock.mock.calls.map(
      (call) =>
        JSON.parse(String((call[1] as RequestInit).body)) as { mealInfo: { mealType: string }[] },
    );
  }

  it('retries once after a 400 and remembers what worked', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(respond(400, rejected))
      .mockResolvedValueOnce(respond(200, ok));
    vi.stubGlobal('fetch', fetchMock);
    const remembered: string[] = [];
    const withMemory = fakeConnection(BASE, {
      spellingMemory: { recall: () => undefined, remember: (s) => void remembered.push(s) },
    });
    const answer = await calculateEvent(withMemory, normalizeEventInput(conference));
    expect(answer.totalEmission).toBe(10);
    const [first, second] = sentBodies(fetchMock);
    expect(first?.mealInfo[2]?.mealType).toBe('COFEE_BREAK');
    expect(second?.mealInfo[2]?.mealType).toBe('COFFEE_BREAK');
    expect(remembered).toEqual(['COFFEE_BREAK']);
  });

  it('retries after a 422 that names a meal row’s type, and sends the spelling that is left', async () => {
    const unprocessable = {
      errors: [
        { path: 'mealInfo.2.mealType', message: 'must be one of MEAT, VEGETARIAN, COFFEE_BREAK' },
      ],
    };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(respond(422, unprocessable))
      .mockResolvedValueOnce(respond(200, ok));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await calculateEvent(connection, normalizeEventInput(conference));
    expect(answer.totalEmission).toBe(10);
    const [first, second] = sentBodies(fetchMock);
    expect(first?.mealInfo[2]?.mealType).toBe('COFEE_BREAK');
    expect(second?.mealInfo[2]?.mealType).toBe('COFFEE_BREAK');
  });

  it('does not retry a 422 about another field, and never sends more than three requests', async () => {
    const aboutCount = { errors: [{ path: 'mealInfo.1.mealCount', message: 'too many' }] };
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(respond(422, aboutCount)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(calculateEvent(connection, conference)).rejects.toMatchObject({ status: 422 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Coffee breaks in both places, every reading refused by name: three requests, no more.
    const everywhere: EventInput = { ...conference, mealType: 'COFFEE_BREAK' };
    const byName = { message: 'mealType: unknown value' };
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(respond(422, byName)));
    await expect(calculateEvent(connection, everywhere)).rejects.toMatchObject({ status: 422 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up when every reading was rejected, and never retries a forced spelling', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(respond(400, rejected)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(calculateEvent(connection, conference)).rejects.toMatchObject({
      status: 400,
    });
    // The conference's coffee breaks are in the meal list only: two different requests exist.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockClear();
    const forced = fakeConnection(BASE, { coffeeBreakSpelling: 'COFEE_BREAK' });
    await expect(calculateEvent(forced, conference)).rejects.toMatchObject({ status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the spelling refusal', () => {
  it('is any 400, whatever it names, as before', () => {
    expect(isSpellingRefusal({ status: 400, fields: [] })).toBe(true);
    expect(isSpellingRefusal({ status: 400, fields: ['participants'] })).toBe(true);
  });

  it('is a 422 or another validation answer only when it names the meal type', () => {
    expect(isSpellingRefusal({ status: 422, fields: ['mealInfo.1.mealType'] })).toBe(true);
    expect(isSpellingRefusal({ status: 422, fields: ['mealType'] })).toBe(true);
    expect(isSpellingRefusal({ status: 409, fields: ['mealInfo.0.mealType'] })).toBe(true);
    expect(isSpellingRefusal({ status: 422, fields: [] })).toBe(false);
    expect(isSpellingRefusal({ status: 422, fields: ['mealInfo.1.mealCount'] })).toBe(false);
    expect(isSpellingRefusal({ status: 422, fields: ['participants'] })).toBe(false);
  });

  it('reads the meal type named in the service’s words: plain text, a message, an issue', () => {
    const said = (serviceMessage: string) => ({ status: 422, fields: [], serviceMessage });
    expect(isSpellingRefusal(said('Unknown value COFEE_BREAK'))).toBe(true);
    expect(isSpellingRefusal(said('COFFEE_BREAK is not a valid choice'))).toBe(true);
    expect(isSpellingRefusal(said('mealType must be one of MEAT, VEGETARIAN'))).toBe(true);
    expect(isSpellingRefusal(said('Invalid meal type'))).toBe(true);
    expect(isSpellingRefusal(said('Participants must be at most 100000'))).toBe(false);
    expect(
      namesMealType({ fields: [], issues: [{ field: 'meals', message: 'COFEE_BREAK unknown' }] }),
    ).toBe(true);
  });

  it('is never a status about something else than the values, nor a server error', () => {
    for (const status of [401, 403, 404, 408, 429, 500, 502]) {
      expect(isSpellingRefusal({ status, fields: ['mealType'] }), String(status)).toBe(false);
    }
    expect(isSpellingRefusal({ fields: ['mealType'] })).toBe(false);
  });
});

describe('sentMealOrder', () => {
  it('names, for each row as sent, the row as entered', () => {
    // Sent: meat 80 (entered 3rd), vegetarian 40 (2nd), coffee break 80 (1st).
    expect(sentMealOrder(conference)).toEqual([2, 1, 0]);
    expect(normalizeEventInput(conference).mealInfo).toEqual(
      sentMealOrder(conference).map((row) => conference.mealInfo[row]),
    );
  });

  it('keeps rows alike in the order entered', () => {
    const twice: EventInput = {
      ...conference,
      mealInfo: [
        { mealCount: 10, mealType: 'VEGETARIAN' },
        { mealCount: 10, mealType: 'VEGETARIAN' },
        { mealCount: 20, mealType: 'MEAT' },
      ],
    };
    expect(sentMealOrder(twice)).toEqual([2, 0, 1]);
  });
});
