/**
 * The one function that talks to the service. Redirects are refused so the credential headers can
 * never follow one to another host.
 */
import * as z from 'zod/mini';
import { credentialHeaders } from './credentials.ts';
import { answerPath } from './answers.ts';
import {
  ApiError,
  messageFromErrorBody,
  messageKeyOfProblemType,
  parseRetryAfter,
  redact,
  redactDeep,
} from './errors.ts';
import type { Connection } from './connection.ts';

/** Each segment URL-encoded, so any key is safe in a path. */
export function apiPath(...segments: (string | number)[]): string {
  return segments.map((segment) => `/${encodeURIComponent(String(segment))}`).join('');
}

export interface ApiRequest<S extends z.ZodMiniType> {
  method?: 'GET' | 'POST';
  connection: Connection;
  path: string;
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
}

export async function apiRequest<S extends z.ZodMiniType>(
  request: ApiRequest<S>,
): Promise<z.output<S>> {
  const { connection } = request;
  const secrets = Object.values(connection.credentials);
  const { response, text } = await send(request);
  if (!response.ok) throw refusalOf(response, text, connection, secrets);
  const data = readAnswer(response.status, text, request.schema, secrets);
  connection.reportOutcome?.('ok');
  return data;
}

async function send(
  request: ApiRequest<z.ZodMiniType>,
): Promise<{ response: Response; text: string }> {
  const { connection } = request;
  // The built-in sandbox on a static host answers once its worker runs; the wait is not the
  // service's time to answer.
  if (connection.ready) await connection.ready();
  const timeout = AbortSignal.timeout(connection.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...credentialHeaders(connection.credentials),
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${connection.baseUrl}${request.path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      redirect: 'manual',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal,
    });
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      throw new ApiError(
        'redirect',
        'The service answered with a redirect, which is not followed.',
        {
          status: response.status || undefined,
        },
      );
    }
    return { response, text: await response.text() };
  } catch (error) {
    const failure = failureOf(error, request.signal, timeout);
    throw failure.kind === 'network' && isOtherSite(connection)
      ? await corsOrNetwork(failure, `${connection.baseUrl}${request.path}`, connection.timeoutMs)
      : failure;
  }
}

/** A custom service, on another site than the page: the one kind of service CORS can refuse. */
const isOtherSite = (connection: Connection) =>
  connection.service !== 'sandbox' && connection.service !== 'gateway';

/**
 * A browser says the same for a service it could not reach and for one whose answer it withheld
 * for want of CORS headers. A request that asks for no readable answer (`no-cors`: no credentials,
 * no custom headers) gets through where the service answers at all: then it was CORS.
 */
async function corsOrNetwork(failure: ApiError, url: string, timeoutMs: number): Promise<ApiError> {
  try {
    await fetch(url, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(Math.min(timeoutMs, 5000)),
    });
    return new ApiError('cors', 'The service answered without the CORS headers for this site.');
  } catch {
    return failure;
  }
}

function refusalOf(
  response: Response,
  text: string,
  connection: Connection,
  secrets: readonly string[],
): ApiError {
  const { message, fields, issues, type } = messageFromErrorBody(
    text,
    response.headers.get('content-type'),
  );
  const messageKey = messageKeyOfProblemType(type);
  // A refusal the answer names otherwise (this site only shows certificates) is no rejection.
  if ((response.status === 401 || response.status === 403) && !messageKey) {
    connection.reportOutcome?.('rejected');
  }
  return new ApiError('http', `The service answered ${response.status}.`, {
    status: response.status,
    // Text of this app's own server (a problem type it names) is for developers, not quoted.
    serviceMessage: message === undefined || messageKey ? undefined : redact(message, secrets),
    fields,
    issues: issues.map((issue) => redactDeep(issue, secrets)),
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    messageKey,
  });
}

function readAnswer<S extends z.ZodMiniType>(
  status: number,
  text: string,
  schema: S,
  secrets: readonly string[],
): z.output<S> {
  if (!text.trim()) {
    throw new ApiError('unparseable', 'The service answered with an empty body.', { status });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError('unparseable', 'The service answered with a body that is not JSON.', {
      status,
    });
  }
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => answerPath(issue.path)))];
    // answers.ts words its refusals: the first such issue.
    const named = parsed.error.issues.find((issue) => issue.message.startsWith('error.contract.'));
    const params = named && 'params' in named ? (named.params as Record<string, string>) : {};
    throw new ApiError(
      'contract',
      `The answer does not match the contract at: ${fields.join(', ')}.`,
      {
        status,
        fields,
        messageKey: named?.message,
        messageParams: redactDeep(params, secrets),
      },
    );
  }
  return redactDeep(parsed.data, secrets);
}

function failureOf(
  error: unknown,
  callerSignal: AbortSignal | undefined,
  timeout: AbortSignal,
): ApiError {
  if (error instanceof ApiError) return error;
  if (callerSignal?.aborted) return new ApiError('aborted', 'The request was cancelled.');
  if (timeout.aborted) return new ApiError('timeout', 'The service did not answer in time.');
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new ApiError('offline', 'The browser is offline.');
  }
  return new ApiError('network', 'The service could not be reached (network failure or CORS).');
}
