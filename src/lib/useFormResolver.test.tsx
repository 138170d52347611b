import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useFormResolver } from './useFormResolver.ts';

/** A form's values may be wider than its schema accepts: a count the reader left empty is NaN. */
interface Values {
  count: number;
  name: string;
}

const schema = z.object({ count: z.int().check(z.minimum(1)), name: z.string() });

describe('useFormResolver', () => {
  it('reads the form’s values into the schema’s output, with messages in the reader’s words', async () => {
    const { result } = renderHook(() =>
      useForm<Values, unknown, z.output<typeof schema>>({
        defaultValues: { count: Number.NaN, name: 'Summit' },
        resolver: useFormResolver(schema),
      }),
    );
    await act(async () => {
      await result.current.trigger();
    });
    expect(result.current.getFieldState('count').error?.message).toBe('Enter a whole number.');
    act(() => result.current.setValue('count', 0));
    await act(async () => {
      await result.current.trigger();
    });
    expect(result.current.getFieldState('count').error?.message).toBe('Enter at least 1.');
    act(() => result.current.setValue('count', 3));
    let submitted: unknown;
    await act(async () => {
      await result.current.handleSubmit((input) => {
        submitted = input;
      })();
    });
    expect(submitted).toEqual({ count: 3, name: 'Summit' });
  });

  it('keeps one resolver while the language stays', () => {
    const { result, rerender } = renderHook(() => useFormResolver(schema));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
