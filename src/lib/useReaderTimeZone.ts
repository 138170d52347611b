import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const unknownOnServer = () => undefined;

/**
 * The reader's time zone, from the browser; undefined while a page rendered on the server is
 * hydrated (the server does not know it), so that the first paint matches the server's.
 */
export function useReaderTimeZone(): string | undefined {
  return useSyncExternalStore(unchanging, browserZone, unknownOnServer);
}
