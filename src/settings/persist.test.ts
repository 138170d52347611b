import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { asEnvelope, webStorage } from './persist.ts';

beforeEach(() => localStorage.clear());

interface Pins {
  pinned: string[];
}

/** A store as a feature would write one: a list kept in local storage under one key. */
function pinStore() {
  return createStore<Pins>()(
    persist(() => ({ pinned: [] as string[] }), {
      name: 'probe.pins',
      version: 1,
      storage: webStorage<Pins>(() => localStorage),
      // Version 0: the earlier hand-written store kept the bare array.
      migrate: (state, version) =>
        version === 0 && Array.isArray(state) ? { pinned: state as string[] } : (state as Pins),
    }),
  );
}

describe('webStorage', () => {
  it('keeps the state under its key in zustand’s envelope', () => {
    const store = pinStore();
    store.setState({ pinned: ['a'] });
    expect(JSON.parse(localStorage.getItem('probe.pins') ?? '{}')).toEqual({
      state: { pinned: ['a'] },
      version: 1,
    });
    expect(pinStore().getState().pinned).toEqual(['a']);
  });

  it('reads an earlier store’s bare value as version 0 and writes it back migrated', () => {
    localStorage.setItem('probe.pins', JSON.stringify(['x', 'y']));
    expect(pinStore().getState().pinned).toEqual(['x', 'y']);
    expect(JSON.parse(localStorage.getItem('probe.pins') ?? '{}')).toMatchObject({ version: 1 });
  });

  it('ignores a value that is not JSON', () => {
    localStorage.setItem('probe.pins', '{nope');
    expect(pinStore().getState().pinned).toEqual([]);
  });
});

describe('asEnvelope', () => {
  it('tells an envelope from a bare value', () => {
    expect(asEnvelope({ state: 1, version: 3 })).toEqual({ state: 1, version: 3 });
    expect(asEnvelope({ language: 'de' })).toEqual({ state: { language: 'de' }, version: 0 });
    expect(asEnvelope(undefined)).toBeNull();
  });
});
