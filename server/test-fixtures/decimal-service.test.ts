/**
 * The decimal fixture service's own answers, over real HTTP: the end-to-end tests judge the app by
 * them, so they must be what its header promises.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALPINE_CORRELATION,
  ALPINE_ID,
  COMMA_CORRELATION,
  COMMA_ID,
  DECIMAL_CREDENTIALS,
  decimalText,
  EMPTY_ID,
  LOCAL_DATE_ID,
  NO_FIGURE_ID,
  NULL_FIGURE_ID,
  PAIR_CORRELATION,
  POUNDS_ID,
  startDecimalService,
  TONNES_ID,
  WITH_UNIT_ID,
  type DecimalService,
} from './decimal-service.ts';

const APP_ORIGIN = 'http://localhost:4173';

let service: DecimalService;

beforeAll(async () => {
  service = await startDecimalService(0, { corsOrigin: APP_ORIGIN });
});

afterAll(async () => {
  await service.close();
});

function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${service.baseUrl}${path}`, {
    ...init,
    headers: { ...DECIMAL_CREDENTIALS, 'content-type': 'application/json', ...init.headers },
  });
}

const post = (path: string, body: unknown) =>
  call(path, { method: 'POST', body: JSON.stringify(body) });

/** NATIONAL, 27 participants, one night, 27 vegetarian meals and 27 coffee breaks. */
const EVENT = {
  originType: 'NATIONAL',
  participants: 27,
  overnightStays: 1,
  mealType: 'VEGETARIAN',
  mealInfo: [
    { mealCount: 27, mealType: 'VEGETARIAN' },
    { mealCount: 27, mealType: 'COFEE_BREAK' },
  ],
};

const HOTEL = {
  roomType: 'STANDARD',
  numberOfGuests: 1,
  countryCode: 'FR',
  breakfast: false,
  star: 3,
  days: 2,
};

describe('figures', () => {
  it('writes hundredths as a normalised Decimal does', () => {
    expect(decimalText(18765)).toBe('187.65');
    expect(decimalText(306050)).toBe('3060.5');
    expect(decimalText(120000)).toBe('1200');
    expect(decimalText(5)).toBe('0.05');
  });
});

describe('certificates', () => {
  it('answers a bare certificate, its figure a decimal string with a unit, its date with a space and a zone, its files absolute on its own origin', async () => {
    const response = await call(`/certificates/${ALPINE_ID}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const certificate = (await response.json()) as Record<string, unknown>;
    expect(certificate).toMatchObject({
      id: ALPINE_ID,
      emission: '187.65',
      emissionUnit: 'kg CO₂e',
      numberOfPeople: 2,
      days: 3,
      date: '2026-06-18 07:45:30+02:00',
      certificateUrl: `${service.origin}/media/certificates/${ALPINE_ID}.pdf`,
      certificateFacebookUrl: `${service.origin}/media/certificates/${ALPINE_ID}_facebook.jpg`,
      certificateTwitterUrl: `${service.origin}/media/certificates/${ALPINE_ID}_twitter.jpg`,
      certificateLinkedinUrl: `${service.origin}/media/certificates/${ALPINE_ID}_linkedin.jpg`,
    });
    expect(certificate).not.toHaveProperty('data');
  });

  it('states one figure in tonnes with microseconds and Z, and one without a zone', async () => {
    const tonnes = (await (await call(`/certificates/${TONNES_ID}`)).json()) as object;
    expect(tonnes).toMatchObject({
      emission: '0.0423',
      emissionUnit: 'tonnes',
      date: '2026-05-04 16:20:05.250000Z',
    });
    const local = (await (await call(`/certificates/${LOCAL_DATE_ID}`)).json()) as object;
    expect(local).toMatchObject({
      emission: '96.4',
      emissionUnit: 'KILOGRAMS',
      date: '2026-06-18 07:45:30',
    });
  });

  it('has certificates whose figure is no number, in an unknown unit, null or absent', async () => {
    const figure = async (id: string) =>
      ((await (await call(`/certificates/${id}`)).json()) as Record<string, unknown>).emission;
    expect(await figure(COMMA_ID)).toBe('1,234');
    expect(await figure(WITH_UNIT_ID)).toBe('12 kg');
    expect(await figure(EMPTY_ID)).toBe('');
    expect(await figure(NULL_FIGURE_ID)).toBeNull();
    const pounds = (await (await call(`/certificates/${POUNDS_ID}`)).json()) as object;
    expect(pounds).toMatchObject({ emission: '268.4', emissionUnit: 'lbs' });
    const none = (await (await call(`/certificates/${NO_FIGURE_ID}`)).json()) as object;
    expect(none).not.toHaveProperty('emission');
    expect(none).toHaveProperty('name', 'Garden reception');
  });

  it('answers a booking reference with a page of results, for several, one or none', async () => {
    const pair = (await (await call(`/certificates/${PAIR_CORRELATION}/correlation`)).json()) as {
      count: number;
      next: null;
      previous: null;
      results: { id: string; emission: string }[];
    };
    expect(pair).toMatchObject({ count: 2, next: null, previous: null });
    expect(pair.results.map((c) => [c.id, c.emission])).toEqual([
      [ALPINE_ID, '187.65'],
      [COMMA_ID, '1,234'],
    ]);
    const one = (await (await call(`/certificates/${ALPINE_CORRELATION}/correlation`)).json()) as {
      count: number;
    };
    expect(one.count).toBe(1);
    const comma = (await (await call(`/certificates/${COMMA_CORRELATION}/correlation`)).json()) as {
      results: { id: string }[];
    };
    expect(comma.results.map((c) => c.id)).toEqual([COMMA_ID]);
    const none = await call('/certificates/NOBODY/correlation');
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('answers an unknown certificate 404 and an id that is no UUID 422, FastAPI style', async () => {
    const unknown = await call('/certificates/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Not Found' });
    const malformed = await call('/certificates/not-a-uuid');
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({
      detail: [{ type: 'uuid_parsing', loc: ['path', 'certificate_id'] }],
    });
  });

  it('serves the files outside its base path without credentials, with their content types', async () => {
    const pdf = await fetch(`${service.origin}/media/certificates/${ALPINE_ID}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const document = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(document.getPageCount()).toBe(1);
    const image = await fetch(`${service.origin}/media/certificates/${ALPINE_ID}_linkedin.jpg`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 627]);
    const other = await fetch(`${service.origin}/media/certificates/${ALPINE_ID}.exe`);
    expect(other.status).toBe(404);
  });
});

