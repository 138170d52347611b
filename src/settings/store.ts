/**
 * Each service keeps its own credentials: the sandbox its public demo ones, the gateway none in
 * the browser (the server holds them), a custom service what the user entered. Only the custom
 * ones are stored: in session storage unless the user chose "remember on this device". Nothing
 * here is ever logged.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import * as z from 'zod/mini';
import { SPELLING_CHOICES, type Credentials } from '../api/connection.ts';
import { SANDBOX_DEMO_CREDENTIALS } from '../api/credentials.ts';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../api/runtime-config.ts';
import { baseUrlProblem } from './base-url.ts';
import { LANGUAGES, negotiateLanguage, type Language } from '../shared/language.ts';
import { storedValue } from '../shared/stored-value.ts';
import { underBase } from '../shared/base-path.ts';

/** The built-in sandbox's path on the page's origin, under the app's base. */
export const SANDBOX_PATH = underBase('/sandbox');

const EMISSION_UNITS = ['kg', 't'] as const;
export type EmissionUnit = (typeof EMISSION_UNITS)[number];

const SERVICES = ['gateway', 'sandbox', 'custom'] as const;
export type Service = (typeof SERVICES)[number];

export const TIMEOUT_BOUNDS = { min: 1, max: 120 } as const;

const credentialField = z.string().check(z.maxLength(500));
const timeoutField = z.int().check(z.minimum(TIMEOUT_BOUNDS.min), z.maximum(TIMEOUT_BOUNDS.max));

