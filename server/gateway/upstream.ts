/**
 * One call of the real service: the operation's path below SERVICE_URL, the three credential
 * headers added here and only here, `accept` taken from the caller, a calculation's body as JSON
 * the gateway wrote (`content-type: application/json`), nothing else. Redirects are not followed. What comes back is bounded: the time-out covers the whole
 * exchange, body included; the body is read only when it is JSON, and only up to the service's
 * byte cap, counted on the decoded bytes while they stream in (a gzip bomb stops at the cap).
 * Wherever reading stops early, the upstream connection is closed.
 *
 * The client is undici's (the one @fastify/reply-from uses): one keep-alive pool per process, of at
 * most SERVICE_MAX_CONNECTIONS connections (a call beyond waits for one, within its deadline). It
 * costs less CPU per call than `node:http`'s client, which costs less than `fetch`
 * (docs/performance.md). An idle connection is let go before the service's announced keep-alive
 * time-out, and a read whose kept connection turns out to be closed already is sent once more on
 * a new one. No compression is asked for (the answers are small); an answer compressed anyway is
 * decoded (gzip, deflate, br).
 */
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Pool, type Dispatcher } from 'undici';
import type { ServiceConfig } from '../config.ts';
import type { Operation } from './operations.ts';

export interface UpstreamRequest {
  operation: Operation;
  /** A calculation's body: JSON the gateway wrote itself (json-body.ts), never the caller's bytes. */
  body?: string;
  accept?: string | undefined;
  /** Overrides the service's time-out (link previews wait less). */
  timeoutMs?: number;
  /**
   * Ends the exchange as a time-out when it aborts, in place of `timeoutMs`: a call that several
   * reads share runs until the latest of their deadlines, which a read joining it may move.
   */
  deadline?: AbortSignal;
}

/** The answer headers the browser may see; everything else (Set-Cookie included) stays here. */
const PASSED_ON_HEADERS = ['content-type', 'retry-after'] as const;

/** Those of the service's answer headers that are passed on, by their lower-case names. */
type PassedOnHeaders = Partial<Record<(typeof PASSED_ON_HEADERS)[number], string>>;

export type UpstreamResult =
  /** A JSON answer (or one without a body), read in full within the cap. */
  | { kind: 'answer'; status: number; headers: PassedOnHeaders; body: Uint8Array<ArrayBuffer> }
  /** A redirect or a server error: its body is not read, since it is never passed on. */
  | { kind: 'failed'; status: number; headers: PassedOnHeaders }
  /** An answer with a body that is not JSON (an HTML page of a proxy, an image, no type). */
  | { kind: 'unexpected-type'; status: number }
  /** An answer larger than the cap. */
  | { kind: 'too-large'; status: number }
  | { kind: 'unreachable' }
  | { kind: 'timeout' };

/** `application/json`, `application/problem+json` and any other `+json` type, with parameters. */
function isJsonType(contentType: string | null): boolean {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^application\/(?:[a-z0-9!#$&^_.-]+\+)?json$/.test(essence);
}

const EMPTY = new Uint8Array(0);

/**
 * Idle connections are kept at most 4 s, or 1 s less than the service announces (Node's agent
 * lowers its time-out to that hint), so that none is reused just as the service closes it.
 */
const KEEP_IDLE_MS = 4_000;

const DECODERS = new Map<string, () => Readable & NodeJS.WritableStream>([
  ['gzip', createGunzip],
  ['x-gzip', createGunzip],
  ['deflate', createInflate],
  ['br', createBrotliDecompress],
]);

/** Where a service's calls go: its URL and credentials read once, not for every call. */
interface Target {
  pool: Pool;
  /** The service URL's own path (a service may live below a path), without a trailing slash. */
  basePath: string;
  /** The three credentials, as name, value pairs (Host is the pool's origin). */
  headers: readonly string[];
}

const targets = new WeakMap<ServiceConfig, Target>();

function targetOf(service: ServiceConfig): Target {
  let target = targets.get(service);
  if (!target) {
    const url = new URL(service.url);
    const { apiKey, apiAuth, apiSecret } = service.credentials;
    target = {
      pool: new Pool(url.origin, {
        connections: service.maxConnections,
        keepAliveTimeout: KEEP_IDLE_MS,
        keepAliveMaxTimeout: KEEP_IDLE_MS,
        // The exchange's own deadline covers the head and the body.
        headersTimeout: 0,
        bodyTimeout: 0,
      }),
      basePath: url.pathname.replace(/\/+$/, ''),
      headers: ['x-api-key', apiKey, 'x-api-auth', apiAuth, 'x-api-secret', apiSecret],
    };
    targets.set(service, target);
  }
  return target;
}

type Answer = Dispatcher.ResponseData;

/** An answer header's value, a repeated one as one. */
function headerOf(answer: Answer, name: string): string | undefined {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function passedOn(answer: Answer): PassedOnHeaders {
  const headers: PassedOnHeaders = {};
  for (const name of PASSED_ON_HEADERS) {
    const value = answer.headers[name];
    if (typeof value === 'string' && value) headers[name] = value;
  }
  return headers;
}

function hasNoBody(answer: Answer): boolean {
  const status = answer.statusCode;
  return (
    status === 204 || status === 205 || status === 304 || headerOf(answer, 'content-length') === '0'
  );
}

/**
 * The body's decoded bytes as they stream in, or null once they pass `maxBytes`. A body that ends
 * early (its connection closed, the exchange's deadline passed) is an error. Also reads a
 * calculation's body from its caller (gateway.ts).
 */
function readCapped(body: Readable, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const done = () => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      body.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      length += chunk.byteLength;
      if (length > maxBytes) {
        done();
        resolve(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      const bytes = new Uint8Array(length);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
      }
      resolve(bytes);
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => onError(new Error('The answer ended early.'));
    body.on('data', onData);
    body.on('end', onEnd);
    body.on('error', onError);
    body.on('close', onClose);
  });
}

/**
 * Sends the request and waits for the answer's head, or until `ended` aborts, which also ends the
 * exchange and closes its connection (a call still waiting for a connection is not left waiting
 * for one). A read whose kept connection the service closed meanwhile goes once more, on a new
 * connection.
 */
async function send(
  target: Target,
  options: { method: 'GET' | 'POST'; path: string; headers: string[]; body: string | undefined },
  ended: AbortSignal,
): Promise<Answer> {
  const call = () =>
    target.pool.request({
      method: options.method,
      path: options.path,
      headers: options.headers,
      body: options.body ?? null,
      signal: ended,
    });
  let onAbort = () => {};
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(new Error('The exchange has ended.'));
    if (ended.aborted) onAbort();
    else ended.addEventListener('abort', onAbort, { once: true });
  });
  aborted.catch(() => undefined);
  const first = call();
  first.catch(() => undefined);
  try {
    return await Promise.race([first, aborted]);
  } catch (error) {
    if (ended.aborted || options.method !== 'GET' || !isClosedConnection(error)) throw error;
    return await Promise.race([call(), aborted]);
  } finally {
    ended.removeEventListener('abort', onAbort);
  }
}

