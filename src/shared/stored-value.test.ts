// @vitest-environment jsdom
// Web Storage is a browser's: this test needs the DOM environment whatever the default is.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { storedValue } from './stored-value.ts';

const schema = z.object({ count: z.number() });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('a stored value', () => {
  it('is kept as JSON under its key, in the storage it names', () => {
    const value = storedValue('probe.value', schema, 'session');
    expect(value.exists()).toBe(false);
    value.write({ count: 2 });
    expect(sessionStorage.getItem('probe.value')).toBe('{"count":2}');
    expect(localStorage.getItem('probe.value')).toBeNull();
    expect(value.read()).toEqual({ count: 2 });
    value.remove();
    expect(value.exists()).toBe(false);
    expect(value.read()).toBeUndefined();
  });

  it('reads nothing from a value that is not JSON or fails its schema', () => {
    const value = storedValue('probe.value', schema, 'local');
    localStorage.setItem('probe.value', '{nope');
    expect(value.read()).toBeUndefined();
    localStorage.setItem('probe.value', '{"count":"two"}');
    expect(value.read()).toBeUndefined();
    expect(value.exists()).toBe(true);
  });

  it('costs nothing but the value when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const value = storedValue('probe.value', schema, 'local');
    expect(() => value.write({ count: 1 })).not.toThrow();
    expect(value.read()).toBeUndefined();
    expect(value.exists()).toBe(false);
  });
});
