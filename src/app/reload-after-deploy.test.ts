import { describe, expect, it, vi } from 'vitest';
import {
  mayReloadAfterDeploy,
  RELOAD_GUARD_MS,
  reloadOnceAfterDeploy,
} from './reload-after-deploy.ts';

// Written out, not imported: a renamed key would lose what browsers kept under the old one.
const RELOADED_AT_KEY = 'emission-desk:reloaded-after-deploy';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reloadOnceAfterDeploy', () => {
  it('reloads once, then lets a second failure through', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceAfterDeploy(storage, reload, 1_000_000, true)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(RELOADED_AT_KEY)).toBe('1000000');

    const soon = 1_000_000 + RELOAD_GUARD_MS - 1;
    expect(mayReloadAfterDeploy(storage, soon, true)).toBe(false);
    expect(reloadOnceAfterDeploy(storage, reload, soon, true)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceAfterDeploy(storage, reload, 1_000_000, true);
    reloadOnceAfterDeploy(storage, reload, 1_000_000 + RELOAD_GUARD_MS, true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads offline, where a reload brings only the browser’s error page', () => {
    const reload = vi.fn();
    expect(reloadOnceAfterDeploy(memoryStorage(), reload, 1_000_000, false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads without storage for its guard', () => {
    const reload = vi.fn();
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(reloadOnceAfterDeploy(blocked, reload, 5, true)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
