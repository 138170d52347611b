/**
 * The security headers of every answer of the server (docs/deploy/ documents the same set for
 * static hosting). The app's pages: scripts and styles come only from the app's origin; the
 * service may live on any https origin (or http on localhost), so connections are allowed there;
 * certificate images may be hosted anywhere on https. The data under /api, /sandbox and /oembed
 * is never a page: nothing in it may load, run or be framed. The certificate card under /embed is
 * the one document other sites may frame; every other answer refuses any frame.
 *
 * The built files under /assets (scripts, style sheets) carry only the headers that act on such a
 * file: most of the set acts on documents alone (framing, permissions, the opener, the policy), and
 * on HTTP/1.1 every header is sent again with each of a page's twenty-odd files. A worker's script
 * keeps the policy, which applies to the worker (docs/deploy/nginx.conf sends the same).
 *
 * Hono's `secureHeaders` writes them on the answer, in production and in `app.request` alike, and
 * only where the answer has none of that name: an answer's own headers (a sandbox file's policy)
 * win. Which set an answer gets is named where its sub-app is mounted (server/app.ts), never
 * chosen from the path here. The answers Node's HTTP layer writes itself (http-server.ts) take the
 * data set from the same options, as `secureHeaders` writes it.
 */
import { Context, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { CARD_STYLE_HASH } from './embed/card-policy.ts';
import type { HeaderSet, ServerEnv } from './env.ts';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type Policy = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>;

/** The app's pages, their workers, and everything else the server answers. */
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

/**
 * The certificate card (server/embed/): the one document other sites may frame. It runs no script
 * at all; its one style sheet is inline, allowed by its hash; its QR code is a data: image.
 */
const CARD_CONTENT_SECURITY_POLICY: Policy = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'none'"],
  styleSrc: [CARD_STYLE_HASH],
  imgSrc: ['data:'],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ['*'],
};

/** Data, never a page: the gateway's and the sandbox's answers. */
const DATA_CONTENT_SECURITY_POLICY: Policy = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/** Powers no page of the app uses. */
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
  /** The hashes of the build's inline style sheets (server/style-hashes.ts), for the pages. */
  styleHashes?: readonly string[];
}

/**
 * The options of each set: Hono's defaults (`nosniff`, `same-origin` opener and resource
 * policies, `no-referrer`, ...) where they are ours, and what differs: the policy, `DENY` framing,
 * the permissions, HSTS only where the public URL is https (a plain-http server must not pin its
 * host to https). A built file keeps the headers that act on a file: `nosniff`, the resource
 * policy, the referrer policy for a style sheet's own requests, HSTS.
 */
export function headerOptions(set: HeaderSet, options: HeaderOptions): SecureHeadersOptions {
  const common: SecureHeadersOptions = {
    strictTransportSecurity: options.hsts ? HSTS : false,
    // An answer's own header of the same name (a sandbox file's policy) wins.
    overwrite: false,
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
    contentSecurityPolicy: set === 'data' ? DATA_CONTENT_SECURITY_POLICY : pagePolicy,
    xFrameOptions: 'DENY',
    permissionsPolicy: PERMISSIONS,
  };
}

/** The set each answer gets, named where its sub-app is mounted (server/app.ts). */
export interface SecurityHeaders {
  /**
   * Around every answer: writes the set named for the answer's mount, else the pages' set (the
   * app's pages, the operator's routes, and anything no sub-app answers).
   */
  all: MiddlewareHandler<ServerEnv>;
  /** For a mount: its answers get this set. */
  set: (set: HeaderSet) => MiddlewareHandler<ServerEnv>;
}

/** The security headers of every answer of the server (their cost is in docs/performance.md). */
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
      // The set's middleware with nothing left to run: it writes its headers on the answer.
      await sets[c.get('headerSet') ?? 'page'](c, async () => undefined);
    },
    set: (set) => named[set],
  };
}

/**
 * The headers of the answers Node's HTTP layer makes itself (http-server.ts: a malformed request,
 * CONNECT): problem+json like /api's, so the same set as an /api answer, as `secureHeaders`
 * writes it on an answer that has none of its own. Asked once, when a server is made.
 */
export async function nodeAnswerHeaders(options: {
  hsts: boolean;
}): Promise<Readonly<Record<string, string>>> {
  const c = new Context(new Request('http://localhost/'));
  c.res = new Response(null);
  await secureHeaders(headerOptions('data', options))(c, async () => undefined);
  return Object.freeze(Object.fromEntries(c.res.headers));
}
