/**
 * The security headers of every answer of the server (docs/deploy/ documents the same set for
 * static hosting). The app's pages: scripts and styles come only from the app's origin; the
 * service may live on any https origin (or http on localhost), so connections are allowed there;
 * certificate images may be hosted anywhere on https. The data under /api and /sandbox is never a
 * page: nothing in it may load, run or be framed.
 *
 * The built files under /assets (scripts, style sheets) carry only the headers that act on such a
 * file: most of the set acts on documents alone (framing, permissions, the opener, the policy), and
 * on HTTP/1.1 every header is sent again with each of a page's twenty-odd files. A worker's script
 * keeps the policy, which applies to the worker (docs/deploy/nginx.conf sends the same).
 *
 * Every header is only added where the answer has none of that name: an answer's own headers (a
 * sandbox file's policy) win, and the narrower middleware (/api, /sandbox) wins over the wider.
 */
import type { MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';

/** A Content-Security-Policy as its directives (camelCase names), each with its sources. */
type Policy = Readonly<Record<string, readonly string[]>>;

/** The app's pages, their files, and everything else the server answers. */
export const APP_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*', 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} satisfies Policy;

/** Data, never a page: the gateway's and the sandbox's answers. */
export const DATA_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
} satisfies Policy;

export const HSTS = 'max-age=31536000; includeSubDomains';

/** `defaultSrc: ["'self'"]` as `default-src 'self'`, directives separated by `; `. */
export function policyText(policy: Policy): string {
  return Object.entries(policy)
    .map(([name, sources]) =>
      [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...sources].join(' '),
    )
    .join('; ');
}

/** The headers of every answer: the app's policy, and HSTS where the public URL is https. */
export function appSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    'content-security-policy': policyText(APP_CONTENT_SECURITY_POLICY),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    // A plain-http server must not pin its host to https.
    ...(options.hsts ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * Headers that act on documents only (a page, or a file opened as a page): a script, a style sheet
 * or a font loaded by a page ignores them.
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** A built worker's script (Vite names it after its module, `parse.worker.ts`). */
const WORKER_SCRIPT = /\.worker-[\w-]+\.js$/;

/**
 * The app's headers for an answer at `path`: all of them for pages and everything else; for the
 * built files under /assets, those that act on a file (`nosniff`, the resource policy, the
 * referrer policy for a style sheet's own requests, HSTS), and the policy for a worker's script.
 */
export function appHeadersByPath(options: {
  hsts: boolean;
}): (path: string) => Readonly<Record<string, string>> {
  const all = appSecurityHeaders(options);
  const file = Object.fromEntries(
    Object.entries(all).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name)),
  );
  const worker = { ...file, 'content-security-policy': policyText(APP_CONTENT_SECURITY_POLICY) };
  return (path) => (path.startsWith('/assets/') ? (WORKER_SCRIPT.test(path) ? worker : file) : all);
}

/** The stricter policy of /api and /sandbox, registered for those paths after the app's. */
export const DATA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': policyText(DATA_CONTENT_SECURITY_POLICY),
};

/**
 * The headers of the answers Node's HTTP layer makes itself (http-server.ts: a malformed request,
 * CONNECT): problem+json like /api's, so the same set as an /api answer.
 */
export function dataSecurityHeaders(options: { hsts: boolean }): Readonly<Record<string, string>> {
  return { ...appSecurityHeaders(options), ...DATA_SECURITY_HEADERS };
}

/**
 * Adds `headers` (or those for the request's path) to every answer that has none of that name.
 *
 * Under Node (@hono/node-server) they are set on Node's own response before the answer is made:
 * Node merges them with the answer's headers when it writes them, and the answer's own win
 * (`response.setHeader` and `response.writeHead`, as Node documents them). A middleware registered
 * later (a narrower path) sets its headers after this one, so its values replace these. Set so,
 * they cost a fraction of setting them on the answer's `Headers`, which checks every name and value
 * again: for a gateway call that was the largest part of the server's own time (docs/performance.md).
 *
 * Without Node's response (`app.request` in tests) they are set on the answer once it is made,
 * where it has none of that name, innermost middleware first: the same outcome.
 */
export function defaultHeaders(
  headers: Readonly<Record<string, string>> | ((path: string) => Readonly<Record<string, string>>),
): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  const headersFor = typeof headers === 'function' ? headers : () => headers;
  return async (c, next) => {
    const entries = Object.entries(headersFor(c.req.path));
    const outgoing = c.env?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of entries) outgoing.setHeader(name, value);
      await next();
      return;
    }
    await next();
    const answer = c.res.headers;
    for (const [name, value] of entries) if (!answer.has(name)) answer.set(name, value);
  };
}
