import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecent, getRecent, MAX_RECENT, rememberCertificate } from './recent.ts';

// Written out, not imported: a renamed key would lose what browsers kept under the old one.
const RECENT_STORAGE_KEY = 'emission-desk.recent-certificates';

describe('recent certificates', () => {
  // The store outlives each test's storage; start every test from an empty list.
  beforeEach(() => clearRecent());

  it('keeps the newest first, without duplicates, at most MAX_RECENT', () => {
    for (let index = 0; index < MAX_RECENT + 3; index += 1) {
      rememberCertificate({ id: `id-${index}`, name: `Name ${index}` });
    }
    rememberCertificate({ id: 'id-5', name: 'Name 5' });
    const list = getRecent();
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0]).toEqual({ id: 'id-5', name: 'Name 5' });
    expect(list.filter((entry) => entry.id === 'id-5')).toHaveLength(1);
  });

  it('stores ids and names only', () => {
    rememberCertificate({ id: 'a', name: 'A' });
    expect(JSON.parse(localStorage.getItem(RECENT_STORAGE_KEY) ?? '')).toEqual([
      { id: 'a', name: 'A' },
    ]);
  });

  it('clears, and survives garbage in storage', () => {
    rememberCertificate({ id: 'a' });
    clearRecent();
    expect(getRecent()).toEqual([]);
    expect(localStorage.getItem(RECENT_STORAGE_KEY)).toBeNull();
    // Another tab writes: the list follows, and garbage reads as an empty list.
    const written = (value: string) => {
      localStorage.setItem(RECENT_STORAGE_KEY, value);
      window.dispatchEvent(new StorageEvent('storage', { key: RECENT_STORAGE_KEY }));
    };
    written(JSON.stringify([{ id: 'b', name: 'B' }]));
    expect(getRecent()).toEqual([{ id: 'b', name: 'B' }]);
    written('{not json');
    expect(getRecent()).toEqual([]);
    written(JSON.stringify([{ id: 'b' }]));
    written(JSON.stringify([{ id: 5 }]));
    expect(getRecent()).toEqual([]);
  });
});
