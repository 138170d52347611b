/**
 * Error answers of the server's own parts (the Node HTTP layer, the gateway) as RFC 9457 problem
 * details: the same shape the sandbox and the app's client use, kept here so the server's parts do
 * not depend on the sandbox.
 */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export const STATUS_TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export interface ProblemInit {
  status: number;
  detail: string;
  /** The problem type URI; `about:blank` (the status says it all) unless given. */
  type?: string;
  /** Extension members, e.g. the upstream status a 502 is about. */
  extensions?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export function problemBody(
  status: number,
  detail: string,
  extensions?: Record<string, unknown>,
  type = 'about:blank',
) {
  return JSON.stringify({
    type,
    title: STATUS_TITLES[status] ?? 'Error',
    status,
    detail,
    ...extensions,
  });
}

export function problem({ status, detail, type, extensions, headers }: ProblemInit): Response {
  return new Response(problemBody(status, detail, extensions, type), {
    status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE, 'cache-control': 'no-store', ...headers },
  });
}
