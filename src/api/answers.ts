/**
 * The service's answers, read the way design.md decides for what the spec leaves open: a
 * `{ "data": … }` envelope around any answer, a unit stated beside a figure (a sibling
 * `emissionUnit`/`unit`, or a `{ value, unit }` object) that wins over the unit setting, file links
 * relative to the service's base URL. What comes out is the app's own shape: every figure in
 * kilograms, every link absolute. An answer that cannot be read that way is refused with an
 * AnswerProblem, whose message key says why in words; nothing half-understood gets through.
 *
 * The browser's client and the server (certificate pages, link previews, the gateway) read answers
 * with these same functions. This module imports only the contract and zod.
 */
import * as z from 'zod/mini';
import {
  certificateSchema,
  eventResultSchema,
  IMPLAUSIBLE_FIGURE_MESSAGE,
  MAX_EMISSION_FIGURE,
  type Certificate,
  type EventResult,
} from './contract.ts';

// ---------------------------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------------------------

/** Units of mass a service may state; every figure the app keeps is in kilograms. */
export type MassUnit = 'g' | 'kg' | 't';

/** What a unit setting may say where an answer states no unit (settings, SERVICE_EMISSION_UNIT). */
export type FallbackUnit = 'kg' | 't';

const KILOGRAMS_PER: Record<MassUnit, number> = { g: 0.001, kg: 1, t: 1000 };

/**
 * An amount in kilograms. Scaling a decimal by 1,000 in binary adds noise (0.1218 t is
 * 121.80000000000001 kg): fifteen significant digits, all a double holds exactly, take it off.
 */
function inKilograms(amount: number, unit: MassUnit): number {
  if (unit === 'kg') return amount;
  return Number.parseFloat((amount * KILOGRAMS_PER[unit]).toPrecision(15));
}

const UNIT_WORDS: Record<string, MassUnit> = {
  g: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  t: 't',
  tonne: 't',
  tonnes: 't',
  metricton: 't',
  metrictons: 't',
  metrictonne: 't',
  metrictonnes: 't',
};

/**
 * A unit as a service may write it: `g`, `kg`, `t` (or their words), with or without `CO2e`/`CO₂e`,
 * in any case and spacing. Undefined for anything else: `lbs`, and `ton`, which may be a short ton.
 */
export function readMassUnit(text: string): MassUnit | undefined {
  const compact = text
    .normalize('NFKC') // "CO₂e" becomes "CO2e"
    .toLowerCase()
    .replace(/[\s_.\-\u2010-\u2015\u2212]+/g, '')
    .replace(/(co2e|co2eq|co2equivalent|co2equivalents|co2)$/, '');
  return Object.hasOwn(UNIT_WORDS, compact) ? UNIT_WORDS[compact] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Problems
// ---------------------------------------------------------------------------------------------

/** Message keys of answers the app refuses to read (the catalogues hold their words). */
const ANSWER_PROBLEMS = {
  /** A wrong shape: the fields are named (`{fields}`). */
  shape: 'error.contract',
  unit: 'error.contract.unit',
  notCertificate: 'error.contract.notCertificate',
  figure: IMPLAUSIBLE_FIGURE_MESSAGE,
  /** A figure sent as text that is no number (`{value}` quotes it). */
  figureText: 'error.contract.figureText',
} as const;

/** An answer the app cannot read: why (a message key), what it read, and where. */
export class AnswerProblem extends Error {
  override readonly name = 'AnswerProblem';
  constructor(
    readonly messageKey: string,
    readonly path: readonly PropertyKey[] = [],
    readonly params: Record<string, string> = {},
  ) {
    super(`The answer cannot be read at ${path.map(String).join('.') || '(root)'}: ${messageKey}`);
  }
}

/** An answer of the wrong shape, with the issues of the contract's schema that say where. */
class ShapeProblem extends Error {
  override readonly name = 'ShapeProblem';
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('The answer does not match the contract.');
  }
}

