/**
 * One call of the real service: the operation's path below SERVICE_URL, the three credential
 * headers added here and only here, `content-type` and `accept` taken from the caller, nothing
 * else. Redirects are not followed; the time-out covers the whole answer, body included.
 */
import type { ServiceConfig } from '../config.ts';
import type { Operation } from './operations.ts';

export interface UpstreamRequest {
  operation: Operation;
  body?: ArrayBuffer;
  contentType?: string | undefined;
  accept?: string | undefined;
  /** Overrides the service's time-out (link previews wait less). */
  timeoutMs?: number;
}

export type UpstreamResult =
  | { kind: 'answer'; status: number; headers: Headers; body: ArrayBuffer }
  | { kind: 'unreachable' }
  | { kind: 'timeout' };

/** The answer headers the browser may see; everything else (Set-Cookie included) stays here. */
export const PASSED_ON_HEADERS = ['content-type', 'retry-after'] as const;

export function upstreamUrl(service: ServiceConfig, operation: Operation): string {
  const url = new URL(`${service.url}${operation.upstreamPath}`);
  // The path is built from checked parts; this only guards against a mistake in building it.
  if (url.origin !== new URL(service.url).origin) throw new Error('Upstream URL left the service.');
  return url.href;
}

export async function callService(
  service: ServiceConfig,
  request: UpstreamRequest,
): Promise<UpstreamResult> {
  const headers = new Headers({
    'x-api-key': service.credentials.apiKey,
    'x-api-auth': service.credentials.apiAuth,
    'x-api-secret': service.credentials.apiSecret,
    accept: request.accept || 'application/json',
  });
  if (request.body !== undefined) {
    headers.set('content-type', request.contentType || 'application/json');
  }
  const signal = AbortSignal.timeout(request.timeoutMs ?? service.timeoutMs);
  try {
    const response = await fetch(upstreamUrl(service, request.operation), {
      method: request.operation.method,
      headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
      redirect: 'manual',
      signal,
    });
    const body = await response.arrayBuffer();
    return { kind: 'answer', status: response.status, headers: response.headers, body };
  } catch (error) {
    if (signal.aborted) return { kind: 'timeout' };
    if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'timeout' };
    return { kind: 'unreachable' };
  }
}
