/**
 * Messages for failed service calls: every failure is an ApiError (api/errors.ts), and each of its
 * kinds is described here, the switch below being exhaustive over them, so that a kind added there
 * fails the type check until it is described.
 */
import { isApiError, isCountedLimit, type ApiError, type FieldIssue } from '../api/errors.ts';
import { isMessageKey, type MessageKey, type Translate } from '../i18n/index.ts';

/** A field the service refused, by the label the reader sees it under. */
interface LabelledIssue {
  field: string;
  label: string;
  /** What the service said about it, in its own words. */
  message?: string;
}

/**
 * The label under which the reader sees a field the service names by its path (`participants`,
 * `mealInfo.1.mealType`), or undefined for a path the page does not show.
 */
export type FieldLabeller = (field: string) => string | undefined;

export interface ErrorDescription {
  message: string;
  /** What the service itself said, when it said something: its words, to be quoted as its own. */
  serviceMessage?: string;
  /** The fields the service refused that the page can name in the reader's words. */
  fieldIssues: LabelledIssue[];
  /** Whether trying again can help. */
  canRetry: boolean;
  /** Whether the settings are the place to fix it. */
  suggestSettings: boolean;
  /**
   * When a limit's wait is over (epoch ms), for a description whose wait is counted down on
   * screen: its message then says that a limit was reached, and the countdown names the wait.
   */
  waitUntil?: number;
}

export interface DescribeOptions {
  /** The page counts a limit's wait down and calculates again after it. */
  countdown?: boolean;
}

/** A service's field issues in its own words, as one text: `days: too small; star: …`. */
export function issueListing(issues: readonly FieldIssue[]): string | undefined {
  const listed = issues.map((issue) =>
    issue.message ? `${issue.field}: ${issue.message}` : issue.field,
  );
  return listed.length ? listed.join('; ') : undefined;
}

/** Statuses after which trying the same request again cannot help. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 405, 413, 422]);

/** This server's problems that another choice of service in the settings resolves. */
const SETTINGS_PROBLEMS = new Set(['error.server.no-service', 'error.server.no-sandbox']);

/**
 * A clear message in the user's language for any failure of a service call. Fields the service
 * names by their path are told by the labels the reader sees (`fieldLabel`), with what the service
 * said about each; the service's own words are only ever a quoted detail. Messages of this app's
 * own server (a problem type it knows) are told in the reader's words alone.
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
    case 'http': {
      const status = error.status ?? 0;
      // A failure this app's own server names (its gateway, its rate limit, a site that only
      // shows certificates): the reader's words, and nothing of the server's English quoted.
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

/** A limit's wait that the page counts down: that a limit was reached, and when the wait ends. */
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
