import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

interface StoredDraft {
  /** The submitted input (as in the URL) the draft was edited from. */
  basedOn: string;
  values: unknown;
}

export interface Draft {
  /** Forgets the stored draft (on submit: the typed input is now in the URL). */
  clear: () => void;
}

/**
 * Keeps what the user typed but did not submit across a reload (session storage). The draft is
 * restored only on top of the same submitted input it was edited from, so a shared link with
 * other input always shows that input.
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
    if (!draft || draft.basedOn !== submittedKey) return;
    const values = accept(draft.values);
    if (values) form.reset(values, { keepDefaultValues: true });
  }, [storageKey, submittedKey, form, accept]);

  useEffect(() => {
    const subscription = form.watch((values) => {
      try {
        const draft: StoredDraft = { basedOn: submittedKey, values };
        sessionStorage.setItem(storageKey, JSON.stringify(draft));
      } catch {
        // storage full or unavailable: the draft is a convenience, the form still works
      }
    });
    return () => subscription.unsubscribe();
  }, [storageKey, form, submittedKey]);

  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // storage unavailable: there is no draft either
    }
  }, [storageKey]);
  return useMemo(() => ({ clear }), [clear]);
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
