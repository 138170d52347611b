import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, environmentSchema, ownOrigin } from './config.ts';

const SERVICE = {
  SERVICE_URL: 'https://api.example.com/v1/',
  SERVICE_API_KEY: 'k-123',
  SERVICE_API_AUTH: 'a-456',
  SERVICE_API_SECRET: 's-789',
};

/** For each variable that can be wrong, a wrong value (with what it takes to be read). */
const WRONG: Record<string, Record<string, string>> = {
  PORT: { PORT: '65536' },
  SERVICE_URL: { ...SERVICE, SERVICE_URL: 'mailto:desk@example.com' },
  SERVICE_API_KEY: { SERVICE_API_KEY: 'k-123' },
  SERVICE_API_AUTH: { SERVICE_API_AUTH: 'a-456' },
  SERVICE_API_SECRET: { SERVICE_API_SECRET: 's-789' },
  SERVICE_TIMEOUT_MS: { SERVICE_TIMEOUT_MS: '99' },
  SERVICE_MAX_BYTES: { SERVICE_MAX_BYTES: '1023' },
  SERVICE_EMISSION_UNIT: { SERVICE_EMISSION_UNIT: 'g' },
  SERVICE_MAX_CONNECTIONS: { SERVICE_MAX_CONNECTIONS: '0' },
  SANDBOX: { SANDBOX: 'yes' },
  GATEWAY_ACCESS: { GATEWAY_ACCESS: 'none' },
  GATEWAY_RATE_LIMIT: { GATEWAY_RATE_LIMIT: '1000001' },
  GATEWAY_RATE_WINDOW_S: { GATEWAY_RATE_WINDOW_S: '0' },
  GATEWAY_CUSTOM_SERVICE: { GATEWAY_CUSTOM_SERVICE: 'true' },
  PUBLIC_URL: { PUBLIC_URL: 'desk.example.com' },
  SOURCE_MAPS: { SOURCE_MAPS: 'hidden' },
  REDIS_URL: { REDIS_URL: 'rediss://:hunter2@redis:6379/cache' },
  CERTIFICATE_CACHE_SECONDS: { CERTIFICATE_CACHE_SECONDS: '86401' },
  CERTIFICATE_MISS_CACHE_SECONDS: { CERTIFICATE_MISS_CACHE_SECONDS: '-5' },
  CALCULATION_CACHE_SECONDS: { CALCULATION_CACHE_SECONDS: '86401' },
  MEMORY_CACHE_BYTES: { MEMORY_CACHE_BYTES: '1000' },
  TRUST_PROXY: { TRUST_PROXY: 'everyone' },
  SHUTDOWN_GRACE_SECONDS: { SHUTDOWN_GRACE_SECONDS: '3601' },
  LOG_FORMAT: { LOG_FORMAT: 'text' },
  LOG_LEVEL: { LOG_LEVEL: 'verbose' },
  METRICS_PORT: { METRICS_PORT: '65536' },
};

/** Variables that take any value that is not blank. */
const ANY_VALUE = ['HOST', 'DIST_DIR', 'METRICS_TOKEN'];

const SECRETS = ['k-123', 'a-456', 's-789', 'hunter2'];

