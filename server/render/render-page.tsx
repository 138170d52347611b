/**
 * The reader's settings come from a store made for this render (src/settings/store.ts,
 * `SettingsScope`): no global is set, nothing shared written. Used for each page's static shell at
 * build time and a certificate's page per request.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { RuntimeConfig } from '../../src/api/runtime-config.ts';
import { Layout } from '../../src/app/Layout.tsx';
import { Providers } from '../../src/app/providers.tsx';
import {
  readerSettingsStore,
  SettingsScopeProvider,
  type EmissionUnit,
  type Service,
} from '../../src/settings/store.ts';
import { ROUTER_BASE } from '../../src/shared/base-path.ts';
import type { Language } from '../../src/shared/language.ts';

export interface Reader {
  language: Language;
  /** Accept-Language: their region's numbers. */
  languages?: readonly string[];
  /** The deployment's default when omitted (a first visit). */
  service?: Service;
  emissionUnit?: EmissionUnit;
  runtime: RuntimeConfig;
  /** The sandbox's and this site's service's addresses are below it. */
  origin: string;
}

export interface RenderedPage {
  title: string | undefined;
  markup: string;
}

export function renderPage(
  path: string,
  reader: Reader,
  children: ReactNode,
  queryClient: QueryClient = new QueryClient(),
): RenderedPage {
  const scope = {
    store: readerSettingsStore(reader),
    origin: reader.origin,
    languages: reader.languages ?? [],
  };
  const markup = renderToString(
    <SettingsScopeProvider value={scope}>
      <Router base={ROUTER_BASE} ssrPath={`${ROUTER_BASE}${path}`}>
        <Providers queryClient={queryClient}>
          <Layout>{children}</Layout>
        </Providers>
      </Router>
    </SettingsScopeProvider>,
  );
  // React puts what belongs in the head first: a preload hint, and the page's <title>, which
  // replaces the head's. #root holds only what the app renders.
  const head = /^(?:<link rel="preload"[^>]*>|<title>([^<]*)<\/title>)*/.exec(markup)?.[0] ?? '';
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    markup: markup.slice(head.length),
  };
}
