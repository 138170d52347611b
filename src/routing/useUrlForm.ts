/**
 * A form whose submitted input lives in the URL (both calculators): the form follows the URL only
 * when it changed from outside (back, forward, a lever), never the URL it just wrote; it names
 * the errors of a URL with bad values and keeps a draft.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { searchKey, type SearchOf, type SearchSchema } from './search-params.ts';
import { draftKey, useDraft } from './useDraft.ts';
import { forgetInput } from './last-input.ts';
import { useNavigate } from './router.tsx';

export interface UrlFormSpec<S extends SearchSchema, V extends FieldValues, I> {
  /** Names its draft. */
  name: string;
  schema: S;
  /** Every complete set of values is a form's defaults too: the type tells react-hook-form. */
  valuesOf: (search: SearchOf<S>) => V & DefaultValues<V>;
  searchOf: (input: I) => SearchOf<S>;
  inputOf: (values: V) => I | null;
  /** The form's resolver: reads whatever the form holds (an empty choice, a count as text). */
  formSchema: z.ZodMiniType<I, V>;
  draftSchema: z.ZodMiniType<V>;
}

/**
 * Errors appear on submit, then follow each change: a message appearing on blur would move the
 * button away under the pointer between press and release.
 */
export const URL_FORM_VALIDATION = {
  mode: 'onSubmit',
  reValidateMode: 'onChange',
  shouldFocusError: true,
} as const;

export interface UrlInput<S extends SearchSchema, I> {
  search: SearchOf<S>;
  key: string;
  input: I | null;
  state: 'idle' | 'ready' | 'invalid';
  /** Puts an input in the URL; returns the key it will have. */
  show: (input: I) => string;
  keyOf: (input: I) => string;
}

export function useUrlInput<S extends SearchSchema, V extends FieldValues, I>(
  spec: UrlFormSpec<S, V, I>,
  search: SearchOf<S>,
  navigate: (search: SearchOf<S>) => void,
): UrlInput<S, I> {
  const key = searchKey(spec.schema, search);
  const input = useMemo(
    () => (key ? spec.inputOf(spec.valuesOf(search)) : null),
    [key, search, spec],
  );
  const keyOf = useCallback((next: I) => searchKey(spec.schema, spec.searchOf(next)), [spec]);
  const show = useCallback(
    (next: I) => {
      const nextSearch = spec.searchOf(next);
      navigate(nextSearch);
      return searchKey(spec.schema, nextSearch);
    },
    [spec, navigate],
  );
  const state = input ? 'ready' : key ? 'invalid' : 'idle';
  return useMemo(
    () => ({ search, key, input, state, show, keyOf }),
    [search, key, input, state, show, keyOf],
  );
}

export function useUrlForm<S extends SearchSchema, V extends FieldValues, I>(
  form: UseFormReturn<V, unknown, I>,
  spec: UrlFormSpec<S, V, I>,
  url: UrlInput<S, I>,
): (input: I) => void {
  const { key, search, state, show } = url;
  // The key this form wrote, until the URL gets there; and the key it last showed.
  const wrote = useRef<string | null>(null);
  const shown = useRef<string | null>(null);
  const { reset, trigger, getValues } = form;

  useEffect(() => {
    if (shown.current === key) return;
    const first = shown.current === null;
    shown.current = key;
    if (!first) {
      // Its own submit keeps what the form holds; any other change shows the URL's input.
      reset(wrote.current === key ? getValues() : spec.valuesOf(search));
    }
    wrote.current = null;
    if (state === 'invalid') void trigger(undefined, { shouldFocus: true });
  }, [key, search, state, spec, reset, trigger, getValues]);

  const draft = useDraft(draftKey(spec.name), form, key, spec.draftSchema);

  return useCallback(
    (input: I) => {
      // The draft is now this input, so back and forward (other inputs) leave it aside.
      const next = show(input);
      draft.submitted(next);
      wrote.current = next === key ? null : next;
    },
    [draft, show, key],
  );
}

/** "Start over": the example again, the kept input and draft forgotten, the URL's input left. */
export function useStartOver<S extends SearchSchema, V extends FieldValues, I>(
  form: UseFormReturn<V, unknown, I>,
  spec: UrlFormSpec<S, V, I>,
  url: UrlInput<S, I>,
): () => void {
  const navigate = useNavigate();
  const { reset } = form;
  const submitted = url.key !== '';
  return useCallback(() => {
    reset(spec.valuesOf({}), { keepDefaultValues: true });
    // After the reset, which the draft follows.
    forgetInput(spec.name);
    if (submitted) navigate({ search: {} });
  }, [reset, spec, submitted, navigate]);
}
