import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client.ts';
import { readRuntimeConfig } from '../api/runtime-config.ts';
import { configureRuntime, getSettings } from '../settings/store.ts';
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

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}

configureRuntime(readRuntimeConfig(document));

// The common messages and the page's module (with its areas) load before the first render, all
// preloaded by the static shell, so React replaces the shell with the page at once, never with an
// empty main region. If they cannot load, the app renders in English rather than not at all.
void Promise.allSettled([
  loadLanguage(getSettings().language).catch((error: unknown) =>
    console.error('The messages could not be loaded.', error),
  ),
  preloadPage(window.location.pathname),
]).finally(() => render(root));
