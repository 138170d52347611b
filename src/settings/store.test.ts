import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { baseUrlProblem } from './base-url.ts';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../api/runtime-config.ts';
import { connectionOf } from './connection.ts';
import {
  calculatorsOffered,
  configureRuntime,
  forgetCredentials,
  getSettings,
  reloadSettingsFromStorage,
  saveSettings,
  settingsSchema,
  STORAGE_KEYS,
  hasCredentials,
  type Settings,
} from './store.ts';

const GATEWAY: RuntimeConfig = {
  gateway: { base: '/api', access: 'all', emissionUnit: 't' },
  sandbox: true,
  customService: true,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  configureRuntime(DEFAULT_RUNTIME_CONFIG);
  reloadSettingsFromStorage();
});

function defaultSettings(): Settings {
  return getSettings();
}

const CUSTOM = { service: 'custom', customBaseUrl: 'https://api.example.com' } as const;

describe('settingsSchema', () => {
  it('accepts the defaults', () => {
    expect(z.safeParse(settingsSchema, defaultSettings()).success).toBe(true);
  });

  it.each([
    ['https://api.example.com/v1', null],
    ['http://localhost:8080', null],
    ['http://127.0.0.1:4010', null],
    ['http://api.example.com', 'baseUrlHttps'],
    ['ftp://api.example.com', 'baseUrlInvalid'],
    ['https://user:pw@api.example.com', 'baseUrlInvalid'],
    ['api.example.com', 'baseUrlInvalid'],
    ['', 'baseUrlRequired'],
  ])('judges the custom base URL %s', (url, problem) => {
    expect(baseUrlProblem(url)).toBe(problem);
    const result = z.safeParse(settingsSchema, {
      ...defaultSettings(),
      service: 'custom',
      customBaseUrl: url,
    });
    expect(result.success).toBe(problem === null);
    if (!result.success) expect(result.error.issues[0]?.path).toEqual(['customBaseUrl']);
  });

  it('ignores the custom URL while the sandbox is chosen', () => {
    expect(
      z.safeParse(settingsSchema, { ...defaultSettings(), customBaseUrl: 'garbage' }).success,
    ).toBe(true);
  });

  it('bounds the timeout to whole seconds from 1 to 120', () => {
    for (const timeoutSeconds of [0, 121, 2.5, Number.NaN]) {
      expect(z.safeParse(settingsSchema, { ...defaultSettings(), timeoutSeconds }).success).toBe(
        false,
      );
    }
  });
});

describe('the settings store', () => {
  it('starts with the sandbox, which calls with its demo credentials; nothing is stored', () => {
    expect(getSettings().service).toBe('sandbox');
    expect(connectionOf(getSettings(), 0, 'https://app.example').credentials).toEqual({
      apiKey: 'demo-key',
      apiAuth: 'demo-auth',
      apiSecret: 'demo-secret',
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.credentials)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.credentials)).toBeNull();
    configureRuntime(GATEWAY);
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('keeps credentials in session storage only, unless asked to remember them', () => {
    saveSettings({ ...getSettings(), ...CUSTOM, apiKey: 'k', apiAuth: 'a', apiSecret: 's' });
    expect(localStorage.getItem(STORAGE_KEYS.credentials)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.preferences)).not.toContain('"s"');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.credentials) ?? '{}')).toEqual({
      apiKey: 'k',
      apiAuth: 'a',
      apiSecret: 's',
    });

    saveSettings({ ...getSettings(), remember: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.credentials) ?? '{}')).toMatchObject({
      apiSecret: 's',
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.credentials)).toBeNull();
    reloadSettingsFromStorage();
    expect(getSettings().apiSecret).toBe('s');
  });

  it('forgets credentials everywhere, and they stay forgotten', () => {
    saveSettings({
      ...getSettings(),
      ...CUSTOM,
      apiKey: 'k',
      apiAuth: 'a',
      apiSecret: 's',
      remember: true,
    });
    forgetCredentials();
    expect(localStorage.getItem(STORAGE_KEYS.credentials)).toBeNull();
    reloadSettingsFromStorage();
    expect(getSettings()).toMatchObject({
      apiKey: '',
      apiAuth: '',
      apiSecret: '',
      remember: false,
    });
  });

  it('falls back to defaults for damaged stored preferences', () => {
    localStorage.setItem(
      STORAGE_KEYS.preferences,
      '{"service":"nonsense","timeoutSeconds":-4,"language":"de"}',
    );
    reloadSettingsFromStorage();
    expect(getSettings()).toMatchObject({ service: 'sandbox', timeoutSeconds: 20, language: 'de' });
  });
});

