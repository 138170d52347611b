/**
 * The service's answers, read as docs/decisions/0014-reading-answers.md decides where the spec is
 * open, into the app's shape: figures in kilograms, links absolute. What cannot be read that way
 * is refused with an AnswerProblem; nothing half-understood gets through. The client and the
 * server read answers with these same functions.
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

// Units

export type MassUnit = 'g' | 'kg' | 't';

/** Where an answer states no unit (settings, SERVICE_EMISSION_UNIT). */
export type FallbackUnit = 'kg' | 't';

const KILOGRAMS_PER: Record<MassUnit, number> = { g: 0.001, kg: 1, t: 1000 };

// Scaling a decimal by 1,000 adds binary noise (0.1218 t is 121.80000000000001 kg): fifteen
// significant digits, all a double holds exactly, take it off.
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

/** `ton` stays unread: it may be a short ton. */
export function readMassUnit(text: string): MassUnit | undefined {
  const compact = text
    .normalize('NFKC') // "CO₂e" becomes "CO2e"
    .toLowerCase()
    .replace(/[\s_.\-\u2010-\u2015\u2212]+/g, '')
    .replace(/(co2e|co2eq|co2equivalent|co2equivalents|co2)$/, '');
  return Object.hasOwn(UNIT_WORDS, compact) ? UNIT_WORDS[compact] : undefined;
}

// Problems

/** Message keys of refused answers. */
const ANSWER_PROBLEMS = {
  /** `{fields}` names the fields. */
  shape: 'error.contract',
  unit: 'error.contract.unit',
  notCertificate: 'error.contract.notCertificate',
  figure: IMPLAUSIBLE_FIGURE_MESSAGE,
  figureText: 'error.contract.figureText',
} as const;

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

class ShapeProblem extends Error {
  override readonly name = 'ShapeProblem';
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('The answer does not match the contract.');
  }
}

export function answerPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`,
    )
    .join('');
}

export interface AnswerRefusal {
  messageKey: string;
  params: Record<string, string>;
}

/** For the server's pages, cards and previews to say it in the app's words. */
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

function checked<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new ShapeProblem(parsed.error.issues);
  return parsed.data;
}

// Envelopes, figures, links

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys that may sit beside `data` in an envelope; any other key means the object is the answer. */
const ENVELOPE_KEYS = new Set(['data', 'meta', 'links', 'jsonapi', 'status', 'success', 'message']);

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

/** Services that keep decimals exact send them as text. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** So an outsize value cannot flood the refusal's message. */
const QUOTED_LENGTH = 24;

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

export function answerNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && JSON_NUMBER.test(value) ? Number(value) : undefined;
}

/** Refuses, quoted, a string that is not exactly a number (`"1,234"`, `""`). */
function readAnswerNumber(value: unknown, path: readonly PropertyKey[]): number | undefined {
  if (typeof value === 'string' && !JSON_NUMBER.test(value)) {
    throw new AnswerProblem(ANSWER_PROBLEMS.figureText, path, {
      value: value.slice(0, QUOTED_LENGTH),
    });
  }
  return answerNumber(value);
}

/**
 * A number, decimal string or `{ value, unit }` object. Undefined for a wrong shape (the caller's
 * schema names it); an AnswerProblem for text that is no number, an unknown unit or an
 * implausible amount.
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

export interface AnswerContext {
  baseUrl: string;
  fallbackUnit: FallbackUnit;
}

// Whether it may become a link (http or https) is for the one who shows it (lib/safe-url.ts).
function resolveServiceLink(link: string, baseUrl: string): string {
  const trimmed = link.trim();
  if (URL.canParse(trimmed)) return trimmed;
  // Text with spaces is no path; with no base (a page rendered without its public origin) a path
  // is left as it is too.
  const base = `${baseUrl.replace(/\/+$/, '')}/`;
  return /^[^\s\\]+$/.test(trimmed) && URL.canParse(trimmed, base)
    ? new URL(trimmed, base).href
    : link;
}

/** `{ data: { items: [ … ] } }` is three. */
const MAX_DEPTH = 3;

const LINK_FIELDS = [
  'certificateUrl',
  'certificateFacebookUrl',
  'certificateTwitterUrl',
  'certificateLinkedinUrl',
] as const;

/** The gateway passes answers to a browser that knows only the gateway, so links resolve here. */
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

// Certificates

/** Spec 2.1: an object with none of them is not a certificate. */
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

const CERTIFICATE_MARKERS = ['id', 'correlation', 'name', 'emission'] as const;

function looksLikeCertificate(value: unknown): boolean {
  return isPlainObject(value) && CERTIFICATE_MARKERS.some((field) => Object.hasOwn(value, field));
}

/** Services may send these as decimal strings too. */
const CERTIFICATE_COUNTS = ['numberOfPeople', 'days', 'star'] as const;

/**
 * The one reading of a certificate, for every path (by id, a list, the server's pages and
 * previews): a field it cannot read refuses the certificate, so nothing draws one without its
 * figure. Only an emission not stated at all (absent or `null`) is left out, for "Not stated".
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

export function readCertificateAnswer(answer: unknown, context: AnswerContext): Certificate {
  const value = unwrapEnvelope(answer);
  if (!isPlainObject(value)) throw new AnswerProblem(ANSWER_PROBLEMS.shape);
  if (!CERTIFICATE_FIELDS.some((field) => Object.hasOwn(value, field))) {
    throw new AnswerProblem(ANSWER_PROBLEMS.notCertificate);
  }
  return readCertificate(value, context);
}

const WRAPPER_KEYS = ['items', 'certificates', 'data', 'results', 'content', 'records', 'value'];

/** A refused entry keeps its name and id (words, not figures), so the list can say which it is. */
export type ListedCertificate =
  | { certificate: Certificate; refusal?: undefined }
  | { certificate?: undefined; refusal: AnswerRefusal; id?: string; name?: string };

/**
 * The spec shows no body: a certificate, a list, or a wrapper holding either, a few levels deep.
 * Holding none is a problem, unless it is an empty list. When none can be read, the answer is
 * refused as a read by id of the first would be.
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

// Event results (spec 2.4)

/** A row states its own unit or takes the answer's; so does the total (`totalEmissionUnit`). */
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

// Hotel results (spec 4.4 shows no body)

type HeadlineSource = 'totalEmission' | 'emission' | 'rows' | 'body';

export interface HotelAnswer {
  answer: Record<string, unknown> | number | string;
  kilograms?: number;
  source?: HeadlineSource;
  /** For figures that state none of their own. */
  unit: MassUnit;
}

/** A field of another type is not plausible. */
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
 * A bare number is the headline; else `totalEmission`, else `emission`, else the sum of
 * `rows[].emission` when every row has one. Every figure present must be plausible.
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

export function detailKilograms(value: number, unit: MassUnit): number {
  return inKilograms(value, unit);
}

// As a schema, for the client

/** An AnswerProblem becomes an issue whose message is its key. */
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
