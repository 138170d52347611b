/**
 * The security headers of every answer of the server (docs/deploy/ documents the same set for
 * static hosting). The app's pages: scripts and styles come only from the app's origin; the
 * service may live on any https origin (or http on localhost), so connections are allowed there;
 * certificate images may be hosted anywhere on https. The data under /api and /sandbox is never a
 * page: nothing in it may load, run or be framed.
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

/** The stricter policy of /api and /sandbox, registered for those paths after the app's. */
export const DATA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': policyText(DATA_CONTENT_SECURITY_POLICY),
};

/**
 * Adds `headers` to every answer that has none of that name.
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
  headers: Readonly<Record<string, string>>,
): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  const entries = Object.entries(headers);
  return async (c, next) => {
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
