import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const unknownOnServer = () => undefined;

/** Undefined while a server-rendered page hydrates (the server does not know it), so the first paint matches. */
export function useReaderTimeZone(): string | undefined {
  return useSyncExternalStore(unchanging, browserZone, unknownOnServer);
}