function errorOf(env: Record<string, string>): string {
  try {
    configFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('the server settings', () => {
  it('have defaults: no gateway, sandbox on, 120 calls a minute, private source maps', () => {
    expect(configFromEnv({})).toEqual({
      port: 4173,
      host: 'localhost',
      distDir: 'dist',
      sandbox: true,
      service: null,
      access: 'all',
      rateLimit: 120,
      rateWindowSeconds: 60,
      customService: true,
      publicUrl: null,
      publicSourceMaps: false,
      redisUrl: null,
      certificateCacheSeconds: 60,
      certificateMissCacheSeconds: 10,
      calculationCacheSeconds: 300,
      memoryCacheBytes: 32 * 1024 * 1024,
      trustProxy: { kind: 'none' },
      shutdownGraceSeconds: 25,
      logFormat: null,
      logLevel: 'info',
      metricsToken: null,
      metricsPort: null,
    });
  });

  it('read the rate limit’s window in seconds, and stop at one under a second or over an hour', () => {
    expect(configFromEnv({ GATEWAY_RATE_WINDOW_S: '8' }).rateWindowSeconds).toBe(8);
    expect(configFromEnv({ GATEWAY_RATE_WINDOW_S: '3600' }).rateWindowSeconds).toBe(3600);
    for (const wrong of ['0', '3601', '1.5', '10s']) {
      expect(errorOf({ GATEWAY_RATE_WINDOW_S: wrong })).toMatch(
        /^GATEWAY_RATE_WINDOW_S must be a whole number from 1 to 3600/,
      );
    }
  });

  it('turn the sandbox off with a real service, unless SANDBOX=on', () => {
    expect(configFromEnv(SERVICE).sandbox).toBe(false);
    expect(configFromEnv({ ...SERVICE, SANDBOX: 'on' }).sandbox).toBe(true);
  });

  it('read REDIS_URL, TRUST_PROXY, SHUTDOWN_GRACE_SECONDS and the cache time', () => {
    const config = configFromEnv({
      REDIS_URL: 'redis://:pw@redis:6379/2',
      TRUST_PROXY: '10.0.0.0/8, fd00::/8,127.0.0.1',
      SHUTDOWN_GRACE_SECONDS: '5',
      CERTIFICATE_CACHE_SECONDS: '0',
    });
    expect(config.redisUrl).toBe('redis://:pw@redis:6379/2');
    expect(config.trustProxy).toEqual({
      kind: 'list',
      addresses: ['10.0.0.0/8', 'fd00::/8', '127.0.0.1'],
    });
    expect(config.shutdownGraceSeconds).toBe(5);
    expect(config.certificateCacheSeconds).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(configFromEnv({ TRUST_PROXY: '0' }).trustProxy).toEqual({ kind: 'none' });
    expect(configFromEnv({ LOG_LEVEL: 'WARN' }).logLevel).toBe('warn');
  });

  it('stop at a malformed REDIS_URL, TRUST_PROXY or SHUTDOWN_GRACE_SECONDS, naming it, never the password', () => {
    const redis = errorOf({ REDIS_URL: 'http://:hunter2@redis:6379' });
    expect(redis).toMatch(/^REDIS_URL /);
    expect(redis).not.toContain('hunter2');
    expect(errorOf({ REDIS_URL: 'not a url' })).toMatch(/^REDIS_URL /);
    expect(errorOf({ TRUST_PROXY: '10.0.0.0/99' })).toMatch(/^TRUST_PROXY /);
    expect(errorOf({ TRUST_PROXY: 'true' })).toMatch(/^TRUST_PROXY /);
    expect(errorOf({ TRUST_PROXY: '11' })).toMatch(/^TRUST_PROXY /);
    expect(errorOf({ SHUTDOWN_GRACE_SECONDS: '-1' })).toMatch(/^SHUTDOWN_GRACE_SECONDS /);
    expect(errorOf({ SHUTDOWN_GRACE_SECONDS: '2.5' })).toMatch(/^SHUTDOWN_GRACE_SECONDS /);
    expect(errorOf({ LOG_FORMAT: 'xml' })).toMatch(/^LOG_FORMAT /);
    expect(errorOf({ LOG_LEVEL: 'loud' })).toMatch(/^LOG_LEVEL /);
  });

  it('read METRICS_PORT and CERTIFICATE_MISS_CACHE_SECONDS, and stop at wrong ones, naming them', () => {
    const config = configFromEnv({ METRICS_PORT: '9464', CERTIFICATE_MISS_CACHE_SECONDS: '0' });
    expect(config.metricsPort).toBe(9464);
    expect(config.certificateMissCacheSeconds).toBe(0);
    expect(errorOf({ METRICS_PORT: '0' })).toMatch(/^METRICS_PORT /);
    expect(errorOf({ METRICS_PORT: 'x' })).toMatch(/^METRICS_PORT /);
    expect(errorOf({ PORT: '9464', METRICS_PORT: '9464' })).toBe(
      'METRICS_PORT must differ from PORT (both are 9464).',
    );
    expect(errorOf({ METRICS_PORT: '4173' })).toMatch(/^METRICS_PORT must differ from PORT/);
    expect(errorOf({ CERTIFICATE_MISS_CACHE_SECONDS: '3601' })).toMatch(
      /^CERTIFICATE_MISS_CACHE_SECONDS /,
    );
  });

  it('read the service, without a trailing slash, with a 20 s time-out, a 1 MB cap, kg and 64 connections by default', () => {
    expect(configFromEnv(SERVICE).service).toEqual({
      url: 'https://api.example.com/v1',
      credentials: { apiKey: 'k-123', apiAuth: 'a-456', apiSecret: 's-789' },
      timeoutMs: 20_000,
      maxBytes: 1024 * 1024,
      emissionUnit: 'kg',
      maxConnections: 64,
    });
  });

  it.each([
    [
      { ...SERVICE, SERVICE_URL: 'ftp://api.example.com' },
      /SERVICE_URL must be an http or https URL/,
    ],
    [{ ...SERVICE, SERVICE_URL: 'api.example.com' }, /SERVICE_URL must be an absolute/],
    [{ ...SERVICE, SERVICE_URL: 'https://u:p@api.example.com' }, /user name or password/],
    [{ ...SERVICE, SERVICE_API_SECRET: '' }, /SERVICE_API_SECRET must be set/],
    [{ SERVICE_API_KEY: 'k' }, /SERVICE_API_KEY set without SERVICE_URL/],
    [{ ...SERVICE, SERVICE_TIMEOUT_MS: '20s' }, /SERVICE_TIMEOUT_MS must be a whole number/],
    [{ ...SERVICE, SERVICE_MAX_BYTES: '1MB' }, /SERVICE_MAX_BYTES must be a whole number/],
    [{ ...SERVICE, SERVICE_MAX_BYTES: '10' }, /SERVICE_MAX_BYTES must be a whole number from 1024/],
    [{ GATEWAY_RATE_LIMIT: '-1' }, /GATEWAY_RATE_LIMIT must be a whole number/],
    [{ GATEWAY_ACCESS: 'guests' }, /GATEWAY_ACCESS must be one of all, certificates/],
    [{ SERVICE_EMISSION_UNIT: 'lb', ...SERVICE }, /SERVICE_EMISSION_UNIT must be one of kg, t/],
    [{ PUBLIC_URL: 'https://desk.example.com/app' }, /PUBLIC_URL must be an origin only/],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, /PUBLIC_URL must be an http or https URL/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ SOURCE_MAPS: 'yes' }, /SOURCE_MAPS must be one of private, public/],
  ])('refuse a wrong setting with a sentence naming it (%#)', (env, message) => {
    expect(errorOf(env)).toMatch(message);
  });

  it('never put a credential into an error', () => {
    const message = errorOf({ ...SERVICE, SERVICE_URL: 'ftp://x', SERVICE_TIMEOUT_MS: 'x' });
    for (const secret of ['k-123', 'a-456', 's-789']) expect(message).not.toContain(secret);
  });

  it('know a wrong value for every variable of the environment but those that take any text', () => {
    expect([...Object.keys(WRONG), ...ANY_VALUE].sort()).toEqual(
      Object.keys(environmentSchema.shape).sort(),
    );
  });

  it.each(Object.entries(WRONG))(
    'stop at a wrong %s with one sentence that starts with its name and holds no credential',
    (name, env) => {
      const message = errorOf(env);
      expect(message).toMatch(new RegExp(`^${name} [^.]+(\\.[^ ][^.]*)*\\.$`));
      for (const secret of SECRETS) expect(message).not.toContain(secret);
    },
  );

  it('name every wrong variable at once, each in a sentence of its own', () => {
    const names = Object.keys(WRONG).filter((name) => !name.startsWith('SERVICE_API_'));
    const env = Object.assign({}, ...names.map((name) => WRONG[name]), SERVICE) as Record<
      string,
      string
    >;
    env.SERVICE_URL = 'mailto:desk@example.com';
    const message = errorOf(env);
    for (const name of names) expect(message).toMatch(new RegExp(`(^|\\. )${name} `));
    expect(message.split(/(?<=\.) (?=[A-Z_]+ )/)).toHaveLength(names.length);
  });

  it('take a blank variable as unset', () => {
    expect(configFromEnv({ PORT: ' ', SERVICE_URL: '', LOG_FORMAT: '  ' })).toEqual(
      configFromEnv({}),
    );
  });

  it('take the own origin from PUBLIC_URL, else from where the server listens', () => {
    expect(ownOrigin(configFromEnv({ PUBLIC_URL: 'https://desk.example.com/' }))).toBe(
      'https://desk.example.com',
    );
    expect(ownOrigin(configFromEnv({ PORT: '8080', HOST: '0.0.0.0' }))).toBe('http://0.0.0.0:8080');
  });
});
