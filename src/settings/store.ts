/**
 * The app's settings: which service it talks to, the credentials, and the user's preferences; a
 * zustand store, kept in the browser through the app's one stored-value helper.
 *
 * Each service keeps its own credentials: the sandbox always uses its public demo credentials, this
 * site's service (the gateway) has none in the browser (the server holds them), and a custom
 * service has what the user entered, starting empty. Only the custom service's credentials are
 * stored: in session storage (gone when the browser session ends) unless the user chose "remember
 * on this device", then in local storage. Non-secret settings persist in local storage. Nothing here
 * is ever logged.
 *
 * Which services are offered, and the default one, come from the deployment's runtime config
 * (api/runtime-config.ts), set by the app's start before the first render.
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

export const SANDBOX_PATH = '/sandbox';

const EMISSION_UNITS = ['kg', 't'] as const;
export type EmissionUnit = (typeof EMISSION_UNITS)[number];

/** The services: this site's own (the gateway), the built-in sandbox, one the user names. */
const SERVICES = ['gateway', 'sandbox', 'custom'] as const;
export type Service = (typeof SERVICES)[number];

export const TIMEOUT_BOUNDS = { min: 1, max: 120 } as const;

const credentialField = z.string().check(z.maxLength(500));
const timeoutField = z.int().check(z.minimum(TIMEOUT_BOUNDS.min), z.maximum(TIMEOUT_BOUNDS.max));

/** The settings as the Settings form edits them; `apiKey` etc. are the custom service's. */
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

/** What is stored; `service: null` follows the deployment's default. */
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
  /** The deployment, from the page's runtime config; not stored. */
  runtime: RuntimeConfig;
  /** Counts changes of the service or its credentials: the non-secret marker in query keys. */
  connectionVersion: number;
}

export const STORAGE_KEYS = {
  preferences: 'emission-desk.settings',
  credentials: 'emission-desk.credentials',
} as const;
/** 0: the hand-written store's bare JSON (service sandbox or custom, one set of credentials). */
const STORE_VERSION = 1;

/** On a first visit: the browser's first language that the app speaks (as the server picks it). */
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

// --- the services a deployment offers ------------------------------------------------------

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

// --- storage: preferences in local storage, the custom service's credentials apart ----------

/**
 * The preferences as stored: `{ state, version }` (the format the app has written since version
 * 1), or the earlier hand-written store's bare object, read as version 0 so that `migrateStored`
 * converts it once (it is then written back). The fields are checked each on its own
 * (`parseStored`).
 */
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
/** The custom service's credentials: for this browser session, or remembered on this device. */
const credentials = {
  session: storedValue(STORAGE_KEYS.credentials, credentialsSchema, 'session'),
  local: storedValue(STORAGE_KEYS.credentials, credentialsSchema, 'local'),
};
const credentialsOfChoice = (remember: boolean) => credentials[remember ? 'local' : 'session'];

function hasAny(credentials: Credentials): boolean {
  return Boolean(credentials.apiKey || credentials.apiAuth || credentials.apiSecret);
}

/**
 * What this browser has stored, on top of the defaults (a first visit: the defaults, the
 * language following the browser), and whether it was stored in an earlier version.
 */
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

/** Stores the preferences, and the custom service's credentials apart, where the user chose. */
function writeStored(state: Stored): void {
  // Nothing chosen yet: store nothing, so the defaults (the language too) keep following the
  // browser and the deployment.
  if (!preferences.exists() && JSON.stringify(state) === JSON.stringify(initialStored())) return;
  const { customCredentials, ...chosen } = state;
  preferences.write({ state: chosen, version: STORE_VERSION });
  credentials.local.remove();
  credentials.session.remove();
  if (hasAny(customCredentials)) credentialsOfChoice(state.remember).write(customCredentials);
}

/** A stored value, checked field by field (a damaged field gets its default). */
function parseStored(value: unknown): Stored {
  return storedSchema.safeParse(value).data ?? storedSchema.parse({});
}

