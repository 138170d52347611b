import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

interface StoredDraft {
  /** The submitted input (as in the URL) the draft was edited from. */
  basedOn: string;
  values: unknown;
}

export interface Draft {
  /** On submit: what the form holds is now the submitted input with this key (in the URL). */
  submitted: (key: string) => void;
}

/**
 * Keeps what the user typed across a reload, and across a visit to another page (session
 * storage). A URL with an input shows that input, with the draft on top only when the draft was
 * edited from that same input, so a shared link, back and forward always show their own input. A
 * URL with no input (the page's own link in the navigation) shows what the form last held, typed
 * or submitted, rather than the example.
 *
 * @param submittedKey a stable serialization of the submitted input currently in the URL ('' if none)
 * @param accept validates a stored draft's values; return null to ignore it
 */
export function useDraft<T extends FieldValues, I>(
  storageKey: string,
  form: UseFormReturn<T, unknown, I>,
  submittedKey: string,
  accept: (values: unknown) => T | null,
): Draft {
  const restoredFor = useRef<string | null>(null);

  useEffect(() => {
    if (restoredFor.current === submittedKey) return;
    restoredFor.current = submittedKey;
    const draft = readDraft(storageKey);
    if (!draft || (submittedKey !== '' && draft.basedOn !== submittedKey)) return;
    const values = accept(draft.values);
    if (values) form.reset(values, { keepDefaultValues: true });
  }, [storageKey, submittedKey, form, accept]);

  useEffect(() => {
    const subscription = form.watch(() => {
      // The form's values now, not the snapshot handed to this callback: a change that sets
      // other fields from its own callback (meals that follow participants) reaches this one
      // after them, with a snapshot from before them, and would store rows the form no longer
      // holds.
      writeDraft(storageKey, { basedOn: submittedKey, values: form.getValues() });
    });
    return () => subscription.unsubscribe();
  }, [storageKey, form, submittedKey]);

  const submitted = useCallback(
    (key: string) => writeDraft(storageKey, { basedOn: key, values: form.getValues() }),
    [storageKey, form],
  );
  return useMemo(() => ({ submitted }), [submitted]);
}

function writeDraft(storageKey: string, draft: StoredDraft): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(draft));
  } catch {
    // storage full or unavailable: the draft is a convenience, the form still works
  }
}

function readDraft(storageKey: string): StoredDraft | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    return typeof parsed.basedOn === 'string'
      ? { basedOn: parsed.basedOn, values: parsed.values }
      : null;
  } catch {
    return null;
  }
}