/** Where in an answer, as the reader's words name it: `rows[0].emission`, `(root)` for the whole. */
export function answerPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`,
    )
    .join('');
}

/** Why an answer was refused, as words need it: a message key, and its values (`fields` among them). */
export interface AnswerRefusal {
  messageKey: string;
  params: Record<string, string>;
}

/**
 * The refusal a reader of this module threw, for a reader outside the client (the server's pages,
 * cards and previews) to say in the same words as the app; undefined for any other error.
 */
export function refusalOf(error: unknown): AnswerRefusal | undefined {
  if (error instanceof AnswerProblem) {
    return {
      messageKey: error.messageKey,
      params: { ...error.params, fields: answerPath(error.path) },
    };
  }
  if (error instanceof ShapeProblem) {
    const fields = [...new Set(error.issues.map((issue) => answerPath(issue.path)))];
    return { messageKey: ANSWER_PROBLEMS.shape, params: { fields: fields.slice(0, 5).join(', ') } };
  }
  return undefined;
}

/** The value checked by a schema of the contract; a wrong shape throws with zod's own issues. */
function checked<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new ShapeProblem(parsed.error.issues);
  return parsed.data;
}

// ---------------------------------------------------------------------------------------------
// Envelopes, figures, links
// ---------------------------------------------------------------------------------------------

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys that may sit beside `data` in an envelope; any other key means the object is the answer. */
const ENVELOPE_KEYS = new Set(['data', 'meta', 'links', 'jsonapi', 'status', 'success', 'message']);

/**
 * The answer inside a `{ "data": … }` envelope (and its usual companions such as `meta`), or the
 * value itself when it is not one. An object with fields of its own beside `data` is the answer.
 */
export function unwrapEnvelope(value: unknown): unknown {
  let current = value;
  for (let depth = 0; depth < 2; depth += 1) {
    if (
      !isPlainObject(current) ||
      !Object.hasOwn(current, 'data') ||
      !Object.keys(current).every((key) => ENVELOPE_KEYS.has(key))
    ) {
      return current;
    }
    current = current.data;
  }
  return current;
}

/** A JSON number, exactly as JSON writes one: what a service that keeps decimals exact sends as text. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** How much of a value a refusal quotes back, so that an outsize one cannot flood the message. */
const QUOTED_LENGTH = 24;

/** The unit an object states for its figure `key`: `<key>Unit`, `emissionUnit` or `unit`. */
function statedUnit(
  owner: Record<string, unknown>,
  key: string,
  path: readonly (string | number)[],
): MassUnit | undefined {
  for (const name of [`${key}Unit`, 'emissionUnit', 'unit']) {
    const text = owner[name];
    if (typeof text !== 'string') continue;
    const unit = readMassUnit(text);
    if (!unit) {
      throw new AnswerProblem(ANSWER_PROBLEMS.unit, [...path, name], {
        unit: text.slice(0, QUOTED_LENGTH),
      });
    }
    return unit;
  }
  return undefined;
}

/**
 * A number of an answer: a JSON number, or a string that is exactly one (`"187.65"`, as services
 * that keep decimals exact send them); undefined for anything else.
 */
export function answerNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && JSON_NUMBER.test(value) ? Number(value) : undefined;
}

/** A number of an answer, where a string that is not exactly one (`"1,234"`, `""`) is refused, quoted. */
function readAnswerNumber(value: unknown, path: readonly PropertyKey[]): number | undefined {
  if (typeof value === 'string' && !JSON_NUMBER.test(value)) {
    throw new AnswerProblem(ANSWER_PROBLEMS.figureText, path, {
      value: value.slice(0, QUOTED_LENGTH),
    });
  }
  return answerNumber(value);
}

/**
 * A figure in kilograms: a number (or a decimal string) in the unit stated beside it (or
 * `fallback`), or a `{ value, unit }` object. Undefined when the field holds neither (a wrong
 * shape, for the caller's schema to name); an AnswerProblem when its text is no number, its unit
 * is unknown or the amount is not plausible.
 */
function kilogramsOf(
  value: unknown,
  fallback: MassUnit,
  path: readonly (string | number)[],
): number | undefined {
  let amount: unknown = value;
  let unit = fallback;
  if (isPlainObject(value) && Object.hasOwn(value, 'value')) {
    amount = value.value;
    unit = statedUnit(value, 'value', path) ?? fallback;
  }
  const number = readAnswerNumber(amount, path);
  if (number === undefined) return undefined;
  const kilograms = inKilograms(number, unit);
  if (!Number.isFinite(kilograms) || kilograms < 0 || kilograms > MAX_EMISSION_FIGURE) {
    throw new AnswerProblem(ANSWER_PROBLEMS.figure, path);
  }
  return kilograms;
}

/** The object with its figure `key` in kilograms (left as it is where it holds no figure). */
function withKilograms(
  owner: Record<string, unknown>,
  key: string,
  fallback: MassUnit,
  path: readonly (string | number)[],
): Record<string, unknown> {
  if (!Object.hasOwn(owner, key)) return owner;
  const unit = statedUnit(owner, key, path) ?? fallback;
  const kilograms = kilogramsOf(owner[key], unit, [...path, key]);
  return kilograms === undefined ? owner : { ...owner, [key]: kilograms };
}

/** What reading an answer needs to know about the service that sent it. */
export interface AnswerContext {
  /** The service's base URL, absolute: relative file links resolve against it. */
  baseUrl: string;
  /** The unit of figures whose answer states none (the unit setting). */
  fallbackUnit: FallbackUnit;
}

/**
 * A link as an absolute URL: absolute as it is, else resolved against the service's base URL
 * (`/x/files/1.pdf` against its origin, `files/1.pdf` below its base path). Whether it may become a
 * link at all (http or https) is for the one who shows it to decide (ui/safe-url.ts).
 */
function resolveServiceLink(link: string, baseUrl: string): string {
  const trimmed = link.trim();
  if (URL.canParse(trimmed)) return trimmed;
  // Text with spaces is no path (and left to be refused as text); with no base to resolve against
  // (a page rendered without its public origin) a path is left as it is too.
  const base = `${baseUrl.replace(/\/+$/, '')}/`;
  return /^[^\s\\]+$/.test(trimmed) && URL.canParse(trimmed, base)
    ? new URL(trimmed, base).href
    : link;
}

/** How deep certificates may sit in an answer (`{ data: { items: [ … ] } }` is three). */
const MAX_DEPTH = 3;

const LINK_FIELDS = [
  'certificateUrl',
  'certificateFacebookUrl',
  'certificateTwitterUrl',
  'certificateLinkedinUrl',
] as const;

/**
 * A certificate answer with every file link made absolute against the service's base URL, however
 * the answer nests its certificates (the gateway passes answers on to a browser whose base URL is
 * the gateway's, so relative links must be resolved where the service's address is known).
 */
export function withAbsoluteLinks(answer: unknown, baseUrl: string, depth = 0): unknown {
  if (depth > MAX_DEPTH + 1) return answer;
  if (Array.isArray(answer)) {
    return answer.map((entry) => withAbsoluteLinks(entry, baseUrl, depth + 1));
  }
  if (!isPlainObject(answer)) return answer;
  return Object.fromEntries(
    Object.entries(answer).map(([key, value]) => [
      key,
      (LINK_FIELDS as readonly string[]).includes(key) && typeof value === 'string'
        ? resolveServiceLink(value, baseUrl)
        : withAbsoluteLinks(value, baseUrl, depth + 1),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// Certificates
// ---------------------------------------------------------------------------------------------

/** The fields of spec 2.1: an object with none of them is not a certificate. */
const CERTIFICATE_FIELDS = [
  'id',
  'correlation',
  'name',
  'guestName',
  'countryCode',
  'roomType',
  'numberOfPeople',
  'breakfast',
  'days',
  'emission',
  'date',
  ...LINK_FIELDS,
] as const;

/** Fields that mark an object of a list as a certificate rather than a wrapper around some. */
const CERTIFICATE_MARKERS = ['id', 'correlation', 'name', 'emission'] as const;

function looksLikeCertificate(value: unknown): boolean {
  return isPlainObject(value) && CERTIFICATE_MARKERS.some((field) => Object.hasOwn(value, field));
}

/** Counts of a certificate that a service may send as decimal strings too. */
const CERTIFICATE_COUNTS = ['numberOfPeople', 'days', 'star'] as const;

/**
 * A certificate in the app's shape: its figure in kilograms, its counts numbers, its links
 * absolute, every other field as it came, checked by the contract's schema. This is the one
 * reading of a certificate, for a read by id, a booking reference's list, the server's pages,
 * cards and link previews alike: a field it cannot read refuses the certificate (AnswerProblem or
 * a wrong shape), so that no path draws a finished-looking certificate without its figure. Only a
 * figure the service does not state at all (absent, or `null`) is left out, for "Not stated".
 */
export function readCertificate(
  value: Record<string, unknown>,
  context: AnswerContext,
  path: readonly (string | number)[] = [],
): Certificate {
  const { emission, ...rest } = value;
  const stated = emission === null ? rest : value;
  const read = { ...withKilograms(stated, 'emission', context.fallbackUnit, path) };
  for (const field of CERTIFICATE_COUNTS) {
    if (typeof read[field] === 'string')
      read[field] = readAnswerNumber(read[field], [...path, field]);
  }
  for (const field of LINK_FIELDS) {
    const link = read[field];
    if (typeof link === 'string' && link.trim() !== '') {
      read[field] = resolveServiceLink(link, context.baseUrl);
    }
  }
  const parsed = z.safeParse(certificateSchema, read);
  if (parsed.success) return parsed.data;
  throw new ShapeProblem(
    parsed.error.issues.map((issue) => ({ ...issue, path: [...path, ...issue.path] })),
  );
}

/** The answer to a read by record id: a certificate, or a problem that says it is not one. */
export function readCertificateAnswer(answer: unknown, context: AnswerContext): Certificate {
  const value = unwrapEnvelope(answer);
  if (!isPlainObject(value)) throw new AnswerProblem(ANSWER_PROBLEMS.shape);
  if (!CERTIFICATE_FIELDS.some((field) => Object.hasOwn(value, field))) {
    throw new AnswerProblem(ANSWER_PROBLEMS.notCertificate);
  }
  return readCertificate(value, context);
}

/** Keys that usually wrap a list, tried first; any other key holding a list is tried after them. */
const WRAPPER_KEYS = ['items', 'certificates', 'data', 'results', 'content', 'records', 'value'];

/**
 * A certificate of a booking reference's list: read, or refused by the one reader (`refusal` says
 * why, in the words a read by id would use), with the name and id it gives, which are words, not
 * figures, so that the list can say which of its stays it cannot show.
 */
export type ListedCertificate =
  | { certificate: Certificate; refusal?: undefined }
  | { certificate?: undefined; refusal: AnswerRefusal; id?: string; name?: string };

/**
 * Every certificate in a correlation answer, whose body the spec does not show: a certificate, an
 * array of them, or an object that wraps an array of them (or one of them) under some key, possibly
 * nested a few levels deep. An answer that holds none is a problem, not an empty list, unless it
 * is an empty list (the service found none). Each certificate is read by the one reader; when it
 * can read none of them, the answer is refused as a read by id of the first would be.
 */
export function readCorrelationAnswer(
  answer: unknown,
  context: AnswerContext,
): ListedCertificate[] {
  const found = collect(unwrapEnvelope(answer), 0);
  if (!found) throw new AnswerProblem(ANSWER_PROBLEMS.notCertificate);
  const read = found.map((entry) => listed(entry, context));
  const [first] = found;
  if (first && read.every((entry) => entry.refusal)) readCertificate(first, context);
  return read;
}

function listed(entry: Record<string, unknown>, context: AnswerContext): ListedCertificate {
  try {
    return { certificate: readCertificate(entry, context) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return { refusal, id: text(entry.id), name: text(entry.name) };
  }
}

type Entry = Record<string, unknown>;

function collect(value: unknown, depth: number): Entry[] | undefined {
  if (Array.isArray(value)) return value.filter(looksLikeCertificate) as Entry[];
  if (!isPlainObject(value)) return undefined;
  if (looksLikeCertificate(value)) return [value];
  if (depth >= MAX_DEPTH) return undefined;

  const keys = Object.keys(value);
  const ordered = [
    ...WRAPPER_KEYS.filter((key) => keys.includes(key)),
    ...keys.filter((key) => !WRAPPER_KEYS.includes(key)),
  ];
  // An array of certificates anywhere at this level wins over a nested object.
  for (const key of ordered) {
    const entry = value[key];
    if (Array.isArray(entry) && entry.some(looksLikeCertificate)) {
      return collect(entry, depth + 1);
    }
  }
  for (const key of ordered) {
    const entry = value[key];
    if (isPlainObject(entry)) {
      const found = collect(entry, depth + 1);
      if (found && found.length > 0) return found;
    }
  }
  // An empty list under a wrapper key is an answer too: no certificate.
  return ordered.some((key) => Array.isArray(value[key])) ? [] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Event results (spec 2.4)
// ---------------------------------------------------------------------------------------------

/**
 * An event result in kilograms. A row states its own unit or takes the answer's (`emissionUnit` or
 * `unit` beside the rows); the total states its own (`totalEmissionUnit`, a `{ value, unit }`
 * object) or takes the answer's. Everything else is checked by the contract's schema, which names
 * a missing or mistyped field.
 */
export function readEventResult(answer: unknown, context: AnswerContext): EventResult {
  const value = unwrapEnvelope(answer);
  if (!isPlainObject(value)) return checked(eventResultSchema, value);
  const answerUnit = statedUnit(value, 'emission', []) ?? context.fallbackUnit;
  // The rows first, as the contract's schema checks them: a problem is named at the first figure.
  const rows = Array.isArray(value.rows)
    ? value.rows.map((row: unknown, index) =>
        isPlainObject(row) ? withKilograms(row, 'emission', answerUnit, ['rows', index]) : row,
      )
    : value.rows;
  const read = withKilograms({ ...value, rows }, 'totalEmission', answerUnit, []);
  return checked(eventResultSchema, read);
}

// ---------------------------------------------------------------------------------------------
// Hotel results (spec 4.4 shows no body)
// ---------------------------------------------------------------------------------------------

/** Where the headline came from: a field of the answer, the sum of its rows, or the answer itself. */
type HeadlineSource = 'totalEmission' | 'emission' | 'rows' | 'body';

/** A hotel answer: as it came (for its details), and its headline figure in kilograms. */
export interface HotelAnswer {
  /** The answer as the service sent it, without an envelope. */
  answer: Record<string, unknown> | number | string;
  /** The headline figure in kilograms; undefined when the answer holds none. */
  kilograms?: number;
  source?: HeadlineSource;
  /** The unit of the answer's figures that state none of their own. */
  unit: MassUnit;
}

/** The kilograms of a figure field of the hotel answer; a field of another type is not plausible. */
function hotelFigure(
  owner: Record<string, unknown>,
  key: string,
  unit: MassUnit,
  path: readonly (string | number)[],
): number | undefined {
  if (!Object.hasOwn(owner, key) || owner[key] === undefined) return undefined;
  const kilograms = kilogramsOf(owner[key], statedUnit(owner, key, path) ?? unit, [...path, key]);
  if (kilograms === undefined) throw new AnswerProblem(ANSWER_PROBLEMS.figure, [...path, key]);
  return kilograms;
}

/**
 * The hotel answer: a bare number is the headline itself; an object's headline is its
 * `totalEmission`, else its `emission` (each a number or `{ value, unit }`), else the sum of
 * `rows[].emission` when every row has one. Every such figure that is present must be plausible.
 */
export function readHotelAnswer(answer: unknown, context: AnswerContext): HotelAnswer {
  const value = unwrapEnvelope(answer);
  const fallback: MassUnit = context.fallbackUnit;
  if (typeof value === 'number' || typeof value === 'string') {
    const kilograms = kilogramsOf(value, fallback, []);
    return { answer: value, kilograms, source: 'body', unit: fallback };
  }
  if (!isPlainObject(value)) throw new AnswerProblem(ANSWER_PROBLEMS.shape);
  const unit = statedUnit(value, 'emission', []) ?? fallback;
  const total = hotelFigure(value, 'totalEmission', unit, []);
  const emission = hotelFigure(value, 'emission', unit, []);
  let rows: number[] | undefined;
  if (Array.isArray(value.rows)) {
    rows = value.rows.flatMap((row: unknown, index) => {
      if (!isPlainObject(row)) return [];
      const figure = hotelFigure(row, 'emission', unit, ['rows', index]);
      return figure === undefined ? [] : [figure];
    });
    if (rows.length === 0 || rows.length !== value.rows.length) rows = undefined;
  }
  const [kilograms, source]: [number | undefined, HeadlineSource | undefined] =
    total !== undefined
      ? [total, 'totalEmission']
      : emission !== undefined
        ? [emission, 'emission']
        : rows
          ? [rows.reduce((sum, figure) => sum + figure, 0), 'rows']
          : [undefined, undefined];
  return { answer: value, kilograms, source, unit };
}

/** A figure of the answer's details (a number in the answer's `unit`) in kilograms. */
export function detailKilograms(value: number, unit: MassUnit): number {
  return inKilograms(value, unit);
}

// ---------------------------------------------------------------------------------------------
// As a schema, for the client
// ---------------------------------------------------------------------------------------------

/**
 * A reader as a zod schema, so the client checks an answer with it like any other: an
 * AnswerProblem becomes an issue whose message is its key and whose params say what was read.
 */
export function answerSchema<T>(read: (answer: unknown) => T) {
  return z.pipe(
    z.unknown(),
    z.transform((input, context): T => {
      try {
        return read(input);
      } catch (error) {
        if (error instanceof AnswerProblem) {
          context.issues.push({
            code: 'custom',
            message: error.messageKey,
            path: [...error.path],
            params: error.params,
            input,
          });
          return z.NEVER;
        }
        if (error instanceof ShapeProblem) {
          for (const { message, path } of error.issues) {
            context.issues.push({ code: 'custom', message, path: [...path], input });
          }
          return z.NEVER;
        }
        throw error;
      }
    }),
  );
}
