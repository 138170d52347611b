import { CERTIFICATES_ONLY_PROBLEM_TYPE } from './runtime-config.ts';
import { problemSchema, SERVER_PROBLEM_PREFIX, SERVER_PROBLEMS } from './problem.ts';
import * as z from 'zod/mini';

/**
 * The message of a call the gateway refuses because this site only shows certificates (its
 * problem type says so): not a credential to check.
 */
export const CERTIFICATES_ONLY_MESSAGE = 'error.certificatesOnly';

/**
 * Every failure of a service call is one ApiError with a kind. The UI maps the kind (and status)
 * to a message in the user's language; `message` here is for developers and never holds a secret.
 */
export type ApiErrorKind =
  | 'network' // no answer: refused, DNS, or blocked by CORS where the service could not be told apart
  | 'cors' // the service answered, but not with the CORS headers that let this page read it
  | 'offline' // the browser reports that it is offline
  | 'notReady' // the built-in sandbox cannot run in this browser (static host without a Service Worker)
  | 'timeout' // no answer within the configured time
  | 'aborted' // the caller cancelled the request
  | 'redirect' // the service answered with a redirect, which the client refuses to follow
  | 'http' // an answer with an error status
  | 'unparseable' // a success status with a body that is not JSON (or empty)
  | 'contract'; // JSON that does not match the contract

export interface ApiErrorDetails {
  status?: number;
  /** The message the service gave in its body, if any, already redacted. */
  serviceMessage?: string;
  /** Field paths named by a contract mismatch or a validation error body. */
  fields?: string[];
  /** The fields a validation error body names, with what the service said about each. */
  issues?: FieldIssue[];
  /** Milliseconds to wait before retrying, from `Retry-After`. */
  retryAfterMs?: number;
  /** A message catalog key that a contract check named for this answer (e.g. an implausible figure). */
  messageKey?: string;
  /** What the message names, as read from the answer (e.g. the unit the app cannot convert). */
  messageParams?: Record<string, string>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly serviceMessage?: string;
  readonly fields: string[];
  readonly issues: FieldIssue[];
  readonly retryAfterMs?: number;
  /** When the wait `Retry-After` asked for is over (epoch milliseconds), counted from the answer. */
  readonly retryAt?: number;
  readonly messageKey?: string;
  readonly messageParams: Record<string, string>;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.kind = kind;
    this.status = details.status;
    this.serviceMessage = details.serviceMessage;
    this.fields = details.fields ?? [];
    this.issues = details.issues ?? [];
    this.retryAfterMs = details.retryAfterMs;
    this.retryAt =
      details.retryAfterMs === undefined ? undefined : Date.now() + details.retryAfterMs;
    this.messageKey = details.messageKey;
    this.messageParams = details.messageParams ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Whether trying the same request again may help (design.md: network, 408, 429, 5xx). A request
 * that failed because the browser went offline counts too: React Query then pauses it and sends
 * it again when the browser is back online.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'offline') return true;
  if (error.kind !== 'http' || error.status === undefined) return false;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * Whether the failure is a limit (the service's or this site's 429) that named its wait: the
 * calculation can go on by itself once the wait is over.
 */
export function isCountedLimit(error: unknown): error is ApiError & { retryAt: number } {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status === 429 &&
    error.retryAt !== undefined &&
    // A wait of nothing would be asked again at once, and again.
    (error.retryAfterMs ?? 0) > 0
  );
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `now`. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

const MAX_MESSAGE_LENGTH = 300;

/**
 * One field a validation answer names: its path in one normal form (`mealInfo.1.mealType`), and
 * what the service said about it, as it wrote it.
 */
export interface FieldIssue {
  field: string;
  message?: string;
}

/** What an error body says, whatever its form. */
export interface ErrorBody {
  /**
   * The service's own words about the failure as a whole (`detail`, `message`, `error`, a plain
   * text; the generic `title` only when nothing else is said), not the list of field issues.
   */
  message?: string;
  /** Field paths the body names, in normal form. */
  fields: string[];
  /** The fields the body names with what it said about each. */
  issues: FieldIssue[];
  /** The problem type, when the body is a problem with one. */
  type?: string;
}

/**
 * A field path as services write it, in one normal form: dots between the parts, indexes as
 * parts (`mealInfo.1.mealType`). Reads JSON pointers (`/mealInfo/1/mealType`, `#/…`), brackets
 * (`mealInfo[1].mealType`, `$.mealInfo[1]…`), a location list (`["body", "mealInfo", 1]`) and a
 * leading `body.` or `request.` that some frameworks put before the request's own fields.
 */
export function normalFieldPath(raw: string | readonly (string | number)[]): string {
  let parts: string[];
  if (Array.isArray(raw)) {
    parts = raw.map(String);
  } else {
    const text = (raw as string).trim().replace(/^#/, '');
    parts = text.startsWith('/')
      ? text
          .slice(1)
          .split('/')
          .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      : text
          .replace(/^\$/, '')
          .replace(/\[\s*['"]?([^\]'"]*?)['"]?\s*\]/g, '.$1')
          .split('.');
  }
  parts = parts.map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length > 1 && /^(body|request|requestBody)$/i.test(parts[0] ?? '')) parts.shift();
  return parts.join('.');
}

/**
 * The human message of an error body, whatever its form: problem+json (`detail`, `title`,
 * `errors`, `invalid-params`), `{message}`, `{error}` (a string or an object with a message),
 * `{errors: [...]}` (entries naming their field by `path`, `field`, `pointer`, `name`, `param`,
 * `loc` or `source.pointer`), FastAPI's `{detail: [{loc, msg}]}`, `{errors: {field: [messages]}}`,
 * or plain text.
 */
