/**
 * The built-in sandbox on a static host runs in the page's Service Worker (sandbox-worker.js):
 * until the worker controls the page, the sandbox's paths are plain missing files on the host.
 * This module registers the worker and says whether the sandbox can be called yet; the app's
 * calls to the sandbox wait for it (the connection's `ready`), and the page says so meanwhile.
 * On the app's own server nothing is registered and the sandbox is ready at once.
 */
import { useSyncExternalStore } from 'react';
import { ApiError } from '../api/errors.ts';

/**
 * `server`: not a static host, nothing to wait for. `starting`: the worker is being installed (a
 * first visit). `ready`: it controls the page. `unsupported`: this browser offers no Service
 * Worker here (an insecure address, some private windows). `failed`: it offers one, but the
 * worker could not be installed.
 */
export type SandboxWorkerState = 'server' | 'starting' | 'ready' | 'unsupported' | 'failed';

let state: SandboxWorkerState = 'server';
const listeners = new Set<() => void>();

function setState(next: SandboxWorkerState): void {
  if (state === next) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export const getSandboxWorkerState = (): SandboxWorkerState => state;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSandboxWorkerState(): SandboxWorkerState {
  return useSyncExternalStore(subscribe, getSandboxWorkerState, () => 'server');
}

/** The name of the worker's script beside the app's index.html (build/sandbox-worker.ts writes it). */
const SANDBOX_WORKER_FILE = 'sandbox-worker.js';

const RELOADED_KEY = 'emission-desk.sandbox-worker-reload';

export interface WorkerHost {
  serviceWorker: ServiceWorkerContainer | undefined;
  secure: boolean;
  /** Session storage, to reload at most once for a page the worker does not control. */
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  reload: () => void;
}

function browserHost(): WorkerHost {
  let session: Storage | undefined;
  try {
    session = window.sessionStorage;
  } catch {
    session = undefined; // storage blocked: no reload guard, so no reload
  }
  return {
    // Absent where the browser offers no Service Worker: an insecure context, some private windows.
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    secure: window.isSecureContext,
    session,
    reload: () => window.location.reload(),
  };
}

/**
 * Registers the sandbox's worker for the app's base (a static host only) and follows it until it
 * controls the page; the worker claims the pages of its scope as it activates.
 */
export async function startSandboxWorker(
  base: string,
  host: WorkerHost = browserHost(),
): Promise<void> {
  const container = host.serviceWorker;
  if (!container || !host.secure) {
    setState('unsupported');
    return;
  }
  setState(container.controller ? 'ready' : 'starting');
  container.addEventListener('controllerchange', () => {
    if (container.controller) setState('ready');
  });
  try {
    const registration = await container.register(`${base}${SANDBOX_WORKER_FILE}`, {
      scope: base,
    });
    if (container.controller) {
      host.session?.removeItem(RELOADED_KEY);
      return;
    }
    // A worker that fails to install (its files could not be cached) never takes over.
    registration.installing?.addEventListener('statechange', (event) => {
      if ((event.target as ServiceWorker).state === 'redundant' && !container.controller)
        setState('failed');
    });
    // A page loaded past an active worker (a hard reload) is not claimed again: one reload
    // brings it under the worker.
    if (registration.active && !registration.installing && !registration.waiting) {
      if (host.session && !host.session.getItem(RELOADED_KEY)) {
        host.session.setItem(RELOADED_KEY, '1');
        host.reload();
        return;
      }
      setState('failed');
    }
  } catch {
    setState('failed');
  }
}

/**
 * Resolves once the sandbox can be called; rejects with an ApiError (`notReady`) where its
 * worker cannot run, so the call fails in words instead of asking the host for a missing file.
 */
export function sandboxReady(): Promise<void> {
  if (state === 'server' || state === 'ready') return Promise.resolve();
  if (state === 'unsupported' || state === 'failed') return Promise.reject(notReady());
  return new Promise((resolve, reject) => {
    const unsubscribe = subscribe(() => {
      if (state === 'starting') return;
      unsubscribe();
      if (state === 'ready') resolve();
      else reject(notReady());
    });
  });
}

const notReady = () =>
  new ApiError('notReady', 'The sandbox cannot run in this browser (no Service Worker).');

/** For tests: back to the app's own server. @internal */
export function resetSandboxWorker(): void {
  setState('server');
}