describe('credentials per service', () => {
  const connection = () => connectionOf(getSettings(), 0, 'https://app.example');

  it('starts a custom service empty, never with the demo credentials', () => {
    saveSettings({ ...getSettings(), ...CUSTOM });
    expect(connection().credentials).toEqual({ apiKey: '', apiAuth: '', apiSecret: '' });
    expect(hasCredentials(getSettings())).toBe(false);
  });

  it('keeps the sandbox on its demo credentials after a custom service, and back again', () => {
    saveSettings({ ...getSettings(), ...CUSTOM, apiKey: 'k', apiAuth: 'a', apiSecret: 's' });
    saveSettings({ ...getSettings(), service: 'sandbox' });
    expect(connection().credentials).toEqual({
      apiKey: 'demo-key',
      apiAuth: 'demo-auth',
      apiSecret: 'demo-secret',
    });
    expect(hasCredentials(getSettings())).toBe(true);
    saveSettings({ ...getSettings(), service: 'custom' });
    expect(connection().credentials).toEqual({ apiKey: 'k', apiAuth: 'a', apiSecret: 's' });
    reloadSettingsFromStorage();
    expect(connection().credentials).toEqual({ apiKey: 'k', apiAuth: 'a', apiSecret: 's' });
  });

  it('sends and stores no credential for the gateway', () => {
    configureRuntime(GATEWAY);
    saveSettings({ ...getSettings(), service: 'gateway', apiKey: '', apiAuth: '', apiSecret: '' });
    expect(connection()).toMatchObject({
      baseUrl: 'https://app.example/api',
      credentials: { apiKey: '', apiAuth: '', apiSecret: '' },
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.credentials)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.credentials)).toBeNull();
  });
});

describe('the runtime config', () => {
  it('makes this site’s service the default, with the unit its operator set', () => {
    configureRuntime(GATEWAY);
    expect(getSettings()).toMatchObject({ service: 'gateway', emissionUnit: 't' });
    expect(hasCredentials(getSettings())).toBe(true);
  });

  it('keeps a choice of the sandbox or a custom service, where they are offered', () => {
    configureRuntime(GATEWAY);
    saveSettings({ ...getSettings(), service: 'sandbox' });
    expect(getSettings().service).toBe('sandbox');
    saveSettings({ ...getSettings(), ...CUSTOM });
    expect(getSettings().service).toBe('custom');
    configureRuntime({ ...GATEWAY, customService: false });
    expect(getSettings().service).toBe('gateway');
  });

  it('runs as before without a runtime config: a stored gateway choice falls back to the sandbox', () => {
    configureRuntime(GATEWAY);
    saveSettings({ ...getSettings(), service: 'gateway' });
    configureRuntime(DEFAULT_RUNTIME_CONFIG);
    expect(getSettings().service).toBe('sandbox');
  });

  it('offers the calculators except where this site’s service shows only certificates', () => {
    const certificatesOnly: RuntimeConfig = {
      ...GATEWAY,
      gateway: { base: '/api', access: 'certificates', emissionUnit: 'kg' },
    };
    configureRuntime(certificatesOnly);
    expect(calculatorsOffered(getSettings(), certificatesOnly)).toBe(false);
    saveSettings({ ...getSettings(), service: 'sandbox' });
    expect(calculatorsOffered(getSettings(), certificatesOnly)).toBe(true);
    expect(calculatorsOffered(getSettings(), GATEWAY)).toBe(true);
  });
});

