/**
 * The header's service dot. Kept per base URL and connection version (new credentials start
 * over), in memory only; a server render knows none.
 */
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { CallOutcome } from '../api/connection.ts';

const statusStore = createStore<Readonly<Record<string, CallOutcome>>>(() => ({}));

function keyOf(baseUrl: string, version: number): string {
  return `${version} ${baseUrl}`;
}

export function outcomeReporter(baseUrl: string, version: number): (outcome: CallOutcome) => void {
  const key = keyOf(baseUrl, version);
  return (outcome) => {
    if (statusStore.getState()[key] !== outcome) {
      statusStore.setState((state) => ({ ...state, [key]: outcome }));
    }
  };
}

export function useServiceStatus(baseUrl: string, version: number): CallOutcome | undefined {
  const key = keyOf(baseUrl, version);
  return useSyncExternalStore(
    statusStore.subscribe,
    () => statusStore.getState()[key],
    () => undefined,
  );
}
