import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { storedValue } from '../shared/stored-value.ts';

export function draftKey(name: string): string {
  return `emission-desk.${name}.draft`;
}

export interface Draft {
  submitted: (key: string) => void;
}

/**
 * Keeps what was typed across a reload and other pages (session storage). A URL with an input
 * gets the draft on top only when the draft was edited from that input, so shared links, back
 * and forward show their own input; a URL with none gets the draft.
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
      storedValue(storageKey, z.object({ basedOn: z.string(), values: valuesSchema }), 'session'),
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
      // getValues, not the callback's snapshot: a change that sets other fields from its own
      // callback (meals following participants) reaches here with a snapshot from before them.
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