describe('settings stored by the earlier store', () => {
  function storeOld(preferences: object, credentials: object, storage: Storage = sessionStorage) {
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify(preferences));
    storage.setItem(STORAGE_KEYS.credentials, JSON.stringify(credentials));
    reloadSettingsFromStorage();
  }
  const old = {
    remember: false,
    emissionUnit: 't',
    coffeeBreakSpelling: 'COFEE_BREAK',
    language: 'de',
    timeoutSeconds: 45,
  };

  it('keeps a custom service, its remembered credentials and the preferences', () => {
    storeOld(
      { ...old, service: 'custom', customBaseUrl: 'https://api.example.com', remember: true },
      { apiKey: 'k', apiAuth: 'a', apiSecret: 's' },
      localStorage,
    );
    expect(getSettings()).toMatchObject({
      service: 'custom',
      customBaseUrl: 'https://api.example.com',
      apiKey: 'k',
      apiAuth: 'a',
      apiSecret: 's',
      remember: true,
      emissionUnit: 't',
      coffeeBreakSpelling: 'COFEE_BREAK',
      language: 'de',
      timeoutSeconds: 45,
    });
    // Written back in the new form, the credentials where they were.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.preferences) ?? '{}')).toMatchObject({
      version: 1,
      state: { service: 'custom', language: 'de' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.preferences)).not.toContain('"s"');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.credentials) ?? '{}')).toEqual({
      apiKey: 'k',
      apiAuth: 'a',
      apiSecret: 's',
    });
  });

  it('drops the demo credentials stored with the sandbox, so a custom service starts empty', () => {
    storeOld(
      { ...old, service: 'sandbox', customBaseUrl: '' },
      { apiKey: 'demo-key', apiAuth: 'demo-auth', apiSecret: 'demo-secret' },
    );
    expect(getSettings()).toMatchObject({ service: 'sandbox', apiKey: '', language: 'de' });
    expect(sessionStorage.getItem(STORAGE_KEYS.credentials)).toBeNull();
  });

  it('keeps custom credentials left behind with the sandbox for the custom service', () => {
    storeOld(
      { ...old, service: 'sandbox', customBaseUrl: 'https://api.example.com' },
      { apiKey: 'k', apiAuth: 'a', apiSecret: 's' },
    );
    expect(connectionOf(getSettings(), 0, 'https://app.example').credentials.apiKey).toBe(
      'demo-key',
    );
    saveSettings({ ...getSettings(), service: 'custom' });
    expect(connectionOf(getSettings(), 0, 'https://app.example').credentials.apiKey).toBe('k');
  });

  it('follows the deployment’s default where the sandbox was only the old default', () => {
    storeOld({ ...old, service: 'sandbox', customBaseUrl: '' }, {});
    configureRuntime(GATEWAY);
    expect(getSettings().service).toBe('gateway');
  });
});

describe('settings stored before the one stored-value helper', () => {
  // Exactly what the store wrote until now: zustand's envelope, the credentials apart.
  it('are read as they were saved, and kept in the same form', () => {
    localStorage.setItem(
      STORAGE_KEYS.preferences,
      '{"state":{"service":"custom","customBaseUrl":"https://api.example.com","remember":false,' +
        '"emissionUnit":"t","coffeeBreakSpelling":"auto","language":"fr","timeoutSeconds":30},' +
        '"version":1}',
    );
    sessionStorage.setItem(
      STORAGE_KEYS.credentials,
      '{"apiKey":"key","apiAuth":"auth","apiSecret":"secret"}',
    );
    reloadSettingsFromStorage();
    expect(getSettings()).toMatchObject({
      service: 'custom',
      customBaseUrl: 'https://api.example.com',
      apiKey: 'key',
      apiAuth: 'auth',
      apiSecret: 'secret',
      remember: false,
      emissionUnit: 't',
      language: 'fr',
      timeoutSeconds: 30,
    });
    saveSettings({ ...getSettings(), timeoutSeconds: 31 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.preferences) ?? '{}')).toEqual({
      state: {
        service: 'custom',
        customBaseUrl: 'https://api.example.com',
        remember: false,
        emissionUnit: 't',
        coffeeBreakSpelling: 'auto',
        language: 'fr',
        timeoutSeconds: 31,
      },
      version: 1,
    });
    expect(localStorage.getItem(STORAGE_KEYS.credentials)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.credentials) ?? '{}')).toEqual({
      apiKey: 'key',
      apiAuth: 'auth',
      apiSecret: 'secret',
    });
  });

  it('keep their other fields when one is damaged or the credentials are not JSON', () => {
    localStorage.setItem(
      STORAGE_KEYS.preferences,
      JSON.stringify({ state: { language: 'it', timeoutSeconds: 'soon' }, version: 1 }),
    );
    sessionStorage.setItem(STORAGE_KEYS.credentials, '{broken');
    reloadSettingsFromStorage();
    expect(getSettings()).toMatchObject({ language: 'it', timeoutSeconds: 20, apiKey: '' });
  });
});
