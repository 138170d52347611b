import { problemSchema } from './problem.ts';
import { CERTIFICATES_ONLY_PROBLEM_TYPE } from './runtime-config.ts';
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
  | 'network' // no answer: offline, refused, DNS, or blocked by CORS (browsers cannot tell these apart)
  | 'offline' // the browser reports that it is offline
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
  readonly retryAfterMs?: number;
  readonly messageKey?: string;
  readonly messageParams: Record<string, string>;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.kind = kind;
    this.status = details.status;
    this.serviceMessage = details.serviceMessage;
    this.fields = details.fields ?? [];
    this.retryAfterMs = details.retryAfterMs;
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
 * The human message of an error body, whatever its form: problem+json (`detail`, `title`),
 * `{message}`, `{error}` (a string or an object with a message), `{errors: [...]}`, or plain text.
 */
export function messageFromErrorBody(
  body: string,
  contentType: string | null,
): {
  message?: string;
  fields: string[];
  /** The problem type, when the body is a problem with one. */
  type?: string;
} {
  const text = body.trim();
  if (!text) return { fields: [] };
  const looksJson = /json/i.test(contentType ?? '') || text.startsWith('{') || text.startsWith('[');
  if (looksJson) {
    try {
      return fromJson(JSON.parse(text) as unknown);
    } catch {
      // not JSON after all: fall through to plain text
    }
  }
  if (/html/i.test(contentType ?? '') || text.startsWith('<')) return { fields: [] };
  return { message: clip(text), fields: [] };
}

function fromJson(json: unknown): { message?: string; fields: string[]; type?: string } {
  if (typeof json === 'string') return { message: clip(json), fields: [] };
  const parsed = z.safeParse(problemSchema, json);
  if (!parsed.success) return { fields: [] };
  const problem = parsed.data;
  const fields: string[] = [];
  const listed: string[] = [];
  if (Array.isArray(problem.errors)) {
    for (const entry of problem.errors) {
      if (typeof entry === 'string') listed.push(entry);
      else if (entry && typeof entry === 'object') {
        const record = entry as Record<string, unknown>;
        const field = record.field ?? record.path ?? record.pointer ?? record.name;
        const msg = record.message ?? record.detail ?? record.title;
        if (typeof field === 'string') fields.push(field);
        if (typeof msg === 'string')
          listed.push(typeof field === 'string' ? `${field}: ${msg}` : msg);
      }
    }
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
    listed.length ? listed.join('; ') : undefined,
    problem.title,
  ];
  const message = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '');
  return { message: message ? clip(message) : undefined, fields, type: problem.type };
}

/** The message key an error body's problem type names, if the app knows the type. */
export function messageKeyOfProblemType(type: string | undefined): string | undefined {
  return type === CERTIFICATES_ONLY_PROBLEM_TYPE ? CERTIFICATES_ONLY_MESSAGE : undefined;
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
