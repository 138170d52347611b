import { useSyncExternalStore } from 'react';

// Whether the app runs never changes once it does: there is nothing to subscribe to.
const subscribeToNothing = () => () => {};

/**
 * Whether the app's scripts run this render: false in a server render (a certificate's page sent
 * with its first paint, ADR 0008), true in the browser. A button does nothing until the app has
 * started, so one the server renders is rendered disabled, and the app's render enables it.
 */
export function useStarted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
