/**
 * The enveloped fixture service's own answers, over real HTTP: the end-to-end tests judge the app
 * by them, so they must be what its header promises.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARCHIVED_ID,
  ENVELOPED_CREDENTIALS,
  HARBOUR_ID,
  LAKESIDE_ID,
  POUNDS_ID,
  SHARED_CORRELATION,
  SINGLE_CORRELATION,
  startEnvelopedService,
  type EnvelopedService,
} from './enveloped-service.ts';

const APP_ORIGIN = 'http://localhost:4173';

let service: EnvelopedService;

beforeAll(async () => {
  service = await startEnvelopedService(0, { corsOrigin: APP_ORIGIN });
});

afterAll(async () => {
  await service.close();
});

function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${service.baseUrl}${path}`, {
    ...init,
    headers: { ...ENVELOPED_CREDENTIALS, 'content-type': 'application/json', ...init.headers },
  });
}

const post = (path: string, body: unknown) =>
  call(path, { method: 'POST', body: JSON.stringify(body) });

const EVENT = {
  originType: 'REGIONAL',
  participants: 40,
  overnightStays: 0,
  mealType: 'VEGETARIAN',
  mealInfo: [
    { mealCount: 40, mealType: 'VEGETARIAN' },
    { mealCount: 40, mealType: 'COFFEE_BREAK' },
  ],
};

const HOTEL = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'SE',
  breakfast: true,
  star: 3,
  days: 3,
};

describe('certificates', () => {
  it('answers a certificate in an envelope, in tonnes with the unit, links relative to it', async () => {
    const response = await call(`/certificates/${LAKESIDE_ID}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      id: LAKESIDE_ID,
      emission: 0.18765,
      emissionUnit: 't',
      date: '2026-03-12T09:55:50.120',
      certificateUrl: `/emission-service/v1/files/${LAKESIDE_ID}.pdf`,
      certificateFacebookUrl: `/emission-service/v1/files/${LAKESIDE_ID}-facebook.jpg`,
      certificateTwitterUrl: `/emission-service/v1/files/${LAKESIDE_ID}-twitter.jpg`,
      certificateLinkedinUrl: `/emission-service/v1/files/${LAKESIDE_ID}-linkedin.jpg`,
    });
  });

  it('answers a correlation key with an items envelope, for one certificate or several', async () => {
    const pair = (await (await call(`/certificates/${SHARED_CORRELATION}/correlation`)).json()) as {
      data: { items: { id: string }[] };
    };
    expect(pair.data.items.map((item) => item.id)).toEqual([LAKESIDE_ID, HARBOUR_ID]);
    const single = (await (
      await call(`/certificates/${SINGLE_CORRELATION}/correlation`)
    ).json()) as {
      data: { items: { id: string }[] };
    };
    expect(single.data.items.map((item) => item.id)).toEqual([LAKESIDE_ID]);
    const none = (await (await call('/certificates/NO-SUCH-KEY/correlation')).json()) as unknown;
    expect(none).toEqual({ data: { items: [] } });
  });

  it('answers the archived id with an object holding no certificate field', async () => {
    const response = await call(`/certificates/${ARCHIVED_ID}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'archived' } });
  });

  it('states pounds on the pounds certificate', async () => {
    const { data } = (await (await call(`/certificates/${POUNDS_ID}`)).json()) as {
      data: Record<string, unknown>;
    };
    expect(data).toMatchObject({ emission: 268.4, emissionUnit: 'lbs' });
  });

  it('answers an unknown certificate 404 with an error code', async () => {
    const response = await call('/certificates/00000000-0000-4000-8000-000000000000');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });
});

describe('files', () => {
  it('serves the PDF and the three images without credentials, with their content types', async () => {
    const pdf = await fetch(`${service.origin}/emission-service/v1/files/${LAKESIDE_ID}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const document = await PDFDocument.load(await pdf.arrayBuffer());
    expect(document.getPageCount()).toBe(1);

    const sizes = { facebook: [1200, 630], twitter: [1200, 675], linkedin: [1200, 627] };
    for (const [network, [width, height]] of Object.entries(sizes)) {
      const image = await fetch(
        `${service.origin}/emission-service/v1/files/${LAKESIDE_ID}-${network}.jpg`,
      );
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', width, height]);
    }
  });

  it('answers a file of no certificate 404', async () => {
    const response = await fetch(
      `${service.origin}/emission-service/v1/files/00000000-0000-4000-8000-000000000000.pdf`,
    );
    expect(response.status).toBe(404);
  });
});

describe('calculations', () => {
  it('answers a hotel stay in tonnes as a value and unit in an envelope', async () => {
    const response = await post('/emissions/hotel', HOTEL);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { emission: { value: 0.1218, unit: 't' } } });
  });

  it('answers an event with a row for travel and one per meal, adding up to the total', async () => {
    const response = await post('/emissions/event', { ...EVENT, overnightStays: 1 });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        rows: { emission: number; unit: string; mealInfo: unknown[] }[];
        totalEmission: { value: number; unit: string };
      };
    };
    // 40 × (12 + 14.5) = 1,060 kg; 40 × 1.4 = 56 kg; 40 × 0.6 = 24 kg.
    expect(data.rows.map((row) => [row.emission, row.unit, row.mealInfo.length])).toEqual([
      [1.06, 'tCO2e', 0],
      [0.056, 'tCO2e', 1],
      [0.024, 'tCO2e', 1],
    ]);
    expect(data.totalEmission).toEqual({ value: 1.14, unit: 't' });
    const sum = data.rows.reduce((total, row) => total + row.emission, 0);
    expect(sum).toBeCloseTo(data.totalEmission.value, 10);
  });

  it('refuses the spec table spelling in the meal list with 422 and the path', async () => {
    const response = await post('/emissions/event', {
      ...EVENT,
      mealInfo: [
        { mealCount: 40, mealType: 'VEGETARIAN' },
        { mealCount: 40, mealType: 'COFEE_BREAK' },
      ],
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: [
        { path: 'mealInfo.1.mealType', message: 'must be one of MEAT, VEGETARIAN, COFFEE_BREAK' },
      ],
    });
  });

  it('refuses COFEE_BREAK at the top level too, and names every bad field', async () => {
    const response = await post('/emissions/event', {
      ...EVENT,
      mealType: 'COFEE_BREAK',
      participants: 0,
    });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: { path: string }[] };
    expect(errors.map((error) => error.path)).toEqual(['participants', 'mealType']);
  });

  it('refuses an invalid hotel stay with 422 and the paths', async () => {
    const response = await post('/emissions/hotel', { ...HOTEL, roomType: 'SUITE', star: 7 });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: { path: string }[] };
    expect(errors.map((error) => error.path)).toEqual(['roomType', 'star']);
  });
});

describe('refusals', () => {
  it('answers missing credentials 401 in plain text with WWW-Authenticate', async () => {
    const response = await fetch(`${service.baseUrl}/certificates/${LAKESIDE_ID}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('www-authenticate')).toBe('ApiKey realm="emission-service"');
  });

  it('answers paths outside its base path 404', async () => {
    const response = await fetch(`${service.origin}/certificates/${LAKESIDE_ID}`, {
      headers: ENVELOPED_CREDENTIALS,
    });
    expect(response.status).toBe(404);
  });

  it('answers a preflight from the allowed origin and exposes Retry-After', async () => {
    const response = await fetch(`${service.baseUrl}/emissions/hotel`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-headers')).toContain('x-api-secret');
    expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('sends no CORS headers when no origin is set', async () => {
    const plain = await startEnvelopedService();
    try {
      const response = await fetch(`${plain.baseUrl}/certificates/${LAKESIDE_ID}`, {
        headers: { ...ENVELOPED_CREDENTIALS, origin: APP_ORIGIN },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('refuses a burst over the limit with 429 and Retry-After, and answers again after the window', async () => {
    const limited = await startEnvelopedService(0, { burstLimit: 3, burstWindowMs: 400 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await fetch(`${limited.baseUrl}/certificates/${LAKESIDE_ID}`, {
          headers: ENVELOPED_CREDENTIALS,
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get('retry-after')).toBe('2');
          expect(await response.json()).toEqual({ errors: [{ message: 'Slow down' }] });
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      await new Promise((resolve) => setTimeout(resolve, 450));
      const after = await fetch(`${limited.baseUrl}/certificates/${LAKESIDE_ID}`, {
        headers: ENVELOPED_CREDENTIALS,
      });
      expect(after.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('records what it received, without recording the list itself', async () => {
    await fetch(`${service.origin}/__received`, { method: 'DELETE' });
    await call(`/certificates/${LAKESIDE_ID}`);
    const list = (await (await fetch(`${service.origin}/__received`)).json()) as {
      path: string;
    }[];
    expect(list.map((entry) => entry.path)).toEqual([
      `/emission-service/v1/certificates/${LAKESIDE_ID}`,
    ]);
  });
});
