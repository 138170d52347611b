/**
 * The app's settings: which service it talks to, the credentials, and the user's preferences.
 *
 * Non-secret settings persist in local storage. Credentials live in session storage (gone when the
 * browser session ends) unless the user chose "remember on this device"; they never go anywhere
 * else. Nothing here is ever logged.
 */
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { SPELLING_CHOICES, type Credentials } from '../api/connection.ts';
import { SANDBOX_DEMO_CREDENTIALS } from '../api/contract.ts';
import { baseUrlProblem } from './base-url.ts';
import { LANGUAGES, negotiateLanguage, type Language } from '../shared/language.ts';

export const SANDBOX_PATH = '/sandbox';

export const EMISSION_UNITS = ['kg', 't'] as const;
export type EmissionUnit = (typeof EMISSION_UNITS)[number];

export const TIMEOUT_BOUNDS = { min: 1, max: 120 } as const;

const credentialField = z.string().check(z.maxLength(500));

export const settingsSchema = z
  .object({
    service: z.enum(['sandbox', 'custom']),
    customBaseUrl: z.string().check(z.trim(), z.maxLength(2000)),
    apiKey: credentialField,
    apiAuth: credentialField,
    apiSecret: credentialField,
    remember: z.boolean(),
    emissionUnit: z.enum(EMISSION_UNITS),
    coffeeBreakSpelling: z.enum(SPELLING_CHOICES),
    language: z.enum(LANGUAGES),
    timeoutSeconds: z.int().check(z.minimum(TIMEOUT_BOUNDS.min), z.maximum(TIMEOUT_BOUNDS.max)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.service !== 'custom') return;
      const problem = baseUrlProblem(value.customBaseUrl);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          path: ['customBaseUrl'],
          input: value.customBaseUrl,
          params: { messageKey: `settings.error.${problem}` },
        });
      }
    }),
  );
export type Settings = z.infer<typeof settingsSchema>;

type Preferences = Omit<Settings, keyof Credentials>;

const preferencesSchema = z.object({
  service: z.catch(z.enum(['sandbox', 'custom']), 'sandbox'),
  customBaseUrl: z.catch(z.string().check(z.maxLength(2000)), ''),
  remember: z.catch(z.boolean(), false),
  emissionUnit: z.catch(z.enum(EMISSION_UNITS), 'kg'),
  coffeeBreakSpelling: z.catch(z.enum(SPELLING_CHOICES), 'auto'),
  language: z.catch(z.enum(LANGUAGES), 'en'),
  timeoutSeconds: z.catch(
    z.int().check(z.minimum(TIMEOUT_BOUNDS.min), z.maximum(TIMEOUT_BOUNDS.max)),
    20,
  ),
});

const storedCredentialsSchema = z.object({
  apiKey: credentialField,
  apiAuth: credentialField,
  apiSecret: credentialField,
});

export const STORAGE_KEYS = {
  preferences: 'emission-desk.settings',
  credentials: 'emission-desk.credentials',
} as const;

/** On a first visit: the browser's first language that the app speaks (as the server picks it). */
function preferredLanguage(): Language {
  return negotiateLanguage(
    null,
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
  );
}

export function defaultSettings(): Settings {
  return {
    service: 'sandbox',
    customBaseUrl: '',
    ...SANDBOX_DEMO_CREDENTIALS,
    remember: false,
    emissionUnit: 'kg',
    coffeeBreakSpelling: 'auto',
    language: preferredLanguage(),
    timeoutSeconds: 20,
  };
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function loadSettings(): Settings {
  const defaults = defaultSettings();
  if (typeof localStorage === 'undefined') return defaults;
  const storedPreferences = readJson(localStorage, STORAGE_KEYS.preferences);
  const preferences: Preferences =
    storedPreferences === undefined
      ? defaults
      : (z.safeParse(preferencesSchema, storedPreferences).data ?? defaults);
  const storage = preferences.remember ? localStorage : sessionStorage;
  const parsedCredentials = z.safeParse(
    storedCredentialsSchema,
    readJson(storage, STORAGE_KEYS.credentials),
  );
  const credentials: Credentials = parsedCredentials.success
    ? parsedCredentials.data
    : preferences.service === 'sandbox'
      ? { ...SANDBOX_DEMO_CREDENTIALS }
      : { apiKey: '', apiAuth: '', apiSecret: '' };
  return { ...preferences, ...credentials };
}

function persist(settings: Settings): void {
  const { apiKey, apiAuth, apiSecret, ...preferences } = settings;
  const credentials = JSON.stringify({ apiKey, apiAuth, apiSecret });
  localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify(preferences));
  if (settings.remember) {
    localStorage.setItem(STORAGE_KEYS.credentials, credentials);
    sessionStorage.removeItem(STORAGE_KEYS.credentials);
  } else {
    sessionStorage.setItem(STORAGE_KEYS.credentials, credentials);
    localStorage.removeItem(STORAGE_KEYS.credentials);
  }
}

// --- the store --------------------------------------------------------------------------------

let current: Settings | undefined;
/** Counts changes of the service or the credentials: the non-secret marker in query keys. */
let connectionVersion = 0;
const listeners = new Set<() => void>();

export function getSettings(): Settings {
  current ??= loadSettings();
  return current;
}

export function getConnectionVersion(): number {
  return connectionVersion;
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether two settings reach the same service with the same credentials. */
function sameConnection(a: Settings, b: Settings): boolean {
  return (
    a.service === b.service &&
    a.customBaseUrl.trim() === b.customBaseUrl.trim() &&
    a.apiKey === b.apiKey &&
    a.apiAuth === b.apiAuth &&
    a.apiSecret === b.apiSecret
  );
}

export function saveSettings(next: Settings): void {
  persist(next);
  if (current && !sameConnection(current, next)) connectionVersion += 1;
  current = next;
  for (const listener of listeners) listener();
}

/** Clears the credentials from memory and from both storages; they stay empty for this session. */
export function forgetCredentials(): void {
  localStorage.removeItem(STORAGE_KEYS.credentials);
  saveSettings({ ...getSettings(), apiKey: '', apiAuth: '', apiSecret: '', remember: false });
}

/** For tests: drop the in-memory copy so the next read loads from storage again. */
export function reloadSettingsFromStorage(): void {
  current = undefined;
  connectionVersion += 1;
  for (const listener of listeners) listener();
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings);
}

export function hasCredentials(settings: Settings): boolean {
  return Boolean(settings.apiKey && settings.apiAuth && settings.apiSecret);
}
