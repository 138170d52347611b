import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { storedValue } from '../shared/stored-value.ts';

/** Where a calculator keeps its draft, by the calculator's name (`event`, `hotel`). */
export function draftKey(name: string): string {
  return `emission-desk.${name}.draft`;
}

export interface Draft {
  /** On submit: what the form holds is now the submitted input with this key (in the URL). */
  submitted: (key: string) => void;
}

/**
 * Keeps what the user typed across a reload, and across a visit to another page (session
 * storage). A URL with an input shows that input, with the draft on top only when the draft was
 * edited from that same input, so a shared link, back and forward always show their own input. A
 * URL with no input (a first visit, a link without one) shows what the form last held, typed or
 * submitted, rather than the example; the navigation's link carries the last submitted input
 * (last-input.ts), and the draft on top of it when edited from it.
 *
 * @param submittedKey a stable serialization of the submitted input currently in the URL ('' if none)
 * @param valuesSchema reads a stored draft's values back as the form's
 */
export function useDraft<T extends FieldValues, I>(
  storageKey: string,
  form: UseFormReturn<T, unknown, I>,
  submittedKey: string,
  valuesSchema: z.ZodMiniType<T>,
): Draft {
  const restoredFor = useRef<string | null>(null);
  const stored = useMemo(
    () =>
      storedValue(
        storageKey,
        // basedOn: the submitted input (as in the URL) the draft was edited from.
        z.object({ basedOn: z.string(), values: valuesSchema }),
        'session',
      ),
    [storageKey, valuesSchema],
  );

  useEffect(() => {
    if (restoredFor.current === submittedKey) return;
    restoredFor.current = submittedKey;
    const draft = stored.read();
    if (!draft || (submittedKey !== '' && draft.basedOn !== submittedKey)) return;
    form.reset(draft.values, { keepDefaultValues: true });
  }, [stored, submittedKey, form]);

  useEffect(() => {
    const subscription = form.watch(() => {
      // The form's values now, not the snapshot handed to this callback: a change that sets
      // other fields from its own callback (meals that follow participants) reaches this one
      // after them, with a snapshot from before them, and would store rows the form no longer
      // holds.
      stored.write({ basedOn: submittedKey, values: form.getValues() });
    });
    return () => subscription.unsubscribe();
  }, [stored, form, submittedKey]);

  const submitted = useCallback(
    (key: string) => stored.write({ basedOn: key, values: form.getValues() }),
    [stored, form],
  );
  return useMemo(() => ({ submitted }), [submitted]);
}
