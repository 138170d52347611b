/**
 * How the last answered call to each service went, for the header's dot: `ok` after a success,
 * `rejected` after the service refused the credentials, nothing before a call. Kept per base URL
 * and connection version (new credentials start over), in memory for the page's life; a server
 * render knows none.
 */
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { CallOutcome } from '../api/connection.ts';

const statusStore = createStore<Readonly<Record<string, CallOutcome>>>(() => ({}));

function keyOf(baseUrl: string, version: number): string {
  return `${version} ${baseUrl}`;
}

/** The reporter a connection hands to the client. */
export function outcomeReporter(baseUrl: string, version: number): (outcome: CallOutcome) => void {
  const key = keyOf(baseUrl, version);
  return (outcome) => {
    if (statusStore.getState()[key] !== outcome) {
      statusStore.setState((state) => ({ ...state, [key]: outcome }));
    }
  };
}

/** The last outcome for a connection, or undefined before any call. */
export function useServiceStatus(baseUrl: string, version: number): CallOutcome | undefined {
  const key = keyOf(baseUrl, version);
  return useSyncExternalStore(
    statusStore.subscribe,
    () => statusStore.getState()[key],
    () => undefined,
  );
}
