/**
 * A certificate's page rendered by the app's own components with `react-dom/server`, from a query
 * cache holding the certificate, for the server to send with the page's HTML; the cache goes with
 * it and the app's page starts from it (src/features/certificates/page-data.ts). Buttons render
 * disabled until the app has started (src/lib/use-started.ts). Built for Node by `npm run build`
 * (vite.config.ts) into the build's `server/` folder, never served.
 */
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { Route } from 'wouter';
import { certificateByIdQuery } from '../../src/api/certificates.ts';
import type { AnswerRefusal } from '../../src/api/answers.ts';
import type { Certificate } from '../../src/api/contract.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { RuntimeConfig } from '../../src/api/runtime-config.ts';
import { CertificateByIdPage } from '../../src/features/certificates/CertificatePage.lazy.tsx';
import { loadLanguage } from '../../src/i18n/index.ts';
import { connectionOf } from '../../src/settings/connection.ts';
import { readerSettingsStore, settingsOf, type EmissionUnit } from '../../src/settings/store.ts';
import type { Language } from '../../src/shared/language.ts';
import { renderPage, type RenderedPage } from './render-page.tsx';

export interface CertificatePageInput {
  id: string;
  /** For an answer the app refuses to read, why (said as the app's page says it). */
  certificate?: Certificate;
  refusal?: AnswerRefusal;
  language: Language;
  languages?: readonly string[];
  /** The server renders only for one it can read itself. */
  service: 'sandbox' | 'gateway';
  /** This site's service has its operator's. */
  emissionUnit: EmissionUnit;
  runtime: RuntimeConfig;
  /** '' without PUBLIC_URL: the page's links are then relative. Never taken from the request. */
  origin: string;
}

export type { RenderedPage };

export async function prepare(languages: readonly Language[]): Promise<void> {
  await Promise.all(languages.map((language) => loadLanguage(language)));
}

export interface RenderedCertificatePage extends RenderedPage {
  state: DehydratedState;
}

export function renderCertificatePage(input: CertificatePageInput): RenderedCertificatePage {
  const reader = {
    language: input.language,
    languages: input.languages ?? [],
    service: input.service,
    emissionUnit: input.emissionUnit,
    runtime: input.runtime,
    origin: input.origin,
  };
  // The page reads the certificate from the query cache, under the key the app's page asks for.
  const settings = settingsOf(readerSettingsStore(reader).getState());
  const connection = connectionOf(settings, 0, input.origin, input.runtime);
  // A refused answer is not tried again while rendering: the page shows why, as the app would.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  const query = certificateByIdQuery(connection, input.id);
  if (input.certificate) {
    queryClient.setQueryData(query.queryKey, input.certificate);
  } else if (input.refusal) {
    const { messageKey, params } = input.refusal;
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: query.queryKey })
      .setState({
        status: 'error',
        fetchStatus: 'idle',
        errorUpdatedAt: Date.now(),
        error: new ApiError('contract', 'The service’s answer was refused.', {
          messageKey,
          messageParams: params,
          fields: params.fields ? [params.fields] : [],
        }),
      });
  }
  const page = renderPage(
    `/certificates/${input.id}`,
    reader,
    <Route path="/certificates/:id" component={CertificateByIdPage} />,
    queryClient,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { ...page, state };
}
