/**
 * A third stand-in of the service, beside the sandbox and the foreign one, that reads every open
 * choice of the specification differently again: it lives under a base path, wraps its answers in
 * an envelope and keeps its figures in tonnes, saying so in each answer.
 *
 * - Base path: everything is under `/emission-service/v1` (base URL
 *   `http://127.0.0.1:<port>/emission-service/v1`); anything else is 404 `{"error":"not_found"}`.
 * - Every success is `{ "data": … }`. Figures are in tonnes with the unit stated:
 *   a certificate holds `"emission": 0.18765, "emissionUnit": "t"` and a date with milliseconds;
 *   a hotel stay answers `{ "data": { "emission": { "value": 0.1218, "unit": "t" } } }`; an event
 *   answers `{ "data": { "rows": [{ …, "emission": 0.48, "unit": "tCO2e" }, …],
 *   "totalEmission": { "value": …, "unit": "t" } } }` with one row for travel and nights and one
 *   per entry of the meal list; the rows add up to the total exactly (both kept in 0.1 kg steps).
 * - The correlation lookup answers `{ "data": { "items": [ …certificates… ] } }`, also when it
 *   finds one or none.
 * - File links are relative to the service (`/emission-service/v1/files/<id>.pdf`,
 *   `…/<id>-facebook.jpg`, `-twitter.jpg`, `-linkedin.jpg`); those paths are served without
 *   credentials: a one-page PDF and small JPEGs, with their content types.
 * - Special certificate ids: `ARCHIVED_ID` answers `{ "data": { "status": "archived" } }` (none of
 *   a certificate's fields); `POUNDS_ID` is a certificate in `"emissionUnit": "lbs"`.
 * - A wrong or missing credential is 401 with a `text/plain` body and `WWW-Authenticate`; an
 *   unknown certificate is 404 `{ "error": "not_found" }`.
 * - Validation is 422 `{ "errors": [{ "path": "mealInfo.1.mealType", "message": … }] }`, one entry
 *   per bad field. The coffee break is accepted only as `COFFEE_BREAK`, at the top level and in
 *   `mealInfo[]`, so the spec tables' `COFEE_BREAK` in the meal list is refused.
 * - Burst limit: more than `burstLimit` requests within `burstWindowMs` from anyone (counted
 *   whether answered or refused; preflights and `/__received` are not counted) are answered 429
 *   with `Retry-After: <retryAfterSeconds>` and `{ "errors": [{ "message": "Slow down" }] }`.
 * - CORS only when `corsOrigin` is set (preflight included; `Retry-After` exposed to the page).
 * - `GET /__received` lists the requests it received (method, path, headers, body), without
 *   credentials; `DELETE /__received` clears the list. Neither is recorded.
 *
 * The model (kg CO₂e, rounded to 0.1 kg per row, then stated in tonnes):
 * - hotel stay: per guest and day, 6 kg per hotel star × the room factor (STANDARD 1, SUPERIOR
 *   1.3, SUIT 1.8), plus 2.3 kg with breakfast; the country changes nothing. Two guests, three
 *   days, STANDARD, three stars, breakfast: (18 + 2.3) × 6 = 121.8 kg = 0.1218 t.
 * - event: travel and nights per participant, by origin (LOCAL 1.5, REGIONAL 12, NATIONAL 48,
 *   EUROPE 210, INTERNATIONAL 1,150 kg) plus 14.5 kg per night; each meal list entry its count ×
 *   MEAT 3.2, VEGETARIAN 1.4, COFFEE_BREAK 0.6 kg. The top-level `mealType` is checked, not
 *   counted.
 *
 * Options (and the same as environment variables of the process): `corsOrigin` (`CORS_ORIGIN`),
 * `burstLimit` (`BURST_LIMIT`, default 30), `burstWindowMs` (`BURST_WINDOW_MS`, default 1000),
 * `retryAfterSeconds` (`RETRY_AFTER_SECONDS`, default 2).
 *
 * In a test: `startEnvelopedService()`. As a process: `PORT=4502 npx tsx
 * server/test-fixtures/enveloped-service.ts` (PORT 0 or unset: a free port); it prints
 * `enveloped service listening on <port>`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  fileMaker,
  hasCredentials,
  readBody,
  type FileMaker,
  type Network,
} from './fixture-support.ts';

const ENVELOPED_BASE_PATH = '/emission-service/v1';

export const ENVELOPED_CREDENTIALS = {
  'x-api-key': 'enveloped-key-51f0',
  'x-api-auth': 'enveloped-auth-c28d',
  'x-api-secret': 'enveloped-secret-9e63',
} as const;

/** A hotel stay's certificate: 0.18765 t. */
export const LAKESIDE_ID = '5e1f0c2a-7b3d-4c8e-9a01-2b3c4d5e6f70';
/** A second stay under the same booking reference as the first. */
export const HARBOUR_ID = '6f2a1d3b-8c4e-4d9f-8b12-3c4d5e6f7081';
/** Both certificates above. */
export const SHARED_CORRELATION = 'ENVELOPED-PAIR';
/** Only the first. */
export const SINGLE_CORRELATION = 'ENVELOPED-LAKESIDE';
/** An answer without any of a certificate's fields. */
export const ARCHIVED_ID = '7a3b2e4c-9d5f-4e0a-9c23-4d5e6f708192';
/** A certificate whose figure is in pounds. */
export const POUNDS_ID = '8b4c3f5d-0e6a-4f1b-8d34-5e6f708192a3';

