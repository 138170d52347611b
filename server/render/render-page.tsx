/**
 * Renders a page of the app with its own layout and `react-dom/server`, for one reader: the
 * reader's settings come from a store made for this render and the page's origin from the
 * render's scope (src/settings/store.ts, `SettingsScope`), so no global is set and nothing shared
 * is written. Both server renders use it: each page's static shell at build time (shell.tsx) and a
 * certificate's page per request (certificate-page.tsx).
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

/** Who the page is rendered for. */
export interface Reader {
  language: Language;
  /** The reader's languages, most preferred first (Accept-Language): their region's numbers. */
  languages?: readonly string[];
  /** The reader's service; the deployment's default when omitted (a first visit). */
  service?: Service;
  emissionUnit?: EmissionUnit;
  runtime: RuntimeConfig;
  /** The page's origin (the sandbox's and this site's service's addresses are below it). */
  origin: string;
}

/** A rendered page: the document title it renders (if any) and the markup of `#root`. */
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
