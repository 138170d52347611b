/**
 * A certificate's page as the app renders it, for the server to send with the page's HTML: a
 * shared certificate link then shows the certificate with the page's first paint, before any
 * script has loaded (ADR 0008). The app's own components render it with `react-dom/server`, from
 * the certificate the server read from the reader's service, in the reader's language and unit;
 * the app's page then starts from the same certificate (src/features/certificates/page-data.ts)
 * and renders the same page over it. Built for Node by `npm run build` (vite.config.ts) into the
 * build's `server/` folder, which the server reads and never serves.
 */
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'wouter';
import { certificateByIdQuery } from '../../src/api/certificates.ts';
import type { Certificate } from '../../src/api/contract.ts';
import type { RuntimeConfig } from '../../src/api/runtime-config.ts';
import { CertificateByIdPage } from '../../src/features/certificates/CertificatePage.lazy.tsx';
import { loadLanguage } from '../../src/i18n/index.ts';
import { connectionOf } from '../../src/settings/connection.ts';
import { readerSettingsStore, settingsOf, type EmissionUnit } from '../../src/settings/store.ts';
import type { Language } from '../../src/shared/language.ts';
import { renderPage, type RenderedPage } from './render-page.tsx';

export interface CertificatePageInput {
  id: string;
  certificate: Certificate;
  language: Language;
  /** The reader's service: the server renders only for one it can read itself. */
  service: 'sandbox' | 'gateway';
  /** The reader's unit (this site's service has its operator's). */
  emissionUnit: EmissionUnit;
  runtime: RuntimeConfig;
  /**
   * The page's public origin (PUBLIC_URL), or '' where there is none: the page's links are then
   * relative. Never taken from the request.
   */
  origin: string;
}

export type { RenderedPage };

/** Loads the messages of every language before the first render. */
export async function prepare(languages: readonly Language[]): Promise<void> {
  await Promise.all(languages.map((language) => loadLanguage(language)));
}

/** The page of a certificate, for one reader. */
export function renderCertificatePage(input: CertificatePageInput): RenderedPage {
  const reader = {
    language: input.language,
    service: input.service,
    emissionUnit: input.emissionUnit,
    runtime: input.runtime,
    origin: input.origin,
  };
  // The page reads the certificate from the query cache, under the key the app's page asks for.
  const settings = settingsOf(readerSettingsStore(reader).getState());
  const connection = connectionOf(settings, 0, input.origin, input.runtime);
  const queryClient = new QueryClient();
  queryClient.setQueryData(certificateByIdQuery(connection, input.id).queryKey, input.certificate);
  const page = renderPage(
    `/certificates/${input.id}`,
    reader,
    <Route path="/certificates/:id" component={CertificateByIdPage} />,
    queryClient,
  );
  queryClient.clear();
  return {
    title: page.title,
    // Until the app has started, a button would do nothing when pressed: it is shown disabled,
    // and the app's render puts the working one in its place. Links work as links.
    markup: page.markup.replace(/<button\b/g, '<button disabled=""'),
  };
}
