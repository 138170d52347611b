import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxOptionsFromEnv } from './app.ts';
import { listenOrigin } from './options.ts';

describe('sandboxOptionsFromEnv', () => {
  it('defaults to the demo credentials, both spellings, no latency, no faults', () => {
    const options = sandboxOptionsFromEnv({}, { basePath: '/sandbox' });
    expect(options).toMatchObject({
      basePath: '/sandbox',
      storeDir: path.resolve('.sandbox-data'),
      credentials: { apiKey: 'demo-key', apiAuth: 'demo-auth', apiSecret: 'demo-secret' },
      mealSpelling: 'both',
      latencyMs: 0,
      faults: false,
    });
    expect(options.appUrl).toBeUndefined();
    expect(options.publicUrl).toBeUndefined();
    expect(options.filesMaxBytes).toBe(256_000_000);
  });

  it('reads PUBLIC_URL as an origin, and lets the mounting server override it', () => {
    expect(
      sandboxOptionsFromEnv({ PUBLIC_URL: 'https://desk.example.com/' }, { basePath: '' }),
    ).toMatchObject({
      publicUrl: 'https://desk.example.com',
    });
    expect(
      sandboxOptionsFromEnv(
        { PUBLIC_URL: 'https://desk.example.com' },
        { basePath: '/sandbox', publicUrl: 'http://localhost:4173' },
      ),
    ).toMatchObject({ basePath: '/sandbox', publicUrl: 'http://localhost:4173' });
    const read = (value: string) => () =>
      sandboxOptionsFromEnv({ PUBLIC_URL: value }, { basePath: '' });
    expect(read('desk.example.com')).toThrow('PUBLIC_URL');
    expect(read('https://desk.example.com/app')).toThrow('PUBLIC_URL');
    expect(read('https://user:pw@desk.example.com')).toThrow('PUBLIC_URL');
  });

  it('turns a listen address into an origin', () => {
    expect(listenOrigin('127.0.0.1', 4010)).toBe('http://127.0.0.1:4010');
    expect(listenOrigin('0.0.0.0', 80)).toBe('http://localhost');
    expect(listenOrigin('::1', 4173)).toBe('http://[::1]:4173');
  });

  it('reads every variable', () => {
    const options = sandboxOptionsFromEnv(
      {
        SANDBOX_API_KEY: 'k',
        SANDBOX_API_AUTH: 'a',
        SANDBOX_API_SECRET: 's',
        SANDBOX_STORE_DIR: 'elsewhere',
        SANDBOX_MEAL_SPELLING: 'COFEE_BREAK',
        SANDBOX_LATENCY_MS: '250',
        SANDBOX_FAULTS: '1',
        SANDBOX_FAULT: '503',
        SANDBOX_FAULT_SLOW_MS: '100',
        SANDBOX_APP_URL: 'https://desk.example/app/',
        SANDBOX_FILES_MAX_MB: '50',
      },
      { basePath: '' },
    );
    expect(options).toMatchObject({
      credentials: { apiKey: 'k', apiAuth: 'a', apiSecret: 's' },
      storeDir: path.resolve('elsewhere'),
      mealSpelling: 'COFEE_BREAK',
      latencyMs: 250,
      faults: true,
      defaultFault: '503',
      slowFaultMs: 100,
      appUrl: 'https://desk.example/app',
      filesMaxBytes: 50_000_000,
    });
  });

  it('overrides credentials one by one', () => {
    const options = sandboxOptionsFromEnv({ SANDBOX_API_SECRET: 'only-this' }, { basePath: '' });
    expect(options.credentials).toEqual({
      apiKey: 'demo-key',
      apiAuth: 'demo-auth',
      apiSecret: 'only-this',
    });
  });

  it('rejects invalid values, naming the variable', () => {
    const read = (env: NodeJS.ProcessEnv) => () => sandboxOptionsFromEnv(env, { basePath: '' });
    expect(read({ SANDBOX_MEAL_SPELLING: 'coffee' })).toThrow('SANDBOX_MEAL_SPELLING');
    expect(read({ SANDBOX_LATENCY_MS: '-5' })).toThrow('SANDBOX_LATENCY_MS');
    expect(read({ SANDBOX_FAULT: 'boom' })).toThrow('SANDBOX_FAULT');
    expect(read({ SANDBOX_APP_URL: 'ftp://x' })).toThrow('SANDBOX_APP_URL');
    expect(read({ SANDBOX_FILES_MAX_MB: '0' })).toThrow('SANDBOX_FILES_MAX_MB');
    expect(read({ SANDBOX_FAULTS: 'yes please' })).toThrow('SANDBOX_FAULTS');
    expect(sandboxOptionsFromEnv({ SANDBOX_FAULTS: 'off' }, { basePath: '' }).faults).toBe(false);
  });
});
