/**
 * A fourth stand-in of the service, beside the sandbox, the foreign and the enveloped ones, made
 * the way a Python service that keeps its decimals exact (FastAPI and Pydantic, `Decimal` fields)
 * would make it. Every choice the specification leaves open is made differently again:
 *
 * - Base path: `/v2` (base URL `http://127.0.0.1:<port>/v2`). A path it has no route for is 404
 *   `{"detail": "Not Found"}` before any credential is looked at, as a router would answer.
 * - Figures are decimal strings, never JSON numbers: a certificate holds `"emission": "187.65"`
 *   with `"emissionUnit": "kg CO₂e"`; an event answers rows with `"emission": "1995"` and
 *   `"totalEmission": "3060.5"` beside `"emissionUnit": "kg_co2e"`; a hotel stay answers
 *   `{ "totalEmission": "12.18", "emissionUnit": "kgCO2e" }`. One certificate states
 *   `"emission": "0.0423"` in `"tonnes"`, one `"96.4"` in `"KILOGRAMS"`. The strings are written
 *   as `str(Decimal)` after normalising: no trailing zeros, no exponent ("1200", "3060.5").
 *   Counts (`numberOfPeople`, `days`) are JSON numbers.
 * - Dates as Python's `str(datetime)` writes them, RFC 3339 with a space for the T:
 *   `"2026-06-18 07:45:30+02:00"`, `"2026-05-04 16:20:05.250000Z"` (microseconds and Z), and one
 *   without a zone, `"2026-06-18 07:45:30"`.
 * - The correlation lookup answers a page of results, `{ "count": n, "next": null, "previous":
 *   null, "results": [ … ] }`, for one, several or none (never 404).
 * - File links are absolute, on the service's own origin but outside its base path:
 *   `http://127.0.0.1:<port>/media/certificates/<id>.pdf` and `…/<id>_facebook.jpg`,
 *   `_twitter.jpg`, `_linkedin.jpg`; served without credentials (a one-page PDF, small JPEGs),
 *   with their content types. No envelope around anything.
 * - Coffee break: only the spelling of spec 2.3, `COFEE_BREAK`, at the top level and in
 *   `mealInfo[]`; `COFFEE_BREAK` is refused like any other wrong value.
 * - Validation is 422 in FastAPI's shape, `{ "detail": [{ "type": "…", "loc": ["body",
 *   "participants"], "msg": "…", "input": … }] }`, one entry per bad field, with its own limits
 *   (at most 500 participants, 50 guests, 60 days), stricter than the app's. A body that is not
 *   JSON is 422 `json_invalid` too. A certificate id that is not a UUID is 422 at
 *   `["path", "certificate_id"]`.
 * - A wrong or missing credential is 401 `{"detail": "Invalid API credentials"}` (JSON, no
 *   `WWW-Authenticate`); an unknown certificate is 404 `{"detail": "Not Found"}`.
 * - A known path with the wrong method is 405 `{"detail": "Method Not Allowed"}` with `Allow`.
 * - Rate limit (only when `burstLimit` is set): a fixed window of `burstWindowSeconds` that opens
 *   with its first request; past `burstLimit` requests in it, 429 `{"detail": "Too Many
 *   Requests"}` with `Retry-After` as an HTTP date (when the window closes), never in seconds.
 *   Every request under the base path counts, answered or refused; files, preflights and the
 *   hooks below do not.
 * - Special certificates whose figure is no number: `COMMA_ID` (`"1,234"`), `WITH_UNIT_ID`
 *   (`"12 kg"`), `EMPTY_ID` (`""`), `POUNDS_ID` (`"268.4"` in `"lbs"`). `NO_FIGURE_ID` has no
 *   `emission` at all, `NULL_FIGURE_ID` has `"emission": null`. The booking reference
 *   `PAIR_CORRELATION` lists the good `ALPINE_ID` and the `"1,234"` one;
 *   `ALPINE_CORRELATION` and `COMMA_CORRELATION` list one each.
 * - CORS only when `corsOrigin` is set, for that origin alone (preflight included; `Retry-After`
 *   exposed).
 * - `GET /__received` lists the requests it received (method, path, headers, body), without
 *   credentials; `DELETE /__received` clears it; `DELETE /__limit` closes the rate limit's window.
 *   None of them is recorded or counted.
 *
 * The model (kg CO₂e, in exact hundredths):
 * - hotel stay: per guest and day, by stars (1: 3.2, 2: 4.6, 3: 6.09, 4: 8.4, 5: 11.75 kg) × the
 *   room (STANDARD 100 %, SUPERIOR 125 %, SUIT 160 %, rounded half to even to 0.01 kg), plus
 *   0.95 kg with breakfast; the country changes nothing. One guest, two days, STANDARD, three
 *   stars, no breakfast: 6.09 × 2 = 12.18 kg.
 * - event: one row for travel and meals (travel per participant by origin: LOCAL 2.1,
 *   REGIONAL 9.8, NATIONAL 52.4, EUROPE 184.6, INTERNATIONAL 980.2 kg; each meal list entry its
 *   count × MEAT 4.15, VEGETARIAN 1.65, COFEE_BREAK 0.45 kg), and one for the nights when there
 *   are any (18.25 kg per participant and night). The rows add up to the total exactly.
 *
 * Options (and the same as environment variables of the process): `corsOrigin` (`CORS_ORIGIN`),
 * `burstLimit` (`BURST_LIMIT`, default none), `burstWindowSeconds` (`BURST_WINDOW_SECONDS`,
 * default 60).
 *
 * In a test: `startDecimalService()`. As a process: `PORT=4503 npx tsx
 * server/test-fixtures/decimal-service.ts` (PORT 0 or unset: a free port); it prints
 * `decimal service listening on <port>`.
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

const DECIMAL_BASE_PATH = '/v2';
const DECIMAL_MEDIA_PATH = '/media/certificates';

export const DECIMAL_CREDENTIALS = {
  'x-api-key': 'decimal-key-3b8e',
  'x-api-auth': 'decimal-auth-71fa',
  'x-api-secret': 'decimal-secret-c05d',
} as const;

/** "187.65" in "kg CO₂e", dated "2026-06-18 07:45:30+02:00". */
export const ALPINE_ID = '3c9d2b1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
/** "0.0423" in "tonnes" (42.3 kg), dated with microseconds and Z. */
export const TONNES_ID = '4d0e3c2f-5a6b-4c7d-9e8f-0a1b2c3d4e5f';
/** "96.4" in "KILOGRAMS", dated without a zone: "2026-06-18 07:45:30". */
export const LOCAL_DATE_ID = '5e1f4d3a-6b7c-4d8e-8f9a-1b2c3d4e5f60';
/** `"emission": "1,234"`: no number. */
export const COMMA_ID = '6f2a5e4b-7c8d-4e9f-9a0b-2c3d4e5f6071';
/** `"emission": "12 kg"`: no number. */
export const WITH_UNIT_ID = '7a3b6f5c-8d9e-4f0a-8b1c-3d4e5f607182';
/** `"emission": ""`: no number. */
export const EMPTY_ID = '8b4c7a6d-9e0f-4a1b-9c2d-4e5f60718293';
/** `"emission": "268.4"` in `"lbs"`: a unit the app does not convert. */
export const POUNDS_ID = '9c5d8b7e-0f1a-4b2c-8d3e-5f60718293a4';
/** No `emission` field at all: the service states no figure. */
export const NO_FIGURE_ID = 'a0d6e9c8-1a2b-4c3d-9e4f-60718293a4b5';
/** `"emission": null`. */
export const NULL_FIGURE_ID = 'b1e7f0d9-2b3c-4d4e-8f5a-718293a4b5c6';
/** The good ALPINE_ID and the "1,234" COMMA_ID. */
export const PAIR_CORRELATION = 'DEC-PAIR';
/** Only ALPINE_ID. */
export const ALPINE_CORRELATION = 'DEC-ALPINE';
/** Only COMMA_ID. */
export const COMMA_CORRELATION = 'DEC-COMMA';

