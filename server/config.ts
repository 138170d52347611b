/**
 * The server's settings, read once at start from one schema of the environment (the table in
 * docs/deploy/README.md says what each variable does). A wrong setting stops the start with a
 * sentence that names the variable; no message repeats a value that may hold a credential.
 */
import proxyaddr from 'proxy-addr';
import * as z from 'zod/mini';

export type GatewayAccess = 'all' | 'certificates';
type EmissionUnitSetting = 'kg' | 't';

export interface ServiceConfig {
  url: string;
  credentials: { apiKey: string; apiAuth: string; apiSecret: string };
  /** One whole exchange with the service, its answer's body included. */
  timeoutMs: number;
  /** Decoded bytes. */
  maxBytes: number;
  emissionUnit: EmissionUnitSetting;
  /** Per process; further calls wait for one (within their time-out). */
  maxConnections: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  sandbox: boolean;
  /** Null when the gateway is off. */
  service: ServiceConfig | null;
  access: GatewayAccess;
  /** Gateway calls per window (`rateWindowSeconds`) per client address; 0 turns the limit off. */
  rateLimit: number;
  /** The window the rate limit counts in, in seconds: the longest a caller past it waits. */
  rateWindowSeconds: number;
  /** Whether the app offers a custom service besides the gateway (and the sandbox). */
  customService: boolean;
  publicUrl: string | null;
  publicSourceMaps: boolean;
  /** Null: per process. */
  redisUrl: string | null;
  certificateCacheSeconds: number;
  /** So a guessed id costs one call. */
  certificateMissCacheSeconds: number;
  calculationCacheSeconds: number;
  /** Least recently used out first. */
  memoryCacheBytes: number;
  trustProxy: TrustProxy;
  shutdownGraceSeconds: number;
  /** Null: pretty in a terminal, JSON otherwise. */
  logFormat: 'json' | 'pretty' | null;
  logLevel: LogLevel;
  /** Null: then `/metrics` is served only on `metricsPort`. */
  metricsToken: string | null;
  metricsPort: number | null;
}

const MEMORY_CACHE_BYTES = 32 * 1024 * 1024;

/** Here, below app.ts and its sub-apps, so that none imports it back from app.ts. */
export type ServerAppConfig = Pick<
  ServerConfig,
  | 'service'
  | 'access'
  | 'rateLimit'
  | 'rateWindowSeconds'
  | 'customService'
  | 'publicUrl'
  | 'publicSourceMaps'
  | 'certificateCacheSeconds'
  | 'trustProxy'
  | 'metricsToken'
  | 'metricsPort'
  | 'certificateMissCacheSeconds'
  | 'calculationCacheSeconds'
  | 'memoryCacheBytes'
  | 'logFormat'
  | 'logLevel'
>;

/** As `npm run dev` and most tests use it. */
export const PLAIN_SERVER_CONFIG: ServerAppConfig = {
  service: null,
  access: 'all',
  rateLimit: 120,
  rateWindowSeconds: 60,
  customService: true,
  publicUrl: null,
  publicSourceMaps: false,
  certificateCacheSeconds: 60,
  trustProxy: { kind: 'none' },
  metricsToken: null,
  metricsPort: null,
  certificateMissCacheSeconds: 10,
  calculationCacheSeconds: 300,
  memoryCacheBytes: MEMORY_CACHE_BYTES,
  logFormat: null,
  logLevel: 'info',
};

const SERVICE_MAX_BYTES = 1024 * 1024;

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; addresses: string[] };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

// Each schema's messages are the rest of a sentence whose subject is the variable's name, which
// the formatter (`configError`) puts in front: "PORT" + "must be a whole number …".

function wholeNumber(min: number, max: number) {
  const error = (issue: { input?: unknown }) =>
    `must be a whole number from ${min} to ${max} (it is "${String(issue.input)}").`;
  // At most 15 digits: every such number is exact in a double, so the range check sees the value.
  return z.pipe(
    z.string().check(z.regex(/^\d{1,15}$/, { error })),
    z.pipe(z.transform(Number), z.number().check(z.gte(min, { error }), z.lte(max, { error }))),
  );
}

function oneOf<const T extends readonly [string, ...string[]]>(allowed: T) {
  return z.pipe(
    z.string().check(z.toLowerCase()),
    z.enum(allowed, {
      error: (issue) => `must be one of ${allowed.join(', ')} (it is "${String(issue.input)}").`,
    }),
  );
}

const onOff = z.stringbool({
  truthy: ['on'],
  falsy: ['off'],
  error: (issue) => `must be one of on, off (it is "${String(issue.input)}").`,
});