export interface EnvelopedServiceOptions {
  corsOrigin?: string;
  /** Requests allowed within one window; the next one is refused with 429. */
  burstLimit?: number;
  burstWindowMs?: number;
  retryAfterSeconds?: number;
}

interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface ValidationError {
  path: string;
  message: string;
}

const MEAL_TYPES = ['MEAT', 'VEGETARIAN', 'COFFEE_BREAK'] as const;
const ORIGINS = ['LOCAL', 'REGIONAL', 'NATIONAL', 'EUROPE', 'INTERNATIONAL'] as const;
const ROOM_TYPES = ['STANDARD', 'SUPERIOR', 'SUIT'] as const;

const TRAVEL_KG: Record<(typeof ORIGINS)[number], number> = {
  LOCAL: 1.5,
  REGIONAL: 12,
  NATIONAL: 48,
  EUROPE: 210,
  INTERNATIONAL: 1150,
};
const NIGHT_KG = 14.5;
const MEAL_KG: Record<(typeof MEAL_TYPES)[number], number> = {
  MEAT: 3.2,
  VEGETARIAN: 1.4,
  COFFEE_BREAK: 0.6,
};
const STAR_KG = 6;
const ROOM_FACTOR: Record<(typeof ROOM_TYPES)[number], number> = {
  STANDARD: 1,
  SUPERIOR: 1.3,
  SUIT: 1.8,
};
const BREAKFAST_KG = 2.3;

/** Kilograms in steps of 0.1 kg, so that sums of rows are exact. */
const tenthsOfKg = (kg: number) => Math.round(kg * 10);
/** 0.1 kg steps as tonnes: 1218 → 0.1218. */
const tonnes = (tenths: number) => tenths / 10_000;

const files = (id: string) => ({
  certificateUrl: `${ENVELOPED_BASE_PATH}/files/${id}.pdf`,
  certificateFacebookUrl: `${ENVELOPED_BASE_PATH}/files/${id}-facebook.jpg`,
  certificateTwitterUrl: `${ENVELOPED_BASE_PATH}/files/${id}-twitter.jpg`,
  certificateLinkedinUrl: `${ENVELOPED_BASE_PATH}/files/${id}-linkedin.jpg`,
});