export interface DecimalServiceOptions {
  corsOrigin?: string;
  /** Requests allowed in one window; the next ones are refused with 429 until it closes. */
  burstLimit?: number;
  burstWindowSeconds?: number;
}

interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One entry of a FastAPI validation answer. */
interface ValidationDetail {
  type: string;
  loc: (string | number)[];
  msg: string;
  input?: unknown;
}

const MEAL_TYPES = ['MEAT', 'VEGETARIAN', 'COFEE_BREAK'] as const;
const ORIGINS = ['LOCAL', 'REGIONAL', 'NATIONAL', 'EUROPE', 'INTERNATIONAL'] as const;
const ROOM_TYPES = ['STANDARD', 'SUPERIOR', 'SUIT'] as const;

// Every amount in hundredths of a kilogram: the arithmetic stays exact, as Decimal keeps it.
const TRAVEL: Record<(typeof ORIGINS)[number], number> = {
  LOCAL: 210,
  REGIONAL: 980,
  NATIONAL: 5240,
  EUROPE: 18460,
  INTERNATIONAL: 98020,
};
const NIGHT = 1825;
const MEAL: Record<(typeof MEAL_TYPES)[number], number> = {
  MEAT: 415,
  VEGETARIAN: 165,
  COFEE_BREAK: 45,
};
const STAR: Record<number, number> = { 1: 320, 2: 460, 3: 609, 4: 840, 5: 1175 };
const ROOM_PERCENT: Record<(typeof ROOM_TYPES)[number], number> = {
  STANDARD: 100,
  SUPERIOR: 125,
  SUIT: 160,
};
const BREAKFAST = 95;