/** The messages never repeat the value, which might hold a password. */
const httpUrl = z.pipe(
  z
    .string()
    .check(
      z.refine((value) => URL.canParse(value), { error: 'must be an absolute http or https URL.' }),
    ),
  z.pipe(
    z.transform((value: string) => new URL(value)),
    z.instanceof(URL).check(
      z.refine((url) => url.protocol === 'http:' || url.protocol === 'https:', {
        error: (issue) =>
          `must be an http or https URL (it starts with ${(issue.input as URL).protocol}).`,
      }),
      z.refine((url) => !url.username && !url.password, {
        error: 'must not hold a user name or password.',
      }),
      z.refine((url) => !url.search && !url.hash, { error: 'must not have a query or fragment.' }),
    ),
  ),
);

const serviceUrl = z.pipe(
  httpUrl,
  z.transform((url) => url.href.replace(/\/+$/, '')),
);

const publicUrl = z.pipe(
  httpUrl.check(
    z.refine((url) => url.pathname === '/', {
      error: 'must be an origin only, like https://desk.example.com.',
    }),
  ),
  z.transform((url) => url.origin),
);

function isRedisUrl(value: string): boolean {
  const url = URL.canParse(value) ? new URL(value) : null;
  return !!url && (url.protocol === 'redis:' || url.protocol === 'rediss:') && !!url.hostname;
}

/** Kept as written: the client reads it. The messages never repeat it (it may hold a password). */
const redisUrl = z.string().check(
  z.refine(isRedisUrl, {
    error: 'must be a redis:// or rediss:// URL with a host, like redis://redis:6379/0.',
    abort: true,
  }),
  z.refine((value) => /^\/(\d{1,2})?$|^$/.test(new URL(value).pathname), {
    error: 'may only name a database number as its path, like /0.',
  }),
);

const TRUST_PROXY_HOPS_MAX = 10;

function addressList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function isTrustProxy(value: string): boolean {
  if (/^\d+$/.test(value)) return Number(value) <= TRUST_PROXY_HOPS_MAX;
  try {
    proxyaddr.compile(addressList(value));
    return true;
  } catch {
    return false;
  }
}

const trustProxy = z.pipe(
  z.string().check(
    z.refine(isTrustProxy, {
      error: (issue) =>
        `must be a number of proxy hops (0 to ${TRUST_PROXY_HOPS_MAX}) or a comma-separated list of addresses or CIDRs, like 10.0.0.0/8, fd00::/8 (it is "${String(issue.input)}").`,
    }),
  ),
  z.transform((value): TrustProxy => {
    if (!/^\d+$/.test(value)) return { kind: 'list', addresses: addressList(value) };
    const hops = Number(value);
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops };
  }),
);

const anyText = z.string();

const SERVICE_CREDENTIALS = ['SERVICE_API_KEY', 'SERVICE_API_AUTH', 'SERVICE_API_SECRET'] as const;

/** Blank values are taken as unset before this. */
export const environmentSchema = z.object({
  PORT: z._default(wholeNumber(0, 65_535), 4173),
  HOST: z._default(anyText, 'localhost'),
  DIST_DIR: z._default(anyText, 'dist'),
  SERVICE_URL: z.optional(serviceUrl),
  SERVICE_API_KEY: z.optional(anyText),
  SERVICE_API_AUTH: z.optional(anyText),
  SERVICE_API_SECRET: z.optional(anyText),
  SERVICE_TIMEOUT_MS: z._default(wholeNumber(100, 600_000), 20_000),
  SERVICE_MAX_BYTES: z._default(wholeNumber(1024, 100 * 1024 * 1024), SERVICE_MAX_BYTES),
  SERVICE_EMISSION_UNIT: z._default(oneOf(['kg', 't']), 'kg'),
  SERVICE_MAX_CONNECTIONS: z._default(wholeNumber(1, 10_000), 64),
  // Unset: on without a service, off with one (see `toServerConfig`).
  SANDBOX: z.optional(onOff),
  GATEWAY_ACCESS: z._default(oneOf(['all', 'certificates']), 'all'),
  GATEWAY_RATE_LIMIT: z._default(wholeNumber(0, 1_000_000), 120),
  GATEWAY_RATE_WINDOW_S: z._default(wholeNumber(1, 3_600), 60),
  GATEWAY_CUSTOM_SERVICE: z._default(onOff, true),
  PUBLIC_URL: z.optional(publicUrl),
  SOURCE_MAPS: z._default(oneOf(['private', 'public']), 'private'),
  REDIS_URL: z.optional(redisUrl),
  CERTIFICATE_CACHE_SECONDS: z._default(wholeNumber(0, 86_400), 60),
  CERTIFICATE_MISS_CACHE_SECONDS: z._default(wholeNumber(0, 3_600), 10),
  CALCULATION_CACHE_SECONDS: z._default(wholeNumber(0, 86_400), 300),
  MEMORY_CACHE_BYTES: z._default(wholeNumber(64 * 1024, 16 * 1024 ** 3), MEMORY_CACHE_BYTES),
  TRUST_PROXY: z._default(trustProxy, { kind: 'none' }),
  SHUTDOWN_GRACE_SECONDS: z._default(wholeNumber(0, 3_600), 25),
  LOG_FORMAT: z.optional(oneOf(['json', 'pretty'])),
  LOG_LEVEL: z._default(oneOf(LOG_LEVELS), 'info'),
  METRICS_TOKEN: z.optional(anyText),
  METRICS_PORT: z.optional(wholeNumber(1, 65_535)),
});

