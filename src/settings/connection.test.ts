import { beforeEach, describe, expect, it } from 'vitest';
import { connectionKey } from '../api/connection.ts';
import { eventCalculationQuery } from '../api/event.ts';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../api/runtime-config.ts';
import { connectionOf } from './connection.ts';
import {
  getSettings,
  reloadSettingsFromStorage,
  saveSettings,
  settingsStore,
  type Service,
} from './store.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSettingsFromStorage();
});

/** The key the event page would use with the saved settings now. */
function currentKey() {
  const connection = connectionOf(
    getSettings(),
    settingsStore.getState().connectionVersion,
    'https://app.example',
  );
  const input = {
    originType: 'REGIONAL',
    participants: 10,
    overnightStays: 0,
    mealType: 'MEAT',
    mealInfo: [],
  } as const;
  return JSON.stringify(eventCalculationQuery(connection, { ...input, mealInfo: [] }).queryKey);
}

describe('the connection in query keys', () => {
  it('changes the keys when the credentials change, without holding them', () => {
    const custom = { service: 'custom', customBaseUrl: 'https://api.example.com' } as const;
    saveSettings({ ...getSettings(), ...custom, apiKey: 'k', apiAuth: 'a', apiSecret: 's' });
    const before = currentKey();
    saveSettings({ ...getSettings(), apiSecret: 'another-secret' });
    expect(currentKey()).not.toBe(before);
    expect(currentKey()).not.toContain('another-secret');
  });

  it('changes the keys when the service changes', () => {
    const before = currentKey();
    saveSettings({ ...getSettings(), service: 'custom', customBaseUrl: 'https://api.example.com' });
    expect(currentKey()).not.toBe(before);
  });

  it('keeps the keys when only a preference changes', () => {
    const before = currentKey();
    saveSettings({ ...getSettings(), language: 'de', timeoutSeconds: 30 });
    expect(currentKey()).toBe(before);
  });

  it('changes the keys with the unit setting, which the answers are read in', () => {
    const before = currentKey();
    saveSettings({ ...getSettings(), emissionUnit: 't' });
    expect(currentKey()).not.toBe(before);
  });

  it('points at the sandbox below the page origin, or at the custom URL without a trailing slash', () => {
    expect(connectionOf(getSettings(), 0, 'https://app.example').baseUrl).toBe(
      'https://app.example/sandbox',
    );
    const custom = {
      ...getSettings(),
      service: 'custom' as const,
      customBaseUrl: ' https://x.test/v1/ ',
    };
    expect(connectionOf(custom, 0, 'https://app.example').baseUrl).toBe('https://x.test/v1');
  });

  it('names this site’s own services alike at any of its addresses, a custom one by its URL', () => {
    const runtime = {
      ...DEFAULT_RUNTIME_CONFIG,
      gateway: { base: '/api', access: 'all', emissionUnit: 'kg' },
    } satisfies RuntimeConfig;
    const keyAt = (service: Service, origin: string) =>
      connectionKey(
        connectionOf(
          { ...getSettings(), service, customBaseUrl: 'https://x.test/v1/' },
          0,
          origin,
          runtime,
        ),
      );
    // The server renders with no origin, or its public one; the reader's page has its own.
    expect(keyAt('sandbox', '')).toEqual(keyAt('sandbox', 'https://app.example'));
    expect(keyAt('gateway', '')).toEqual(keyAt('gateway', 'https://app.example'));
    expect(keyAt('sandbox', '')).not.toEqual(keyAt('gateway', ''));
    expect(keyAt('custom', '').service).toBe('https://x.test/v1');
  });
});
