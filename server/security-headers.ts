/**
 * The security headers of every answer of the server (docs/deploy/ documents the same set for
 * static hosting), by Hono's secureHeaders. The app's pages: scripts and styles come only from the
 * app's origin; the service may live on any https origin (or http on localhost), so connections
 * are allowed there; certificate images may be hosted anywhere on https. The data under /api and
 * /sandbox is never a page: nothing in it may load, run or be framed.
 *
 * Every header is only added where the answer has none of that name yet (`overwrite: false`): the
 * narrower middleware (/api, /sandbox) and an answer's own headers (a sandbox file's) come first.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type ContentSecurityPolicy = NonNullable<
  Parameters<typeof secureHeaders>[0]
>['contentSecurityPolicy'];

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
} satisfies ContentSecurityPolicy;

/** Data, never a page: the gateway's and the sandbox's answers. */
export const DATA_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
} satisfies ContentSecurityPolicy;

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The server's headers for every answer, registered before anything else. HSTS only when the
 * public URL is https (a plain-http server must not pin its host to https).
 */
export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: APP_CONTENT_SECURITY_POLICY,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: true,
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
    strictTransportSecurity: options.hsts ? HSTS : false,
    overwrite: false,
  });
}

/** The stricter policy of /api and /sandbox, registered for those paths after securityHeaders. */
export function dataSecurityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: DATA_CONTENT_SECURITY_POLICY,
    // Only this one header: securityHeaders adds the others.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xContentTypeOptions: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
}
