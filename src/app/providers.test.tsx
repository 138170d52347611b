import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearCacheOnConnectionChange } from './providers.tsx';
import { getSettings, reloadSettingsFromStorage, saveSettings } from '../api/settings.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSettingsFromStorage();
});

function clientWithAnswer() {
  const client = new QueryClient();
  client.setQueryData(['event', 'calculation', 'x'], { totalEmission: 1 });
  return client;
}

describe('clearCacheOnConnectionChange', () => {
  it('clears cached answers when the credentials change', () => {
    const client = clientWithAnswer();
    const stop = clearCacheOnConnectionChange(client);
    saveSettings({ ...getSettings(), apiSecret: 'another-secret' });
    expect(client.getQueryData(['event', 'calculation', 'x'])).toBeUndefined();
    stop();
  });

  it('clears cached answers when the service changes', () => {
    const client = clientWithAnswer();
    const stop = clearCacheOnConnectionChange(client);
    saveSettings({ ...getSettings(), service: 'custom', customBaseUrl: 'https://api.example.com' });
    expect(client.getQueryData(['event', 'calculation', 'x'])).toBeUndefined();
    stop();
  });

  it('keeps cached answers when only a preference changes', () => {
    const client = clientWithAnswer();
    const stop = clearCacheOnConnectionChange(client);
    saveSettings({ ...getSettings(), emissionUnit: 't', language: 'de' });
    expect(client.getQueryData(['event', 'calculation', 'x'])).toEqual({ totalEmission: 1 });
    stop();
  });
});
