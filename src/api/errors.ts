import { CERTIFICATES_ONLY_PROBLEM_TYPE } from './runtime-config.ts';
import { problemSchema, SERVER_PROBLEM_PREFIX, SERVER_PROBLEMS } from './problem.ts';
import * as z from 'zod/mini';

/** The gateway refuses a call because this site only shows certificates: no credential to check. */
export const CERTIFICATES_ONLY_MESSAGE = 'error.certificatesOnly';

/** `message` of an ApiError is for developers and never holds a secret. */
export type ApiErrorKind =
  | 'network' // no answer: refused, DNS, or CORS where the two could not be told apart
  | 'cors' // the service answered without the CORS headers that let this page read it
  | 'offline'
  | 'notReady' // the built-in sandbox cannot run here (static host without a Service Worker)
  | 'timeout'
  | 'aborted'
  | 'redirect' // the client refuses to follow one
  | 'http'
  | 'unparseable' // a success status with a body that is not JSON
  | 'contract'; // JSON that does not match the contract

export interface ApiErrorDetails {
  status?: number;
  /** Already redacted. */
  serviceMessage?: string;
  fields?: string[];
  issues?: FieldIssue[];
  retryAfterMs?: number;
  messageKey?: string;
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
  /** Epoch milliseconds, counted from the answer. */
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
 * docs/fault-matrix.md: network, 408, 429, 5xx. Offline counts too: React Query then pauses the
 * request and sends it again when the browser is back online.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'offline') return true;
  if (error.kind !== 'http' || error.status === undefined) return false;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

/** A 429 that named its wait: the calculation can go on by itself once it is over. */
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

export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

const MAX_MESSAGE_LENGTH = 300;

export interface FieldIssue {
  field: string;
  message?: string;
}

export interface ErrorBody {
  /** The service's words about the failure as a whole; `title` only when nothing else is said. */
  message?: string;
  fields: string[];
  issues: FieldIssue[];
  type?: string;
}

/**
 * `mealInfo.1.mealType` from JSON pointers, brackets, location lists and a leading `body.` or
 * `request.` that some frameworks put before the request's own fields.
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
 * Reads problem+json, `{message}`, `{error}`, `{errors: [...]}` naming fields in their many ways,
 * FastAPI's `{detail: [{loc, msg}]}`, `{errors: {field: [messages]}}`, or plain text.
 */
export function messageFromErrorBody(body: string, contentType: string | null): ErrorBody {
  const text = body.trim();
  if (!text) return { fields: [], issues: [] };
  const looksJson = /json/i.test(contentType ?? '') || text.startsWith('{') || text.startsWith('[');
  if (looksJson) {
    try {
      return fromJson(JSON.parse(text) as unknown);
    } catch {
      // not JSON after all
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

/** This server's own problem types are worded in the reader's language, never its `detail`. */
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

export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= 3) result = result.split(secret).join('•••');
  }
  return result;
}

/** Whatever the service echoes back is shown, exported or copied without the credentials. */
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
