import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchSchema } from './search-params.ts';
import { ANSWER_GRACE_MS, useShowingInput, type Outcome, type UrlInput } from './useUrlForm.ts';

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
    keyOf: (input) => `key-${input}`,
  };
}

/** Requests whose end the test decides; what the hook reports, in order. */
function harness() {
  const calls: string[] = [];
  const ends = new Map<number, (outcome: Outcome) => void>();
  const request = (input: number) => {
    calls.push(`request ${input}`);
    return new Promise<Outcome>((resolve) => ends.set(input, resolve));
  };
  const reveal = (target: string) => void calls.push(`reveal ${target}`);
  const failed = (target: string | null) => void calls.push(`failed before shown: ${target}`);
  const { result } = renderHook(() => useShowingInput(urlInput(calls), request, reveal, failed));
  return { calls, end: (input: number, outcome: Outcome) => ends.get(input)?.(outcome), result };
}

afterEach(() => vi.useRealTimers());

describe('useShowingInput', () => {
  it('starts the request at once, and shows the address with the answer once it is in', async () => {
    const { calls, end, result } = harness();
    expect(result.current.show(7)).toBe('key-7');
    expect(calls).toEqual(['request 7']);
    await act(async () => end(7, 'answered'));
    expect(calls).toEqual(['request 7', 'failed before shown: null', 'show 7', 'reveal key-7']);
  });

  it('names an input whose request failed before its address was shown', async () => {
    const { calls, end, result } = harness();
    result.current.show(7);
    await act(async () => end(7, 'failed'));
    expect(calls).toEqual(['request 7', 'failed before shown: key-7', 'show 7', 'reveal key-7']);
  });

  it('shows the address with the answer pending when it takes longer than the grace', async () => {
    vi.useFakeTimers();
    const { calls, end, result } = harness();
    result.current.show(7);
    await act(async () => vi.advanceTimersByTimeAsync(ANSWER_GRACE_MS - 1));
    expect(calls).toEqual(['request 7']);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(calls).toEqual(['request 7', 'failed before shown: null', 'show 7', 'reveal key-7']);
    // A failure after the address is the page's query's own: nothing more happens here.
    await act(async () => end(7, 'failed'));
    expect(calls).toHaveLength(4);
  });

  it('shows only the newest of inputs given in quick succession', async () => {
    const { calls, end, result } = harness();
    result.current.show(1);
    result.current.show(2);
    await act(async () => {
      end(2, 'answered');
      end(1, 'answered');
    });
    expect(calls).toEqual([
      'request 1',
      'request 2',
      'failed before shown: null',
      'show 2',
      'reveal key-2',
    ]);
  });

  it('is the same object while its inputs stay the same, so a memoized form does not render', () => {
    const url = urlInput([]);
    const request = vi.fn();
    const reveal = vi.fn();
    const failed = vi.fn();
    const { result, rerender } = renderHook(
      ({ current }) => useShowingInput(current, request, reveal, failed),
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
