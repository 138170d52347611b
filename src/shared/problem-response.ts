/**
 * Error answers as RFC 9457 problem details (`application/problem+json`): the one builder of the
 * server's parts (the Node HTTP layer, the gateway, the rate limit, `/metrics`) and of the sandbox,
 * so clients parse one shape whoever answered. It lives below both, so the sandbox runs without
 * the server, and in a browser's worker (its titles are Node's reason phrases, from a table).
 */
import { STATUS_TITLES } from './status-titles.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** A status's title: Node's own reason phrase, as on its status lines. */
export function statusTitle(status: number): string {
  return STATUS_TITLES[status] ?? 'Error';
}

export interface ProblemInit {
  status: number;
  /** For developers, in English; the app words what it shows from the status and the type. */
  detail: string;
  /** The problem type URI; `about:blank` (the status says it all) unless given. */
  type?: string;
  /** Extension members: the fields, headers or upstream status the problem is about. */
  extensions?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The body alone, for answers written straight to a socket. */
export function problemBody(
  status: number,
  detail: string,
  extensions?: Record<string, unknown>,
  type = 'about:blank',
): string {
  const members = { type, title: statusTitle(status), status, detail };
  // The standard members first for a reader, and again last so that no extension replaces one.
  return JSON.stringify({ ...members, ...extensions, ...members });
}

export function problem({ status, detail, type, extensions, headers }: ProblemInit): Response {
  return new Response(problemBody(status, detail, extensions, type), {
    status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE, 'cache-control': 'no-store', ...headers },
  });
}
