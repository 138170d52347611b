import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client.ts';
import { readRuntimeConfig, type RuntimeConfig } from '../api/runtime-config.ts';
import { startSandboxWorker } from '../settings/sandbox-worker.ts';
import { configureRuntime, getSettings, subscribeSettings } from '../settings/store.ts';
import { APP_BASE, STATIC_MODE, withinBase } from '../shared/base-path.ts';
import { restoredAddress } from '../shared/handover.ts';
import { loadLanguage } from '../i18n/index.ts';
import { Providers } from './providers.tsx';
import { reloadOnceAfterDeploy } from './reload-after-deploy.ts';
import { AppRouter, loadingPage, preloadPage } from './router.tsx';
import '../ui/styles.css';

// React Query listens for online and offline only once something subscribes, after the first
// render: listen from the start, and begin with what the browser says (a page opened offline).
onlineManager.setEventListener((setOnline) => {
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  setOnline(navigator.onLine);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});

// A lazy chunk of an older build, gone after a deploy, within a page: reload once at the same
// address. A page's own module is the router's (PageErrorBoundary).
window.addEventListener('vite:preloadError', (event) => {
  if (!loadingPage() && reloadOnceAfterDeploy()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const runtime = readRuntimeConfig(document);
const queryClient = createQueryClient();

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}

// Built only into the static build (its Vite mode), so the server's pages do not carry it.
configureRuntime(import.meta.env.MODE === STATIC_MODE ? startStaticHost(runtime) : runtime);

/**
 * A static host (docs/decisions/0016-static-demo.md): the address a deep link handed over in, put
 * back before the router reads it; the sandbox's worker registered; and the sandbox's files on
 * this origin, which the build could not know.
 */
function startStaticHost(config: RuntimeConfig): RuntimeConfig {
  const restored = restoredAddress(window.location, APP_BASE);
  if (restored !== null) window.history.replaceState(window.history.state, '', restored);
  void startSandboxWorker(APP_BASE);
  // The sandbox answers from this browser: its calls need no network, and do not wait for one.
  const followService = () => {
    const networkMode = getSettings().service === 'sandbox' ? 'always' : 'online';
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, networkMode },
      mutations: { ...defaults.mutations, networkMode },
    });
  };
  subscribeSettings(followService);
  followService();
  return { ...config, sandboxFiles: `${window.location.origin}${APP_BASE}sandbox/files/` };
}

// The common messages and the page's module (with its areas) load before the first render, all
// preloaded by the static shell, so React replaces the shell with the page at once, never with an
// empty main region. If they cannot load, the app renders in English rather than not at all.
void Promise.allSettled([
  loadLanguage(getSettings().language).catch((error: unknown) =>
    console.error('The messages could not be loaded.', error),
  ),
  preloadPage(withinBase(window.location.pathname)),
]).finally(() => render(root));
