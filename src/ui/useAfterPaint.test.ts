import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './useAfterPaint.ts';

describe('useAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('turns true only after the next frame and the task after it', () => {
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), {
      initialProps: { value: false },
    });
    expect(result.current).toBe(false);
    rerender({ value: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('turns false at once, and waits for a frame again before turning true', () => {
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), {
      initialProps: { value: true },
    });
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(true);
    rerender({ value: false });
    expect(result.current).toBe(false);
    rerender({ value: true });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(true);
  });

  it('never turns true when the value turns false before the frame', () => {
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), {
      initialProps: { value: true },
    });
    rerender({ value: false });
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(false);
  });
});
