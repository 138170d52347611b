import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const unknownOnServer = () => undefined;

/** Undefined while a server-rendered page hydrates, so the first paint matches the server's. */
export function useReaderTimeZone(): string | undefined {
  return useSyncExternalStore(unchanging, browserZone, unknownOnServer);
}
