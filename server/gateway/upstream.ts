/**
 * One call of the real service: the operation's path below SERVICE_URL, the three credential
 * headers added here and only here, `content-type` and `accept` taken from the caller, nothing
 * else. Redirects are not followed. What comes back is bounded: the time-out covers the whole
 * exchange, body included; the body is read only when it is JSON, and only up to the service's
 * byte cap, counted on the decoded bytes while they stream in (a gzip bomb stops at the cap).
 * Wherever reading stops early, the upstream connection is closed.
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
  /** A JSON answer (or one without a body), read in full within the cap. */
  | { kind: 'answer'; status: number; headers: Headers; body: Uint8Array<ArrayBuffer> }
  /** A redirect or a server error: its body is not read, since it is never passed on. */
  | { kind: 'failed'; status: number; headers: Headers }
  /** An answer with a body that is not JSON (an HTML page of a proxy, an image, no type). */
  | { kind: 'unexpected-type'; status: number }
  /** An answer larger than the cap. */
  | { kind: 'too-large'; status: number }
  | { kind: 'unreachable' }
  | { kind: 'timeout' };

/** The answer headers the browser may see; everything else (Set-Cookie included) stays here. */
export const PASSED_ON_HEADERS = ['content-type', 'retry-after'] as const;

/** `application/json`, `application/problem+json` and any other `+json` type, with parameters. */
export function isJsonType(contentType: string | null): boolean {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^application\/(?:[a-z0-9!#$&^_.-]+\+)?json$/.test(essence);
}

export function upstreamUrl(service: ServiceConfig, operation: Operation): string {
  const url = new URL(`${service.url}${operation.upstreamPath}`);
  // The path is built from checked parts; this only guards against a mistake in building it.
  if (url.origin !== new URL(service.url).origin) throw new Error('Upstream URL left the service.');
  return url.href;
}

const EMPTY = new Uint8Array(0);

function hasNoBody(response: Response): boolean {
  return (
    [204, 205, 304].includes(response.status) || response.headers.get('content-length') === '0'
  );
}

/** The body's bytes as they stream in, or null once they pass `maxBytes` (reading stops there). */
async function readCapped(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      chunks.length = 0;
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
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
  // One deadline for the whole exchange: aborting also ends a body that is still streaming in.
  const controller = new AbortController();
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs ?? service.timeoutMs);
  // Where reading stops early, abort: the connection is closed, never left to stream on.
  const stop = () => controller.abort();
  try {
    const response = await fetch(upstreamUrl(service, request.operation), {
      method: request.operation.method,
      headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
      redirect: 'manual',
      signal: controller.signal,
    });
    const { status } = response;
    if ((status >= 300 && status < 400) || status >= 500) {
      stop();
      return { kind: 'failed', status, headers: response.headers };
    }
    if (response.body === null || hasNoBody(response)) {
      return { kind: 'answer', status, headers: response.headers, body: EMPTY };
    }
    if (!isJsonType(response.headers.get('content-type'))) {
      stop();
      return { kind: 'unexpected-type', status };
    }
    const declared = Number(response.headers.get('content-length'));
    const body =
      declared > service.maxBytes ? null : await readCapped(response.body, service.maxBytes);
    if (body === null) {
      stop();
      return { kind: 'too-large', status };
    }
    return { kind: 'answer', status, headers: response.headers, body };
  } catch {
    stop();
    return timedOut ? { kind: 'timeout' } : { kind: 'unreachable' };
  } finally {
    clearTimeout(deadline);
  }
}
