/**
 * Messages for failed service calls. ui/ does not know the client: it reads a failure by its plain
 * shape (api/errors.ts's ApiError has it; a test there keeps the two in step).
 */
import { isMessageKey, type Translate } from '../i18n/index.ts';

export const FAILURE_KINDS = [
  'network',
  'offline',
  'timeout',
  'aborted',
  'redirect',
  'http',
  'unparseable',
  'contract',
] as const;

/** What a failed service call tells about itself. */
export interface ServiceFailure {
  kind: (typeof FAILURE_KINDS)[number];
  status?: number;
  serviceMessage?: string;
  fields: readonly string[];
  retryAfterMs?: number;
  messageKey?: string;
  /** What a contract message names, as read from the answer (a unit it cannot convert). */
  messageParams?: Readonly<Record<string, string>>;
}

export function isServiceFailure(error: unknown): error is ServiceFailure {
  if (typeof error !== 'object' || error === null || !('kind' in error)) return false;
  const { kind, fields } = error as { kind: unknown; fields?: unknown };
  return (FAILURE_KINDS as readonly unknown[]).includes(kind) && Array.isArray(fields);
}

export interface ErrorDescription {
  message: string;
  /** What the service itself said, when it said something. */
  serviceMessage?: string;
  /** Whether trying again can help. */
  canRetry: boolean;
  /** Whether the settings are the place to fix it. */
  suggestSettings: boolean;
}

/** A clear message in the user's language for any failure of a service call. */
export function describeError(error: unknown, t: Translate): ErrorDescription {
  if (!isServiceFailure(error))
    return { message: t('error.unknown'), canRetry: true, suggestSettings: false };
  const base = { serviceMessage: error.serviceMessage, canRetry: true, suggestSettings: false };
  switch (error.kind) {
    case 'network':
      return { ...base, message: t('error.network'), suggestSettings: true };
    case 'offline':
      return { ...base, message: t('error.offline') };
    case 'timeout':
      return { ...base, message: t('error.timeout'), suggestSettings: true };
    case 'aborted':
      return { ...base, message: t('error.unknown') };
    case 'redirect':
      return { ...base, message: t('error.redirect'), canRetry: false, suggestSettings: true };
    case 'unparseable':
      return { ...base, message: t('error.unparseable') };
    case 'contract': {
      // The same request gets the same answer: trying again cannot help.
      const fields = error.fields.slice(0, 5).join(', ');
      const key =
        error.messageKey && isMessageKey(error.messageKey) ? error.messageKey : 'error.contract';
      return { ...base, message: t(key, { fields, ...error.messageParams }), canRetry: false };
    }
    case 'http':
      // A refusal the answer names (this site only shows certificates): no retry, no settings.
      if (error.messageKey && isMessageKey(error.messageKey))
        return {
          ...base,
          serviceMessage: undefined,
          message: t(error.messageKey),
          canRetry: false,
        };
      return { ...base, ...describeStatus(error.status ?? 0, error.retryAfterMs, t) };
  }
}

function describeStatus(
  status: number,
  retryAfterMs: number | undefined,
  t: Translate,
): Pick<ErrorDescription, 'message' | 'canRetry' | 'suggestSettings'> {
  switch (status) {
    case 400:
      return { message: t('error.http.400'), canRetry: false, suggestSettings: false };
    case 401:
      return { message: t('error.http.401'), canRetry: false, suggestSettings: true };
    case 403:
      return { message: t('error.http.403'), canRetry: false, suggestSettings: true };
    case 404:
      // A calculation or a certificate path that is not there: most likely the wrong address.
      return { message: t('error.http.404'), canRetry: false, suggestSettings: true };
    case 408:
      return { message: t('error.http.408'), canRetry: true, suggestSettings: false };
    case 409:
      return { message: t('error.http.409'), canRetry: true, suggestSettings: false };
    case 413:
      return { message: t('error.http.413'), canRetry: false, suggestSettings: false };
    case 422:
      return { message: t('error.http.422'), canRetry: false, suggestSettings: false };
    case 429:
      return {
        message:
          retryAfterMs === undefined
            ? t('error.http.429')
            : t('error.http.429.wait', { seconds: Math.ceil(retryAfterMs / 1000) }),
        canRetry: true,
        suggestSettings: false,
      };
    default:
      if (status >= 500)
        return { message: t('error.http.5xx', { status }), canRetry: true, suggestSettings: false };
      return { message: t('error.http.other', { status }), canRetry: true, suggestSettings: false };
  }
}
