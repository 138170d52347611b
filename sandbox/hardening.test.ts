/**
 * Hostile request bodies: oversized, deeply nested, of the wrong shape or type, of the wrong media
 * type. Each gets a clear 4xx problem+json naming what is wrong, nothing is stored, and the sandbox
 * keeps answering. Paths, headers, methods and names: hardening-paths.test.ts; the Node server:
 * server/http-server.test.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './body.ts';
import { RECORDS_FILE } from './store.ts';
import {
  call,
  errorFields,
  EVENT_REQUEST,
  expectProblem,
  expectStaysUp,
  HOTEL_REQUEST,
  startSandbox,
  streamedRequest,
} from './test-support.ts';

const JSON_TYPE = { 'content-type': 'application/json' };
const RECORD_REQUEST = { ...HOTEL_REQUEST, name: 'Summit', guestName: 'Ada', correlation: 'K-1' };

type Endpoint = '/emissions/event' | '/emissions/hotel' | '/records';
const VALID: Record<Endpoint, Record<string, unknown>> = {
  '/emissions/event': EVENT_REQUEST,
  '/emissions/hotel': HOTEL_REQUEST,
  '/records': RECORD_REQUEST,
};
const ENDPOINTS = Object.keys(VALID) as Endpoint[];

/** A valid body with one field (dotted path, `mealInfo.0.mealCount`) replaced by raw JSON text. */
function bodyWith(endpoint: Endpoint, field: string, rawValue: string): string {
  const body = structuredClone(VALID[endpoint]);
  const keys = field.split('.');
  let target: Record<string, unknown> = body;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) ?? ''] = '\u0001RAW\u0001';
  return JSON.stringify(body).replace('"\\u0001RAW\\u0001"', rawValue);
}

const INTEGER_FIELDS: [Endpoint, string, string][] = [
  ['/emissions/event', 'participants', 'participants'],
  ['/emissions/event', 'overnightStays', 'overnightStays'],
  ['/emissions/event', 'mealInfo.0.mealCount', 'mealInfo[0].mealCount'],
  ['/emissions/hotel', 'numberOfGuests', 'numberOfGuests'],
  ['/emissions/hotel', 'star', 'star'],
  ['/emissions/hotel', 'days', 'days'],
  ['/records', 'days', 'days'],
];
const BAD_INTEGERS = ['"2"', '2.5', 'null', '[]', '{}', 'true', '"true"', '-1', '1e308', '1e400'];
const BAD_ENUMS = ['1', 'null', '[]', '{}', 'true', '""', '"meat"', '"MEAT "', '"STANDARD\\u0000"'];
const ENUM_FIELDS: [Endpoint, string, string][] = [
  ['/emissions/event', 'originType', 'originType'],
  ['/emissions/event', 'mealType', 'mealType'],
  ['/emissions/event', 'mealInfo.1.mealType', 'mealInfo[1].mealType'],
  ['/emissions/hotel', 'roomType', 'roomType'],
  ['/records', 'roomType', 'roomType'],
];
const OTHER_FIELDS: [Endpoint, string, string, string[]][] = [
  ['/emissions/event', 'mealInfo', 'mealInfo', ['{}', '"[]"', 'null', '1']],
  ['/emissions/event', 'mealInfo', 'mealInfo[0]', ['[1]', '[[]]', '[null]', '["MEAT"]']],
  ['/emissions/hotel', 'breakfast', 'breakfast', ['"true"', '1', '0', 'null', '[]', '{}']],
  [
    '/emissions/hotel',
    'countryCode',
    'countryCode',
    ['"de"', '"DEU"', '49', 'null', '["DE"]', '"ZZ"', '"XK"', '"UK"', '"EU"', '"AA"'],
  ],
  ['/records', 'countryCode', 'countryCode', ['"D\\u0000"', '""', '" DE"', '"ZZ"', '"QM"']],
  ...(['name', 'guestName', 'correlation'] as const).map(
    (field): [Endpoint, string, string, string[]] => [
      '/records',
      field,
      field,
      ['1', 'null', '[]', '{}', 'true', '""', '"   "', JSON.stringify('x'.repeat(201))],
    ],
  ),
  [
    '/records',
    'date',
    'date',
    [
      '"2026-02-30T10:00"',
      '"2026-13-01T00:00"',
      '"2026-01-01T24:00"',
      '"2026-01-01T10:60"',
      '"2026-01-01"',
      '"2026-01-01T10:00Z"',
      '20260101',
      'null',
    ],
  ],
];

