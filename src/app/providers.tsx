import { useEffect, useState, type ReactNode } from 'react';
import { loadLanguage } from '../i18n/index.ts';
import { rememberLanguage } from '../shared/language.ts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  connectionOf,
  getSettings,
  subscribeSettings,
  useSettings,
  type Settings,
} from '../api/settings.ts';

/** Identity of what the cache's answers depend on: service and credentials (kept in memory only). */
function connectionIdentity(settings: Settings): string {
  const { baseUrl, credentials } = connectionOf(settings);
  return JSON.stringify([baseUrl, credentials.apiKey, credentials.apiAuth, credentials.apiSecret]);
}

/** Clears every cached answer when the service or the credentials change. */
export function clearCacheOnConnectionChange(queryClient: QueryClient): () => void {
  let identity = connectionIdentity(getSettings());
  return subscribeSettings(() => {
    const next = connectionIdentity(getSettings());
    if (next !== identity) {
      identity = next;
      queryClient.clear();
    }
  });
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { language } = useSettings();
  const [client] = useState(queryClient);
  useEffect(() => clearCacheOnConnectionChange(client), [client]);
  useEffect(() => {
    document.documentElement.lang = language;
    rememberLanguage(language);
    loadLanguage(language).catch((error: unknown) =>
      console.error('The messages for this language could not be loaded.', error),
    );
  }, [language]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
