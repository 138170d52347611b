/**
 * The security headers of every answer (docs/deploy/ documents the same set for static hosting).
 * Data under /api, /sandbox and /oembed is never a page: nothing in it may load, run or be framed,
 * and it carries OWASP's set for API answers, not the headers that act on documents alone; the
 * card under /embed is the one document other sites may frame. Built files under /assets carry
 * only the headers that act on a file, since on HTTP/1.1 each is sent again with every file; a
 * worker's script keeps the policy (docs/deploy/nginx.conf sends the same). An answer's own
 * headers (a sandbox file's policy) win. Which set an answer gets is named where its sub-app is
 * mounted (server/app.ts), never chosen from the path here.
 */
import { Context, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { CARD_STYLE_HASH } from './embed/card-policy.ts';
import type { HeaderSet, ServerEnv } from './env.ts';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type Policy = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>;

/** The service may live on any https origin (or http on localhost); images anywhere on https. */
const APP_CONTENT_SECURITY_POLICY: Policy = {
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
};

/** No script; one inline style sheet, allowed by its hash; its QR code is a data: image. */
const CARD_CONTENT_SECURITY_POLICY: Policy = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'none'"],
  styleSrc: [CARD_STYLE_HASH],
  imgSrc: ['data:'],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ['*'],
};

const DATA_CONTENT_SECURITY_POLICY: Policy = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

const PERMISSIONS: SecureHeadersOptions['permissionsPolicy'] = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  browsingTopics: [],
};

const HSTS = 'max-age=31536000; includeSubDomains';

interface HeaderOptions {
  hsts: boolean;
  styleHashes?: readonly string[];
}

/**
 * HSTS only where the public URL is https: a plain-http server must not pin its host to https. A
 * built file keeps `nosniff`, the resource policy, the referrer policy for a style sheet's own
 * requests and HSTS.
 */
export function headerOptions(set: HeaderSet, options: HeaderOptions): SecureHeadersOptions {
  const common: SecureHeadersOptions = {
    strictTransportSecurity: options.hsts ? HSTS : false,
    overwrite: false,
    // Nothing here sends X-Powered-By: no answer needs it removed.
    removePoweredBy: false,
  };
  if (set === 'file' || set === 'worker') {
    return {
      ...common,
      ...(set === 'worker' ? { contentSecurityPolicy: APP_CONTENT_SECURITY_POLICY } : {}),
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    };
  }
  if (set === 'data') {
    // OWASP's REST Security Cheat Sheet: no sniffing, no framing, nothing loaded; no referrer and
    // no reading from other sites. The rest act on documents only.
    return {
      ...common,
      contentSecurityPolicy: DATA_CONTENT_SECURITY_POLICY,
      xFrameOptions: 'DENY',
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    };
  }
  if (set === 'card') {
    // Framed by any site: no X-Frame-Options, and loadable from another origin.
    return {
      ...common,
      contentSecurityPolicy: CARD_CONTENT_SECURITY_POLICY,
      xFrameOptions: false,
      crossOriginResourcePolicy: 'cross-origin',
      permissionsPolicy: PERMISSIONS,
    };
  }
  // A page's style sheets are inline in its shell (build/app-shell.ts): exactly those are allowed.
  const pagePolicy: Policy = {
    ...APP_CONTENT_SECURITY_POLICY,
    styleSrc: ["'self'", ...(options.styleHashes ?? [])],
  };
  return {
    ...common,
    contentSecurityPolicy: pagePolicy,
    xFrameOptions: 'DENY',
    permissionsPolicy: PERMISSIONS,
  };
}

export interface SecurityHeaders {
  /** Writes the set named for the answer's mount, else the pages' set. */
  all: MiddlewareHandler<ServerEnv>;
  set: (set: HeaderSet) => MiddlewareHandler<ServerEnv>;
}

/** Their cost: docs/performance.md, "Where a forwarded calculation's time goes". */
export function securityHeaders(options: HeaderOptions): SecurityHeaders {
  const sets = {
    page: secureHeaders(headerOptions('page', options)),
    card: secureHeaders(headerOptions('card', options)),
    file: secureHeaders(headerOptions('file', options)),
    worker: secureHeaders(headerOptions('worker', options)),
    data: secureHeaders(headerOptions('data', options)),
  } satisfies Record<HeaderSet, MiddlewareHandler>;
  const named = {} as Record<HeaderSet, MiddlewareHandler<ServerEnv>>;
  for (const set of Object.keys(sets) as HeaderSet[]) {
    named[set] = (c, next) => {
      c.set('headerSet', set);
      return next();
    };
  }
  return {
    all: async (c, next) => {
      await next();
      await sets[c.get('headerSet') ?? 'page'](c, async () => undefined);
    },
    set: (set) => named[set],
  };
}

/** Node's own answers (http-server.ts: bad requests, CONNECT) are problem+json like /api's. */
export async function nodeAnswerHeaders(options: {
  hsts: boolean;
}): Promise<Readonly<Record<string, string>>> {
  const c = new Context(new Request('http://localhost/'));
  c.res = new Response(null);
  await secureHeaders(headerOptions('data', options))(c, async () => undefined);
  return Object.freeze(Object.fromEntries(c.res.headers));
}