export function messageFromErrorBody(body: string, contentType: string | null): ErrorBody {
  const text = body.trim();
  if (!text) return { fields: [], issues: [] };
  const looksJson = /json/i.test(contentType ?? '') || text.startsWith('{') || text.startsWith('[');
  if (looksJson) {
    try {
      return fromJson(JSON.parse(text) as unknown);
    } catch {
      // not JSON after all: fall through to plain text
    }
  }
  if (/html/i.test(contentType ?? '') || text.startsWith('<')) return { fields: [], issues: [] };
  return { message: clip(text), fields: [], issues: [] };
}

const ISSUE_FIELD_NAMES = ['field', 'path', 'pointer', 'name', 'param', 'property', 'loc'] as const;
const ISSUE_MESSAGE_NAMES = ['message', 'detail', 'reason', 'msg', 'title'] as const;

function isPath(value: unknown): value is string | (string | number)[] {
  return (
    (typeof value === 'string' && value.trim() !== '') ||
    (Array.isArray(value) &&
      value.length > 0 &&
      value.every((part) => typeof part === 'string' || typeof part === 'number'))
  );
}

/** One entry of an issue list: a text, or an object naming its field and saying something. */
function issueOf(entry: unknown): { field?: string; message?: string } | null {
  if (typeof entry === 'string') return { message: entry };
  if (!entry || typeof entry !== 'object') return null;
  const record = entry as Record<string, unknown>;
  const source = record.source as Record<string, unknown> | undefined;
  const raw = [...ISSUE_FIELD_NAMES.map((name) => record[name]), source?.pointer].find(isPath);
  const message = ISSUE_MESSAGE_NAMES.map((name) => record[name]).find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const field = raw === undefined ? undefined : normalFieldPath(raw);
  return field || message ? { ...(field ? { field } : {}), ...(message ? { message } : {}) } : null;
}

/** The issues of an `errors` or `invalid-params` member: a list, or an object by field. */
function issuesOf(value: unknown): { field?: string; message?: string }[] {
  if (Array.isArray(value)) return value.map(issueOf).filter((issue) => issue !== null);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).map(([field, said]) => {
    const messages = (Array.isArray(said) ? said : [said]).filter(
      (item): item is string => typeof item === 'string',
    );
    return { field: normalFieldPath(field), message: messages.join(' ') || undefined };
  });
}

function fromJson(json: unknown): ErrorBody {
  if (typeof json === 'string') return { message: clip(json), fields: [], issues: [] };
  // FastAPI's validation answers list their issues under `detail`, the problem's text elsewhere.
  const record = json && typeof json === 'object' ? (json as Record<string, unknown>) : undefined;
  const detailList = Array.isArray(record?.detail) ? record.detail : undefined;
  const parsed = z.safeParse(problemSchema, detailList ? { ...record, detail: undefined } : json);
  if (!parsed.success) return { fields: [], issues: [] };
  const problem = parsed.data;
  const listed = [
    ...issuesOf(problem.errors),
    ...issuesOf(problem['invalid-params']),
    ...issuesOf(detailList),
  ];
  const issues: FieldIssue[] = [];
  const loose: string[] = [];
  for (const issue of listed) {
    if (issue.field)
      issues.push({ field: issue.field, message: issue.message && clip(issue.message) });
    else if (issue.message) loose.push(issue.message);
  }
  const errorText =
    typeof problem.error === 'string'
      ? problem.error
      : problem.error && typeof problem.error === 'object'
        ? (problem.error as Record<string, unknown>).message
        : undefined;
  const candidates = [
    problem.detail,
    problem.message,
    typeof errorText === 'string' ? errorText : undefined,
    loose.length ? loose.join('; ') : undefined,
    // A status's generic title ("Unprocessable Entity") says nothing the field issues do not.
    issues.length ? undefined : problem.title,
  ];
  const message = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '');
  return {
    message: message ? clip(message) : undefined,
    fields: [...new Set(issues.map((issue) => issue.field))],
    issues,
    type: problem.type,
  };
}

/**
 * The message key of a problem type of this app's own server (its gateway and rate limit), if the
 * app knows the type: the reader is told in their language, and the server's English `detail`
 * is not quoted.
 */
export function messageKeyOfProblemType(type: string | undefined): string | undefined {
  if (type === CERTIFICATES_ONLY_PROBLEM_TYPE) return CERTIFICATES_ONLY_MESSAGE;
  const name = type?.startsWith(SERVER_PROBLEM_PREFIX)
    ? type.slice(SERVER_PROBLEM_PREFIX.length)
    : undefined;
  return name && (SERVER_PROBLEMS as readonly string[]).includes(name)
    ? `error.server.${name}`
    : undefined;
}

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_MESSAGE_LENGTH ? `${oneLine.slice(0, MAX_MESSAGE_LENGTH)}…` : oneLine;
}

/** Replaces every occurrence of a secret in a text the service sent back. */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= 3) result = result.split(secret).join('•••');
  }
  return result;
}

/**
 * A copy of parsed JSON in which every string that contains a secret has it replaced: whatever the
 * service echoes back is shown, exported or copied without the credentials.
 */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return redact(value, secrets) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactDeep(item, secrets)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, redactDeep(item, secrets)]),
    ) as T;
  }
  return value;
}
