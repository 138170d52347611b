import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, RELOADED_AT_KEY, reloadOnceAfterDeploy } from './reload-after-deploy.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reloadOnceAfterDeploy', () => {
  it('reloads once and takes the error over, then lets a second one through', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const first = new Event('vite:preloadError', { cancelable: true });
    reloadOnceAfterDeploy(first, storage, reload, 1_000_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(storage.getItem(RELOADED_AT_KEY)).toBe('1000000');

    const again = new Event('vite:preloadError', { cancelable: true });
    reloadOnceAfterDeploy(again, storage, reload, 1_000_000 + RELOAD_GUARD_MS - 1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
  });

  it('reloads again for a later deploy', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceAfterDeploy(new Event('x', { cancelable: true }), storage, reload, 1_000_000);
    reloadOnceAfterDeploy(
      new Event('x', { cancelable: true }),
      storage,
      reload,
      1_000_000 + RELOAD_GUARD_MS,
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without storage for its guard', () => {
    const reload = vi.fn();
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('denied');
      },
    };
    reloadOnceAfterDeploy(new Event('x', { cancelable: true }), blocked, reload, 5);
    expect(reload).not.toHaveBeenCalled();
  });
});