/** Hundredths as `str(Decimal)` writes them once normalised: 306050 → "3060.5", 120000 → "1200". */
export function decimalText(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const cents = Math.abs(hundredths % 100);
  const fraction = String(cents).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** `numerator / denominator` rounded half to even, Decimal's default. */
function roundHalfEven(numerator: number, denominator: number): number {
  const floor = Math.floor(numerator / denominator);
  const rest = numerator - floor * denominator;
  if (rest * 2 < denominator) return floor;
  if (rest * 2 > denominator) return floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** File links on the service's own origin, outside its base path. */
const files = (origin: string, id: string) => ({
  certificateUrl: `${origin}${DECIMAL_MEDIA_PATH}/${id}.pdf`,
  certificateFacebookUrl: `${origin}${DECIMAL_MEDIA_PATH}/${id}_facebook.jpg`,
  certificateTwitterUrl: `${origin}${DECIMAL_MEDIA_PATH}/${id}_twitter.jpg`,
  certificateLinkedinUrl: `${origin}${DECIMAL_MEDIA_PATH}/${id}_linkedin.jpg`,
});

/** A certificate's fields apart from its figure, its correlation and its date. */
const stay = (name: string, guestName: string, countryCode: string, roomType: string) => ({
  name,
  guestName,
  countryCode,
  roomType,
  numberOfPeople: 2,
  breakfast: true,
  days: 3,
});

/** The certificates, without their file links (those need the origin the service listens at). */
const DECIMAL_CERTIFICATES: Record<string, Record<string, unknown>> = {
  [ALPINE_ID]: {
    id: ALPINE_ID,
    correlation: PAIR_CORRELATION,
    ...stay('Alpine strategy days', 'Lea Brunner', 'CH', 'SUPERIOR'),
    emission: '187.65',
    emissionUnit: 'kg CO₂e',
    date: '2026-06-18 07:45:30+02:00',
  },
  [TONNES_ID]: {
    id: TONNES_ID,
    correlation: 'DEC-TONNES',
    ...stay('Riverside offsite', 'Tomás Ferreira', 'PT', 'STANDARD'),
    emission: '0.0423',
    emissionUnit: 'tonnes',
    date: '2026-05-04 16:20:05.250000Z',
  },
  [LOCAL_DATE_ID]: {
    id: LOCAL_DATE_ID,
    correlation: 'DEC-LOCAL',
    ...stay('Lakeview seminar', 'Ines Graf', 'AT', 'SUIT'),
    emission: '96.4',
    emissionUnit: 'KILOGRAMS',
    date: '2026-06-18 07:45:30',
  },
  [COMMA_ID]: {
    id: COMMA_ID,
    correlation: PAIR_CORRELATION,
    ...stay('Harbour kickoff', 'Noah Keller', 'DE', 'STANDARD'),
    emission: '1,234',
    emissionUnit: 'kg CO₂e',
    date: '2026-06-19 09:00:00+02:00',
  },
  [WITH_UNIT_ID]: {
    id: WITH_UNIT_ID,
    correlation: 'DEC-WITH-UNIT',
    ...stay('Vineyard workshop', 'Chiara Conti', 'IT', 'STANDARD'),
    emission: '12 kg',
    emissionUnit: 'kg CO₂e',
    date: '2026-06-20 10:00:00+02:00',
  },
  [EMPTY_ID]: {
    id: EMPTY_ID,
    correlation: 'DEC-EMPTY',
    ...stay('Forest retreat', 'Jonas Weber', 'DE', 'STANDARD'),
    emission: '',
    emissionUnit: 'kg CO₂e',
    date: '2026-06-21 10:00:00+02:00',
  },
  [POUNDS_ID]: {
    id: POUNDS_ID,
    correlation: 'DEC-POUNDS',
    ...stay('Transatlantic summit', 'Dana Whitfield', 'US', 'STANDARD'),
    emission: '268.4',
    emissionUnit: 'lbs',
    date: '2026-06-22 10:00:00-04:00',
  },
  [NO_FIGURE_ID]: {
    id: NO_FIGURE_ID,
    correlation: 'DEC-NO-FIGURE',
    ...stay('Garden reception', 'Mila Novak', 'SI', 'STANDARD'),
    date: '2026-06-23 10:00:00+02:00',
  },
  [NULL_FIGURE_ID]: {
    id: NULL_FIGURE_ID,
    correlation: 'DEC-NULL-FIGURE',
    ...stay('Rooftop dinner', 'Sven Olsen', 'DK', 'STANDARD'),
    emission: null,
    emissionUnit: 'kg CO₂e',
    date: '2026-06-24 10:00:00+02:00',
  },
};

/** A certificate as the service sends it, its file links on `origin`. */
function decimalCertificate(id: string, origin: string): Record<string, unknown> | undefined {
  const certificate = DECIMAL_CERTIFICATES[id];
  return certificate && { ...certificate, ...files(origin, id) };
}

/** The page of results a correlation key finds. */
function byCorrelation(key: string, origin: string) {
  const single: Record<string, string> = {
    [ALPINE_CORRELATION]: ALPINE_ID,
    [COMMA_CORRELATION]: COMMA_ID,
  };
  const only = single[key];
  const ids = only
    ? [only]
    : Object.keys(DECIMAL_CERTIFICATES).filter(
        (id) => DECIMAL_CERTIFICATES[id]?.correlation === key,
      );
  const results = ids.map((id) => decimalCertificate(id, origin));
  return { count: results.length, next: null, previous: null, results };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

const quoted = (allowed: readonly string[]) =>
  `${allowed
    .slice(0, -1)
    .map((value) => `'${value}'`)
    .join(', ')} or '${allowed.at(-1) ?? ''}'`;

function checkWhole(
  details: ValidationDetail[],
  input: Record<string, unknown>,
  loc: (string | number)[],
  min: number,
  max: number,
): void {
  const key = loc.at(-1) ?? '';
  const value = input[key];
  if (value === undefined) {
    details.push({ type: 'missing', loc: ['body', ...loc], msg: 'Field required', input });
  } else if (!isWhole(value)) {
    details.push({
      type: 'int_type',
      loc: ['body', ...loc],
      msg: 'Input should be a valid integer',
      input: value,
    });
  } else if (value < min) {
    details.push({
      type: 'greater_than_equal',
      loc: ['body', ...loc],
      msg: `Input should be greater than or equal to ${min}`,
      input: value,
    });
  } else if (value > max) {
    details.push({
      type: 'less_than_equal',
      loc: ['body', ...loc],
      msg: `Input should be less than or equal to ${max}`,
      input: value,
    });
  }
}

function checkEnum(
  details: ValidationDetail[],
  value: unknown,
  loc: (string | number)[],
  allowed: readonly string[],
): void {
  if (value === undefined) {
    details.push({ type: 'missing', loc: ['body', ...loc], msg: 'Field required' });
  } else if (typeof value !== 'string' || !allowed.includes(value)) {
    details.push({
      type: 'enum',
      loc: ['body', ...loc],
      msg: `Input should be ${quoted(allowed)}`,
      input: value,
    });
  }
}

interface EventInput {
  originType: (typeof ORIGINS)[number];
  participants: number;
  overnightStays: number;
  mealType: (typeof MEAL_TYPES)[number];
  mealInfo: { mealCount: number; mealType: (typeof MEAL_TYPES)[number] }[];
}

/** Every problem of an event request, as FastAPI lists them. */
function eventDetails(input: Record<string, unknown>): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  checkEnum(details, input.originType, ['originType'], ORIGINS);
  checkWhole(details, input, ['participants'], 1, 500);
  checkWhole(details, input, ['overnightStays'], 0, 30);
  checkEnum(details, input.mealType, ['mealType'], MEAL_TYPES);
  if (!Array.isArray(input.mealInfo)) {
    details.push({
      type: 'list_type',
      loc: ['body', 'mealInfo'],
      msg: 'Input should be a valid list',
      input: input.mealInfo,
    });
  } else {
    input.mealInfo.forEach((meal: unknown, index) => {
      const entry = meal && typeof meal === 'object' ? (meal as Record<string, unknown>) : {};
      checkWhole(details, entry, ['mealInfo', index, 'mealCount'], 0, 10_000);
      checkEnum(details, entry.mealType, ['mealInfo', index, 'mealType'], MEAL_TYPES);
    });
  }
  return details;
}

interface HotelInput {
  roomType: (typeof ROOM_TYPES)[number];
  numberOfGuests: number;
  countryCode: string;
  breakfast: boolean;
  star: number;
  days: number;
}

function hotelDetails(input: Record<string, unknown>): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  checkEnum(details, input.roomType, ['roomType'], ROOM_TYPES);
  checkWhole(details, input, ['numberOfGuests'], 1, 50);
  if (typeof input.countryCode !== 'string' || !/^[A-Z]{2}$/.test(input.countryCode)) {
    details.push({
      type: 'string_pattern_mismatch',
      loc: ['body', 'countryCode'],
      msg: "String should match pattern '^[A-Z]{2}$'",
      input: input.countryCode,
    });
  }
  if (typeof input.breakfast !== 'boolean') {
    details.push({
      type: 'bool_type',
      loc: ['body', 'breakfast'],
      msg: 'Input should be a valid boolean',
      input: input.breakfast,
    });
  }
  checkWhole(details, input, ['star'], 1, 5);
  checkWhole(details, input, ['days'], 1, 60);
  return details;
}

/** The hotel stay's figure in hundredths of a kilogram. */
function hotelHundredths(input: HotelInput): number {
  const room = roundHalfEven((STAR[input.star] ?? 0) * ROOM_PERCENT[input.roomType], 100);
  const perGuestDay = room + (input.breakfast ? BREAKFAST : 0);
  return perGuestDay * input.numberOfGuests * input.days;
}

/** The event's answer: travel and meals in one row, the nights in another, and their total. */
function eventAnswer(input: EventInput) {
  const common = {
    originType: input.originType,
    participants: input.participants,
    overnightStays: input.overnightStays,
  };
  const meals = input.mealInfo.reduce((sum, meal) => sum + meal.mealCount * MEAL[meal.mealType], 0);
  const rows = [
    {
      ...common,
      mealInfo: input.mealInfo,
      hundredths: input.participants * TRAVEL[input.originType] + meals,
    },
  ];
  if (input.overnightStays > 0) {
    rows.push({
      ...common,
      mealInfo: [],
      hundredths: input.participants * input.overnightStays * NIGHT,
    });
  }
  const total = rows.reduce((sum, row) => sum + row.hundredths, 0);
  return {
    rows: rows.map(({ hundredths, ...row }) => ({ ...row, emission: decimalText(hundredths) })),
    totalEmission: decimalText(total),
    emissionUnit: 'kg_co2e',
  };
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

const NOT_FOUND = { detail: 'Not Found' };

function authorised(request: IncomingMessage): boolean {
  return hasCredentials(request, DECIMAL_CREDENTIALS);
}

/** The files, made once on first use: a one-page PDF per certificate, and a JPEG per network. */
function serviceFiles(): FileMaker {
  return fileMaker((id) => String(DECIMAL_CERTIFICATES[id]?.name ?? ''), {
    facebook: '#2d4a22',
    twitter: '#5a3d1e',
    linkedin: '#1e3d5a',
  });
}

async function answerMedia(
  path: string,
  response: ServerResponse,
  maker: FileMaker,
): Promise<void> {
  const match = /^\/([0-9a-f-]{36})(?:\.pdf|_(facebook|twitter|linkedin)\.jpg)$/.exec(path);
  const id = match?.[1];
  if (!id || !DECIMAL_CERTIFICATES[id]) {
    send(response, 404, NOT_FOUND);
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
    send(response, 422, {
      detail: [{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error' }],
    });
    return;
  }
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    send(response, 422, {
      detail: [
        {
          type: 'model_attributes_type',
          loc: ['body'],
          msg: 'Input should be a valid dictionary or object to extract fields from',
          input,
        },
      ],
    });
    return;
  }
  const fields = input as Record<string, unknown>;
  if (path === '/emissions/hotel') {
    const details = hotelDetails(fields);
    if (details.length > 0) {
      send(response, 422, { detail: details });
      return;
    }
    const hundredths = hotelHundredths(fields as unknown as HotelInput);
    send(response, 200, { totalEmission: decimalText(hundredths), emissionUnit: 'kgCO2e' });
    return;
  }
  const details = eventDetails(fields);
  if (details.length > 0) {
    send(response, 422, { detail: details });
    return;
  }
  send(response, 200, eventAnswer(fields as unknown as EventInput));
}

/** The routes under the base path: a route is found first, then the credentials are checked. */
function answerApi(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  body: string,
  origin: string,
): void {
  const byKey = /^\/certificates\/([^/]+)\/correlation$/.exec(path);
  const byId = /^\/certificates\/([^/]+)$/.exec(path);
  const calculation = path === '/emissions/event' || path === '/emissions/hotel';
  if (!byKey && !byId && !calculation) {
    send(response, 404, NOT_FOUND);
    return;
  }
  if (request.method !== (calculation ? 'POST' : 'GET')) {
    send(response, 405, { detail: 'Method Not Allowed' }, { allow: calculation ? 'POST' : 'GET' });
    return;
  }
  if (!authorised(request)) {
    send(response, 401, { detail: 'Invalid API credentials' });
    return;
  }
  if (byKey?.[1]) {
    send(response, 200, byCorrelation(decodeURIComponent(byKey[1]), origin));
    return;
  }
  if (byId?.[1]) {
    const id = decodeURIComponent(byId[1]);
    if (!UUID.test(id)) {
      send(response, 422, {
        detail: [
          {
            type: 'uuid_parsing',
            loc: ['path', 'certificate_id'],
            msg: 'Input should be a valid UUID',
            input: id,
          },
        ],
      });
      return;
    }
    const certificate = decimalCertificate(id.toLowerCase(), origin);
    if (certificate) send(response, 200, certificate);
    else send(response, 404, NOT_FOUND);
    return;
  }
  answerCalculation(path, body, response);
}

export interface DecimalService {
  origin: string;
  /** The base URL to enter in the app: the origin and the base path. */
  baseUrl: string;
  port: number;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startDecimalService(
  port = 0,
  options: DecimalServiceOptions = {},
): Promise<DecimalService> {
  const windowMs = (options.burstWindowSeconds ?? 60) * 1_000;
  const received: ReceivedRequest[] = [];
  let window = { opened: 0, count: 0 };
  const maker = serviceFiles();
  let origin = '';

  /** The HTTP date the window closes at, or undefined while this request is within the limit. */
  function limited(now: number): string | undefined {
    if (options.burstLimit === undefined) return undefined;
    if (now - window.opened >= windowMs) window = { opened: now, count: 0 };
    window.count += 1;
    if (window.count <= options.burstLimit) return undefined;
    // An HTTP date has whole seconds: round up, so that a caller who waits is not early.
    return new Date(Math.ceil((window.opened + windowMs) / 1_000) * 1_000).toUTCString();
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (options.corsOrigin && request.headers.origin === options.corsOrigin) {
        response.setHeader('access-control-allow-origin', options.corsOrigin);
        response.setHeader('access-control-expose-headers', 'Retry-After');
        response.setHeader('vary', 'Origin');
        if (request.method === 'OPTIONS') {
          response.writeHead(200, {
            'access-control-allow-methods': 'GET, POST',
            'access-control-allow-headers':
              'accept, content-type, x-api-key, x-api-auth, x-api-secret',
            'access-control-max-age': '600',
            'content-type': 'text/plain; charset=utf-8',
          });
          response.end('OK');
          return;
        }
      }
      const url = new URL(request.url ?? '/', 'http://fixture.invalid');
      if (url.pathname === '/__received') {
        if (request.method === 'DELETE') received.length = 0;
        send(response, 200, received);
        return;
      }
      if (url.pathname === '/__limit' && request.method === 'DELETE') {
        window = { opened: 0, count: 0 };
        send(response, 200, { detail: 'window closed' });
        return;
      }
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: { ...request.headers },
        body,
      });
      if (request.method === 'GET' && url.pathname.startsWith(`${DECIMAL_MEDIA_PATH}/`)) {
        await answerMedia(url.pathname.slice(DECIMAL_MEDIA_PATH.length), response, maker);
        return;
      }
      if (!url.pathname.startsWith(`${DECIMAL_BASE_PATH}/`)) {
        send(response, 404, NOT_FOUND);
        return;
      }
      const retryAt = limited(Date.now());
      if (retryAt) {
        send(response, 429, { detail: 'Too Many Requests' }, { 'retry-after': retryAt });
        return;
      }
      answerApi(request, response, url.pathname.slice(DECIMAL_BASE_PATH.length), body, origin);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${listening}`;
  return {
    origin,
    baseUrl: `${origin}${DECIMAL_BASE_PATH}`,
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

// As a process: `npx tsx server/test-fixtures/decimal-service.ts`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const service = await startDecimalService(Number(process.env.PORT ?? 0), {
    corsOrigin: process.env.CORS_ORIGIN || undefined,
    burstLimit: wholeFromEnv('BURST_LIMIT'),
    burstWindowSeconds: wholeFromEnv('BURST_WINDOW_SECONDS'),
  });
  console.log(`decimal service listening on ${service.port}`);
  const stop = () => void service.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
