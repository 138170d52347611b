import { useEffect, useState, type ReactNode } from 'react';
import { loadLanguage, useLanguage } from '../i18n/index.ts';
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
  const shown = useLanguage();
  const [client] = useState(queryClient);
  // A new choice of language: the server's next page is in it at once, the text once every
  // registered area of it is in (`useLanguage`).
  useEffect(() => {
    rememberLanguage(language);
    loadLanguage(language).catch((error: unknown) =>
      console.error('The messages for this language could not be loaded.', error),
    );
  }, [language]);
  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);
  useEffect(() => rememberView({ service, unit: emissionUnit }), [service, emissionUnit]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