const ENVELOPED_CERTIFICATES: Record<string, Record<string, unknown>> = {
  [LAKESIDE_ID]: {
    id: LAKESIDE_ID,
    correlation: SHARED_CORRELATION,
    name: 'Lakeside board meeting',
    guestName: 'Mira Lindqvist',
    countryCode: 'SE',
    roomType: 'SUPERIOR',
    numberOfPeople: 2,
    breakfast: true,
    days: 3,
    emission: 0.18765,
    emissionUnit: 't',
    date: '2026-03-12T09:55:50.120',
    ...files(LAKESIDE_ID),
  },
  [HARBOUR_ID]: {
    id: HARBOUR_ID,
    correlation: SHARED_CORRELATION,
    name: 'Harbour workshop',
    guestName: 'Jonas Berg',
    countryCode: 'NO',
    roomType: 'STANDARD',
    numberOfPeople: 1,
    breakfast: false,
    days: 2,
    emission: 0.0423,
    emissionUnit: 't',
    date: '2026-04-02T18:20:05.300',
    ...files(HARBOUR_ID),
  },
  [POUNDS_ID]: {
    id: POUNDS_ID,
    correlation: 'ENVELOPED-POUNDS',
    name: 'Transatlantic kickoff',
    guestName: 'Dana Whitfield',
    countryCode: 'US',
    roomType: 'STANDARD',
    numberOfPeople: 1,
    breakfast: true,
    days: 2,
    emission: 268.4,
    emissionUnit: 'lbs',
    date: '2026-05-20T08:00:00.000',
    ...files(POUNDS_ID),
  },
};

