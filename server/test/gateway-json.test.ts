/**
 * `/api` takes JSON only, through real HTTP: a calculation's body reaches the service only when it
 * is declared `application/json`, parses as a JSON object and nests at most 32 levels, and then
 * as JSON the gateway wrote itself, without `__proto__`, `constructor` or `prototype` keys, and only
 * when each of its numbers reaches the service as the number it is. Every
 * other body is refused with its own problem type and never reaches the service.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FOREIGN_CREDENTIALS,
  startForeignService,
  type ForeignService,
} from '../test-fixtures/foreign-service.ts';
import { startServer, type RunningServer } from './test-support.ts';
import { serverProblemType } from '../../src/api/problem.ts';

const EVENT = { originType: 'LOCAL', mealInfo: [], participants: 10, mealType: 'MEAT' };
const EVENT_JSON = JSON.stringify(EVENT);

let service: ForeignService;
let server: RunningServer;

beforeAll(async () => {
  service = await startForeignService();
  server = await startServer({
    SERVICE_URL: service.origin,
    SERVICE_API_KEY: FOREIGN_CREDENTIALS['x-api-key'],
    SERVICE_API_AUTH: FOREIGN_CREDENTIALS['x-api-auth'],
    SERVICE_API_SECRET: FOREIGN_CREDENTIALS['x-api-secret'],
    GATEWAY_RATE_LIMIT: '0',
    // Each test looks at what the service gets: no answer from the cache (calculation-cache.test.ts).
    CALCULATION_CACHE_SECONDS: '0',
  });
});
afterAll(async () => {
  await server.close();
  await service.close();
});
beforeEach(() => {
  service.received.length = 0;
});

/** A calculation with exactly these headers and bytes (fetch adds no content type to bytes). */
async function post(headers: Record<string, string>, body: string | Uint8Array) {
  const response = await fetch(`${server.origin}/api/emissions/event`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

const JSON_TYPE = { 'content-type': 'application/json' };
const XXE = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>';
const deep = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);

describe('/api refuses a body it cannot take as a JSON object', () => {
  it.each([
    ['XML with an external entity', { 'content-type': 'application/xml' }, XXE],
    [
      'multipart form data',
      { 'content-type': 'multipart/form-data; boundary=b' },
      `--b\r\ncontent-disposition: form-data; name="participants"\r\n\r\n10\r\n--b--\r\n`,
    ],
    ['form data', { 'content-type': 'application/x-www-form-urlencoded' }, 'participants=10'],
    ['JSON sent as text', { 'content-type': 'text/plain' }, EVENT_JSON],
    ['JSON with no content type', {}, EVENT_JSON],
    ['a JSON look-alike type', { 'content-type': 'application/json-patch+json' }, EVENT_JSON],
    ['JSON in UTF-16', { 'content-type': 'application/json; charset=utf-16' }, EVENT_JSON],
    [
      'JSON compressed with gzip',
      { ...JSON_TYPE, 'content-encoding': 'gzip' },
      new Uint8Array(gzipSync(EVENT_JSON)),
    ],
  ])('%s: 415, unsupported-body', async (_name, headers, body) => {
    const answer = await post(headers, body);
    expect(answer.status).toBe(415);
    expect(answer.type).toBe('application/problem+json');
    expect(JSON.parse(answer.text)).toMatchObject({
      status: 415,
      type: serverProblemType('unsupported-body'),
    });
    expect(service.received).toEqual([]);
  });

  it.each([
    ['XML with an external entity declared as JSON', XXE],
    ['60,000 opening brackets', '['.repeat(60_000)],
    ['30,000 nested arrays in an object', `{"a":${'['.repeat(30_000)}${']'.repeat(30_000)}}`],
    ['objects nested 33 deep', deep(33)],
    ['a gzip body without its header', new Uint8Array(gzipSync(EVENT_JSON))],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    ['an array', `[${EVENT_JSON}]`],
    ['a string', '"participants"'],
    ['null', 'null'],
    ['an empty body', ''],
    ['two objects', `${EVENT_JSON}${EVENT_JSON}`],
  ])('%s: 400, malformed-body', async (_name, body) => {
    const answer = await post(JSON_TYPE, body);
    expect(answer.status).toBe(400);
    expect(answer.type).toBe('application/problem+json');
    expect(JSON.parse(answer.text)).toMatchObject({
      status: 400,
      type: serverProblemType('malformed-body'),
    });
    expect(service.received).toEqual([]);
  });

  // The rewrite writes doubles: such a number would reach the service as null, or rounded.
  it.each([
    ['a number past a double’s range', '1e999999'],
    ['a negative one', '-1e400'],
    ['a number too small for a double', '1e-400'],
    ['an integer past a double’s precision', '12345678901234567890'],
    ['a decimal past a double’s precision', '0.10000000000000000001'],
  ])('%s (%s): 400, malformed-body, in words', async (_name, number) => {
    const answer = await post(
      JSON_TYPE,
      `{"originType":"LOCAL","mealInfo":[],"participants":${number},"mealType":"MEAT"}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.type).toBe('application/problem+json');
    expect(JSON.parse(answer.text)).toEqual({
      type: serverProblemType('malformed-body'),
      title: 'Bad Request',
      status: 400,
      detail:
        'The request body holds a number that cannot be passed on as written (too large, too small or too precise).',
    });
    expect(service.received).toEqual([]);
  });

  it('a body over 64 kB: 413, too-large', async () => {
    const answer = await post(JSON_TYPE, JSON.stringify({ ...EVENT, padding: 'x'.repeat(65_536) }));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ type: serverProblemType('too-large') });
    expect(service.received).toEqual([]);
  });
});

describe('/api sends the service JSON it wrote itself', () => {
  it('takes application/json with a UTF-8 charset, and objects nested 32 deep', async () => {
    for (const [type, body] of [
      ['application/json; charset=utf-8', EVENT_JSON],
      ['Application/JSON;charset="UTF-8"', EVENT_JSON],
      ['application/json', JSON.stringify({ ...EVENT, extra: JSON.parse(deep(31)) })],
    ] as const) {
      const answer = await post({ 'content-type': type }, body);
      expect(answer.status, type).toBe(200);
      expect(JSON.parse(answer.text)).toMatchObject({ totalEmission: 33 });
    }
    expect(service.received).toHaveLength(3);
  });

  it('re-serialises the body: no spacing, escapes or encodings of the caller, application/json', async () => {
    const answer = await post(
      { 'content-type': 'application/json; charset=utf-8; x-extra=1' },
      '\ufeff{ "participants" : 10 ,\n "originType":"\\u004cOCAL", "mealType": "MEAT", "mealInfo": [ ] }',
    );
    expect(answer.status).toBe(200);
    const [received] = service.received;
    expect(received?.body).toBe(
      '{"participants":10,"originType":"LOCAL","mealType":"MEAT","mealInfo":[]}',
    );
    expect(received?.headers['content-type']).toBe('application/json');
    expect(received?.headers['content-encoding']).toBeUndefined();
  });

  it('passes on numbers that are the same as written: 1e0, 1.50, -0, 1E+2, 0.1 and the largest double', async () => {
    const answer = await post(
      JSON_TYPE,
      '{"originType":"LOCAL","mealInfo":[],"participants":1E+2,"mealType":"MEAT",' +
        '"x":[1e0,1.50,-0,0.1,123456789012345,1.7976931348623157e308,"12345678901234567890"]}',
    );
    expect(answer.status).toBe(200);
    const [received] = service.received;
    expect(received?.body).toBe(
      '{"originType":"LOCAL","mealInfo":[],"participants":100,"mealType":"MEAT",' +
        '"x":[1,1.5,0,0.1,123456789012345,1.7976931348623157e+308,"12345678901234567890"]}',
    );
  });

  it('drops __proto__, constructor and prototype keys, at any depth, escaped or not', async () => {
    const answer = await post(
      JSON_TYPE,
      '{"participants":10,"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},' +
        '"mealInfo":[{"mealType":"LUNCH","\\u005f_proto__":{"polluted":1},"prototype":2}],' +
        '"originType":"LOCAL","mealType":"MEAT"}',
    );
    expect(answer.status).toBe(200);
    const [received] = service.received;
    expect(received?.body).toBe(
      '{"participants":10,"mealInfo":[{"mealType":"LUNCH"}],"originType":"LOCAL","mealType":"MEAT"}',
    );
  });
});
