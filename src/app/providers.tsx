import { useEffect, useState, type ReactNode } from 'react';
import { loadLanguage } from '../i18n/index.ts';
import { rememberLanguage } from '../shared/language.ts';
import { rememberView } from '../shared/view-cookie.ts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSettings } from '../settings/store.ts';

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { language, service, emissionUnit } = useSettings();
  const [client] = useState(queryClient);
  useEffect(() => {
    document.documentElement.lang = language;
    rememberLanguage(language);
    loadLanguage(language).catch((error: unknown) =>
      console.error('The messages for this language could not be loaded.', error),
    );
  }, [language]);
  useEffect(() => rememberView({ service, unit: emissionUnit }), [service, emissionUnit]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
