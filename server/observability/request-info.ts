/**
 * What the request's log line and metrics need to know from deeper down (the gateway runs as an
 * app of its own, with its own context): kept beside the request object itself, gone with it.
 */
export interface RequestInfo {
  /** The route's pattern, never the raw path (no record ids or booking references). */
  route?: string;
  /** Past the rate limit. */
  rateLimited?: boolean;
  /** Refused (or, for a page, read nothing) because the limit's store (Redis) did not answer. */
  limitUnavailable?: boolean;
  /** A page whose request is past the limit: it reads nothing from the service. */
  overLimit?: boolean;
  /** The service's answer to a gateway call. */
  upstream?: { status: number | 'timeout' | 'unreachable'; ms: number };
  /** Whether a certificate came from the cache. */
  cache?: 'hit' | 'miss';
}

const infos = new WeakMap<Request, RequestInfo>();

export function requestInfo(request: Request): RequestInfo {
  let info = infos.get(request);
  if (!info) {
    info = {};
    infos.set(request, info);
  }
  return info;
}

/**
 * The status Node's HTTP layer answered on a connection while its request was still being handled
 * (a body sent too slowly, http-server.ts), keyed by the connection.
 */
const nodeAnswers = new WeakMap<object, number>();

export function noteNodeAnswer(socket: object, status: number): void {
  nodeAnswers.set(socket, status);
}

export function nodeAnswerOf(socket: object): number | undefined {
  return nodeAnswers.get(socket);
}
