/**
 * One call of the real service: the credential headers are added here and only here; redirects
 * are not followed. What comes back is bounded: the time-out covers the whole exchange, and the
 * body is read only when it is JSON, up to the byte cap counted on decoded bytes as they stream
 * in (a gzip bomb stops at the cap). Wherever reading stops early, the connection is closed. The
 * client is undici's, one keep-alive pool per process (docs/performance.md, "Where a forwarded
 * calculation's time goes"); a read whose kept connection turns out closed is sent once more.
 */
import { EventEmitter } from 'node:events';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Pool, type Dispatcher } from 'undici';
import type { ServiceConfig } from '../config.ts';
import type { Operation } from './operations.ts';

export interface UpstreamRequest {
  operation: Operation;
  /** JSON the gateway wrote itself (json-body.ts), never the caller's bytes. */
  body?: string;
  accept?: string | undefined;
  /** Link previews wait less. */
  timeoutMs?: number;
  /** A call several reads share runs until the latest of their deadlines (a joiner may move it). */
  deadline?: Deadline;
}

/**
 * The end of one exchange, as undici takes a request's signal: an EventEmitter with `aborted`,
 * its documented alternative to an `AbortSignal`, which is far dearer to make on Node 20
 * (docs/performance.md, "The answer's headers and the call's deadline").
 */
export class Deadline extends EventEmitter {
  aborted = false;

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.emit('abort');
  }
}

/** Everything else (Set-Cookie included) stays here. */
const PASSED_ON_HEADERS = ['content-type', 'retry-after'] as const;

type PassedOnHeaders = Partial<Record<(typeof PASSED_ON_HEADERS)[number], string>>;

export type UpstreamResult =
  /** Read in full within the cap. */
  | { kind: 'answer'; status: number; headers: PassedOnHeaders; body: Uint8Array<ArrayBuffer> }
  /** A redirect or a server error: its body is never passed on, so never read. */
  | { kind: 'failed'; status: number; headers: PassedOnHeaders }
  /** An HTML page of a proxy, an image, no type. */
  | { kind: 'unexpected-type'; status: number }
  | { kind: 'too-large'; status: number }
  | { kind: 'unreachable' }
  | { kind: 'timeout' };

function isJsonType(contentType: string | null): boolean {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^application\/(?:[a-z0-9!#$&^_.-]+\+)?json$/.test(essence);
}

const EMPTY = new Uint8Array(0);

/**
 * The most an idle connection is kept; undici also lets it go before the keep-alive the service
 * announces ends, so that none is reused just as the service closes it.
 */
const KEEP_IDLE_MS = 4_000;

const DECODERS = new Map<string, () => Readable & NodeJS.WritableStream>([
  ['gzip', createGunzip],
  ['x-gzip', createGunzip],
  ['deflate', createInflate],
  ['br', createBrotliDecompress],
]);

/** Read once, not for every call. */
interface Target {
  pool: Pool;
  /** A service may live below a path. */
  basePath: string;
  /** Host is the pool's origin. */
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

/** Null once past `maxBytes`; a body that ends early is an error. Reads a caller's body too. */
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
 * Aborting `ended` also ends the exchange and closes its connection (a call still waiting for a
 * connection stops waiting). A read whose kept connection the service closed goes once more.
 */
async function send(
  target: Target,
  options: { method: 'GET' | 'POST'; path: string; headers: string[]; body: string | undefined },
  ended: Deadline,
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
    else ended.once('abort', onAbort);
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
    ended.off('abort', onAbort);
  }
}

function isClosedConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

// One deadline for the whole exchange: its end also ends a body that is still streaming in. A
// shared call brings its own; its abort ends the exchange and closes the connection.
function deadlineOf(
  service: ServiceConfig,
  request: UpstreamRequest,
): { ended: Deadline; timer: ReturnType<typeof setTimeout> | null } {
  if (request.deadline) return { ended: request.deadline, timer: null };
  const ended = new Deadline();
  const timer = setTimeout(() => ended.abort(), request.timeoutMs ?? service.timeoutMs);
  return { ended, timer };
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
  // Where reading stops early, the connection is closed, never left to stream on. The destroyed
  // body then emits an abort error nobody else listens for: unheard, it would end the process.
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
