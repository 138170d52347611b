import { useMemo } from 'react';
import type { Connection } from '../api/connection.ts';
import { spellingMemoryFor } from './spelling-memory.ts';
import { outcomeReporter } from './service-status.ts';
import { sandboxReady } from './sandbox-worker.ts';
import type { RuntimeConfig } from '../api/runtime-config.ts';
import {
  credentialsOf,
  getRuntimeConfig,
  SANDBOX_PATH,
  useConnectionVersion,
  useOrigin,
  useRuntimeConfig,
  useSettings,
  type Settings,
} from './store.ts';

/** `version` marks the credentials (see the settings store). */
export function connectionOf(
  settings: Settings,
  version = 0,
  origin = window.location.origin,
  runtime: RuntimeConfig = getRuntimeConfig(),
): Connection {
  const isSandbox = settings.service === 'sandbox';
  const base =
    settings.service === 'sandbox'
      ? `${origin}${SANDBOX_PATH}`
      : settings.service === 'gateway'
        ? `${origin}${runtime.gateway?.base ?? '/api'}`
        : settings.customBaseUrl.trim();
  const baseUrl = base.replace(/\/+$/, '');
  return {
    baseUrl,
    service: settings.service === 'custom' ? baseUrl : settings.service,
    version,
    isSandbox,
    credentials: credentialsOf(settings),
    timeoutMs: settings.timeoutSeconds * 1000,
    reportedUnit: settings.emissionUnit,
    coffeeBreakSpelling: settings.coffeeBreakSpelling,
    spellingMemory: spellingMemoryFor(baseUrl),
    reportOutcome: outcomeReporter(baseUrl, version),
    ready: isSandbox ? sandboxReady : undefined,
  };
}

export function useConnection(): Connection {
  const settings = useSettings();
  const version = useConnectionVersion();
  const origin = useOrigin();
  const runtime = useRuntimeConfig();
  return useMemo(
    () => connectionOf(settings, version, origin, runtime),
    [settings, version, origin, runtime],
  );
}