/** A connection the other side closed before an answer came. */
function isClosedConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

// One deadline for the whole exchange: its end also ends a body that is still streaming in. A
// shared call brings its own; its abort ends the exchange and closes the connection.
function deadlineOf(
  service: ServiceConfig,
  request: UpstreamRequest,
): { ended: AbortSignal; timer: ReturnType<typeof setTimeout> | null } {
  if (request.deadline) return { ended: request.deadline, timer: null };
  const own = new AbortController();
  const timer = setTimeout(() => own.abort(), request.timeoutMs ?? service.timeoutMs);
  return { ended: own.signal, timer };
}

// The operation's path is built from checked, encoded parts (operations.ts); this only
// guards against a mistake in building it.
function pathOf(target: Target, upstreamPath: string): string {
  if (!upstreamPath.startsWith('/') || /\/\.{1,2}(?:\/|$)/.test(upstreamPath)) {
    throw new Error('Not a path of the service.');
  }
  return `${target.basePath}${upstreamPath}`;
}

export async function callService(
  service: ServiceConfig,
  request: UpstreamRequest,
): Promise<UpstreamResult> {
  const target = targetOf(service);
  const headers = [...target.headers, 'accept', request.accept || 'application/json'];
  if (request.body !== undefined) headers.push('content-type', 'application/json');
  const { ended, timer } = deadlineOf(service, request);
  let answer: Answer | null = null;
  // Where reading stops early, the connection is closed (destroying an unread answer closes it),
  // never left to stream on. The destroyed body then emits an abort error that nobody else
  // listens for: unheard, it would end the process.
  const stop = () => answer?.body.on('error', () => undefined).destroy();
  try {
    const path = pathOf(target, request.operation.upstreamPath);
    const method = request.operation.method;
    answer = await send(target, { method, path, headers, body: request.body }, ended);
    const status = answer.statusCode;
    if ((status >= 300 && status < 400) || status >= 500) {
      stop();
      return { kind: 'failed', status, headers: passedOn(answer) };
    }
    if (hasNoBody(answer)) {
      answer.body.resume();
      return { kind: 'answer', status, headers: passedOn(answer), body: EMPTY };
    }
    const encoding = headerOf(answer, 'content-encoding')?.trim().toLowerCase() || 'identity';
    const decoder = encoding === 'identity' ? null : DECODERS.get(encoding);
    if (!isJsonType(headerOf(answer, 'content-type') ?? null) || decoder === undefined) {
      stop();
      return { kind: 'unexpected-type', status };
    }
    const declared = Number(headerOf(answer, 'content-length'));
    const body =
      !decoder && declared > service.maxBytes
        ? null
        : await readCapped(
            // pipeline: an ended answer ends its decoder too, and the other way round.
            decoder ? pipeline(answer.body, decoder(), () => undefined) : answer.body,
            service.maxBytes,
          );
    if (body === null) {
      stop();
      return { kind: 'too-large', status };
    }
    return { kind: 'answer', status, headers: passedOn(answer), body };
  } catch {
    stop();
    return ended.aborted ? { kind: 'timeout' } : { kind: 'unreachable' };
  } finally {
    if (timer) clearTimeout(timer);
  }
}
