/** The switch over ApiError kinds is exhaustive: a new kind fails type checks until described. */
import { isApiError, isCountedLimit, type ApiError, type FieldIssue } from '../api/errors.ts';
import { isMessageKey, type MessageKey, type Translate } from '../i18n/index.ts';

interface LabelledIssue {
  field: string;
  label: string;
  message?: string;
}

/** Undefined for a path the page does not show. */
export type FieldLabeller = (field: string) => string | undefined;

export interface ErrorDescription {
  message: string;
  /** The service's own words, quoted as its own. */
  serviceMessage?: string;
  fieldIssues: LabelledIssue[];
  canRetry: boolean;
  suggestSettings: boolean;
  /** Epoch ms, for a wait counted down on screen. */
  waitUntil?: number;
}

export interface DescribeOptions {
  countdown?: boolean;
}

export function issueListing(issues: readonly FieldIssue[]): string | undefined {
  const listed = issues.map((issue) =>
    issue.message ? `${issue.field}: ${issue.message}` : issue.field,
  );
  return listed.length ? listed.join('; ') : undefined;
}

const FINAL_STATUSES = new Set([400, 401, 403, 404, 405, 413, 422]);

/** Another choice of service in the settings resolves these. */
const SETTINGS_PROBLEMS = new Set(['error.server.no-service', 'error.server.no-sandbox']);

/**
 * The service's own words are only ever a quoted detail; this server's own problems are told in
 * the reader's words alone.
 */
export function describeError(
  error: unknown,
  t: Translate,
  fieldLabel?: FieldLabeller,
  options: DescribeOptions = {},
): ErrorDescription {
  if (options.countdown && isCountedLimit(error)) return describeLimitWait(error, t);
  if (!isApiError(error))
    return { message: t('error.unknown'), canRetry: true, suggestSettings: false, fieldIssues: [] };
  const fieldIssues: LabelledIssue[] = [];
  const unlabelled: FieldIssue[] = [];
  for (const issue of error.issues) {
    const label = fieldLabel?.(issue.field);
    if (label) fieldIssues.push({ ...issue, label });
    else unlabelled.push(issue);
  }
  const said = [error.serviceMessage, issueListing(unlabelled)].filter(Boolean).join(' — ');
  const base = {
    serviceMessage: said || undefined,
    fieldIssues,
    canRetry: true,
    suggestSettings: false,
  };
  switch (error.kind) {
    case 'network':
      return { ...base, message: t('error.network'), suggestSettings: true };
    case 'cors':
      // The same call from this site is refused the same way until the service allows it.
      return { ...base, message: t('error.cors'), canRetry: false, suggestSettings: true };
    case 'offline':
      return { ...base, message: t('error.offline') };
    case 'notReady':
      return { ...base, message: t('error.notReady'), canRetry: false };
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
    case 'http': {
      const status = error.status ?? 0;
      // This server's own problem: nothing of its English quoted.
      if (error.messageKey && isMessageKey(error.messageKey)) {
        return {
          ...base,
          serviceMessage: undefined,
          ...describeOwnProblem(error.messageKey, status, error.retryAfterMs, t),
        };
      }
      return { ...base, ...describeStatus(status, error.retryAfterMs, t) };
    }
  }
}

function describeLimitWait(error: ApiError & { retryAt: number }, t: Translate): ErrorDescription {
  const site = error.messageKey === 'error.server.rate-limited';
  return {
    message: t(site ? 'limit.reached.site' : 'limit.reached.service'),
    // This site's words are its own; a service's are quoted as they are elsewhere.
    serviceMessage: site ? undefined : error.serviceMessage,
    fieldIssues: [],
    canRetry: true,
    suggestSettings: false,
    waitUntil: error.retryAt,
  };
}

function describeOwnProblem(
  messageKey: MessageKey,
  status: number,
  retryAfterMs: number | undefined,
  t: Translate,
): Pick<ErrorDescription, 'message' | 'canRetry' | 'suggestSettings'> {
  const wait = `${messageKey}.wait`;
  return {
    message:
      retryAfterMs !== undefined && isMessageKey(wait)
        ? t(wait, { seconds: Math.ceil(retryAfterMs / 1000) })
        : t(messageKey),
    canRetry: !FINAL_STATUSES.has(status) && !SETTINGS_PROBLEMS.has(messageKey),
    suggestSettings: SETTINGS_PROBLEMS.has(messageKey),
  };
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
      // Words, not the status code: the reader cannot act on a number.
      if (status >= 500)
        return {
          message:
            retryAfterMs === undefined
              ? t('error.http.5xx')
              : t('error.http.5xx.wait', { seconds: Math.ceil(retryAfterMs / 1000) }),
          canRetry: true,
          suggestSettings: false,
        };
      return { message: t('error.http.other'), canRetry: true, suggestSettings: false };
  }
}
