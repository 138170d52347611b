/**
 * One call of the real service: the operation's path below SERVICE_URL, the three credential
 * headers added here and only here, `accept` taken from the caller, a calculation's body as JSON
 * the gateway wrote (`content-type: application/json`), nothing else. Redirects are not followed. What comes back is bounded: the time-out covers the whole
 * exchange, body included; the body is read only when it is JSON, and only up to the service's
 * byte cap, counted on the decoded bytes while they stream in (a gzip bomb stops at the cap).
 * Wherever reading stops early, the upstream connection is closed.
 *
 * The client is Node's own (node:http and node:https) with one keep-alive pool per process, of at
 * most SERVICE_MAX_CONNECTIONS connections (a call beyond waits for one, within its deadline): it
 * costs well under half the CPU time of `fetch` per call. An idle connection is let go before the
 * service's announced keep-alive time-out, and a read whose reused connection turns out to be
 * closed already is sent once more on a new one, as Node's documentation advises. No compression
 * is asked for (the answers are small); an answer compressed anyway is decoded (gzip, deflate, br).
 */
import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
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
export const PASSED_ON_HEADERS = ['content-type', 'retry-after'] as const;

/** Those of the service's answer headers that are passed on, by their lower-case names. */
export type PassedOnHeaders = Partial<Record<(typeof PASSED_ON_HEADERS)[number], string>>;

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
export function isJsonType(contentType: string | null): boolean {
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
  request: typeof httpRequest;
  agent: HttpAgent;
  hostname: string;
  port: string;
  /** The service URL's own path (a service may live below a path), without a trailing slash. */
  basePath: string;
  /**
   * The headers every call carries (Host and the three credentials) as name, value pairs: a
   * request given its headers as such a list has them checked once, as its head is written,
   * instead of each being set on it one by one.
   */
  headers: readonly string[];
}

const targets = new WeakMap<ServiceConfig, Target>();

function targetOf(service: ServiceConfig): Target {
  let target = targets.get(service);
  if (!target) {
    const url = new URL(service.url);
    const https = url.protocol === 'https:';
    const { apiKey, apiAuth, apiSecret } = service.credentials;
    target = {
      request: https ? httpsRequest : httpRequest,
      agent: new (https ? HttpsAgent : HttpAgent)({
        keepAlive: true,
        timeout: KEEP_IDLE_MS,
        maxSockets: service.maxConnections,
      }),
      // An IPv6 literal keeps its brackets in a URL, not in a host name.
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port,
      basePath: url.pathname.replace(/\/+$/, ''),
      headers: [
        'host',
        url.host,
        'x-api-key',
        apiKey,
        'x-api-auth',
        apiAuth,
        'x-api-secret',
        apiSecret,
      ],
    };
    targets.set(service, target);
  }
  return target;
}

function passedOn(response: IncomingMessage): PassedOnHeaders {
  const headers: PassedOnHeaders = {};
  for (const name of PASSED_ON_HEADERS) {
    const value = response.headers[name];
    if (typeof value === 'string' && value) headers[name] = value;
  }
  return headers;
}

function hasNoBody(response: IncomingMessage): boolean {
  const status = response.statusCode ?? 0;
  return (
    status === 204 || status === 205 || status === 304 || response.headers['content-length'] === '0'
  );
}

/**
 * The body's decoded bytes as they stream in, or null once they pass `maxBytes`. A body that ends
 * early (its connection closed, the exchange's deadline passed) is an error. Also reads a
 * calculation's body from its caller (gateway.ts).
 */
export function readCapped(
  body: Readable,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
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

/** One exchange with the service: the request on the wire, which the deadline may end. */
interface Exchange {
  request: ClientRequest | null;
  ended: boolean;
}

/** Ends the exchange: its request and answer are destroyed, and their connection with them. */
function end(exchange: Exchange): void {
  exchange.ended = true;
  exchange.request?.destroy();
}

/** Sends the request and waits for the answer's head; a stale reused connection is retried once. */
function send(
  exchange: Exchange,
  target: Target,
  options: { method: string; path: string; headers: string[] },
  body: string | undefined,
  retry = true,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (exchange.ended) {
      reject(new Error('The exchange has ended.'));
      return;
    }
    const call = target.request({
      method: options.method,
      path: options.path,
      headers: options.headers,
      hostname: target.hostname,
      ...(target.port ? { port: target.port } : {}),
      agent: target.agent,
    });
    exchange.request = call;
    call.once('response', resolve);
    call.once('error', (error: NodeJS.ErrnoException) => {
      // A kept connection the service closed meanwhile: a read goes again, on a new connection.
      if (retry && options.method === 'GET' && call.reusedSocket && error.code === 'ECONNRESET') {
        send(exchange, target, options, body, false).then(resolve, reject);
      } else reject(error);
    });
    call.end(body);
  });
}

export async function callService(
  service: ServiceConfig,
  request: UpstreamRequest,
): Promise<UpstreamResult> {
  const target = targetOf(service);
  const headers = [...target.headers, 'accept', request.accept || 'application/json'];
  // Headers given as a list are the whole head: the length of a body is stated here.
  if (request.body !== undefined) {
    headers.push(
      'content-type',
      'application/json',
      'content-length',
      String(Buffer.byteLength(request.body)),
    );
  }
  // One deadline for the whole exchange: ending it also ends a body that is still streaming in,
  // and where reading stops early the connection is closed, never left to stream on.
  const exchange: Exchange = { request: null, ended: false };
  let timedOut = false;
  const stop = () => {
    timedOut = true;
    end(exchange);
  };
  const signal = request.deadline;
  const timer = signal ? null : setTimeout(stop, request.timeoutMs ?? service.timeoutMs);
  if (signal?.aborted) stop();
  else signal?.addEventListener('abort', stop, { once: true });
  try {
    // The operation's path is built from checked, encoded parts (operations.ts); this only
    // guards against a mistake in building it.
    const { upstreamPath } = request.operation;
    if (!upstreamPath.startsWith('/') || /\/\.{1,2}(?:\/|$)/.test(upstreamPath)) {
      throw new Error('Not a path of the service.');
    }
    const path = `${target.basePath}${upstreamPath}`;
    const response = await send(
      exchange,
      target,
      { method: request.operation.method, path, headers },
      request.body,
    );
    const status = response.statusCode ?? 0;
    if ((status >= 300 && status < 400) || status >= 500) {
      end(exchange);
      return { kind: 'failed', status, headers: passedOn(response) };
    }
    if (hasNoBody(response)) {
      response.resume();
      return { kind: 'answer', status, headers: passedOn(response), body: EMPTY };
    }
    const encoding = response.headers['content-encoding']?.trim().toLowerCase() || 'identity';
    const decoder = encoding === 'identity' ? null : DECODERS.get(encoding);
    if (!isJsonType(response.headers['content-type'] ?? null) || decoder === undefined) {
      end(exchange);
      return { kind: 'unexpected-type', status };
    }
    const declared = Number(response.headers['content-length']);
    const body =
      !decoder && declared > service.maxBytes
        ? null
        : await readCapped(
            // pipeline: an ended answer ends its decoder too, and the other way round.
            decoder ? pipeline(response, decoder(), () => undefined) : response,
            service.maxBytes,
          );
    if (body === null) {
      end(exchange);
      return { kind: 'too-large', status };
    }
    return { kind: 'answer', status, headers: passedOn(response), body };
  } catch {
    end(exchange);
    return timedOut ? { kind: 'timeout' } : { kind: 'unreachable' };
  } finally {
    if (timer) clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
