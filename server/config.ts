/**
 * The server's settings, read once from the environment at start. Every value is checked here, so
 * a wrong setting stops the start with a sentence that names the variable, never later at the
 * first request. Credentials are kept out of every message.
 */
import proxyaddr from 'proxy-addr';

export type GatewayAccess = 'all' | 'certificates';
export type EmissionUnitSetting = 'kg' | 't';

export interface ServiceConfig {
  /** Base URL of the real service, without a trailing slash. */
  url: string;
  credentials: { apiKey: string; apiAuth: string; apiSecret: string };
  /** Time for one whole exchange with the service, its answer's body included. */
  timeoutMs: number;
  /** The most the gateway reads of one answer of the service (decoded bytes). */
  maxBytes: number;
  /** The unit the service reports emissions in. */
  emissionUnit: EmissionUnitSetting;
}

export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  /** Whether the built-in sandbox is mounted at /sandbox. */
  sandbox: boolean;
  /** The real service behind /api, or null when the gateway is off. */
  service: ServiceConfig | null;
  access: GatewayAccess;
  /** Gateway calls per minute per client address; 0 turns the limit off. */
  rateLimit: number;
  /** Whether the app offers a custom service besides the gateway (and the sandbox). */
  customService: boolean;
  /** The public origin (no trailing slash) for absolute URLs, or null. */
  publicUrl: string | null;
  /** Whether `*.map` files of the build are served. */
  publicSourceMaps: boolean;
  /** Redis for the rate limit and certificate cache shared by every replica, or null (per process). */
  redisUrl: string | null;
  /** How long a successful certificate read is kept; 0 turns the cache off. */
  certificateCacheSeconds: number;
  /** How long the service's 404 for a certificate is kept, so a guessed id costs one call; 0: never. */
  certificateMissCacheSeconds: number;
  /** Which proxies' `X-Forwarded-For` is believed; none: the socket address counts. */
  trustProxy: TrustProxy;
  /** How long calls in flight may take to finish after SIGTERM. */
  shutdownGraceSeconds: number;
  /** `json`, `pretty`, or null: pretty in a terminal, JSON otherwise. */
  logFormat: 'json' | 'pretty' | null;
  /** The least severe level that is logged (`info`: a line per request; `warn`: problems only). */
  logLevel: LogLevel;
  /** Bearer token that `/metrics` asks for, or null: then it is served only on `metricsPort`. */
  metricsToken: string | null;
  /** A port of its own for `/metrics` (not the app's), or null. */
  metricsPort: number | null;
}

/** The default cap on one answer of the service: 1 MB. */
export const SERVICE_MAX_BYTES = 1024 * 1024;

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; addresses: string[] };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(
      `${name} must be a whole number from ${min} to ${max} (it is "${value}").`,
    );
  }
  return parsed;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const found = allowed.find((option) => option === value.toLowerCase());
  if (!found)
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (it is "${value}").`);
  return found;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  return oneOf(env, name, ['on', 'off'], fallback ? 'on' : 'off') === 'on';
}

function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http or https URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http or https URL (it starts with ${url.protocol}).`);
  }
  if (url.username || url.password) {
    throw new ConfigError(`${name} must not hold a user name or password.`);
  }
  if (url.search || url.hash) {
    throw new ConfigError(`${name} must not have a query or fragment.`);
  }
  return url;
}

function serviceFrom(env: Env): ServiceConfig | null {
  const url = text(env, 'SERVICE_URL');
  const names = ['SERVICE_API_KEY', 'SERVICE_API_AUTH', 'SERVICE_API_SECRET'] as const;
  const [apiKey, apiAuth, apiSecret] = names.map((name) => text(env, name));
  if (url === undefined) {
    const stray = names.filter((name) => text(env, name) !== undefined);
    if (stray.length > 0) {
      throw new ConfigError(`${stray.join(', ')} set without SERVICE_URL: set SERVICE_URL too.`);
    }
    return null;
  }
  const base = httpUrl('SERVICE_URL', url);
  const missing = names.filter((name) => text(env, name) === undefined);
  if (missing.length > 0 || !apiKey || !apiAuth || !apiSecret) {
    throw new ConfigError(`SERVICE_URL is set, so ${missing.join(', ')} must be set too.`);
  }
  return {
    url: base.href.replace(/\/+$/, ''),
    credentials: { apiKey, apiAuth, apiSecret },
    timeoutMs: wholeNumber(env, 'SERVICE_TIMEOUT_MS', 20_000, 100, 600_000),
    maxBytes: wholeNumber(env, 'SERVICE_MAX_BYTES', SERVICE_MAX_BYTES, 1024, 100 * 1024 * 1024),
    emissionUnit: oneOf(env, 'SERVICE_EMISSION_UNIT', ['kg', 't'], 'kg'),
  };
}