/**
 * Version 0 held one set of credentials for whichever service was chosen: with the sandbox chosen
 * they were its demo credentials (dropped now: the sandbox brings its own), or a custom service's
 * left behind (kept for that service). The sandbox was then the only default, so it becomes
 * "the deployment's default" again.
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

// --- the store ----------------------------------------------------------------------------

/** The stored part of a state (the deployment and the connection counter are not stored). */
function storedPart({ runtime: _runtime, connectionVersion: _version, ...stored }: SettingsState) {
  return stored;
}

const initial = readStored();
/** Each (re)load starts from what is stored, checked field by field, on the defaults. */
export const settingsStore = createStore<SettingsState>()(() => ({
  ...initial.stored,
  runtime: DEFAULT_RUNTIME_CONFIG,
  connectionVersion: 0,
}));
// Every change is stored at once; preferences of an earlier version are written back converted.
settingsStore.subscribe((state) => writeStored(storedPart(state)));
if (initial.earlier) writeStored(initial.stored);

/** The settings of a state, as the app reads them (one object per state, for React). */
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
    // This site's service reports in the unit its operator configured.
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

/** The deployment's runtime config, read by the app's start before its first request. */
export function configureRuntime(runtime: RuntimeConfig): void {
  const before = getSettings();
  settingsStore.setState({ runtime });
  bumpIfConnectionChanged(before);
}

/** The credentials a service is called with: its own, never another's. */
export function credentialsOf(settings: Settings): Credentials {
  if (settings.service === 'sandbox') return { ...SANDBOX_DEMO_CREDENTIALS };
  if (settings.service === 'gateway') return { ...EMPTY_CREDENTIALS };
  return { apiKey: settings.apiKey, apiAuth: settings.apiAuth, apiSecret: settings.apiSecret };
}

/** Whether two settings reach the same service with the same credentials. */
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

/** A language chosen in the header or the settings: applied at once and remembered. */
export function chooseLanguage(language: Language): void {
  settingsStore.setState({ language });
}

/** Clears the custom service's credentials from memory and from both storages. */
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

// --- the settings a render reads ------------------------------------------------------------

/**
 * What a render reads instead of the browser's settings and address: the server renders a page
 * for one reader with a store of its own (see `readerSettingsStore`) and the page's origin. The
 * app in the browser has no scope and reads the settings store above and `window.location`.
 */
interface SettingsScope {
  store: StoreApi<SettingsState>;
  origin: string;
  /** The reader's languages, most preferred first (the request's Accept-Language). */
  languages?: readonly string[];
}
const SettingsScopeContext = createContext<SettingsScope | null>(null);
export const SettingsScopeProvider = SettingsScopeContext.Provider;

/** The settings of one reader, fixed for one render on the server; nothing is stored. */
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

/** The page's origin: the render's, else the browser's. */
export function useOrigin(): string {
  return useContext(SettingsScopeContext)?.origin ?? window.location.origin;
}

/** The reader's languages, most preferred first: the render's, else the browser's. */
export function useReaderLanguages(): readonly string[] {
  const scope = useContext(SettingsScopeContext);
  if (scope) return scope.languages ?? [];
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
}

// zustand's own `useStore` renders the store's initial state on a server; a server render reads
// the reader's settings, as the browser renders them.
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

/** Whether the chosen service has what it needs to be called: false only for an empty custom one. */
export function hasCredentials(settings: Settings): boolean {
  const credentials = credentialsOf(settings);
  return (
    settings.service === 'gateway' ||
    Boolean(credentials.apiKey && credentials.apiAuth && credentials.apiSecret)
  );
}

/** Whether the calculators are offered: not where this site's service only shows certificates. */
export function calculatorsOffered(settings: Settings, runtime: RuntimeConfig): boolean {
  return !(settings.service === 'gateway' && runtime.gateway?.access === 'certificates');
}

export function useCalculatorsOffered(): boolean {
  return calculatorsOffered(useSettings(), useRuntimeConfig());
}