const WRONG_TYPES: [Endpoint, string, string, string][] = [
  ...INTEGER_FIELDS.flatMap(([endpoint, key, field]) =>
    BAD_INTEGERS.map((raw): [Endpoint, string, string, string] => [endpoint, key, raw, field]),
  ),
  ...ENUM_FIELDS.flatMap(([endpoint, key, field]) =>
    BAD_ENUMS.map((raw): [Endpoint, string, string, string] => [endpoint, key, raw, field]),
  ),
  ...OTHER_FIELDS.flatMap(([endpoint, key, field, raws]) =>
    raws.map((raw): [Endpoint, string, string, string] => [endpoint, key, raw, field]),
  ),
];

describe('hostile bodies', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  let storedBefore = '';
  beforeAll(async () => {
    env = await startSandbox();
    storedBefore = await readFile(path.join(env.dir, RECORDS_FILE), 'utf8');
  });
  afterAll(async () => {
    // Not one hostile request stored a record.
    expect(await readFile(path.join(env.dir, RECORDS_FILE), 'utf8')).toBe(storedBefore);
    await env.dispose();
  });

  const post = (endpoint: string, rawBody: BodyInit, headers: Record<string, string> = JSON_TYPE) =>
    call(env.sandbox, endpoint, { method: 'POST', rawBody, headers });

  describe('size', () => {
    const padded = (bytes: number) => {
      const json = JSON.stringify(HOTEL_REQUEST);
      return json.slice(0, -1) + ' '.repeat(bytes - json.length) + '}';
    };

    it('accepts a body of exactly 64 kB', async () => {
      expect((await post('/emissions/hotel', padded(MAX_BODY_BYTES))).status).toBe(200);
    });

    it.each(ENDPOINTS)(
      'answers 413 to one byte over 64 kB on %s, with and without Content-Length',
      async (endpoint) => {
        const body = padded(MAX_BODY_BYTES + 1);
        const declared = await expectProblem(await post(endpoint, body), 413, env.dir);
        expect(declared.maxBytes).toBe(MAX_BODY_BYTES);
        const streamed = await env.sandbox.fetch(
          streamedRequest(endpoint, [new TextEncoder().encode(body)]),
        );
        await expectProblem(streamed, 413, env.dir);
        await expectStaysUp(env.sandbox);
      },
    );

    it('answers 413 to a chunked body that grows past the limit in small pieces', async () => {
      const chunks = [new TextEncoder().encode('{"padding":"')];
      for (let i = 0; i < 700; i += 1) chunks.push(new TextEncoder().encode('x'.repeat(100)));
      const response = await env.sandbox.fetch(streamedRequest('/emissions/event', chunks));
      await expectProblem(response, 413, env.dir);
      await expectStaysUp(env.sandbox);
    });

    it('answers 413 to a declared length over the limit, whatever the body', async () => {
      // A claim under the limit cannot carry more over HTTP: Node's server delivers no more bytes
      // than the Content-Length declares (server/http-server.test.ts).
      const small = JSON.stringify(HOTEL_REQUEST);
      for (const claim of ['65537', '1000000']) {
        await expectProblem(
          await post('/emissions/hotel', small, { ...JSON_TYPE, 'content-length': claim }),
          413,
          env.dir,
        );
      }
      await expectStaysUp(env.sandbox);
    });
  });

  describe('nesting', () => {
    it.each([
      ['arrays, 10,000 levels', '['.repeat(10_000) + ']'.repeat(10_000)],
      ['arrays, 30,000 levels', '['.repeat(30_000) + ']'.repeat(30_000)],
      ['objects, 10,000 levels', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
    ])('answers 400 to %s as the body', async (_label, raw) => {
      for (const endpoint of ENDPOINTS) {
        const problem = await expectProblem(await post(endpoint, raw), 400, env.dir);
        expect(JSON.stringify(problem).length).toBeLessThan(2_000);
      }
      await expectStaysUp(env.sandbox);
    });

    it('answers 400 naming the field that holds 10,000 levels', async () => {
      const deep = '['.repeat(10_000) + ']'.repeat(10_000);
      for (const endpoint of ENDPOINTS) {
        const field = endpoint === '/emissions/event' ? 'participants' : 'days';
        const problem = await expectProblem(
          await post(endpoint, bodyWith(endpoint, field, deep)),
          400,
        );
        expect(errorFields(problem)).toEqual([field]);
      }
      const deepMeals = bodyWith('/emissions/event', 'mealInfo', deep);
      const problem = await expectProblem(await post('/emissions/event', deepMeals), 400);
      expect(errorFields(problem)).toEqual(['mealInfo[0]']);
      await expectStaysUp(env.sandbox);
    });

    it('keeps the answer short when an array holds thousands of wrong items', async () => {
      const body = bodyWith('/emissions/event', 'mealInfo', JSON.stringify(Array(30_000).fill(1)));
      const problem = await expectProblem(await post('/emissions/event', body), 400);
      expect(errorFields(problem)).toContain('mealInfo');
      expect(JSON.stringify(problem).length).toBeLessThan(4_000);
    });
  });

  describe('wrong types', () => {
    it.each(WRONG_TYPES)('%s: %s = %s answers 400 naming %s', async (endpoint, key, raw, field) => {
      const problem = await expectProblem(await post(endpoint, bodyWith(endpoint, key, raw)), 400);
      expect(errorFields(problem)).toContain(field);
      expect(problem.detail).toContain(field);
      const messages = problem.errors?.filter((error) => error.field === field) ?? [];
      expect(messages.length).toBe(1);
      await expectStaysUp(env.sandbox);
    });

    it.each(['NaN', 'Infinity', '-Infinity', '0x10', '+1', '01', '.5', 'undefined'])(
      'answers 400 "not valid JSON" to the literal %s',
      async (literal) => {
        for (const endpoint of ENDPOINTS) {
          const field = endpoint === '/emissions/event' ? 'participants' : 'days';
          const problem = await expectProblem(
            await post(endpoint, bodyWith(endpoint, field, literal)),
            400,
          );
          expect(problem.detail).toContain('not valid JSON');
        }
      },
    );

    it('accepts -0, 2.0 and 1e2 where the integer is in range, as plain integers', async () => {
      const response = await post(
        '/emissions/event',
        bodyWith('/emissions/event', 'overnightStays', '-0').replace(
          '"participants":60',
          '"participants":1e2',
        ),
      );
      expect(response.status).toBe(200);
      const result = (await response.json()) as {
        rows: { overnightStays: number; participants: number }[];
      };
      expect(result.rows[0]).toMatchObject({ overnightStays: 0, participants: 100 });
      expect(Object.is(result.rows[0]?.overnightStays, -0)).toBe(false);
      expect(
        (await post('/emissions/hotel', bodyWith('/emissions/hotel', 'days', '2.0'))).status,
      ).toBe(200);
      const zeroDays = await expectProblem(
        await post('/emissions/hotel', bodyWith('/emissions/hotel', 'days', '-0')),
        400,
      );
      expect(errorFields(zeroDays)).toEqual(['days']);
    });

    it('takes the last of duplicate keys, as JSON.parse does, and validates it', async () => {
      const body = JSON.stringify(HOTEL_REQUEST).replace('}', ',"days":999}');
      const problem = await expectProblem(await post('/emissions/hotel', body), 400);
      expect(errorFields(problem)).toEqual(['days']);
    });
  });

  describe('shape', () => {
    it.each(ENDPOINTS)(
      'ignores unknown fields on %s and never echoes or stores them',
      async (endpoint) => {
        const extra = {
          ...VALID[endpoint],
          admin: true,
          id: 'x',
          emission: -1,
          nested: { a: [1] },
        };
        const body = JSON.stringify(extra).replace(
          '{',
          '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},',
        );
        const response = await post(endpoint, body);
        expect(response.status).toBe(endpoint === '/records' ? 201 : 200);
        const text = await response.text();
        expect(text).not.toMatch(/admin|nested|polluted|constructor/);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        if (endpoint === '/records') {
          const certificate = JSON.parse(text) as { emission: number; id: string };
          expect(certificate.emission).toBeGreaterThan(0);
          expect(certificate.id).not.toBe('x');
          storedBefore = await readFile(path.join(env.dir, RECORDS_FILE), 'utf8');
        }
      },
    );

    it.each([
      ['empty', ''],
      ['only white space', ' \n\t '],
      ['null', 'null'],
      ['a string', '"{\\"roomType\\":\\"STANDARD\\"}"'],
      ['a number', '42'],
      ['a boolean', 'true'],
      ['an empty array', '[]'],
      ['an array of the request', `[${JSON.stringify(HOTEL_REQUEST)}]`],
      ['two objects', `${JSON.stringify(HOTEL_REQUEST)}${JSON.stringify(HOTEL_REQUEST)}`],
      ['cut short', JSON.stringify(HOTEL_REQUEST).slice(0, -1)],
      ['not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ] as [string, BodyInit][])('answers 400 to a body that is %s', async (_label, raw) => {
      for (const endpoint of ENDPOINTS) {
        const problem = await expectProblem(await post(endpoint, raw), 400, env.dir);
        if (problem.errors) expect(errorFields(problem)).toEqual(['(body)']);
      }
      await expectStaysUp(env.sandbox);
    });

    it('answers 400 to a POST without any body', async () => {
      for (const endpoint of ENDPOINTS) {
        const response = await call(env.sandbox, endpoint, { method: 'POST' });
        expect((await expectProblem(response, 400)).detail).toContain('empty');
      }
    });
  });

  describe('media type', () => {
    it.each([
      'text/plain',
      'text/plain;charset=UTF-8',
      'multipart/form-data; boundary=----x',
      'application/x-www-form-urlencoded',
      'application/jsonx',
      'text/json',
      'application/xml',
      `application/${'x'.repeat(10_000)}`,
    ])('answers 415 to Content-Type %s', async (contentType) => {
      for (const endpoint of ENDPOINTS) {
        const response = await post(endpoint, JSON.stringify(VALID[endpoint]), {
          'content-type': contentType,
        });
        await expectProblem(response, 415, env.dir);
      }
      await expectStaysUp(env.sandbox);
    });

    it.each(['application/json; charset=utf-8', 'APPLICATION/JSON', 'application/problem+json'])(
      'accepts JSON declared as "%s"',
      async (contentType) => {
        const headers = { 'content-type': contentType };
        const response = await post('/emissions/hotel', JSON.stringify(HOTEL_REQUEST), headers);
        expect(response.status).toBe(200);
      },
    );

    it('accepts JSON without a Content-Type, and with a byte order mark', async () => {
      const response = await call(env.sandbox, '/emissions/hotel', {
        method: 'POST',
        rawBody: new Blob([JSON.stringify(HOTEL_REQUEST)]),
      });
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.status).toBe(200);
      expect(
        (await post('/emissions/hotel', `\ufeff${JSON.stringify(HOTEL_REQUEST)}`)).status,
      ).toBe(200);
    });
  });
});