/** The certificates a correlation key finds. */
function byCorrelation(key: string): Record<string, unknown>[] {
  if (key === SINGLE_CORRELATION) return [ENVELOPED_CERTIFICATES[LAKESIDE_ID] ?? {}];
  return Object.values(ENVELOPED_CERTIFICATES).filter((c) => c.correlation === key);
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

const mustBeOneOf = (allowed: readonly string[]) => `must be one of ${allowed.join(', ')}`;

function checkWhole(
  errors: ValidationError[],
  input: Record<string, unknown>,
  path: string,
  min: number,
  max: number,
): void {
  if (input[path] === undefined) errors.push({ path, message: 'is required' });
  else if (!isWhole(input[path], min, max)) {
    errors.push({ path, message: `must be a whole number from ${min} to ${max}` });
  }
}

function checkEnum(
  errors: ValidationError[],
  value: unknown,
  path: string,
  allowed: readonly string[],
): void {
  if (value === undefined) errors.push({ path, message: 'is required' });
  else if (!oneOf(value, allowed)) errors.push({ path, message: mustBeOneOf(allowed) });
}

interface EventInput {
  originType: (typeof ORIGINS)[number];
  participants: number;
  overnightStays: number;
  mealType: (typeof MEAL_TYPES)[number];
  mealInfo: { mealCount: number; mealType: (typeof MEAL_TYPES)[number] }[];
}

/** Every problem of an event request, by the request's own paths (`mealInfo.1.mealType`). */
function eventErrors(input: Record<string, unknown>): ValidationError[] {
  const errors: ValidationError[] = [];
  checkEnum(errors, input.originType, 'originType', ORIGINS);
  checkWhole(errors, input, 'participants', 1, 100_000);
  checkWhole(errors, input, 'overnightStays', 0, 365);
  checkEnum(errors, input.mealType, 'mealType', MEAL_TYPES);
  if (!Array.isArray(input.mealInfo)) {
    errors.push({ path: 'mealInfo', message: 'must be a list' });
  } else {
    input.mealInfo.forEach((meal: unknown, index) => {
      const entry = meal && typeof meal === 'object' ? (meal as Record<string, unknown>) : {};
      if (!isWhole(entry.mealCount, 0, 1_000_000)) {
        errors.push({
          path: `mealInfo.${index}.mealCount`,
          message: 'must be a whole number from 0 to 1000000',
        });
      }
      checkEnum(errors, entry.mealType, `mealInfo.${index}.mealType`, MEAL_TYPES);
    });
  }
  return errors;
}

interface HotelInput {
  roomType: (typeof ROOM_TYPES)[number];
  numberOfGuests: number;
  countryCode: string;
  breakfast: boolean;
  star: number;
  days: number;
}

function hotelErrors(input: Record<string, unknown>): ValidationError[] {
  const errors: ValidationError[] = [];
  checkEnum(errors, input.roomType, 'roomType', ROOM_TYPES);
  checkWhole(errors, input, 'numberOfGuests', 1, 1_000);
  if (typeof input.countryCode !== 'string' || !/^[A-Z]{2}$/.test(input.countryCode)) {
    errors.push({ path: 'countryCode', message: 'must be two capital letters' });
  }
  if (typeof input.breakfast !== 'boolean') {
    errors.push({ path: 'breakfast', message: 'must be true or false' });
  }
  checkWhole(errors, input, 'star', 1, 5);
  checkWhole(errors, input, 'days', 1, 365);
  return errors;
}

/** The hotel stay's figure in 0.1 kg steps. */
function hotelTenths(input: HotelInput): number {
  const perGuestDay =
    input.star * STAR_KG * ROOM_FACTOR[input.roomType] + (input.breakfast ? BREAKFAST_KG : 0);
  return tenthsOfKg(perGuestDay * input.numberOfGuests * input.days);
}

/** The event's answer: a row for travel and nights, one per meal list entry, and their total. */
function eventAnswer(input: EventInput) {
  const common = {
    originType: input.originType,
    participants: input.participants,
    overnightStays: input.overnightStays,
  };
  const travel = tenthsOfKg(
    input.participants * (TRAVEL_KG[input.originType] + NIGHT_KG * input.overnightStays),
  );
  const rows = [
    { ...common, mealInfo: [], tenths: travel },
    ...input.mealInfo.map((meal) => ({
      ...common,
      mealInfo: [meal],
      tenths: tenthsOfKg(meal.mealCount * MEAL_KG[meal.mealType]),
    })),
  ];
  const total = rows.reduce((sum, row) => sum + row.tenths, 0);
  return {
    rows: rows.map(({ tenths, ...row }) => ({ ...row, emission: tonnes(tenths), unit: 'tCO2e' })),
    totalEmission: { value: tonnes(total), unit: 't' },
  };
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

function authorised(request: IncomingMessage): boolean {
  return hasCredentials(request, ENVELOPED_CREDENTIALS);
}

/** The files, made once on first use: a one-page PDF per certificate, and a JPEG per network. */
function serviceFiles(): FileMaker {
  return fileMaker((id) => String(ENVELOPED_CERTIFICATES[id]?.name ?? ''), {
    facebook: '#1f5f4a',
    twitter: '#24546e',
    linkedin: '#4a3f6b',
  });
}

async function answerFile(path: string, response: ServerResponse, maker: FileMaker): Promise<void> {
  const match = /^\/files\/([0-9a-f-]{36})(?:\.pdf|-(facebook|twitter|linkedin)\.jpg)$/.exec(path);
  const id = match?.[1];
  if (!id || !ENVELOPED_CERTIFICATES[id]) {
    send(response, 404, { error: 'not_found' });
    return;
  }
  const network = match[2] as Network | undefined;
  const body = network ? await maker.jpeg(network) : await maker.pdf(id);
  response.writeHead(200, {
    'content-type': network ? 'image/jpeg' : 'application/pdf',
    'content-length': String(body.length),
  });
  response.end(body);
}

function answerCalculation(path: string, body: string, response: ServerResponse): void {
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    send(response, 400, { errors: [{ path: '', message: 'the body must be JSON' }] });
    return;
  }
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    send(response, 422, { errors: [{ path: '', message: 'must be an object' }] });
    return;
  }
  const fields = input as Record<string, unknown>;
  if (path === '/emissions/hotel') {
    const errors = hotelErrors(fields);
    if (errors.length > 0) {
      send(response, 422, { errors });
      return;
    }
    const tenths = hotelTenths(fields as unknown as HotelInput);
    send(response, 200, { data: { emission: { value: tonnes(tenths), unit: 't' } } });
    return;
  }
  const errors = eventErrors(fields);
  if (errors.length > 0) {
    send(response, 422, { errors });
    return;
  }
  send(response, 200, { data: eventAnswer(fields as unknown as EventInput) });
}

