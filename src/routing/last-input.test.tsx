import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { forgetInput, keepInput, lastInputKey, useKeepInput, useKeptSearch } from './last-input.ts';
import { draftKey } from './useDraft.ts';
import type { Search } from './router.tsx';

afterEach(() => sessionStorage.clear());

describe('last input', () => {
  it('keeps an input as the URL writes it and gives it back as search params', () => {
    keepInput('event', { origin: 'NATIONAL', participants: 55, meals: '55-MEAT' });
    expect(sessionStorage.getItem(lastInputKey('event'))).toBe(
      '"origin=NATIONAL&participants=55&meals=55-MEAT"',
    );
    const { result } = renderHook(() => useKeptSearch('event'));
    expect(result.current).toEqual({ origin: 'NATIONAL', participants: 55, meals: '55-MEAT' });
  });

  it('keeps each calculator apart and gives nothing for a page that kept nothing', () => {
    keepInput('hotel', { numberOfGuests: 7 });
    expect(renderHook(() => useKeptSearch('event')).result.current).toBeUndefined();
    expect(renderHook(() => useKeptSearch('bulk')).result.current).toBeUndefined();
    expect(renderHook(() => useKeptSearch('hotel')).result.current).toEqual({ numberOfGuests: 7 });
  });

  it('tells a link that is shown already of a new input and of Start over', () => {
    const { result } = renderHook(() => useKeptSearch('event'));
    expect(result.current).toBeUndefined();
    act(() => keepInput('event', { participants: 55 }));
    expect(result.current).toEqual({ participants: 55 });
    act(() => forgetInput('event'));
    expect(result.current).toBeUndefined();
  });

  it('keeps only a valid input in the URL, never an empty or a bad one', () => {
    const initialProps: { search: Search; ready: boolean } = {
      search: { participants: 55 },
      ready: true,
    };
    const { rerender } = renderHook(({ search, ready }) => useKeepInput('event', search, ready), {
      initialProps,
    });
    expect(sessionStorage.getItem(lastInputKey('event'))).toBe('"participants=55"');
    rerender({ search: { participants: -3 }, ready: false });
    rerender({ search: {}, ready: false });
    expect(sessionStorage.getItem(lastInputKey('event'))).toBe('"participants=55"');
  });

  it('Start over forgets the input and the draft of that calculator only', () => {
    keepInput('event', { participants: 55 });
    keepInput('hotel', { numberOfGuests: 7 });
    sessionStorage.setItem(draftKey('event'), '{"basedOn":"","values":{}}');
    forgetInput('event');
    expect(sessionStorage.getItem(lastInputKey('event'))).toBeNull();
    expect(sessionStorage.getItem(draftKey('event'))).toBeNull();
    expect(sessionStorage.getItem(lastInputKey('hotel'))).toBe('"numberOfGuests=7"');
  });

  it('gives nothing for a kept value that is not one it wrote', () => {
    sessionStorage.setItem(lastInputKey('event'), '{not json');
    expect(renderHook(() => useKeptSearch('event')).result.current).toBeUndefined();
    sessionStorage.setItem(lastInputKey('event'), '42');
    expect(renderHook(() => useKeptSearch('event')).result.current).toBeUndefined();
  });
});
