import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in a server render: a button does nothing until the app has started, so the server
 * renders it disabled and the app's render enables it.
 */
export function useStarted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
