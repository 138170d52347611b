import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useDraft } from './useDraft.ts';

interface Values {
  participants: number;
}

const KEY = 'test.draft';
const valuesSchema = z.object({ participants: z.number() });

/** A form opened on a URL whose submitted input has the key, with the draft kept under KEY. */
function openForm(submittedKey: string) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { participants: 80 } });
    const draft = useDraft(KEY, form, submittedKey, valuesSchema);
    return { form, draft };
  });
}

const store = (basedOn: string, participants: number) =>
  sessionStorage.setItem(KEY, JSON.stringify({ basedOn, values: { participants } }));

describe('useDraft', () => {
  it('restores a draft edited from the input in the URL', () => {
    store('a', 40);
    expect(openForm('a').result.current.form.getValues('participants')).toBe(40);
  });

  it('leaves a draft of another input aside when the URL holds an input', () => {
    store('a', 40);
    expect(openForm('b').result.current.form.getValues('participants')).toBe(80);
  });

  it('leaves aside a stored draft that is not one of this form', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ basedOn: '', values: { participants: 'x' } }));
    expect(openForm('').result.current.form.getValues('participants')).toBe(80);
    sessionStorage.setItem(KEY, '{not json');
    expect(openForm('').result.current.form.getValues('participants')).toBe(80);
  });

  it('restores the last draft, whatever it was edited from, when the URL holds no input', () => {
    store('a', 40);
    expect(openForm('').result.current.form.getValues('participants')).toBe(40);
  });

  it('keeps what was typed, and after a submit the submitted input', () => {
    const { result } = openForm('');
    act(() => result.current.form.setValue('participants', 120));
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({
      basedOn: '',
      values: { participants: 120 },
    });
    act(() => result.current.draft.submitted('c'));
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({
      basedOn: 'c',
      values: { participants: 120 },
    });
    // Opened again from the navigation (no input in the URL): the submitted input.
    expect(openForm('').result.current.form.getValues('participants')).toBe(120);
  });
});