/** `apiKey` etc. are the custom service's. */
export const settingsSchema = z
  .object({
    service: z.enum(SERVICES),
    customBaseUrl: z.string().check(z.trim(), z.maxLength(2000)),
    apiKey: credentialField,
    apiAuth: credentialField,
    apiSecret: credentialField,
    remember: z.boolean(),
    emissionUnit: z.enum(EMISSION_UNITS),
    coffeeBreakSpelling: z.enum(SPELLING_CHOICES),
    language: z.enum(LANGUAGES),
    timeoutSeconds: timeoutField,
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

const EMPTY_CREDENTIALS: Credentials = { apiKey: '', apiAuth: '', apiSecret: '' };

/** `service: null` follows the deployment's default. */
const storedSchema = z.object({
  service: z.catch(z.nullable(z.enum(SERVICES)), null),
  customBaseUrl: z.catch(z.string().check(z.maxLength(2000)), ''),
  customCredentials: z.catch(
    z.object({ apiKey: credentialField, apiAuth: credentialField, apiSecret: credentialField }),
    EMPTY_CREDENTIALS,
  ),
  remember: z.catch(z.boolean(), false),
  emissionUnit: z.catch(z.enum(EMISSION_UNITS), 'kg'),
  coffeeBreakSpelling: z.catch(z.enum(SPELLING_CHOICES), 'auto'),
  language: z.catch(z.enum(LANGUAGES), 'en'),
  timeoutSeconds: z.catch(timeoutField, 20),
});
type Stored = z.infer<typeof storedSchema>;

interface SettingsState extends Stored {
  /** Not stored. */
  runtime: RuntimeConfig;
  /** The non-secret marker in query keys. */
  connectionVersion: number;
}

export const STORAGE_KEYS = {
  preferences: 'emission-desk.settings',
  credentials: 'emission-desk.credentials',
} as const;
/** 0 was a hand-written store's bare JSON (sandbox or custom, one set of credentials). */
const STORE_VERSION = 1;

/** As the server picks it. */
function preferredLanguage(): Language {
  return negotiateLanguage(
    null,
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
  );
}

function initialStored(language: Language = preferredLanguage()): Stored {
  return {
    service: null,
    customBaseUrl: '',
    customCredentials: EMPTY_CREDENTIALS,
    remember: false,
    emissionUnit: 'kg',
    coffeeBreakSpelling: 'auto',
    language,
    timeoutSeconds: 20,
  };
}

export function offeredServices(runtime: RuntimeConfig): Service[] {
  return SERVICES.filter((service) =>
    service === 'gateway'
      ? runtime.gateway !== null
      : service === 'sandbox'
        ? runtime.sandbox
        : runtime.customService || (runtime.gateway === null && !runtime.sandbox),
  );
}

function serviceOf(stored: Stored['service'], runtime: RuntimeConfig): Service {
  const offered = offeredServices(runtime);
  return stored !== null && offered.includes(stored) ? stored : (offered[0] ?? 'custom');
}

/** `{ state, version }`, or version 0's bare object, which `migrateStored` converts once. */
const preferences = storedValue(
  STORAGE_KEYS.preferences,
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((value): { state: Record<string, unknown>; version: number } => {
      if (!('state' in value && 'version' in value)) return { state: value, version: 0 };
      const { state, version } = value;
      return {
        state: typeof state === 'object' && state !== null ? { ...state } : {},
        version: typeof version === 'number' ? version : 0,
      };
    }),
  ),
  'local',
);

const credentialsSchema = z.object({
  apiKey: credentialField,
  apiAuth: credentialField,
  apiSecret: credentialField,
});
const credentials = {
  session: storedValue(STORAGE_KEYS.credentials, credentialsSchema, 'session'),
  local: storedValue(STORAGE_KEYS.credentials, credentialsSchema, 'local'),
};
const credentialsOfChoice = (remember: boolean) => credentials[remember ? 'local' : 'session'];

function hasAny(credentials: Credentials): boolean {
  return Boolean(credentials.apiKey || credentials.apiAuth || credentials.apiSecret);
}

function readStored(): { stored: Stored; earlier: boolean } {
  const envelope = preferences.read();
  if (!envelope) return { stored: initialStored(), earlier: false };
  const { state, version } = envelope;
  const customCredentials = credentialsOfChoice(state.remember === true).read();
  const kept = { ...state, ...(customCredentials ? { customCredentials } : {}) };
  return {
    stored: { ...initialStored(), ...migrateStored(kept, version) },
    earlier: version < STORE_VERSION,
  };
}

function writeStored(state: Stored): void {
  // Nothing chosen yet: store nothing, so the defaults keep following the browser and deployment.
  if (!preferences.exists() && JSON.stringify(state) === JSON.stringify(initialStored())) return;
  const { customCredentials, ...chosen } = state;
  preferences.write({ state: chosen, version: STORE_VERSION });
  credentials.local.remove();
  credentials.session.remove();
  if (hasAny(customCredentials)) credentialsOfChoice(state.remember).write(customCredentials);
}

/** A damaged field gets its default. */
function parseStored(value: unknown): Stored {
  return storedSchema.safeParse(value).data ?? storedSchema.parse({});
}

/**
 * Version 0's one set of credentials was, with the sandbox chosen, its demo ones (dropped: the
 * sandbox brings its own), else a custom service's (kept). The sandbox was the only default then,
 * so it becomes "the deployment's default".
 */
function migrateStored(persisted: unknown, version: number): Stored {
  const parsed = parseStored(persisted);
  if (version >= 1) return parsed;
  const wasSandbox = parsed.service !== 'custom';
  const demo =
    parsed.customCredentials.apiKey === SANDBOX_DEMO_CREDENTIALS.apiKey &&
    parsed.customCredentials.apiAuth === SANDBOX_DEMO_CREDENTIALS.apiAuth &&
    parsed.customCredentials.apiSecret === SANDBOX_DEMO_CREDENTIALS.apiSecret;
  return {
    ...parsed,
    service: wasSandbox ? null : 'custom',
    customCredentials: wasSandbox && demo ? EMPTY_CREDENTIALS : parsed.customCredentials,
  };
}

function storedPart({ runtime: _runtime, connectionVersion: _version, ...stored }: SettingsState) {
  return stored;
}

const initial = readStored();
export const settingsStore = createStore<SettingsState>()(() => ({
  ...initial.stored,
  runtime: DEFAULT_RUNTIME_CONFIG,
  connectionVersion: 0,
}));
// Preferences of an earlier version are written back converted.
settingsStore.subscribe((state) => writeStored(storedPart(state)));
if (initial.earlier) writeStored(initial.stored);

/** One object per state, for React. */
const settingsByState = new WeakMap<SettingsState, Settings>();
export function settingsOf(state: SettingsState): Settings {
  const known = settingsByState.get(state);
  if (known) return known;
  const { runtime, customCredentials, connectionVersion: _version, service, ...rest } = state;
  const chosen = serviceOf(service, runtime);
  const settings: Settings = {
    ...rest,
    ...customCredentials,
    service: chosen,
    emissionUnit:
      chosen === 'gateway' && runtime.gateway ? runtime.gateway.emissionUnit : rest.emissionUnit,
  };
  settingsByState.set(state, settings);
  return settings;
}

export function getSettings(): Settings {
  return settingsOf(settingsStore.getState());
}

export function getRuntimeConfig(): RuntimeConfig {
  return settingsStore.getState().runtime;
}

/** Read by the app's start before its first request. */
export function configureRuntime(runtime: RuntimeConfig): void {
  const before = getSettings();
  settingsStore.setState({ runtime });
  bumpIfConnectionChanged(before);
}

export function subscribeSettings(listener: () => void): () => void {
  return settingsStore.subscribe(listener);
}

/** A service's own, never another's. */
export function credentialsOf(settings: Settings): Credentials {
  if (settings.service === 'sandbox') return { ...SANDBOX_DEMO_CREDENTIALS };
  if (settings.service === 'gateway') return { ...EMPTY_CREDENTIALS };
  return { apiKey: settings.apiKey, apiAuth: settings.apiAuth, apiSecret: settings.apiSecret };
}

function sameConnection(a: Settings, b: Settings): boolean {
  const ca = credentialsOf(a);
  const cb = credentialsOf(b);
  return (
    a.service === b.service &&
    (a.service !== 'custom' || a.customBaseUrl.trim() === b.customBaseUrl.trim()) &&
    ca.apiKey === cb.apiKey &&
    ca.apiAuth === cb.apiAuth &&
    ca.apiSecret === cb.apiSecret
  );
}

function bumpIfConnectionChanged(before: Settings): void {
  if (!sameConnection(before, getSettings())) {
    settingsStore.setState((state) => ({ connectionVersion: state.connectionVersion + 1 }));
  }
}

export function saveSettings(next: Settings): void {
  const before = getSettings();
  const { apiKey, apiAuth, apiSecret, service, ...rest } = next;
  settingsStore.setState((state) => ({
    ...rest,
    service,
    customCredentials: { apiKey, apiAuth, apiSecret },
    // The gateway's unit is the operator's: the user's own choice stays for other services.
    emissionUnit: service === 'gateway' ? state.emissionUnit : rest.emissionUnit,
  }));
  bumpIfConnectionChanged(before);
}

export function chooseLanguage(language: Language): void {
  settingsStore.setState({ language });
}

export function forgetCredentials(): void {
  const before = getSettings();
  settingsStore.setState({ customCredentials: EMPTY_CREDENTIALS, remember: false });
  bumpIfConnectionChanged(before);
}

/** For tests: load from storage again, as a new page would. @internal */
export function reloadSettingsFromStorage(): void {
  settingsStore.setState((state) => ({
    ...readStored().stored,
    connectionVersion: state.connectionVersion + 1,
  }));
}

/**
 * The server renders a page for one reader with a store of its own (`readerSettingsStore`) and
 * the page's origin; the browser has no scope.
 */
interface SettingsScope {
  store: StoreApi<SettingsState>;
  origin: string;
  languages?: readonly string[];
}
const SettingsScopeContext = createContext<SettingsScope | null>(null);
export const SettingsScopeProvider = SettingsScopeContext.Provider;

export function readerSettingsStore(reader: {
  language: Language;
  service?: Service;
  emissionUnit?: EmissionUnit;
  runtime: RuntimeConfig;
}): StoreApi<SettingsState> {
  const { runtime, language, service = null, emissionUnit = 'kg' } = reader;
  return createStore<SettingsState>()(() => ({
    ...initialStored(language),
    service,
    emissionUnit,
    runtime,
    connectionVersion: 0,
  }));
}

function useSettingsStore(): StoreApi<SettingsState> {
  return useContext(SettingsScopeContext)?.store ?? settingsStore;
}

export function useOrigin(): string {
  return useContext(SettingsScopeContext)?.origin ?? window.location.origin;
}

export function useReaderLanguages(): readonly string[] {
  const scope = useContext(SettingsScopeContext);
  if (scope) return scope.languages ?? [];
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
}

// zustand's `useStore` renders the store's initial state on a server, not the reader's settings.
export function useSettings(): Settings {
  const store = useSettingsStore();
  const read = () => settingsOf(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useRuntimeConfig(): RuntimeConfig {
  const store = useSettingsStore();
  const read = () => store.getState().runtime;
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useConnectionVersion(): number {
  const store = useSettingsStore();
  const read = () => store.getState().connectionVersion;
  return useSyncExternalStore(store.subscribe, read, read);
}

/** False only for an empty custom service. */
export function hasCredentials(settings: Settings): boolean {
  const credentials = credentialsOf(settings);
  return (
    settings.service === 'gateway' ||
    Boolean(credentials.apiKey && credentials.apiAuth && credentials.apiSecret)
  );
}

export function calculatorsOffered(settings: Settings, runtime: RuntimeConfig): boolean {
  return !(settings.service === 'gateway' && runtime.gateway?.access === 'certificates');
}

export function useCalculatorsOffered(): boolean {
  return calculatorsOffered(useSettings(), useRuntimeConfig());
}