function answerApi(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  body: string,
): void {
  if (!authorised(request)) {
    response.writeHead(401, {
      'content-type': 'text/plain; charset=utf-8',
      'www-authenticate': 'ApiKey realm="emission-service"',
    });
    response.end('Unauthorized: the x-api-key, x-api-auth and x-api-secret do not match.');
    return;
  }
  const byKey = /^\/certificates\/([^/]+)\/correlation$/.exec(path);
  const byId = /^\/certificates\/([^/]+)$/.exec(path);
  if (request.method === 'GET' && byKey?.[1]) {
    send(response, 200, { data: { items: byCorrelation(decodeURIComponent(byKey[1])) } });
    return;
  }
  if (request.method === 'GET' && byId?.[1]) {
    const id = decodeURIComponent(byId[1]);
    if (id === ARCHIVED_ID) {
      send(response, 200, { data: { status: 'archived' } });
      return;
    }
    const certificate = ENVELOPED_CERTIFICATES[id];
    if (certificate) send(response, 200, { data: certificate });
    else send(response, 404, { error: 'not_found' });
    return;
  }
  if (request.method === 'POST' && (path === '/emissions/event' || path === '/emissions/hotel')) {
    answerCalculation(path, body, response);
    return;
  }
  send(response, 404, { error: 'not_found' });
}

export interface EnvelopedService {
  origin: string;
  /** The base URL to enter in the app: the origin and the base path. */
  baseUrl: string;
  port: number;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startEnvelopedService(
  port = 0,
  options: EnvelopedServiceOptions = {},
): Promise<EnvelopedService> {
  const burstLimit = options.burstLimit ?? 30;
  const burstWindowMs = options.burstWindowMs ?? 1_000;
  const retryAfterSeconds = options.retryAfterSeconds ?? 2;
  const received: ReceivedRequest[] = [];
  /** When each request of the current window came in. */
  let recent: number[] = [];
  const maker = serviceFiles();

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (options.corsOrigin) {
        response.setHeader('access-control-allow-origin', options.corsOrigin);
        response.setHeader('access-control-expose-headers', 'Retry-After, WWW-Authenticate');
        response.setHeader('vary', 'Origin');
        if (request.method === 'OPTIONS') {
          response.writeHead(204, {
            'access-control-allow-methods': 'GET, POST',
            'access-control-allow-headers':
              'accept, content-type, x-api-key, x-api-auth, x-api-secret',
            'access-control-max-age': '600',
          });
          response.end();
          return;
        }
      }
      const url = new URL(request.url ?? '/', 'http://fixture.invalid');
      if (url.pathname === '/__received') {
        if (request.method === 'DELETE') received.length = 0;
        send(response, 200, received);
        return;
      }
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: { ...request.headers },
        body,
      });
      const now = Date.now();
      recent = recent.filter((at) => now - at < burstWindowMs);
      recent.push(now);
      if (recent.length > burstLimit) {
        send(
          response,
          429,
          { errors: [{ message: 'Slow down' }] },
          { 'retry-after': String(retryAfterSeconds) },
        );
        return;
      }
      if (!url.pathname.startsWith(`${ENVELOPED_BASE_PATH}/`)) {
        send(response, 404, { error: 'not_found' });
        return;
      }
      const path = url.pathname.slice(ENVELOPED_BASE_PATH.length);
      if (request.method === 'GET' && path.startsWith('/files/')) {
        await answerFile(path, response, maker);
        return;
      }
      answerApi(request, response, path, body);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${listening}`;
  return {
    origin,
    baseUrl: `${origin}${ENVELOPED_BASE_PATH}`,
    port: listening,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A positive whole number from the environment, or undefined. */
function wholeFromEnv(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

// As a process: `npx tsx server/test-fixtures/enveloped-service.ts`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const service = await startEnvelopedService(Number(process.env.PORT ?? 0), {
    corsOrigin: process.env.CORS_ORIGIN || undefined,
    burstLimit: wholeFromEnv('BURST_LIMIT'),
    burstWindowMs: wholeFromEnv('BURST_WINDOW_MS'),
    retryAfterSeconds: wholeFromEnv('RETRY_AFTER_SECONDS'),
  });
  console.log(`enveloped service listening on ${service.port}`);
  const stop = () => void service.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
