import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client.ts';
import { readRuntimeConfig } from '../api/runtime-config.ts';
import { configureRuntime, getSettings } from '../settings/store.ts';
import { loadLanguage } from '../i18n/index.ts';
import { Providers } from './providers.tsx';
import { AppRouter, preloadPage } from './router.tsx';
import '../ui/styles.css';

// React Query assumes "online" until the browser reports a change; a page opened offline is not.
onlineManager.setOnline(navigator.onLine);

// Each page renders its <title> (React puts it in the head); the document title is the first
// <title> in the document, so the one written into the static shell gives way to it.
document.head.querySelectorAll('title').forEach((title) => title.remove());

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

// The deployment (this site's service, the sandbox, a custom one) before the first request.
configureRuntime(readRuntimeConfig(document));

// A German reader gets German from the first frame: its messages load before the first render
// (if they cannot load, the app renders in English rather than not at all). The page's module
// (preloaded by the static shell) is in before the first render too, so React replaces the
// shell with the page at once, never with an empty main region.
void Promise.allSettled([
  loadLanguage(getSettings().language).catch((error: unknown) =>
    console.error('The German messages could not be loaded.', error),
  ),
  preloadPage(window.location.pathname),
]).finally(() => render(root));
