import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { baseUrlProblem } from './base-url.ts';
import {
  defaultSettings,
  forgetCredentials,
  getSettings,
  reloadSettingsFromStorage,
  saveSettings,
  settingsSchema,
  STORAGE_KEYS,
} from './store.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSettingsFromStorage();
});

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
  it('starts with the sandbox and its demo credentials', () => {
    expect(getSettings()).toMatchObject({
      service: 'sandbox',
      apiKey: 'demo-key',
      apiAuth: 'demo-auth',
      apiSecret: 'demo-secret',
    });
  });

  it('keeps credentials in session storage only, unless asked to remember them', () => {
    saveSettings({ ...getSettings(), apiKey: 'k', apiAuth: 'a', apiSecret: 's' });
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
    saveSettings({ ...getSettings(), apiKey: 'k', apiAuth: 'a', apiSecret: 's', remember: true });
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
