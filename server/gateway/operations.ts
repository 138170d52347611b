/**
 * The spec's four operations and nothing else. The upstream path is built from the operation and
 * its re-encoded parameter alone, never from the request's own path.
 */
export type OperationName =
  'certificate-by-id' | 'certificate-by-correlation' | 'event-emissions' | 'hotel-emissions';

export interface Operation {
  name: OperationName;
  method: 'GET' | 'POST';
  upstreamPath: string;
  /** Allowed with GATEWAY_ACCESS=certificates. */
  certificateRead: boolean;
}

export type Match =
  | { ok: true; operation: Operation }
  | { ok: false; status: 400 | 404 | 405; detail: string; allow?: string };

/** Path parameters: 1 to 200 characters, no slash, backslash, control character, "." or "..". */
function parameter(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return acceptable(decoded) ? decoded : null;
}

function acceptable(value: string): boolean {
  if (value.length === 0 || value.length > 200) return false;
  if (value === '.' || value === '..' || value === 'correlation') return false;
  // eslint-disable-next-line no-control-regex
  return !/[/\\\u0000-\u001f\u007f]/.test(value);
}

/** The one builder of these operations, for `/api` and the pages; null for an impossible value. */
export function certificateOperation(
  name: 'certificate-by-id' | 'certificate-by-correlation',
  value: string,
): Operation | null {
  if (!acceptable(value)) return null;
  const encoded = encodeURIComponent(value);
  return {
    name,
    method: 'GET',
    upstreamPath:
      name === 'certificate-by-correlation'
        ? `/certificates/${encoded}/correlation`
        : `/certificates/${encoded}`,
    certificateRead: true,
  };
}

const refused = (detail: string): Match => ({ ok: false, status: 400, detail });
const notFound: Match = {
  ok: false,
  status: 404,
  detail: "This site's service answers only the four operations of the specification.",
};

function methodCheck(method: string, allowed: 'GET' | 'POST', operation: Operation): Match {
  if (method === allowed) return { ok: true, operation };
  return {
    ok: false,
    status: 405,
    detail:
      allowed === 'GET'
        ? 'This operation takes GET or HEAD only.'
        : 'This operation takes POST only.',
    allow: allowed === 'GET' ? 'GET, HEAD' : 'POST',
  };
}

/** `target` as the client sent it, before any normalisation. */
export function matchOperation(method: string, target: string, base = '/api'): Match {
  if (!target.startsWith(`${base}/`))
    return refused('The request target must be a path under /api.');
  if (target.includes('?') || target.includes('#')) {
    return refused("This site's service takes no query parameters.");
  }
  const rest = target.slice(base.length + 1);
  const segments = rest.split('/');
  // Dots, also encoded, would move the path elsewhere once a server normalises it.
  if (segments.some((segment) => /^(\.|%2e){1,2}$/i.test(segment))) {
    return refused('The path must not hold "." or ".." segments.');
  }
  const [first, second, third, ...more] = segments;
  if (first === 'emissions' && third === undefined) {
    if (second === 'event' || second === 'hotel') {
      const operation: Operation = {
        name: second === 'event' ? 'event-emissions' : 'hotel-emissions',
        method: 'POST',
        upstreamPath: `/emissions/${second}`,
        certificateRead: false,
      };
      return methodCheck(method, 'POST', operation);
    }
    return notFound;
  }
  if (first === 'certificates' && second !== undefined && more.length === 0) {
    if (third !== undefined && third !== 'correlation') return notFound;
    const value = parameter(second);
    if (value === null) {
      return refused(
        'The record id or booking reference is empty, too long or holds a character it may not.',
      );
    }
    const operation = certificateOperation(
      third === 'correlation' ? 'certificate-by-correlation' : 'certificate-by-id',
      value,
    );
    if (!operation) return notFound;
    return methodCheck(method, 'GET', operation);
  }
  return notFound;
}