type Environment = z.infer<typeof environmentSchema>;

function crossCheck({ value, issues }: z.core.ParsePayload<Environment>): void {
  const given = SERVICE_CREDENTIALS.filter((name) => value[name] !== undefined);
  if (value.SERVICE_URL === undefined) {
    for (const name of given) {
      issues.push({
        code: 'custom',
        input: undefined,
        path: [name],
        message: 'set without SERVICE_URL: set SERVICE_URL too.',
      });
    }
  } else {
    for (const name of SERVICE_CREDENTIALS.filter((name) => !given.includes(name))) {
      issues.push({
        code: 'custom',
        input: undefined,
        path: [name],
        message: 'must be set too, since SERVICE_URL is set.',
      });
    }
  }
  if (value.METRICS_PORT !== undefined && value.METRICS_PORT === value.PORT) {
    issues.push({
      code: 'custom',
      input: undefined,
      path: ['METRICS_PORT'],
      message: `must differ from PORT (both are ${value.PORT}).`,
    });
  }
}

function toServerConfig(env: Environment): ServerConfig {
  const { SERVICE_URL: url, SERVICE_API_KEY: apiKey, SERVICE_API_AUTH: apiAuth } = env;
  const apiSecret = env.SERVICE_API_SECRET;
  // crossCheck has made sure that with a URL all three credentials are there.
  const service =
    url !== undefined && apiKey !== undefined && apiAuth !== undefined && apiSecret !== undefined
      ? {
          url,
          credentials: { apiKey, apiAuth, apiSecret },
          timeoutMs: env.SERVICE_TIMEOUT_MS,
          maxBytes: env.SERVICE_MAX_BYTES,
          emissionUnit: env.SERVICE_EMISSION_UNIT,
          maxConnections: env.SERVICE_MAX_CONNECTIONS,
        }
      : null;
  return {
    port: env.PORT,
    host: env.HOST,
    distDir: env.DIST_DIR,
    // With a real service the sandbox (and its record-writing endpoint) is off unless asked for.
    sandbox: env.SANDBOX ?? service === null,
    service,
    access: env.GATEWAY_ACCESS,
    rateLimit: env.GATEWAY_RATE_LIMIT,
    rateWindowSeconds: env.GATEWAY_RATE_WINDOW_S,
    customService: env.GATEWAY_CUSTOM_SERVICE,
    publicUrl: env.PUBLIC_URL ?? null,
    publicSourceMaps: env.SOURCE_MAPS === 'public',
    redisUrl: env.REDIS_URL ?? null,
    certificateCacheSeconds: env.CERTIFICATE_CACHE_SECONDS,
    certificateMissCacheSeconds: env.CERTIFICATE_MISS_CACHE_SECONDS,
    calculationCacheSeconds: env.CALCULATION_CACHE_SECONDS,
    memoryCacheBytes: env.MEMORY_CACHE_BYTES,
    trustProxy: env.TRUST_PROXY,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    logFormat: env.LOG_FORMAT ?? null,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN ?? null,
    metricsPort: env.METRICS_PORT ?? null,
  };
}

const configSchema = z.pipe(environmentSchema.check(crossCheck), z.transform(toServerConfig));

function configError(issues: readonly z.core.$ZodIssue[]): ConfigError {
  const sentences = new Map<string, string>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'The environment');
    if (!sentences.has(name)) sentences.set(name, `${name} ${issue.message}`);
  }
  return new ConfigError([...sentences.values()].join(' '));
}

export function configFromEnv(env: Env): ServerConfig {
  // A variable set to blanks counts as unset, as in a compose file's `NAME: ""`.
  const given = Object.fromEntries(
    Object.entries(env).map(([name, value]) => [name, value?.trim() || undefined]),
  );
  const result = configSchema.safeParse(given);
  if (!result.success) throw configError(result.error.issues);
  return result.data;
}

export function ownOrigin(config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}
