/** A row's failure as plain data: kept in session storage and described in any language. */
import { ApiError, isApiError, type ApiErrorKind } from '../../api/errors.ts';
import { issueListing } from '../../lib/describe-error.ts';

/** An answer that holds no emission figure. */
export class NoFigureError extends Error {
  override readonly name = 'NoFigureError';
}

/** A failure as plain data, to keep in session storage and to describe in any language. */
export interface Failure {
  kind: ApiErrorKind | 'noFigure' | 'unknown';
  status?: number;
  retryAfterMs?: number;
  serviceMessage?: string;
  fields?: string[];
  messageKey?: string;
}

export function failureOf(error: unknown): Failure {
  if (error instanceof NoFigureError) return { kind: 'noFigure' };
  if (!isApiError(error)) return { kind: 'unknown' };
  return {
    kind: error.kind,
    status: error.status,
    retryAfterMs: error.retryAfterMs,
    // A row's fields are its cells, not a form's: the service's words name them, quoted.
    serviceMessage:
      [error.serviceMessage, issueListing(error.issues)].filter(Boolean).join(' — ') || undefined,
    fields: error.fields.length ? error.fields : undefined,
    messageKey: error.messageKey,
  };
}

/** The failure as an error again, for describeError; undefined for the bulk page's own kinds. */
export function errorOf(failure: Failure): ApiError | undefined {
  if (failure.kind === 'noFigure' || failure.kind === 'unknown') return undefined;
  return new ApiError(failure.kind, '', failure);
}