function publicUrlFrom(env: Env): string | null {
  const value = text(env, 'PUBLIC_URL');
  if (value === undefined) return null;
  const url = httpUrl('PUBLIC_URL', value);
  if (url.pathname !== '/') {
    throw new ConfigError('PUBLIC_URL must be an origin only, like https://desk.example.com.');
  }
  return url.origin;
}

function redisUrlFrom(env: Env): string | null {
  const value = text(env, 'REDIS_URL');
  if (value === undefined) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  // The value may hold a password: the message never repeats it.
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    throw new ConfigError(
      'REDIS_URL must be a redis:// or rediss:// URL with a host, like redis://redis:6379/0.',
    );
  }
  if (url.pathname.length > 1 && !/^\/\d{1,2}$/.test(url.pathname)) {
    throw new ConfigError('REDIS_URL may only name a database number as its path, like /0.');
  }
  return value;
}

function trustProxyFrom(env: Env): TrustProxy {
  const value = text(env, 'TRUST_PROXY');
  if (value === undefined) return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = wholeNumber(env, 'TRUST_PROXY', 0, 0, 10);
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops };
  }
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    proxyaddr.compile(addresses);
  } catch {
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxy hops (0 to 10) or a comma-separated list of addresses or CIDRs, like 10.0.0.0/8, fd00::/8 (it is "${value}").`,
    );
  }
  return { kind: 'list', addresses };
}

/** Reads the server's settings; throws a ConfigError naming the variable when one is wrong. */
export function configFromEnv(env: Env, cwdDist = 'dist'): ServerConfig {
  const service = serviceFrom(env);
  return {
    port: wholeNumber(env, 'PORT', 4173, 0, 65_535),
    host: text(env, 'HOST') ?? 'localhost',
    distDir: text(env, 'DIST_DIR') ?? cwdDist,
    // With a real service the sandbox (and its record-writing endpoint) is off unless asked for.
    sandbox: onOff(env, 'SANDBOX', service === null),
    service,
    access: oneOf(env, 'GATEWAY_ACCESS', ['all', 'certificates'], 'all'),
    rateLimit: wholeNumber(env, 'GATEWAY_RATE_LIMIT', 120, 0, 1_000_000),
    customService: onOff(env, 'GATEWAY_CUSTOM_SERVICE', true),
    publicUrl: publicUrlFrom(env),
    publicSourceMaps: oneOf(env, 'SOURCE_MAPS', ['private', 'public'], 'private') === 'public',
    redisUrl: redisUrlFrom(env),
    certificateCacheSeconds: wholeNumber(env, 'CERTIFICATE_CACHE_SECONDS', 60, 0, 86_400),
    certificateMissCacheSeconds: wholeNumber(env, 'CERTIFICATE_MISS_CACHE_SECONDS', 10, 0, 3_600),
    trustProxy: trustProxyFrom(env),
    shutdownGraceSeconds: wholeNumber(env, 'SHUTDOWN_GRACE_SECONDS', 25, 0, 3_600),
    logFormat: text(env, 'LOG_FORMAT')
      ? oneOf(env, 'LOG_FORMAT', ['json', 'pretty'] as const, 'json')
      : null,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    metricsToken: text(env, 'METRICS_TOKEN') ?? null,
    metricsPort: metricsPortFrom(env),
  };
}

function metricsPortFrom(env: Env): number | null {
  if (text(env, 'METRICS_PORT') === undefined) return null;
  const port = wholeNumber(env, 'METRICS_PORT', 0, 1, 65_535);
  if (port === wholeNumber(env, 'PORT', 4173, 0, 65_535)) {
    throw new ConfigError(`METRICS_PORT must differ from PORT (both are ${port}).`);
  }
  return port;
}

/** The origin the server writes into absolute URLs: PUBLIC_URL, else the address it listens on. */
export function ownOrigin(config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}
