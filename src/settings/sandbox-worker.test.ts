import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getSandboxWorkerState,
  resetSandboxWorker,
  sandboxReady,
  startSandboxWorker,
  type WorkerHost,
} from './sandbox-worker.ts';

/** A stand-in for the browser's ServiceWorkerContainer, driven by the test. */
function fakeContainer(options: {
  controlled?: boolean;
  register?: () => Promise<Partial<ServiceWorkerRegistration>>;
}) {
  const listeners: (() => void)[] = [];
  const container = {
    controller: options.controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(
      options.register ??
        (() => Promise.resolve({ installing: new EventTarget() as ServiceWorker })),
    ),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const takeOver = () => {
    container.controller = {} as ServiceWorker;
    listeners.forEach((listener) => listener());
  };
  return { container, takeOver };
}

function host(container: unknown, extra: Partial<WorkerHost> = {}): WorkerHost {
  const stored = new Map<string, string>();
  return {
    serviceWorker: container as ServiceWorkerContainer,
    secure: true,
    session: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    reload: vi.fn(),
    ...extra,
  };
}

afterEach(() => resetSandboxWorker());

describe('the sandbox worker of a static host', () => {
  it('is ready at once on the app’s own server, where nothing is registered', async () => {
    expect(getSandboxWorkerState()).toBe('server');
    await expect(sandboxReady()).resolves.toBeUndefined();
  });

  it('registers at the base, and lets the sandbox’s calls go once the worker controls the page', async () => {
    const { container, takeOver } = fakeContainer({});
    await startSandboxWorker('/emission-desk/', host(container));
    expect(container.register).toHaveBeenCalledWith('/emission-desk/sandbox-worker.js', {
      scope: '/emission-desk/',
    });
    expect(getSandboxWorkerState()).toBe('starting');
    let released = false;
    const waiting = sandboxReady().then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(false);
    takeOver();
    await waiting;
    expect(getSandboxWorkerState()).toBe('ready');
  });

  it('says the sandbox cannot run where the browser offers no Service Worker', async () => {
    await startSandboxWorker('/', host(undefined));
    expect(getSandboxWorkerState()).toBe('unsupported');
    await expect(sandboxReady()).rejects.toMatchObject({ kind: 'notReady' });
    const { container } = fakeContainer({});
    resetSandboxWorker();
    await startSandboxWorker('/', host(container, { secure: false }));
    expect(getSandboxWorkerState()).toBe('unsupported');
  });

  it('fails the waiting calls in words when the worker cannot be registered', async () => {
    const { container } = fakeContainer({ register: () => Promise.reject(new Error('denied')) });
    const starting = startSandboxWorker('/', host(container));
    const waiting = sandboxReady();
    await starting;
    expect(getSandboxWorkerState()).toBe('failed');
    await expect(waiting).rejects.toMatchObject({ kind: 'notReady' });
  });

  it('reloads once a page that a worker serves but does not control (a hard reload)', async () => {
    const active = () => Promise.resolve({ active: {} as ServiceWorker });
    const visitor = host(fakeContainer({ register: active }).container);
    await startSandboxWorker('/', visitor);
    expect(visitor.reload).toHaveBeenCalledTimes(1);
    resetSandboxWorker();
    await startSandboxWorker('/', { ...visitor, reload: vi.fn() });
    expect(getSandboxWorkerState()).toBe('failed');
  });
});
