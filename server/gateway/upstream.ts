/**
 * One call of the real service: the operation's path below SERVICE_URL, the three credential
 * headers added here and only here, `content-type` and `accept` taken from the caller, nothing
 * else. Redirects are not followed. What comes back is bounded: the time-out covers the whole
 * exchange, body included; the body is read only when it is JSON, and only up to the service's
 * byte cap, counted on the decoded bytes while they stream in (a gzip bomb stops at the cap).
 * Wherever reading stops early, the upstream connection is closed.
 *
 * The client is Node's own (node:http and node:https) with one keep-alive pool per process: it
 * costs well under half the CPU time of `fetch` per call. An idle connection is let go before the
 * service's announced keep-alive time-out, and a read whose reused connection turns out to be
 * closed already is sent once more on a new one, as Node's documentation advises. No compression
 * is asked for (the answers are small); an answer compressed anyway is decoded (gzip, deflate, br).
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
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

/**
 * Idle connections are kept at most 4 s, or 1 s less than the service announces (Node's agent
 * lowers its time-out to that hint), so that none is reused just as the service closes it.
 */
const KEEP_IDLE_MS = 4_000;
const httpAgent = new HttpAgent({ keepAlive: true, timeout: KEEP_IDLE_MS });
const httpsAgent = new HttpsAgent({ keepAlive: true, timeout: KEEP_IDLE_MS });

const DECODERS = new Map<string, () => Readable & NodeJS.WritableStream>([
  ['gzip', createGunzip],
  ['x-gzip', createGunzip],
  ['deflate', createInflate],
  ['br', createBrotliDecompress],
]);

function headersOf(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (value) for (const item of value) headers.append(name, item);
  }
  return headers;
}

function hasNoBody(response: IncomingMessage): boolean {
  const status = response.statusCode ?? 0;
  return [204, 205, 304].includes(status) || response.headers['content-length'] === '0';
}

/** The body's decoded bytes as they stream in, or null once they pass `maxBytes`. */
async function readCapped(
  body: Readable,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    length += chunk.byteLength;
    if (length > maxBytes) return null;
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Sends the request and waits for the answer's head; a stale reused connection is retried once. */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: ArrayBuffer | undefined,
  signal: AbortSignal,
  retry = true,
): Promise<IncomingMessage> {
  const https = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const call = (https ? httpsRequest : httpRequest)(url, {
      method,
      headers,
      agent: https ? httpsAgent : httpAgent,
      signal,
    });
    call.once('response', resolve);
    call.once('error', (error: NodeJS.ErrnoException) => {
      // A kept connection the service closed meanwhile: a read goes again, on a new connection.
      if (retry && method === 'GET' && call.reusedSocket && error.code === 'ECONNRESET') {
        send(url, method, headers, body, signal, false).then(resolve, reject);
      } else reject(error);
    });
    call.end(body === undefined ? undefined : Buffer.from(body));
  });
}

export async function callService(
  service: ServiceConfig,
  request: UpstreamRequest,
): Promise<UpstreamResult> {
  const headers: Record<string, string> = {
    'x-api-key': service.credentials.apiKey,
    'x-api-auth': service.credentials.apiAuth,
    'x-api-secret': service.credentials.apiSecret,
    accept: request.accept || 'application/json',
  };
  if (request.body !== undefined) {
    headers['content-type'] = request.contentType || 'application/json';
  }
  // One deadline for the whole exchange: aborting also ends a body that is still streaming in,
  // and where reading stops early the connection is closed, never left to stream on.
  const controller = new AbortController();
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs ?? service.timeoutMs);
  const stop = () => controller.abort();
  try {
    const url = new URL(upstreamUrl(service, request.operation));
    const response = await send(
      url,
      request.operation.method,
      headers,
      request.body,
      controller.signal,
    );
    const status = response.statusCode ?? 0;
    if ((status >= 300 && status < 400) || status >= 500) {
      stop();
      return { kind: 'failed', status, headers: headersOf(response) };
    }
    if (hasNoBody(response)) {
      response.resume();
      return { kind: 'answer', status, headers: headersOf(response), body: EMPTY };
    }
    const encoding = response.headers['content-encoding']?.trim().toLowerCase() || 'identity';
    const decoder = encoding === 'identity' ? null : DECODERS.get(encoding);
    if (!isJsonType(response.headers['content-type'] ?? null) || decoder === undefined) {
      stop();
      return { kind: 'unexpected-type', status };
    }
    const declared = Number(response.headers['content-length']);
    const body =
      !decoder && declared > service.maxBytes
        ? null
        : await readCapped(
            // pipeline: an aborted answer ends its decoder too, and the other way round.
            decoder ? pipeline(response, decoder(), () => undefined) : response,
            service.maxBytes,
          );
    if (body === null) {
      stop();
      return { kind: 'too-large', status };
    }
    return { kind: 'answer', status, headers: headersOf(response), body };
  } catch {
    stop();
    return timedOut ? { kind: 'timeout' } : { kind: 'unreachable' };
  } finally {
    clearTimeout(deadline);
  }
}
