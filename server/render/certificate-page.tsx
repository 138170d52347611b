/**
 * A certificate's page as the app renders it, for the server to send with the page's HTML: a
 * shared certificate link then shows the certificate with the page's first paint, before any
 * script has loaded (ADR 0008). The app's own components render it with `react-dom/server`, from
 * the certificate the server read from the reader's service, in the reader's language and unit;
 * the app's page then starts from the same certificate (src/features/certificates/page-data.ts)
 * and renders the same page over it. Built for Node by `npm run build` (vite.config.ts) into the
 * build's `server/` folder, which the server reads and never serves.
 */
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { Route, Router } from 'wouter';
import { certificateByIdQuery } from '../../src/api/certificates.ts';
import type { Certificate } from '../../src/api/contract.ts';
import type { RuntimeConfig } from '../../src/api/runtime-config.ts';
import { Layout } from '../../src/app/Layout.tsx';
import { Providers } from '../../src/app/providers.tsx';
import { CertificateByIdPage } from '../../src/features/certificates/CertificatePage.lazy.tsx';
import { loadLanguage } from '../../src/i18n/index.ts';
import { connectionOf } from '../../src/settings/connection.ts';
import {
  configureRuntime,
  getConnectionVersion,
  getSettings,
  reloadSettingsFromStorage,
  saveSettings,
  settingsStore,
  type EmissionUnit,
} from '../../src/settings/store.ts';
import type { Language } from '../../src/shared/language.ts';

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

export interface RenderedPage {
  /** The document title the page renders. */
  title: string | undefined;
  /** The markup of `#root`. */
  markup: string;
}

/** Loads the messages of every language before the first render. */
export async function prepare(languages: readonly Language[]): Promise<void> {
  await Promise.all(languages.map((language) => loadLanguage(language)));
}

/**
 * The page of a certificate. The app's settings store and its reads of `window` and `navigator`
 * are set for the render and put back after it; the render is synchronous, so no other request's
 * render can come in between.
 */
export function renderCertificatePage(input: CertificatePageInput): RenderedPage {
  const names = ['navigator', 'window'] as const;
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  const define = (name: string, value: unknown) =>
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  const settingsBefore = settingsStore.getState();
  define('navigator', { languages: [input.language], onLine: true });
  const pathname = `/certificates/${input.id}`;
  define('window', { location: { origin: input.origin, pathname, search: '', hash: '' } });
  try {
    configureRuntime(input.runtime);
    reloadSettingsFromStorage();
    saveSettings({
      ...getSettings(),
      service: input.service,
      language: input.language,
      emissionUnit: input.emissionUnit,
    });
    const settings = getSettings();
    const connection = connectionOf(settings, getConnectionVersion(), input.origin, input.runtime);
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      certificateByIdQuery(connection, input.id).queryKey,
      input.certificate,
    );
    const markup = renderToString(
      <Router ssrPath={`/certificates/${input.id}`}>
        <Providers queryClient={queryClient}>
          <Layout>
            <Route path="/certificates/:id" component={CertificateByIdPage} />
          </Layout>
        </Providers>
      </Router>,
    );
    queryClient.clear();
    // React puts what belongs in the head first (a preload hint, the page's <title>).
    const head = /^(?:<link rel="preload"[^>]*>|<title>([^<]*)<\/title>)*/.exec(markup)?.[0] ?? '';
    return {
      title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
      // Until the app has started, a button would do nothing when pressed: it is shown disabled,
      // and the app's render puts the working one in its place. Links work as links.
      markup: markup.slice(head.length).replace(/<button\b/g, '<button disabled=""'),
    };
  } finally {
    settingsStore.setState(settingsBefore, true);
    names.forEach((name, index) => {
      const descriptor = saved[index];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    });
  }
}
