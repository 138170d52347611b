/**
 * RFC 9457 problem details: the one builder for the server and the sandbox, so clients parse one
 * shape whoever answered. Below both, so the sandbox runs without the server, in Node and in a worker.
 */
import { STATUS_TITLES } from './status-titles.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export function statusTitle(status: number): string {
  return STATUS_TITLES[status] ?? 'Error';
}

export interface ProblemInit {
  status: number;
  /** For developers, in English; the app words what it shows from the status and the type. */
  detail: string;
  type?: string;
  extensions?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** For answers written straight to a socket. */
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
