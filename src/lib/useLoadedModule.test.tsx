import { Component, type ReactNode } from 'react';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadedModule } from './useLoadedModule.ts';

describe('useLoadedModule', () => {
  it('loads nothing until the module is wanted, then returns it once it is in', async () => {
    const module = { answer: 42 };
    const load = vi.fn(() => Promise.resolve(module));
    const { result, rerender } = renderHook(({ wanted }) => useLoadedModule(load, wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toBe(module));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a module already in to a new mount at once', async () => {
    const module = { answer: 7 };
    const load = vi.fn(() => Promise.resolve(module));
    const first = renderHook(() => useLoadedModule(load, true));
    await waitFor(() => expect(first.result.current).toBe(module));
    first.unmount();
    const second = renderHook(() => useLoadedModule(load, false));
    expect(second.result.current).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the nearest error boundary', async () => {
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>Failed to load</p> : this.props.children;
      }
    }
    function Part() {
      useLoadedModule(() => Promise.reject(new Error('offline')), true);
      return <p>Loading</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Part />
      </Boundary>,
    );
    expect(await screen.findByText('Failed to load')).toBeTruthy();
  });
});