describe('calculations', () => {
  it('answers an event with decimal strings: travel and meals in one row, nights in another', async () => {
    const response = await post('/emissions/event', EVENT);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      rows: { emission: string; mealInfo: unknown[] }[];
      totalEmission: string;
      emissionUnit: string;
    };
    // Travel 27 × 52.4 = 1414.8, meals 27 × 1.65 + 27 × 0.45 = 56.7; nights 27 × 18.25 = 492.75.
    expect(answer.rows.map((row) => row.emission)).toEqual(['1471.5', '492.75']);
    expect(answer.totalEmission).toBe('1964.25');
    expect(answer.emissionUnit).toBe('kg_co2e');
    expect(answer.rows[0]?.mealInfo).toEqual(EVENT.mealInfo);
    expect(answer.rows[1]?.mealInfo).toEqual([]);
  });

  it('answers a hotel stay with a decimal string and its unit', async () => {
    const response = await post('/emissions/hotel', HOTEL);
    expect(await response.json()).toEqual({ totalEmission: '12.18', emissionUnit: 'kgCO2e' });
    // SUPERIOR: 6.09 × 1.25 = 7.6125, to 7.61 (half to even), plus 0.95 breakfast, × 2 × 3.
    const superior = await post('/emissions/hotel', {
      ...HOTEL,
      roomType: 'SUPERIOR',
      breakfast: true,
      numberOfGuests: 2,
      days: 3,
    });
    expect(await superior.json()).toEqual({ totalEmission: '51.36', emissionUnit: 'kgCO2e' });
  });

  it('takes only COFEE_BREAK and refuses the other spelling with a FastAPI 422', async () => {
    const top = await post('/emissions/event', {
      ...EVENT,
      mealType: 'COFEE_BREAK',
    });
    expect(top.status).toBe(200);
    const refused = await post('/emissions/event', {
      ...EVENT,
      mealInfo: [{ mealCount: 27, mealType: 'COFFEE_BREAK' }],
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      detail: [
        {
          type: 'enum',
          loc: ['body', 'mealInfo', 0, 'mealType'],
          msg: "Input should be 'MEAT', 'VEGETARIAN' or 'COFEE_BREAK'",
          input: 'COFFEE_BREAK',
        },
      ],
    });
  });

  it('refuses values past its own limits with one entry per field', async () => {
    const response = await post('/emissions/event', { ...EVENT, participants: 900 });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: [
        {
          type: 'less_than_equal',
          loc: ['body', 'participants'],
          msg: 'Input should be less than or equal to 500',
          input: 900,
        },
      ],
    });
    const broken = await call('/emissions/hotel', { method: 'POST', body: '{' });
    expect(broken.status).toBe(422);
  });
});

describe('credentials, routes, CORS and limits', () => {
  it('refuses a wrong credential with 401 and a detail, and an unknown path with 404 first', async () => {
    const wrong = await call(`/certificates/${ALPINE_ID}`, {
      headers: { 'x-api-secret': 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBeNull();
    expect(await wrong.json()).toEqual({ detail: 'Invalid API credentials' });
    const nowhere = await fetch(`${service.baseUrl}/nowhere`);
    expect(nowhere.status).toBe(404);
    expect(await nowhere.json()).toEqual({ detail: 'Not Found' });
    const root = await fetch(`${service.origin}/certificates/${ALPINE_ID}`);
    expect(root.status).toBe(404);
  });

  it('answers CORS for its one origin only', async () => {
    const preflight = await fetch(`${service.baseUrl}/emissions/hotel`, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-api-key, x-api-auth, x-api-secret',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-api-secret');
    const other = await call(`/certificates/${ALPINE_ID}`, {
      headers: { origin: 'http://elsewhere.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('past its limit answers 429 with Retry-After as an HTTP date, until the window closes', async () => {
    const limited = await startDecimalService(0, { burstLimit: 2, burstWindowSeconds: 60 });
    try {
      const ask = () =>
        fetch(`${limited.baseUrl}/certificates/${ALPINE_ID}`, { headers: DECIMAL_CREDENTIALS });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ detail: 'Too Many Requests' });
      const retryAfter = refused.headers.get('retry-after') ?? '';
      expect(retryAfter).toMatch(
        /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
      const wait = Date.parse(retryAfter) - Date.now();
      expect(wait).toBeGreaterThan(55_000);
      expect(wait).toBeLessThanOrEqual(61_000);
      // The tests' hook closes the window.
      await fetch(`${limited.origin}/__limit`, { method: 'DELETE' });
      expect((await ask()).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('lists what it received, without counting the list', async () => {
    await fetch(`${service.origin}/__received`, { method: 'DELETE' });
    await post('/emissions/hotel', HOTEL);
    const received = (await (await fetch(`${service.origin}/__received`)).json()) as {
      method: string;
      path: string;
      body: string;
    }[];
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/v2/emissions/hotel' });
    expect(JSON.parse(received[0]?.body ?? '{}')).toEqual(HOTEL);
  });
});
