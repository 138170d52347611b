import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchSchema } from './search-params.ts';
import { useShowingInput, type UrlInput } from './useUrlForm.ts';

type Url = UrlInput<SearchSchema<'n'>, number>;

function urlInput(calls: string[]): Url {
  return {
    search: {},
    key: '',
    input: null,
    state: 'idle',
    show: (input) => {
      calls.push(`show ${input}`);
      return `key-${input}`;
    },
  };
}

describe('useShowingInput', () => {
  it('starts the request before the address changes, then asks for the reveal of that key', () => {
    const calls: string[] = [];
    const url = urlInput(calls);
    const request = (input: number) => void calls.push(`request ${input}`);
    const reveal = (target: string) => void calls.push(`reveal ${target}`);
    const { result } = renderHook(() => useShowingInput(url, request, reveal));
    expect(result.current.show(7)).toBe('key-7');
    expect(calls).toEqual(['request 7', 'show 7', 'reveal key-7']);
  });

  it('is the same object while its inputs stay the same, so a memoized form does not render', () => {
    const url = urlInput([]);
    const request = vi.fn();
    const reveal = vi.fn();
    const { result, rerender } = renderHook(
      ({ current }) => useShowingInput(current, request, reveal),
      { initialProps: { current: url } },
    );
    const first = result.current;
    rerender({ current: url });
    expect(result.current).toBe(first);
    rerender({ current: { ...url, key: 'n=1' } });
    expect(result.current).not.toBe(first);
    expect(result.current.key).toBe('n=1');
  });
});
